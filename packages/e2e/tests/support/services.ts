import net from 'node:net';
import pg from 'pg';
import { nginxBinary } from '../../../bench/src/lib/cluster';

export { nginxBinary };

/**
 * The shared engines of a many-instance run, as the server tests name them (.ci/run sets both):
 * PostgreSQL (any database of the server: the run creates its own beside it) and Redis.
 */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether Redis answers PING (one raw exchange; the tests need no Redis client). */
function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Why a many-instance run cannot happen here (empty when PostgreSQL, Redis and nginx are all there). */
export async function missingServices(): Promise<string[]> {
  const missing: string[] = [];
  if (!(await postgresAnswers())) missing.push(`PostgreSQL does not answer at ${postgresUrl}`);
  if (!(await redisAnswers())) missing.push(`Redis does not answer at ${redisUrl}`);
  if (!nginxBinary()) missing.push('nginx is not installed (apt-get install nginx)');
  return missing;
}

/** A fresh, empty PostgreSQL database for one run; `drop` removes it. */
export async function createDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
