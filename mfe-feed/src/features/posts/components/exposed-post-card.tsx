/**
 * `mfe_feed/post-card`, for other areas (a clique page, a profile): `<PostCard post onDeleted? />`.
 * - `post`: a Post from any list call (GET /cliques/{id}/posts, GET /users/{id}/feed…).
 * - `onDeleted(postId)`: called after its author deleted it, so the list can drop it.
 * It renders links (profile, hashtag, post page), so it must sit inside the app's router.
 */
export { PostCard, type PostCardProps } from './post-card';
