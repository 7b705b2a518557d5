import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/database/database';
import type { Cursor } from '../../platform/input/page-token';
import { iso } from './cliques.repository';

/** One action to record in a clique's audit log. */
export interface AuditInput {
  cliqueId: string;
  actorId: string;
  action: string;
  targetId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  details?: Record<string, unknown>;
}

/** Records an action in the clique's audit log. */
export async function audit(db: Queryable, entry: AuditInput): Promise<void> {
  await db.query(
    `INSERT INTO clique_audit (entry_id, clique_id, actor_id, action, target_id, post_id, comment_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      entry.cliqueId,
      entry.actorId,
      entry.action,
      entry.targetId ?? null,
      entry.postId ?? null,
      entry.commentId ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}

/** Whether the clique's audit log records `action` on the post (a held post answered before). */
export async function hasPostAudit(db: Queryable, cliqueId: string, action: string, postId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM clique_audit WHERE clique_id = $1 AND action = $2 AND post_id = $3 LIMIT 1',
    [cliqueId, action, postId],
  );
  return rows.length > 0;
}

export interface AuditRow {
  entry_id: string;
  actor_id: string;
  action: string;
  target_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
  cursor_at: string;
}

/** One page of a clique's audit log, newest first; `limit + 1` rows tell if more follow. */
export async function pageAudit(db: Queryable, cliqueId: string, before: Cursor | undefined, limit: number) {
  const params: unknown[] = [cliqueId, limit + 1];
  let where = 'true';
  if (before) {
    params.push(before.at, before.id);
    where = '(created_at, entry_id) < ($3::timestamptz, $4::uuid)';
  }
  const { rows } = await db.query<AuditRow>(
    `SELECT entry_id, actor_id, action, target_id, post_id, comment_id, details, ${iso('created_at')} AS created_at,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
     FROM clique_audit WHERE clique_id = $1 AND ${where} ORDER BY created_at DESC, entry_id DESC LIMIT $2`,
    params,
  );
  return rows;
}
