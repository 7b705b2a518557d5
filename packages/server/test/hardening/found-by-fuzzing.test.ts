import { createTestApp, type TestApp, type TestUser } from '../test-app';
import { changedTables, databaseState } from '../db-checksum';

// Bugs the contract fuzzer (fuzz.test.ts) found, each pinned by the request that showed it.
describe('found by fuzzing', () => {
  let t: TestApp;
  let me: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    me = await t.createUser('fuzzed');
  }, 120_000);
  afterAll(() => t.close());

  // Ajv coerces "1e400" and "Infinity" to ±Infinity and then skips minimum/maximum for them; the
  // number reached SQL (invalid input syntax for type bigint: "Infinity") as a 500.
  it.each([
    '/api/users/search?query=fuzz&limit=1e400',
    '/api/users/search?query=fuzz&limit=-1e400',
    '/api/users/search?query=fuzz&limit=Infinity',
    '/api/notifications?limit=1e400',
    '/api/users/{me}/suggestions?limit=-1e400',
    '/api/users/{me}/feed?limit=Infinity',
    '/api/hashtags/trending?limit=1e400',
    '/api/signed-url?key=users/x/profile/avatar.jpg&expiresIn=1e400',
  ])('GET %s: 400 validation_failed, not 500', async (url) => {
    const res = await t.request({ method: 'GET', url: url.replace('{me}', me.userId), headers: me.auth });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('finite') });
  });

  it('refuses a body string that coerces to Infinity and changes nothing', async () => {
    const before = await databaseState(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/signed-url',
      headers: me.auth,
      payload: { keys: ['users/x/profile/avatar.jpg'], expiresIn: '1e400' },
    });
    expect(res.status).toBe(400);
    expect(changedTables(before, await databaseState(t.db))).toEqual([]);
  });
});
