import { Type } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary, pageQuery } from './common';
import { postLimits } from './limits';
export { postLimits } from './limits';
/** A picture or video attached to a post; `url` is a signed, expiring download URL. */
export const Media = Type.Object({
    key: Type.String(),
    url: Type.String(),
    type: Type.Union([Type.Literal('image'), Type.Literal('video')]),
    fileType: Type.String(),
    fileSize: Type.Integer(),
});
/** Who may see a post: everyone, the author's friends, or the members of its clique. */
export const PostAudience = Type.Union([Type.Literal('public'), Type.Literal('friends'), Type.Literal('clique')]);
/** A post; `sharedBy`/`sharedAt` (and `shareComment`) only on feed items that are shares. */
export const Post = Type.Object({
    postId: Type.String(),
    author: UserSummary,
    content: Type.String(),
    media: Type.Array(Media),
    hashtags: Type.Array(Type.String()),
    mentions: Type.Array(UserSummary),
    cliqueId: Type.Union([Type.String(), Type.Null()]),
    audience: PostAudience,
    likesCount: Type.Integer(),
    commentsCount: Type.Integer(),
    sharesCount: Type.Integer(),
    likedByMe: Type.Boolean(),
    sharedByMe: Type.Boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    sharedBy: Type.Optional(UserSummary),
    sharedAt: Type.Optional(Timestamp),
    shareComment: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** A clique post by someone you blocked or who blocked you (clique members still see it; the UI collapses it). */
    blockedAuthor: Type.Optional(Type.Boolean()),
});
/** A comment or a reply (parentCommentId set). */
export const Comment = Type.Object({
    commentId: Type.String(),
    postId: Type.String(),
    author: UserSummary,
    content: Type.String(),
    parentCommentId: Type.Union([Type.String(), Type.Null()]),
    likesCount: Type.Integer(),
    likedByMe: Type.Boolean(),
    createdAt: Timestamp,
});
/** POST /posts body: content or media required; `audience` public (default) or friends, and none with `cliqueId`. */
export const CreatePostBody = Type.Object({
    content: Type.Optional(Type.String({ maxLength: postLimits.content })),
    media: Type.Optional(Type.Array(Type.Object({ key: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false }), {
        maxItems: postLimits.media,
    })),
    cliqueId: Type.Optional(Type.Union([Id, Type.Null()])),
    audience: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('friends')])),
}, { additionalProperties: false });
/** PUT /posts/{id} body. */
export const UpdatePostBody = Type.Object({ content: Type.String({ maxLength: postLimits.content }) }, { additionalProperties: false });
/** `{post}` answer. */
export const PostResponse = Type.Object({ post: Post });
/** Feed types of GET /users/{id}/feed. */
export const feedTypes = ['all', 'own', 'friends', 'following', 'cliques'];
/** GET /users/{id}/feed query. */
export const FeedQuery = Type.Composite([
    pageQuery(20),
    Type.Object({
        type: Type.Union(feedTypes.map((t) => Type.Literal(t)), { default: 'all' }),
    }),
], { additionalProperties: false });
/** A page of posts: `{posts, hasMore, nextToken}`. */
export const PostPage = Type.Object({
    posts: Type.Array(Post),
    hasMore: Type.Boolean(),
    nextToken: Type.Union([Type.String(), Type.Null()]),
});
/** Like toggles of posts and comments answer `{liked, likesCount}`. */
export const LikeResponse = Type.Object({ liked: Type.Boolean(), likesCount: Type.Integer() });
/** GET /posts/{id}/comments query (oldest first). */
export const CommentsQuery = pageQuery(50);
/** A page of comments. */
export const CommentPage = Type.Object({
    comments: Type.Array(Comment),
    hasMore: Type.Boolean(),
    nextToken: Type.Union([Type.String(), Type.Null()]),
});
/** POST /posts/{id}/comments body. */
export const CreateCommentBody = Type.Object({
    content: Type.String({ minLength: 1, maxLength: postLimits.comment }),
    parentCommentId: Type.Optional(Type.Union([Id, Type.Null()])),
}, { additionalProperties: false });
/** `{comment}` answer. */
export const CommentResponse = Type.Object({ comment: Comment });
/** POST /posts/{id}/share body (optional; an empty body shares without a comment). */
export const ShareBody = Type.Object({ comment: Type.Optional(Type.Union([Type.String({ maxLength: postLimits.shareComment }), Type.Null()])) }, { additionalProperties: false });
/** Share toggles answer `{shared, sharesCount}`. */
export const ShareResponse = Type.Object({ shared: Type.Boolean(), sharesCount: Type.Integer() });
/** Path `{id}/comments/{commentId}`. */
export const CommentParams = Type.Object({ id: Id, commentId: Id });
