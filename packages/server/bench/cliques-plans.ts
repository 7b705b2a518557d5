// The query plans behind the cliques benchmark, from the repositories' own SQL (run by cliques.ts):
// each directory order once under EXPLAIN (ANALYZE, BUFFERS) on the seeded database.
import type { CliqueDirectoryQuery } from '@cliques/contracts';
import { pageDirectory } from '../src/features/cliques/clique-lists.repository';
import { explainCases, type RunSql } from './feed-plans';

/** Plans of the directory's first page in each order, with and without a search word, by label. */
export function explainDirectory(run: RunSql, viewerId: string): Promise<{ label: string; plan: string }[]> {
  const page = (query: Partial<CliqueDirectoryQuery>) => ({ sort: 'active' as const, limit: 20, ...query });
  const cases: [string, CliqueDirectoryQuery][] = [
    ['directory, no filter (sort active)', page({})],
    ['directory search ?query=chess (sort active)', page({ query: 'chess' })],
    ['directory search ?query=chess&sort=members', page({ query: 'chess', sort: 'members' })],
    ['directory search ?query=chess&sort=new', page({ query: 'chess', sort: 'new' })],
    // hiking is held only by small cliques, far down the members order.
    ['directory search ?query=hiking&sort=members', page({ query: 'hiking', sort: 'members' })],
    ['directory by topic (sort active)', page({ topic: 'topic7' })],
  ];
  return explainCases(
    run,
    cases.map(([label, query]) => [label, (db) => pageDirectory(db, viewerId, query, undefined)]),
  );
}
