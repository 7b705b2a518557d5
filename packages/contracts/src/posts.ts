import { Type, type Static } from '@sinclair/typebox';
import { Id, Timestamp, UserSummary, pageQuery } from './common';
import { cliqueLimits, postLimits } from './limits';
import { Poll, PollInput } from './polls';
import { EventInput, PostEvent } from './events';

export { postLimits } from './limits';

/** A picture or video attached to a post; `url` is a signed, expiring download URL. */
export const Media = Type.Object({
  key: Type.String(),
  url: Type.String(),
  type: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  fileType: Type.String(),
  fileSize: Type.Integer(),
  /** The author's description of the image (alt text), when they wrote one. */
  alt: Type.Optional(Type.String()),
});
export type Media = Static<typeof Media>;

/**
 * The preview of a post's first web address, fetched once by the server: the page's title,
 * description and picture (`imageUrl`: a copy in our media storage, signed like post media).
 */
export const LinkPreview = Type.Object({
  url: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
});
export type LinkPreview = Static<typeof LinkPreview>;

/** Who may see a post: everyone, the author's friends, or the members of its clique. */
export const PostAudience = Type.Union([Type.Literal('public'), Type.Literal('friends'), Type.Literal('clique')]);
export type PostAudience = Static<typeof PostAudience>;

/**
 * Where a post stands: `published` (seen by whoever its audience admits), or `pending`: a clique
 * post held for its moderators' approval (postingPolicy approval), seen only by its author and the
 * clique's moderators until answered.
 */
export const PostStatus = Type.Union([Type.Literal('published'), Type.Literal('pending')]);
export type PostStatus = Static<typeof PostStatus>;

/** Who may quote a post: anyone who sees it, the author's followers, or nobody (the author always may). */
export const QuotePolicy = Type.Union([Type.Literal('anyone'), Type.Literal('followers'), Type.Literal('nobody')]);
export type QuotePolicy = Static<typeof QuotePolicy>;

/** A quoted post as the reader may see it: a compact post (no counts, no quote of its own). */
export const QuotedPost = Type.Object({
  state: Type.Literal('visible'),
  postId: Type.String(),
  author: UserSummary,
  content: Type.String(),
  media: Type.Array(Media),
  cliqueId: Type.Union([Type.String(), Type.Null()]),
  audience: PostAudience,
  contentWarning: Type.Union([Type.String(), Type.Null()]),
  sensitive: Type.Boolean(),
  createdAt: Timestamp,
});
export type QuotedPost = Static<typeof QuotedPost>;

/** A quoted post the reader may not see: deleted, removed, out of their audience, blocked, or detached by its author. */
export const UnavailableQuote = Type.Object({ state: Type.Literal('unavailable') });
export type UnavailableQuote = Static<typeof UnavailableQuote>;

/** What a quote shows of the post it quotes. */
export const PostQuote = Type.Union([QuotedPost, UnavailableQuote]);
export type PostQuote = Static<typeof PostQuote>;

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
  status: PostStatus,
  likesCount: Type.Integer(),
  commentsCount: Type.Integer(),
  sharesCount: Type.Integer(),
  /** How many posts quote this one (detached quotes are not counted). */
  quotesCount: Type.Integer(),
  likedByMe: Type.Boolean(),
  sharedByMe: Type.Boolean(),
  /** The post is among the viewer's own bookmarks (nobody else's are ever told). */
  bookmarkedByMe: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** When the author last edited the text, warning or sensitive mark; null if never (GET /posts/{id}/history). */
  editedAt: Type.Union([Timestamp, Type.Null()]),
  sharedBy: Type.Optional(UserSummary),
  sharedAt: Type.Optional(Timestamp),
  shareComment: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** A clique post by someone you blocked or who blocked you (clique members still see it; the UI collapses it). */
  blockedAuthor: Type.Optional(Type.Boolean()),
  /** A clique post's topic (one of the clique's topics), when it has one. */
  topic: Type.Optional(Type.String()),
  /** Pinned by the clique's moderators: listed first in the clique's posts. */
  pinned: Type.Optional(Type.Boolean()),
  /** The preview of the first web address of the text, once fetched; null when none (or the fetch failed). */
  linkPreview: Type.Union([LinkPreview, Type.Null()]),
  /** The author's warning: the text and media stay behind "Show more" until opened; null when none. */
  contentWarning: Type.Union([Type.String(), Type.Null()]),
  /** The author marked the media sensitive: each is blurred until tapped. */
  sensitive: Type.Boolean(),
  /** The poll the post carries (docs/API.md "Polls"); absent when it carries none. */
  poll: Type.Optional(Poll),
  /** The event the post carries (docs/API.md "Events"); absent when it carries none. */
  event: Type.Optional(PostEvent),
  /** The post this one quotes, as the reader may see it; null when it quotes none. */
  quote: Type.Union([PostQuote, Type.Null()]),
  /** Who may quote this post. */
  quotePolicy: QuotePolicy,
});
export type Post = Static<typeof Post>;

/**
 * A comment or a reply (parentCommentId set). `depth`: 0 on the post, the parent's + 1 for a reply;
 * `repliesCount`: its direct replies the reader may see; `deleted`: removed while replies hang under
 * it ("Comment deleted": content empty, author a blank summary, no likes).
 */
export const Comment = Type.Object({
  commentId: Type.String(),
  postId: Type.String(),
  author: UserSummary,
  content: Type.String(),
  parentCommentId: Type.Union([Type.String(), Type.Null()]),
  depth: Type.Integer(),
  repliesCount: Type.Integer(),
  deleted: Type.Boolean(),
  likesCount: Type.Integer(),
  likedByMe: Type.Boolean(),
  createdAt: Timestamp,
  /** When its author last edited it; null if never (GET /comments/{id}/history). */
  editedAt: Type.Optional(Type.Union([Timestamp, Type.Null()])),
});
export type Comment = Static<typeof Comment>;

