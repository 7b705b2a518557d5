export { Button, type ButtonProps } from './components/button';
export { Badge, formatBadgeCount } from './components/badge';
export { CodeField, FormError, FormSuccess, TextField, type TextFieldProps } from './components/form-fields';
export { UserName, UserText, type UserNameProps, type UserTextElement, type UserTextProps } from './components/user-text';
export { ComingSoon, EmptyState, ErrorState, LoadingState } from './components/states';
export { applyTheme, currentTheme, readStoredTheme, setTheme, systemTheme, themeStorageKey, toggleTheme, type Theme } from './theme/theme';
export { useTheme } from './theme/use-theme';
