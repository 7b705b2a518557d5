import type { Migration } from '.';

/**
 * Uploads straight to the bucket (S3 mode): each issued presigned PUT is remembered here with the
 * declared size and type until the server confirms it (the object exists, its size and first bytes
 * match) and publishes it as a media object. One pending upload per key: a newer one for the same
 * key (a profile picture chosen twice) replaces the older. Confirming deletes the row, so an upload
 * is confirmed once.
 */
export const mediaUploads: Migration = {
  id: '100-media-uploads',
  sql: `
CREATE TABLE media_uploads (
  key text PRIMARY KEY,
  upload_id text NOT NULL,
  owner_id uuid NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  content_type text NOT NULL,
  size bigint NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX media_uploads_expiry ON media_uploads (expires_at);
`,
};
