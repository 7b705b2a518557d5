import type { Database, Queryable } from '../../platform/database/database';
import { HttpError } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { searchCliques, searchHashtags, searchPeople } from './search-directory.repository';
import type { SearchEngine } from './search-engine';
import { searchPosts } from './search-posts.repository';
import { markedHtml, markWords } from './search-snippet';
import { isRankPosition, termWords } from './search-terms.repository';

const isoMicros = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** 503 `search_timeout`: the statement ran past its timeout. */
export const searchTimeout = () => new HttpError('search_timeout', 'The search took too long. Try a narrower query.');

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const queryCanceled = '57014';

/**
 * The search engine on the project's own database (docs/DECISIONS.md "Search"): stored tsvector
 * columns with GIN indexes (migration 271), the feed's own visibility rule in every statement. Each
 * search runs in a transaction of its own with a statement timeout, so no query holds a connection
 * longer than `timeoutMs`: past it the caller gets 503 `search_timeout`.
 */
export function postgresSearch(db: Database, timeoutMs: number): SearchEngine {
  const bounded = async <T>(run: (tx: Queryable) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
        return run(tx);
      });
    } catch (error) {
      if ((error as { code?: string }).code === queryCanceled) throw searchTimeout();
      throw error;
    }
  };
  return {
    async posts(viewerId, query, window) {
      const found = await bounded((tx) => searchPosts(tx, viewerId, query, window));
      const items = found.items.map(({ marked, ...post }) => ({ ...post, snippet: markedHtml(marked) }));
      return { items, next: found.next };
    },
    async people(viewerId, query, window) {
      const found = await bounded((tx) => searchPeople(tx, viewerId, query, window));
      const words = termWords(query);
      const items = found.items.map((row) => ({
        person: row,
        snippet: markWords(`${row.display_name} @${row.username}${row.bio ? ` · ${row.bio}` : ''}`, words),
      }));
      return { items, next: found.next };
    },
    async cliques(viewerId, query, window) {
      const found = await bounded((tx) => searchCliques(tx, viewerId, query, window));
      const words = termWords(query);
      const items = found.items.map((row) => ({
        cliqueId: row.clique_id,
        snippet: markWords(`${row.name} · ${row.description}`, words),
      }));
      return { items, next: found.next };
    },
    hashtags: (_viewerId, query, window) => bounded((tx) => searchHashtags(tx, query, window)),
    isPosition(kind, position) {
      const value = (position ?? {}) as Record<string, unknown>;
      switch (kind) {
        case 'posts':
          return (
            typeof value.id === 'string' &&
            isId(value.id) &&
            ((typeof value.at === 'string' && isoMicros.test(value.at)) || isRankPosition(value))
          );
        case 'people':
          return isRankPosition(value) && isId(value.id as string);
        case 'cliques':
          return Number.isSafeInteger(value.n) && typeof value.id === 'string' && isId(value.id);
        case 'hashtags':
          return Number.isSafeInteger(value.n) && typeof value.tag === 'string' && value.tag.length <= 50;
      }
    },
  };
}
