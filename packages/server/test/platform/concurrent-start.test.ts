import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config/config';
import { issueTokens } from '../../src/features/identity/tokens';
import { openDatabase, type Database } from '../../src/platform/database/database';
import { migrate } from '../../src/platform/database/migrate';
import { migrations } from '../../src/platform/database/migrations';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  console.warn(
    'concurrent start test skipped: set TEST_DATABASE_URL (PGlite is one process, so only PostgreSQL has instances starting together)',
  );
const describeOnPostgres = databaseUrl ? describe : describe.skip;

/** An instance's start as server.ts does it: migrate, then build the app (which loads the signing key). */
async function start(db: Database) {
  const applied = await migrate(db);
  const { app, context } = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/cliques-test' }),
    db,
    serveApps: false,
  });
  await app.ready();
  return { app, context, applied };
}

describeOnPostgres('two instances starting at once on a fresh PostgreSQL database', () => {
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  const pools: Database[] = [];
  const apps: Awaited<ReturnType<typeof start>>['app'][] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    await pools[0]?.query(`DROP SCHEMA ${schema} CASCADE`);
    for (const pool of pools) await pool.close();
  });

  it('applies every migration exactly once and makes one signing key that both instances accept', async () => {
    for (let i = 0; i < 2; i += 1) pools.push(await openDatabase({ url: databaseUrl, schema, poolSize: 3 }));
    const [one, two] = await Promise.all(pools.map((db) => start(db)));
    if (!one || !two) throw new Error('an instance did not start');
    apps.push(one.app, two.app);

    expect([...one.applied, ...two.applied].sort()).toEqual(migrations.map((m) => m.id).sort());
    const { rows } = await one.context.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id).sort());
    expect((await one.context.db.query('SELECT kid FROM signing_keys')).rows).toHaveLength(1);
    expect(two.context.signingKey.kid).toBe(one.context.signingKey.kid);

    // A token the first instance issues is accepted by the second.
    const userId = randomUUID();
    await one.context.db.query('INSERT INTO users (user_id, username, email, display_name) VALUES ($1, $2, $3, $2)', [
      userId,
      'concurrent_ann',
      'ann@example.com',
    ]);
    const { idToken } = await issueTokens(
      { sub: userId, username: 'concurrent_ann', email: 'ann@example.com', emailVerified: true },
      {
        key: one.context.signingKey,
        issuer: one.context.identityIssuer,
        clientId: one.context.config.identityClientId,
        originJti: randomUUID(),
        authTime: Math.floor(Date.now() / 1000),
      },
    );
    const response = await two.app.inject({
      method: 'GET',
      url: `/api/users/${userId}`,
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ userId, username: 'concurrent_ann' });
  });
});
