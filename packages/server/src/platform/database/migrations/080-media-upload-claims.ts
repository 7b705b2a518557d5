import type { Migration } from '.';

/**
 * Upload URLs are single-use: the first PUT of a URL claims it here (by the hash of its signature,
 * which is unique to key, expiry, size and type), so a second PUT within the 15 minutes is refused
 * instead of replacing the stored file. A failed upload gives its claim back so it can be retried;
 * rows go once their URL has expired. No person is named: the hash is all there is.
 */
export const mediaUploadClaims: Migration = {
  id: '080-media-upload-claims',
  sql: `
CREATE TABLE media_upload_claims (
  signature_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX media_upload_claims_expiry ON media_upload_claims (expires_at);
`,
};
