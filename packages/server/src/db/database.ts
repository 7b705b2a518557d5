import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The one data-access entry point: PostgreSQL SQL, whether PGlite or a real server runs it. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rolls back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests start new databases from it). */
  snapshot?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it PGlite runs in dataDir (or in memory when dataDir is undefined). */
  url?: string;
  dataDir?: string;
  /** A schema to create and use (tests isolate runs this way on a shared PostgreSQL). */
  schema?: string;
  /** PGlite only: start from a snapshot instead of an empty cluster (skips initdb). */
  snapshot?: Blob;
  poolSize?: number;
}

/** Opens the configured database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = await PGlite.create({ dataDir, loadDataDir: snapshot });
  return {
    snapshot: () => db.dumpDataDir('none'),
    kind: 'pglite',
    query: (sql, params) => db.query(sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params) })),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const schema = options.schema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('invalid schema name');
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return {
    kind: 'postgres',
    query: async (sql, params) => {
      const result = await pool.query(sql, params);
      return { rows: result.rows };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
