import type {
  Comment,
  CommentPage,
  CommentResponse,
  CreatePostBody,
  FeedType,
  HashtagSearchResponse,
  LikeResponse,
  Post,
  PostPage,
  PostResponse,
  ShareResponse,
  TrendingPeriod,
  TrendingResponse,
  UpdatePostBody,
} from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './page-params';

export { pageParams, type PageOptions };

const id = encodeURIComponent;

/** A create sent with an `Idempotency-Key`: sending it again answers with what the first one created. */
export interface CreateOptions {
  idempotencyKey?: string;
}

const keyHeaders = ({ idempotencyKey }: CreateOptions): Record<string, string> =>
  idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};

/** POST /posts: content and/or uploaded media keys, optionally into a clique you belong to. */
export function createPost(body: CreatePostBody, options: CreateOptions = {}): Promise<Post> {
  return call(() => http.post('posts', { json: body, headers: keyHeaders(options) }).json<PostResponse>()).then(
    (r) => r.post,
  );
}

/** GET /posts/{id}. */
export function getPost(postId: string): Promise<Post> {
  return call(() => http.get(`posts/${id(postId)}`).json<PostResponse>()).then((r) => r.post);
}

/** PUT /posts/{id}: the author changes the text, and the content warning and sensitive mark when given. */
export function updatePost(postId: string, body: UpdatePostBody): Promise<Post> {
  return call(() => http.put(`posts/${id(postId)}`, { json: body }).json<PostResponse>()).then((r) => r.post);
}

/** DELETE /posts/{id}: the author, or a moderator of the post's clique. */
export async function deletePost(postId: string): Promise<void> {
  await call(() => http.delete(`posts/${id(postId)}`));
}

/** GET /users/{id}/feed: your feed of a type (default all), newest first. */
export function getFeed(userId: string, type: FeedType = 'all', page: PageOptions = {}): Promise<PostPage> {
  return call(() =>
    http.get(`users/${id(userId)}/feed`, { searchParams: pageParams(page, { type }) }).json<PostPage>(),
  );
}

/** POST (liked) or DELETE (not liked) /posts/{id}/like. */
export function setPostLike(postId: string, liked: boolean): Promise<LikeResponse> {
  const url = `posts/${id(postId)}/like`;
  return call(() => (liked ? http.post(url) : http.delete(url)).json<LikeResponse>());
}

/** POST (shared, with an optional comment) or DELETE /posts/{id}/share. */
export function setPostShare(postId: string, shared: boolean, comment?: string): Promise<ShareResponse> {
  const url = `posts/${id(postId)}/share`;
  return call(() =>
    (shared ? http.post(url, { json: comment ? { comment } : {} }) : http.delete(url)).json<ShareResponse>(),
  );
}

/** GET /posts/{id}/comments: a page of threads (with parentCommentId, of that comment's replies), oldest first, 50 top comments a page. */
export function listComments(
  postId: string,
  page: PageOptions = {},
  parentCommentId: string | null = null,
): Promise<CommentPage> {
  const searchParams = pageParams({ limit: 50, ...page }, parentCommentId ? { parentCommentId } : {});
  return call(() => http.get(`posts/${id(postId)}/comments`, { searchParams }).json<CommentPage>());
}

/** POST /posts/{id}/comments: a comment, or a reply when parentCommentId is given. */
export function addComment(
  postId: string,
  content: string,
  parentCommentId?: string | null,
  options: CreateOptions = {},
): Promise<Comment> {
  const json = parentCommentId ? { content, parentCommentId } : { content };
  const headers = keyHeaders(options);
  return call(() => http.post(`posts/${id(postId)}/comments`, { json, headers }).json<CommentResponse>()).then(
    (r) => r.comment,
  );
}

/** DELETE /posts/{id}/comments/{commentId}: the comment's author or the post's. */
export async function deleteComment(postId: string, commentId: string): Promise<void> {
  await call(() => http.delete(`posts/${id(postId)}/comments/${id(commentId)}`));
}

/** POST (liked) or DELETE /posts/{id}/comments/{commentId}/like. */
export function setCommentLike(postId: string, commentId: string, liked: boolean): Promise<LikeResponse> {
  const url = `posts/${id(postId)}/comments/${id(commentId)}/like`;
  return call(() => (liked ? http.post(url) : http.delete(url)).json<LikeResponse>());
}

/** GET /hashtags/search: posts with a hashtag (without #), newest first. */
export function searchHashtag(hashtag: string, page: PageOptions = {}): Promise<HashtagSearchResponse> {
  return call(() =>
    http.get('hashtags/search', { searchParams: pageParams(page, { hashtag }) }).json<HashtagSearchResponse>(),
  );
}

/** GET /hashtags/trending: hashtags by distinct authors in the period. */
export function trendingHashtags(period: TrendingPeriod = 'today', limit = 20): Promise<TrendingResponse> {
  return call(() => http.get('hashtags/trending', { searchParams: { period, limit } }).json<TrendingResponse>());
}

/** GET /users/{id}/mentions: posts mentioning the user. */
export function listMentions(userId: string, page: PageOptions = {}): Promise<PostPage> {
  return call(() => http.get(`users/${id(userId)}/mentions`, { searchParams: pageParams(page) }).json<PostPage>());
}
