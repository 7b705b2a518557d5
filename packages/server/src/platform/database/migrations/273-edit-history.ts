import type { Migration } from '.';

/**
 * Edit history (docs/API.md "Edit history"): every edit of a post's or comment's words keeps the
 * version it replaced in `edit_versions` — its text, and of a post its content warning, sensitive
 * mark and media with their alt text — and stamps the post or comment `edited_at`. The triggers do
 * it for every UPDATE that changes those columns, so no edit path can forget it. `written_at` is
 * when the kept version was itself written by an edit (null: the original). A version goes with its
 * post or comment by foreign key: the author's deletion, a moderator's removal and erasure take the
 * history with them (a comment blanked by its deletion too). `edit_versions_post` and `edit_versions_comment` read one history newest first.
 */
export const editHistory: Migration = {
  id: '273-edit-history',
  sql: `
ALTER TABLE posts ADD COLUMN edited_at timestamptz;
ALTER TABLE comments ADD COLUMN edited_at timestamptz;

CREATE TABLE edit_versions (
  version_id bigserial PRIMARY KEY,
  post_id uuid REFERENCES posts (post_id) ON DELETE CASCADE,
  comment_id uuid REFERENCES comments (comment_id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  content text NOT NULL,
  content_warning text,
  sensitive boolean NOT NULL DEFAULT false,
  media jsonb NOT NULL DEFAULT '[]'::jsonb,
  written_at timestamptz,
  replaced_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((post_id IS NULL) <> (comment_id IS NULL))
);
CREATE INDEX edit_versions_post ON edit_versions (post_id, version_id DESC) WHERE post_id IS NOT NULL;
CREATE INDEX edit_versions_comment ON edit_versions (comment_id, version_id DESC) WHERE comment_id IS NOT NULL;
CREATE INDEX edit_versions_author ON edit_versions (author_id);

CREATE FUNCTION edit_versions_keep_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO edit_versions (post_id, author_id, content, content_warning, sensitive, media, written_at)
  VALUES (OLD.post_id, OLD.author_id, OLD.content, OLD.content_warning, OLD.sensitive,
    COALESCE((SELECT jsonb_agg(jsonb_build_object('key', pm.key, 'type', pm.media_type, 'fileType', pm.file_type,
                'fileSize', pm.file_size, 'alt', pm.alt) ORDER BY pm.position)
              FROM post_media pm WHERE pm.post_id = OLD.post_id), '[]'::jsonb),
    OLD.edited_at);
  NEW.edited_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER posts_keep_version BEFORE UPDATE OF content, content_warning, sensitive ON posts
  FOR EACH ROW
  WHEN (OLD.content IS DISTINCT FROM NEW.content OR OLD.content_warning IS DISTINCT FROM NEW.content_warning
        OR OLD.sensitive IS DISTINCT FROM NEW.sensitive)
  EXECUTE FUNCTION edit_versions_keep_post();

CREATE FUNCTION edit_versions_keep_comment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A comment deleted while replies hang under it stays as a blank row (deleted_at, migration 275):
  -- its history goes as a deleted comment's would.
  IF (to_jsonb(NEW) ->> 'deleted_at') IS NOT NULL THEN
    DELETE FROM edit_versions WHERE comment_id = OLD.comment_id;
  ELSIF OLD.content IS DISTINCT FROM NEW.content THEN
    INSERT INTO edit_versions (comment_id, author_id, content, written_at)
    VALUES (OLD.comment_id, OLD.author_id, OLD.content, OLD.edited_at);
    NEW.edited_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER comments_keep_version BEFORE UPDATE OF content ON comments
  FOR EACH ROW EXECUTE FUNCTION edit_versions_keep_comment();
`,
};
