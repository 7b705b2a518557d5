import type { Queryable } from '../../platform/database/database';

/** A stored copy of a remote post or comment: the object's id on its server and its author here. */
export interface RemoteObjectRef {
  objectUri: string;
  actorId: string;
}

/** The remote object a local post or comment stands for, if it came from another server. */
export async function remoteObjectOf(
  db: Queryable,
  kind: 'post' | 'comment',
  localId: string,
): Promise<RemoteObjectRef | undefined> {
  const { rows } = await db.query<RemoteObjectRef>(
    `SELECT object_uri AS "objectUri", actor_id AS "actorId" FROM remote_objects WHERE local_id = $1 AND kind = $2 LIMIT 1`,
    [localId, kind],
  );
  return rows[0];
}
