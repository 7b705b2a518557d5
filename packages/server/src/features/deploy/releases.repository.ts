import type { Queryable } from '../../platform/database/database';

/** A published release as the API shows it. */
export interface ReleaseRow {
  name: string;
  version: string;
  digest: string;
  files: number;
  createdAt: string;
  createdBy: string;
}

const columns = `remote AS name, version, digest, files, created_at AS "createdAt", created_by AS "createdBy"`;

function shaped(row: ReleaseRow): ReleaseRow {
  return { ...row, files: Number(row.files), createdAt: new Date(row.createdAt).toISOString() };
}

/** Claims a version for these bytes; null when the version was already claimed (by any bytes). */
export async function insertRelease(q: Queryable, release: Omit<ReleaseRow, 'createdAt'>): Promise<ReleaseRow | null> {
  const { rows } = await q.query<ReleaseRow>(
    `INSERT INTO remote_releases (remote, version, digest, files, created_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (remote, version) DO NOTHING RETURNING ${columns}`,
    [release.name, release.version, release.digest, release.files, release.createdBy],
  );
  return rows[0] ? shaped(rows[0]) : null;
}

/** The release, if published. */
export async function findRelease(q: Queryable, name: string, version: string): Promise<ReleaseRow | null> {
  const { rows } = await q.query<ReleaseRow>(
    `SELECT ${columns} FROM remote_releases WHERE remote = $1 AND version = $2`,
    [name, version],
  );
  return rows[0] ? shaped(rows[0]) : null;
}

/** Forgets a claim whose files could not be stored. */
export async function deleteRelease(q: Queryable, name: string, version: string): Promise<void> {
  await q.query('DELETE FROM remote_releases WHERE remote = $1 AND version = $2', [name, version]);
}
