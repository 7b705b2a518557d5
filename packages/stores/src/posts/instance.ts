import { PostsStore } from './posts-store';

/** The page's one store of posts (shared by every area through the federation). */
export const postsStore = new PostsStore();
