import type { Migration } from '.';

/**
 * Background jobs on the database (src/jobs), the same on PGlite and PostgreSQL:
 * - `jobs`: one row per job to run. A worker claims due rows with one UPDATE (… FOR UPDATE SKIP
 *   LOCKED), which sets a lease; the row is deleted when the job succeeds, pushed back with a
 *   backoff when it fails, and kept as `failed` after its last attempt. A periodic job is one row
 *   with a `singleton_key`, moved forward each time it runs, so every instance can schedule it and
 *   it still exists once.
 * - `media_releases`: media keys a post stopped using (any delete of a `post_media` row: the post
 *   deleted by its author, with its clique, or with an account — cascades included, through the
 *   trigger). After the grace period the release job deletes the key's object if nothing uses it.
 * - `blob_releases`: stored blobs to remove from storage once due (an erased account's files, the
 *   objects the release job deleted). Rows are written in the transaction that drops the blob's
 *   last reference, so no blob is forgotten and none is removed while a row still points at it.
 */
export const jobs: Migration = {
  id: '110-jobs',
  sql: `
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'ready' CHECK (state IN ('ready', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_by text,
  locked_until timestamptz,
  singleton_key text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'ready';
CREATE UNIQUE INDEX jobs_singleton ON jobs (singleton_key) WHERE singleton_key IS NOT NULL;

CREATE TABLE media_releases (
  key text PRIMARY KEY,
  released_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_releases_due ON media_releases (released_at);

CREATE TABLE blob_releases (
  blob_id text PRIMARY KEY,
  due_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blob_releases_due ON blob_releases (due_at);

CREATE FUNCTION post_media_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_releases (key) SELECT DISTINCT key FROM released_rows
  ON CONFLICT (key) DO UPDATE SET released_at = now();
  RETURN NULL;
END $$;
CREATE TRIGGER post_media_released AFTER DELETE ON post_media
  REFERENCING OLD TABLE AS released_rows FOR EACH STATEMENT EXECUTE FUNCTION post_media_released();
`,
};
