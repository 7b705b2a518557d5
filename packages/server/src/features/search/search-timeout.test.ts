import pg from 'pg';
import type { TestUser } from '../../../test/test-app';
import { createPostsTestApp, post } from '../../../test/post-fixtures';

/** docs/API.md "Search": past the statement timeout (SEARCH_TIMEOUT_MS) the caller gets 503 `search_timeout`, never a hang. */
describe('GET /search: the statement timeout', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let user: TestUser;

  beforeAll(async () => {
    t = await createPostsTestApp('data dir', { SEARCH_TIMEOUT_MS: '300' });
    user = await t.createUser('st_user');
    await post(t, user, { content: 'lemming migration' });
  });
  afterAll(() => t.close());

  it('answers 503 search_timeout when the search waits past it', async () => {
    const url = process.env.TEST_DATABASE_URL;
    // PGlite runs one statement at a time in-process: nothing can hold the search up there.
    if (t.db.kind !== 'postgres' || !url) return;
    const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`LOCK TABLE ${schema}.posts IN ACCESS EXCLUSIVE MODE`);
      const started = Date.now();
      const res = await t.request({ method: 'GET', url: '/api/search?q=lemming&type=posts', headers: user.auth });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('search_timeout');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    const res = await t.request({ method: 'GET', url: '/api/search?q=lemming&type=posts', headers: user.auth });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1);
  });
});
