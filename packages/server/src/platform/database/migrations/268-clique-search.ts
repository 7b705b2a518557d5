import type { Migration } from '.';

/**
 * What the directory and a clique's card read at 100,000 cliques (docs/BENCHMARKS.md "Cliques at
 * 100,000 cliques"):
 * - a search word matched `lower(name)` and `lower(description)` with `LIKE '%…%'`, which no index
 *   serves: every clique was read for a word few of them hold. `search_text` keeps the lowered
 *   name and description, and a trigram index (pg_trgm, in `public` so that schemas made and dropped
 *   beside it leave it alone) finds the few; a common word is still read in the order's index.
 * - a clique's owner and admins were found by reading its members in joining order: every member
 *   of a big clique on each card. `clique_members_staff` holds the staff alone.
 */
export const cliqueSearch: Migration = {
  id: '268-clique-search',
  sql: `
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
ALTER TABLE cliques ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED;
CREATE INDEX cliques_search ON cliques USING gin (search_text public.gin_trgm_ops) WHERE visibility <> 'secret';
CREATE INDEX clique_members_staff ON clique_members (clique_id, joined_at, user_id) INCLUDE (role)
  WHERE role IN ('owner', 'admin', 'moderator');
`,
};
