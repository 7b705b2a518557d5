import type { Migration } from '.';

/** Alt text: the description of each image its author writes in the composer ('' when none). */
export const postMediaAlt: Migration = {
  id: '190-post-media-alt',
  sql: `ALTER TABLE post_media ADD COLUMN alt text NOT NULL DEFAULT '';`,
};