/** `contentWarning` and `sensitive` of the create and edit bodies: a warning of 1–200 characters, or null for none. */
const warningFields = {
  contentWarning: Type.Optional(
    Type.Union([Type.String({ minLength: 1, maxLength: postLimits.contentWarning }), Type.Null()]),
  ),
  sensitive: Type.Optional(Type.Boolean()),
};

/** POST /posts body: content or media required; `audience` public (default) or friends, and none with `cliqueId`. */
export const CreatePostBody = Type.Object(
  {
    ...warningFields,
    content: Type.Optional(Type.String({ maxLength: postLimits.content })),
    media: Type.Optional(
      Type.Array(
        Type.Object(
          {
            key: Type.String({ minLength: 1, maxLength: 512 }),
            alt: Type.Optional(Type.String({ maxLength: postLimits.altText })),
          },
          { additionalProperties: false },
        ),
        { maxItems: postLimits.media },
      ),
    ),
    cliqueId: Type.Optional(Type.Union([Id, Type.Null()])),
    /** One of the clique's topics (a clique post only). */
    topic: Type.Optional(Type.String({ minLength: 1, maxLength: cliqueLimits.topic })),
    audience: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('friends')])),
    /** A poll the post carries (docs/API.md "Polls"). */
    poll: Type.Optional(PollInput),
    /** An event the post carries (docs/API.md "Events"); the post's content is then optional. */
    event: Type.Optional(EventInput),
    /** The post this one quotes. */
    quotedPostId: Type.Optional(Id),
    /** Who may quote this post (default: anyone for a public post, nobody for a friends-only or clique post). */
    quotePolicy: Type.Optional(QuotePolicy),
  },
  { additionalProperties: false },
);
export type CreatePostBody = Static<typeof CreatePostBody>;

/** PUT /posts/{id} body: the new text; a warning or `sensitive` left out stays as it was (null removes the warning). */
export const UpdatePostBody = Type.Object(
  {
    content: Type.String({ maxLength: postLimits.content }),
    ...warningFields,
    /** Left out, the policy stays as it was. */
    quotePolicy: Type.Optional(QuotePolicy),
  },
  { additionalProperties: false },
);
export type UpdatePostBody = Static<typeof UpdatePostBody>;

/** `{post}` answer. */
export const PostResponse = Type.Object({ post: Post });
export type PostResponse = Static<typeof PostResponse>;

/** Feed types of GET /users/{id}/feed. */
export const feedTypes = ['all', 'own', 'friends', 'following', 'cliques'] as const;
export type FeedType = (typeof feedTypes)[number];

/** GET /users/{id}/feed query. */
export const FeedQuery = Type.Composite(
  [
    pageQuery(20),
    Type.Object({
      type: Type.Union(
        feedTypes.map((t) => Type.Literal(t)),
        { default: 'all' },
      ),
    }),
  ],
  { additionalProperties: false },
);
export type FeedQuery = Static<typeof FeedQuery>;

/** A page of posts: `{posts, hasMore, nextToken}`. */
export const PostPage = Type.Object({
  posts: Type.Array(Post),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type PostPage = Static<typeof PostPage>;

/** Like toggles of posts and comments answer `{liked, likesCount}`. */
export const LikeResponse = Type.Object({ liked: Type.Boolean(), likesCount: Type.Integer() });
export type LikeResponse = Static<typeof LikeResponse>;

/** GET /posts/{id}/comments query: a page of the comments on the post, or with `parentCommentId` of the replies to that comment (oldest first). */
export const CommentsQuery = Type.Composite([pageQuery(50), Type.Object({ parentCommentId: Type.Optional(Id) })], {
  additionalProperties: false,
});
export type CommentsQuery = Static<typeof CommentsQuery>;

/**
 * A page of a thread: each comment of the page followed by its replies (depth first, oldest first)
 * to `threadShown` levels under it; with `parentCommentId`, `parent` is that comment.
 */
export const CommentPage = Type.Object({
  parent: Type.Optional(Comment),
  comments: Type.Array(Comment),
  hasMore: Type.Boolean(),
  nextToken: Type.Union([Type.String(), Type.Null()]),
});
export type CommentPage = Static<typeof CommentPage>;

/** POST /posts/{id}/comments body. */
export const CreateCommentBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: postLimits.comment }),
    parentCommentId: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateCommentBody = Static<typeof CreateCommentBody>;

/** `{comment}` answer. */
export const CommentResponse = Type.Object({ comment: Comment });
export type CommentResponse = Static<typeof CommentResponse>;

/** POST /posts/{id}/share body (optional; an empty body shares without a comment). */
export const ShareBody = Type.Object(
  { comment: Type.Optional(Type.Union([Type.String({ maxLength: postLimits.shareComment }), Type.Null()])) },
  { additionalProperties: false },
);
export type ShareBody = Static<typeof ShareBody>;

/** Share toggles answer `{shared, sharesCount}`. */
export const ShareResponse = Type.Object({ shared: Type.Boolean(), sharesCount: Type.Integer() });
export type ShareResponse = Static<typeof ShareResponse>;

/** Path `{id}/comments/{commentId}`. */
export const CommentParams = Type.Object({ id: Id, commentId: Id });

/**
 * Headers of POST /posts and POST /posts/{id}/comments: an optional `Idempotency-Key` (1–128 of
 * letters, digits and `_-.:`). The same user sending the same key again gets the first answer back.
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' })),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;
