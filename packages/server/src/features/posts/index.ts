/** What other features may use of posts: the one way in (the linter refuses imports of its other files). */
export { accessiblePost, reachablePost, visiblePost, visiblePostIds } from './post-access';
export { hashtagItems, listItems } from './post-lists.repository';
export type { ListItem, ListQuery } from './post-lists.repository';
export { postMediaJson, toMedia } from './post-media.repository';
export type { PostMediaRow } from './post-media.repository';
export { normaliseHashtag } from './post-text';
export { deletePostRow } from './posts.repository';
export { registerPostPart } from './post-parts.repository';
export type { PartOwner, PostPart } from './post-parts.repository';
export type { EmbedUrl } from './posts.repository';
export { postsServiceFor } from './posts.service';
export type { PostsService } from './posts.service';
export { insertPost, replaceTagsAndMentions, updatePostContent } from './posts.repository';
export { maxMentionsPerPost, parseHashtags } from './post-text';
