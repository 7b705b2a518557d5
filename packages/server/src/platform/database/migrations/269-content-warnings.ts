import type { Migration } from '.';

/**
 * Content warnings and sensitive media (docs/API.md "Posts"): a post's optional warning (1–200
 * characters; its text and media stay behind it until the reader opens them) and whether its media
 * are sensitive (blurred until tapped). An edit of either is an update of the post, which moves
 * the feed pages' versions like any other (migration 150).
 */
export const contentWarnings: Migration = {
  id: '269-content-warnings',
  sql: `
ALTER TABLE posts
  ADD COLUMN content_warning text CHECK (char_length(content_warning) BETWEEN 1 AND 200),
  ADD COLUMN sensitive boolean NOT NULL DEFAULT false;
`,
};
