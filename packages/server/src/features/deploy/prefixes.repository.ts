import type { Queryable } from '../../platform/database/database';

/** A prefix an admin gave a remote at run time. */
export interface AssignedPrefix {
  prefix: string;
  remote: string;
  assignedBy: string;
  assignedAt: string;
}

/** Every prefix given at run time, by prefix. */
export async function readAssignedPrefixes(q: Queryable): Promise<AssignedPrefix[]> {
  const { rows } = await q.query<AssignedPrefix>(
    `SELECT prefix, remote, assigned_by AS "assignedBy", assigned_at AS "assignedAt" FROM remote_prefixes ORDER BY prefix`,
  );
  return rows.map((row) => ({ ...row, assignedAt: new Date(row.assignedAt).toISOString() }));
}

/** Gives `prefix` to `remote`; false when it already is another's (a concurrent assignment won). */
export async function insertPrefix(
  q: Queryable,
  assignment: { prefix: string; remote: string; assignedBy: string },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO remote_prefixes (prefix, remote, assigned_by) VALUES ($1, $2, $3)
     ON CONFLICT (prefix) DO NOTHING RETURNING prefix`,
    [assignment.prefix, assignment.remote, assignment.assignedBy],
  );
  return rows.length === 1;
}
