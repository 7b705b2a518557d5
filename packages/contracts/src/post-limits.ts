/** API.md limits of the posts area. */
export const postLimits = {
  /** Post content, characters. */
  content: 5000,
  /** Comment content, characters. */
  comment: 2000,
  /** Optional comment on a share, characters. */
  shareComment: 2000,
  /** Media items per post. */
  media: 10,
  /** Hashtag length without #. */
  hashtag: 50,
} as const;
