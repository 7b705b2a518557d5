import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config/config';
import type { AppContext } from '../src/context';
import { openDatabase, type Database } from '../src/platform/database/database';
import { migrate } from '../src/platform/database/migrate';
import { migrations } from '../src/platform/database/migrations';
import { issueTokens } from '../src/features/identity/tokens';
import { checkAnswersAgainstDocument } from './openapi-responses';

export interface TestUser {
  userId: string;
  username: string;
  email: string;
  idToken: string;
  /** Headers with this user's bearer token. */
  auth: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  context: AppContext;
  config: Config;
  /** Creates a confirmed user with a profile row and real tokens from the app's signing key. */
  createUser(username?: string): Promise<TestUser>;
  /** Shorthand for app.inject that parses JSON. */
  request(options: InjectOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * A second server instance on the same database (its own pool on the same PostgreSQL schema; on
   * PGlite the same in-process database), as two instances behind a load balancer. Closed by the caller.
   */
  openSecondInstance(): Promise<Pick<TestApp, 'app' | 'context' | 'request' | 'close'>>;
  close(): Promise<void>;
}

type JsonResponse = Awaited<ReturnType<TestApp['request']>>;

async function injectJson(app: FastifyInstance, options: InjectOptions): Promise<JsonResponse> {
  const response = await app.inject(options);
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: type.includes('json') ? response.json() : response.body,
    headers: response.headers,
  };
}

/**
 * Builds the real app on a fresh database: in-memory PGlite, or a fresh schema on the PostgreSQL of
 * TEST_DATABASE_URL (dropped on close), so test files never see each other's rows. `serveApps`
 * adds the static apps and the page catch-all (from APPS_DIR) as `npm start` serves them.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { serveApps?: boolean; pushTls?: BuildOptions['pushTls'] } = {},
): Promise<TestApp> {
  // Write limits are off unless a test asks for them (WRITE_LIMITS: 'on') or builds a production app: many tests write in bulk.
  const writeLimits = env.NODE_ENV === 'production' ? {} : { WRITE_LIMITS: 'off' };
  const config = loadConfig({ NODE_ENV: 'test', PORT: '8080', DATA_DIR: '/tmp/cliques-test', ...writeLimits, ...env });
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomUUID().replace(/-/g, '')}` : undefined;
  const db = url ? await openDatabase({ url, schema, poolSize: 5 }) : await openMigratedPglite();
  await migrate(db);
  const { app, context } = await buildApp({
    config,
    db,
    serveApps: options.serveApps ?? false,
    pushTls: options.pushTls,
  });
  await app.ready();
  // Every answer a test gets is checked against the OpenAPI document: a schema that drifts fails the test.
  checkAnswersAgainstDocument(app);
  let counter = 0;
  return {
    app,
    db,
    context,
    config,
    async createUser(username = `user${Date.now().toString(36)}${counter++}`) {
      const userId = randomUUID();
      const email = `${username}@example.com`;
      await db.query('INSERT INTO users (user_id, username, email, display_name) VALUES ($1, $2, $3, $4)', [
        userId,
        username,
        email,
        username,
      ]);
      const { idToken } = await issueTokens(
        { sub: userId, username, email, emailVerified: true, name: username },
        {
          key: context.signingKey,
          issuer: context.identityIssuer,
          clientId: config.identityClientId,
          originJti: randomUUID(),
          authTime: Math.floor(Date.now() / 1000),
        },
      );
      return { userId, username, email, idToken, auth: { authorization: `Bearer ${idToken}` } };
    },
    request: (options) => injectJson(app, options),
    async openSecondInstance() {
      const secondDb = url ? await openDatabase({ url, schema, poolSize: 3 }) : db;
      const second = await buildApp({ config, db: secondDb, serveApps: false, pushTls: options.pushTls });
      await second.app.ready();
      checkAnswersAgainstDocument(second.app);
      return {
        app: second.app,
        context: second.context,
        request: (options) => injectJson(second.app, options),
        async close() {
          await second.app.close();
          if (secondDb !== db) await secondDb.close();
        },
      };
    },
    async close() {
      await app.close();
      if (url && schema) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/**
 * An in-memory PGlite with every migration applied. Creating a cluster (initdb in WASM) costs
 * seconds; the first test file saves a migrated snapshot, keyed by the migrations, and the others
 * start from it in well under a second.
 */
async function openMigratedPglite(): Promise<Database> {
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `cliques-test-pglite-${key}.tar`);
  if (fs.existsSync(file)) {
    return openDatabase({ snapshot: new Blob([fs.readFileSync(file)]) });
  }
  const db = await openDatabase({});
  await migrate(db);
  const snapshot = await db.snapshot?.();
  if (snapshot) {
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return db;
}
