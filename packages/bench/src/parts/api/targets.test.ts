import { apiTargets } from './index';

const row = (label: string, connections: number, p50: number, p99: number, rps: number) => ({
  label,
  connections,
  p50,
  p99,
  rps,
  errors: 0,
});

it('checks the feed on PostgreSQL against health, the deep page against page 2, and the p99 limit', () => {
  const checks = apiTargets('PostgreSQL', [
    row('health', 10, 1, 3, 4000),
    row('feed page 1', 10, 1, 12, 1200),
    row('feed page 2', 10, 4, 12, 1000),
    row('feed deep page', 10, 7, 14, 900),
    row('health', 50, 5, 9, 5000),
    row('feed page 1', 50, 20, 40, 1000),
  ]);
  expect(checks.map((c) => [c.name, c.met])).toEqual([
    ['feed page 1 p99 (10 connections)', true],
    ['feed page 1 requests/s vs health (10 connections)', true],
    ['feed page 1 requests/s vs health (50 connections)', false],
    ['feed deep page p50 vs page 2 (10 connections)', false],
  ]);
});

it('holds PGlite to 500 requests/s and the badges to a 10 ms p99', () => {
  expect(apiTargets('PGlite', [row('feed page 1', 10, 10, 30, 480)])[0]).toMatchObject({ met: false, value: '480/s' });
  expect(
    apiTargets('PostgreSQL', [row('bell: GET /notifications?unreadOnly=true&limit=1', 10, 2, 8, 3000)])[0],
  ).toMatchObject({ target: '≤ 10.0 ms', met: true });
});

it('holds the cliques rows to their p99 limits at one connection, and posting into the big clique to the small one', () => {
  const checks = apiTargets('PostgreSQL', [
    row('directory search ?query=&sort=members', 1, 5, 19, 200),
    row('directory search ?query=&sort=members', 10, 40, 90, 250),
    row('clique posts page 26 (100,000 members)', 1, 5, 16, 200),
    row('join an open public clique (distinct people)', 1, 5, 12, 100),
    row('permission check per write: standing + decide() (100,000 members)', 1, 0.3, 1.8, 3000),
    row('permission check per write: standing + decide() (10 members)', 1, 0.3, 2.3, 3000),
    row('permission check baseline: finding the clique by its id', 1, 0.2, 1.2, 3000),
    row('post into a 10-member clique', 10, 10, 20, 500),
    row('post into the 100,000-member clique', 10, 40, 60, 200),
  ]);
  expect(checks.map((c) => [c.name, c.met])).toEqual([
    ['directory search ?query=&sort=members p99 (1 connection)', true],
    ['clique posts page 26 (100,000 members) p99 (1 connection)', false],
    ['join an open public clique (distinct people) p99 (1 connection)', true],
    ['permission check per write: standing + decide() (100,000 members) p99, added to finding the clique', true],
    ['permission check per write: standing + decide() (10 members) p99, added to finding the clique', false],
    ['post into the 100,000-member clique p50 vs a 10-member one (10 connections)', false],
  ]);
});
