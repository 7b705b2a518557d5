/**
 * MobX building blocks every area shares (a federated singleton, so there is one posts store per
 * page): the store of posts by id, paged lists, and lists of posts that feed it.
 */
export { PagedList, type ListStatus, type ListTexts, type Page, type PageLoader } from './paged-list';
export { PostsStore, type PostAction, type PostFields } from './posts/posts-store';
export { postsStore } from './posts/instance';
export { PostList, itemKey, type PostListOptions, type PostPageLoader } from './posts/post-list';
export { collapsePerson, withoutPerson } from './posts/hide-person';
