import type { Migration } from '.';

/**
 * A directory search reads its order's index and drops the cliques whose text lacks the word; when
 * the cliques holding a word all sit far down the order (a common word found only in small cliques,
 * sorted by `members`), that walk read most of the 100,000 cliques (p99 195 ms in
 * docs/BENCHMARKS.md). `clique_words` keeps each word of a clique's name and description (3 to 100
 * characters) beside the three orders' keys, so a search walks, per word that contains what was
 * typed, only the cliques holding that word, already in order. `clique_vocabulary` is every word
 * ever held (a trigram index finds those containing a fragment); a word no clique holds any more
 * only costs an empty read. A clique with a word of more than 100 characters also holds the empty
 * word, which every search reads, so the exact check (`search_text LIKE`) still sees it.
 * The trigger keeps both tables with every write of a clique, whatever code makes it.
 */
export const cliqueWords: Migration = {
  id: '278-clique-words',
  sql: `
CREATE FUNCTION clique_words_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT CASE WHEN length(w) > 100 THEN '' ELSE w END), '{}')
  FROM regexp_split_to_table(t, '[[:space:][:punct:]«»“”‘’„،؛؟—–…]+') w
  WHERE length(w) >= 3
$$;
CREATE TABLE clique_words (
  word text NOT NULL,
  clique_id uuid NOT NULL REFERENCES cliques (clique_id) ON DELETE CASCADE,
  member_count integer NOT NULL,
  recent_posts integer NOT NULL,
  created_at timestamptz NOT NULL
);
INSERT INTO clique_words (word, clique_id, member_count, recent_posts, created_at)
SELECT w, c.clique_id, c.member_count, c.recent_posts, c.created_at
FROM cliques c CROSS JOIN LATERAL unnest(clique_words_of(c.search_text)) w
WHERE c.visibility <> 'secret';
ALTER TABLE clique_words ADD PRIMARY KEY (clique_id, word);
CREATE INDEX clique_words_members ON clique_words (word, member_count DESC, clique_id DESC);
CREATE INDEX clique_words_active ON clique_words (word, recent_posts DESC, clique_id DESC);
CREATE INDEX clique_words_new ON clique_words (word, created_at DESC, clique_id DESC);
CREATE TABLE clique_vocabulary (word text PRIMARY KEY);
INSERT INTO clique_vocabulary (word) SELECT DISTINCT word FROM clique_words;
CREATE INDEX clique_vocabulary_trgm ON clique_vocabulary USING gin (word public.gin_trgm_ops);
CREATE FUNCTION clique_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.visibility <> 'secret' AND OLD.visibility <> 'secret'
     AND NEW.search_text = OLD.search_text THEN
    IF NEW.member_count <> OLD.member_count OR NEW.recent_posts <> OLD.recent_posts THEN
      UPDATE clique_words SET member_count = NEW.member_count, recent_posts = NEW.recent_posts
      WHERE clique_id = NEW.clique_id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM clique_words WHERE clique_id = NEW.clique_id;
  IF NEW.visibility <> 'secret' THEN
    INSERT INTO clique_words (word, clique_id, member_count, recent_posts, created_at)
    SELECT w, NEW.clique_id, NEW.member_count, NEW.recent_posts, NEW.created_at
    FROM unnest(clique_words_of(NEW.search_text)) w;
    INSERT INTO clique_vocabulary (word) SELECT unnest(clique_words_of(NEW.search_text)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER cliques_words AFTER INSERT OR UPDATE OF name, description, visibility, member_count, recent_posts
  ON cliques FOR EACH ROW EXECUTE FUNCTION clique_words_sync();
`,
};
