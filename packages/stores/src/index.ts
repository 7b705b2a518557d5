/**
 * MobX building blocks every area shares (a federated singleton, so there is one posts store per
 * page): the store of posts by id, paged lists, lists of posts that feed it, the reader's preferences
 * for warned and sensitive posts, and `attempt`, the way a store runs one call (busy flag, error line).
 */
export { attempt, type AttemptOptions } from './attempt';
export { PagedList, type ListStatus, type ListTexts, type Page, type PageLoader } from './paged-list';
export { PostsStore, type BookmarkSender, type PostAction, type PostFields } from './posts/posts-store';
export { postsStore } from './posts/instance';
export { PostList, itemKey, type PostListOptions, type PostPageLoader } from './posts/post-list';
export { collapsePerson, withoutPerson } from './posts/hide-person';
export { ReadingPreferences, type SettingsReader } from './reading/reading-preferences';
export { readingPreferences } from './reading/instance';
