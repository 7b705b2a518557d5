import type { Migration } from '.';

/**
 * Link previews: the Open Graph data of a web address, fetched once per address by the
 * `link-preview.fetch` job (status 'failed' when the fetch was refused or failed: no preview, no
 * retry). The image, when there is one, is a copy in media storage (`image_blob_id`), served under
 * `image_key` like other post media; never the page's own address. `posts.link_url` is the first
 * address of a post's text, normalized: the preview it shows.
 */
export const linkPreviews: Migration = {
  id: '210-link-previews',
  sql: `
CREATE TABLE link_previews (
  url text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('ok', 'failed')),
  title text,
  description text,
  image_key text UNIQUE,
  image_blob_id text,
  image_content_type text,
  image_size bigint,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE posts ADD COLUMN link_url text;
CREATE INDEX posts_link_url ON posts (link_url) WHERE link_url IS NOT NULL;
`,
};
