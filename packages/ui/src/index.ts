export { Button, type ButtonProps } from './components/button';
export { Badge, formatBadgeCount } from './components/badge';
export {
  CodeField,
  FormError,
  FormSuccess,
  PasswordField,
  TextField,
  type PasswordFieldProps,
  type TextFieldProps,
} from './components/form-fields';
export {
  UserName,
  UserText,
  type UserNameProps,
  type UserTextElement,
  type UserTextProps,
} from './components/user-text';
export { ComingSoon, EmptyState, ErrorState, ListFooter, LoadingState } from './components/states';
export { ListSkeleton, type ListSkeletonProps } from './components/skeleton';
export { VirtualList, type VirtualListProps } from './lists/virtual-list';
export { useEntryState } from './lists/use-entry-state';
export { AnchoredList, type AnchoredListHandle, type AnchoredListProps } from './lists/anchored-list';
export { ActionMenu, type ActionMenuItem, type ActionMenuProps } from './components/action-menu';
export { Dialog, type DialogProps } from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { failureText } from './components/failure-text';
export { preloadable, type Preloadable } from './components/preloadable';
export { timeAgo } from '@cliques/i18n';
export { LanguageSelect } from './components/language-select';
export { loadUiMessages } from './i18n';
export { Avatar, type AvatarProps, type AvatarSize } from './components/avatar';
export { UserLink, type UserLinkProps } from './components/user-link';
export { SafetyMenu, type SafetyActions, type SafetyMenuProps } from './safety/safety-menu';
export { ReportDialog, type ReportDialogProps } from './safety/report-dialog';
export { useSafetyTexts } from './safety/safety-texts';
export {
  applyTheme,
  currentTheme,
  readStoredTheme,
  setTheme,
  systemTheme,
  themeStorageKey,
  toggleTheme,
  type Theme,
} from './theme/theme';
export { useTheme } from './theme/use-theme';
export { Icon, type IconProps } from './icons/icon';
export {
  BackIcon,
  BellIcon,
  BookmarkIcon,
  ChatIcon,
  CloseIcon,
  CommentIcon,
  FriendsIcon,
  HashIcon,
  HeartIcon,
  HomeIcon,
  ImageIcon,
  MenuIcon,
  MoreIcon,
  ProfileIcon,
  SearchIcon,
  ShareIcon,
  ShieldIcon,
  SignOutIcon,
  UsersIcon,
} from './icons/icons';
export { Snippet, parseSnippet, type SnippetPart } from './search/snippet';
export {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  recentSearchLimit,
  removeRecentSearch,
  useRecentSearches,
} from './search/recent-searches';
export { searchPath, withClique } from './search/search-path';
