import type { Queryable } from '../../platform/database/database';
import type { Contract } from './contracts';

/** One live or canary placement of a remote, as stored. */
export interface Placement {
  version: string | null;
  manifestUrl: string;
  contract: Contract | null;
  deployedAt: string;
  deployedBy: string;
}

export interface StoredState {
  live: Placement | null;
  canary: (Placement & { percent: number }) | null;
}

export interface HistoryRow {
  remote: string;
  version: string | null;
  action: 'deploy' | 'canary' | 'rollback';
  deployedAt: string;
  deployedBy: string;
}

/** How many history rows per remote the admin view lists (newest first). */
export const historyLimit = 20;

const placementColumns = `version, manifest_url AS "manifestUrl", contract, deployed_at AS "deployedAt", deployed_by AS "deployedBy"`;

/** The live map's revision: the ETag of every read, counted up by every change. */
export async function readRevision(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ revision: string }>('SELECT revision FROM deploy_revision');
  return Number(rows[0]?.revision ?? 0);
}

/**
 * Counts the revision up if it still is `expected` (any revision when undefined). The row lock it
 * takes serialises changes: a second transaction from the same revision waits, then finds it moved
 * and gets null. Call it first in a change's transaction, before reading what to change.
 */
export async function bumpRevision(tx: Queryable, expected?: number): Promise<number | null> {
  const { rows } = await tx.query<{ revision: string }>(
    'UPDATE deploy_revision SET revision = revision + 1 WHERE $1::bigint IS NULL OR revision = $1 RETURNING revision',
    [expected ?? null],
  );
  return rows[0] ? Number(rows[0].revision) : null;
}

/** Holds the live map still until the transaction ends: changes (`bumpRevision`) wait. The ETag stays. */
export async function lockLiveMap(tx: Queryable): Promise<void> {
  await tx.query('SELECT revision FROM deploy_revision FOR UPDATE');
}

/** Every remote's stored live (top of its stack) and canary; a remote absent from it runs its bundled build. */
export async function readStates(q: Queryable): Promise<Map<string, StoredState>> {
  const { rows } = await q.query<Placement & { kind: 'live' | 'canary'; remote: string; percent: number | null }>(
    `SELECT 'live' AS kind, remote, ${placementColumns}, NULL::smallint AS percent
       FROM (SELECT DISTINCT ON (remote) * FROM remote_live ORDER BY remote, id DESC) top
     UNION ALL
     SELECT 'canary', remote, ${placementColumns}, percent FROM remote_canaries`,
  );
  const states = new Map<string, StoredState>();
  for (const { kind, remote, percent, ...placement } of rows) {
    const state = states.get(remote) ?? { live: null, canary: null };
    const entry = { ...placement, deployedAt: new Date(placement.deployedAt).toISOString() };
    if (kind === 'live') state.live = entry;
    else state.canary = { ...entry, percent: Number(percent) };
    states.set(remote, state);
  }
  return states;
}

/** The newest history rows of every remote. */
export async function readHistory(q: Queryable): Promise<HistoryRow[]> {
  const { rows } = await q.query<HistoryRow>(
    `SELECT remote, version, action, deployed_at AS "deployedAt", deployed_by AS "deployedBy"
       FROM (SELECT *, row_number() OVER (PARTITION BY remote ORDER BY id DESC) AS n FROM remote_history) h
      WHERE n <= $1 ORDER BY remote, id DESC`,
    [historyLimit],
  );
  return rows.map((row) => ({ ...row, deployedAt: new Date(row.deployedAt).toISOString() }));
}

/** Makes a placement live for everyone (pushed on the remote's stack). */
export async function pushLive(tx: Queryable, remote: string, p: Omit<Placement, 'deployedAt'>): Promise<void> {
  await tx.query(
    'INSERT INTO remote_live (remote, version, manifest_url, contract, deployed_by) VALUES ($1, $2, $3, $4, $5)',
    [remote, p.version, p.manifestUrl, p.contract ? JSON.stringify(p.contract) : null, p.deployedBy],
  );
}

/** Removes the live placement on top of the stack; false when the stack was empty (the bundled build is live). */
export async function popLive(tx: Queryable, remote: string): Promise<boolean> {
  const { rows } = await tx.query(
    'DELETE FROM remote_live WHERE id = (SELECT max(id) FROM remote_live WHERE remote = $1) RETURNING id',
    [remote],
  );
  return rows.length > 0;
}

/** Starts or replaces the remote's canary. */
export async function setCanary(
  tx: Queryable,
  remote: string,
  p: Omit<Placement, 'deployedAt'> & { percent: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO remote_canaries (remote, version, manifest_url, contract, percent, deployed_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, manifest_url = EXCLUDED.manifest_url, contract = EXCLUDED.contract,
       percent = EXCLUDED.percent, deployed_at = now(), deployed_by = EXCLUDED.deployed_by`,
    [remote, p.version, p.manifestUrl, p.contract ? JSON.stringify(p.contract) : null, p.percent, p.deployedBy],
  );
}

/** Ends the remote's canary; false when there was none. */
export async function clearCanary(tx: Queryable, remote: string): Promise<boolean> {
  const { rows } = await tx.query('DELETE FROM remote_canaries WHERE remote = $1 RETURNING remote', [remote]);
  return rows.length > 0;
}

/** Writes one history row. */
export async function addHistory(
  tx: Queryable,
  remote: string,
  row: { version: string | null; manifestUrl: string; action: HistoryRow['action']; deployedBy: string },
): Promise<void> {
  await tx.query(
    'INSERT INTO remote_history (remote, version, manifest_url, action, deployed_by) VALUES ($1, $2, $3, $4, $5)',
    [remote, row.version, row.manifestUrl, row.action, row.deployedBy],
  );
}
