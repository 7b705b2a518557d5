import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse as pgliteResults, PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  /** PostgreSQL only: the connection pool's use now (the metrics read it). */
  poolStats?(): PoolStats;
}

/** Connections of a pool: open, idle, callers waiting for one, and the most it opens. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
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
  /**
   * PostgreSQL only: commits return before their WAL reaches the disk (`synchronous_commit = off`).
   * A crash can lose the last fraction of a second of commits, never half of one: for work that a
   * job repeats until its own deletion is durable (the delivery thread's), nothing is lost.
   */
  asyncCommit?: boolean;
}

/** Opens the configured database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.snapshot);
}

async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm: the clique directory's search index (migration 268); unaccent: full-text search folds
  // diacritics (migration 271); both PostgreSQL's own contrib modules.
  const db = await PGlite.create({ dataDir, loadDataDir: snapshot, extensions: { pg_trgm, unaccent } });
  const preparedQuery = pglitePreparedQuery(db);
  return {
    snapshot: () => db.dumpDataDir('none'),
    kind: 'pglite',
    query: preparedQuery,
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
    options: [schema && `-c search_path=${schema}`, options.asyncCommit && '-c synchronous_commit=off']
      .filter(Boolean)
      .join(' '),
  });
  const statement = namedStatements();
  const max = options.poolSize ?? 10;
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    query: async (sql, params) => {
      const result = await pool.query({ text: sql, values: params, name: statement(sql, params) });
      return { rows: result.rows };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => ({
            rows: (await client.query({ text: sql, values: params, name: statement(sql, params) })).rows,
          }),
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

/** Distinct statements given a name; any beyond are sent unnamed (parsed and planned each time). */
const maxNamedStatements = 2_000;

/**
 * Names each distinct SQL text, so that every pool connection parses it once and PostgreSQL can
 * keep its plan (node-postgres prepares a named statement on a connection's first use of it). The
 * feed and list statements spend longer in planning than in execution (bench/feed.ts), so this
 * saves most of their database time. Texts that carry values inline (none should) would each take
 * a name: past the bound they run unnamed rather than pile up in every connection.
 */
function namedStatements(): (sql: string, params?: unknown[]) => string | undefined {
  const names = new Map<string, string>();
  return (sql, params) => {
    // Statements without parameters (BEGIN, DDL, several statements in one text) stay simple queries.
    if (!params?.length) return undefined;
    const known = names.get(sql);
    if (known || names.size >= maxNamedStatements) return known;
    const name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
    return name;
  };
}

/**
 * PGlite's query() parses and plans every statement again, in several calls into its WASM engine.
 * This keeps one named statement per distinct text (as node-postgres does on a server) and runs it
 * with one Bind/Execute exchange: half the time of query() for a list page in a measurement of the
 * embedded database. Statements without parameters, and those inside transactions, use query().
 */
function pglitePreparedQuery(db: PGlite): Queryable['query'] {
  const statement = namedStatements();
  const paramTypes = new Map<string, number[]>();
  const wire = protocol.serialize;
  return async <T>(sql: string, params?: unknown[]) => {
    const name = statement(sql, params);
    if (!name || !params) return db.query<T>(sql, params);
    // As query() does: wait for any open transaction (the engine has one session), then run alone.
    return db._runExclusiveTransaction(() =>
      db.runExclusive(async () => {
        let types = paramTypes.get(name);
        if (!types) {
          const described = await db.execProtocol(
            concat(wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()),
          );
          types = pgliteResults.parseDescribeStatementResults(described.messages);
          paramTypes.set(name, types);
        }
        const known = types;
        const values = params.map((value, i) =>
          value === null || value === undefined ? null : (db.serializers[known[i] ?? 0] ?? String)(value),
        );
        const { messages } = await db.execProtocol(
          concat(wire.bind({ statement: name, values }), wire.describe({ type: 'P' }), wire.execute({}), wire.sync()),
        );
        return { rows: (pgliteResults.parseResults(messages, db.parsers)[0]?.rows ?? []) as T[] };
      }),
    );
  };
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
