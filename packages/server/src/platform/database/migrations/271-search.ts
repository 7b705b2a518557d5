import type { Migration } from '.';

/**
 * Full-text search (docs/API.md "Search", docs/DECISIONS.md "Search"). Every searchable text gets a
 * STORED generated `tsvector` beside it, so the index is exact by construction: an edit, a delete, a
 * removal or an erasure (rows cascade away) changes the vector in the same statement, with no
 * trigger and nothing for a write path to forget. A vector holds the text twice: stemmed in its
 * language (English, Spanish or Arabic) and as plain words (`simple`), so a query word matches its
 * stems in that language and the very word in any language; `unaccent` (in `public`, as pg_trgm, so
 * schemas made and dropped beside it leave it alone) folds diacritics on both sides.
 *
 * Building it for existing rows: each ADD COLUMN … STORED rewrites its table once (one sequential
 * pass, memory bounded by the row, not the table); the GIN indexes are then built once each. A
 * post's language is its author's interface language when written (migration 230); existing posts
 * take their author's current one, only those of Spanish and Arabic writers being updated (NULL is
 * English).
 */
export const search: Migration = {
  id: '271-search',
  sql: `
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;

-- unaccent() is STABLE (its dictionary could change); with the dictionary named it is as good as
-- immutable, which a generated column needs. Only pg_catalog and public names inside: schemas made
-- for tests call it with their own search_path.
CREATE FUNCTION search_document(language text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector(CASE language WHEN 'es' THEN 'pg_catalog.spanish' WHEN 'ar' THEN 'pg_catalog.arabic' ELSE 'pg_catalog.english' END::regconfig,
      public.unaccent('public.unaccent'::regdictionary, coalesce(body, '')))
    || to_tsvector('pg_catalog.simple'::regconfig, public.unaccent('public.unaccent'::regdictionary, coalesce(body, '')))
$$;

-- A query word or phrase in every language the documents are stemmed in, and as the plain word:
-- a stop word of one language (dropped there) still matches the plain words.
CREATE FUNCTION search_words(words text, phrase boolean) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN phrase THEN
      phraseto_tsquery('pg_catalog.english', f) || phraseto_tsquery('pg_catalog.spanish', f)
        || phraseto_tsquery('pg_catalog.arabic', f) || phraseto_tsquery('pg_catalog.simple', f)
    ELSE
      plainto_tsquery('pg_catalog.english', f) || plainto_tsquery('pg_catalog.spanish', f)
        || plainto_tsquery('pg_catalog.arabic', f) || plainto_tsquery('pg_catalog.simple', f)
    END
  FROM (SELECT public.unaccent('public.unaccent'::regdictionary, words) AS f) folded
$$;

-- Every plain word of the text as a prefix (people found as their name is typed); NULL without one.
CREATE FUNCTION search_prefix(words text) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('pg_catalog.simple', string_agg(quote_literal(lexeme) || ':*', ' & '))
  FROM unnest(to_tsvector('pg_catalog.simple', public.unaccent('public.unaccent'::regdictionary, words)))
$$;

ALTER TABLE posts ADD COLUMN language text CHECK (language IN ('en', 'es', 'ar'));
UPDATE posts p SET language = u.language FROM users u WHERE u.user_id = p.author_id AND u.language IN ('es', 'ar');
ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (search_document(language, content)) STORED;
CREATE INDEX posts_search ON posts USING gin (search_vector) WHERE status = 'published';
-- Newest first, a common word is found by walking the posts from the newest (a few rows per match)
-- rather than by reading all its matches from the GIN index and sorting them.
CREATE INDEX posts_published_recent ON posts (created_at DESC, post_id DESC) WHERE status = 'published';

ALTER TABLE comments ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (search_document(NULL, content)) STORED;
CREATE INDEX comments_search ON comments USING gin (search_vector);

ALTER TABLE post_media ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (search_document(NULL, alt)) STORED;
CREATE INDEX post_media_search ON post_media USING gin (search_vector) WHERE alt <> '';

ALTER TABLE link_previews ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (search_document(NULL, title)) STORED;
CREATE INDEX link_previews_search ON link_previews USING gin (search_vector) WHERE title IS NOT NULL;

ALTER TABLE users ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (search_document(NULL, username || ' ' || display_name || ' ' || bio)) STORED;
CREATE INDEX users_search ON users USING gin (search_vector);

-- A clique's topics as search words, beside the directory's trigram index on its name and description.
CREATE INDEX cliques_topics_search ON cliques USING gin (topics) WHERE visibility <> 'secret';

-- Hashtags as they are typed: the tags of posts anyone may read, by prefix, counted from the index alone.
CREATE INDEX post_hashtags_public_prefix ON post_hashtags (tag text_pattern_ops) WHERE clique_id IS NULL AND friends_of IS NULL;
`,
};
