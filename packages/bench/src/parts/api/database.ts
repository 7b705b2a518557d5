import pg from 'pg';

/** What the seeding needs of a database: one statement at a time. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string): Promise<{ rows: T[] }>;
}

/** A fresh PostgreSQL database for one run, dropped afterwards. */
export async function withPostgresDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_api_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Opens a PostgreSQL client on a URL. */
export async function postgresClient(url: string): Promise<Queryable & { end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return {
    query: async <T>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] }),
    end: () => client.end(),
  };
}

/** Opens the PGlite database the server keeps in its data directory (while the server is stopped). */
export async function pgliteClient(dataDir: string): Promise<Queryable & { end(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The extensions the server loads (platform/database/database.ts): its search columns call them.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  return {
    query: async <T>(sql: string) => ({ rows: (await db.query<T>(sql)).rows }),
    end: () => db.close(),
  };
}
