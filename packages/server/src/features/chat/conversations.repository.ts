import type { Queryable } from '../../platform/database/database';
import { blockedWith } from '../audience';

/**
 * One entry of a person's conversation list: a direct thread, an accepted friend with no messages
 * yet, or a clique they belong to. `lastSeq` is null while a conversation has no message.
 */
export interface ConversationRow {
  key: string;
  other_user_id: string | null;
  clique_id: string | null;
  clique_name: string | null;
  clique_owner_id: string | null;
  last_seq: string | null;
}

/** Keyset position in the list: conversations with the latest message first, then the rest by key. */
export interface ConversationCursor {
  sortSeq: string;
  key: string;
}

const listSql = `
WITH convs AS (
  SELECT 'u:' || t.other_user_id AS key, t.other_user_id, NULL::uuid AS clique_id, t.last_seq
  FROM direct_threads t WHERE t.user_id = $1 AND t.other_user_id NOT IN (${blockedWith('$1::uuid')})
  UNION ALL
  SELECT 'u:' || f.other, f.other, NULL::uuid, NULL::bigint
  FROM (
    SELECT CASE WHEN sender_id = $1 THEN recipient_id ELSE sender_id END AS other
    FROM friendships WHERE (sender_id = $1 OR recipient_id = $1) AND status = 'accepted'
  ) f
  WHERE NOT EXISTS (SELECT 1 FROM direct_threads t WHERE t.user_id = $1 AND t.other_user_id = f.other)
  UNION ALL
  SELECT 'c:' || cm.clique_id, NULL::uuid, cm.clique_id,
    (SELECT m.seq FROM messages m WHERE m.clique_id = cm.clique_id ORDER BY m.seq DESC LIMIT 1)
  FROM clique_members cm WHERE cm.user_id = $1
)
SELECT c.key, c.other_user_id, c.clique_id, q.name AS clique_name, q.owner_id AS clique_owner_id,
  c.last_seq::text AS last_seq, COALESCE(c.last_seq, 0)::text AS sort_seq
FROM convs c LEFT JOIN cliques q ON q.clique_id = c.clique_id
WHERE $2::bigint IS NULL OR (COALESCE(c.last_seq, 0), c.key) < ($2::bigint, $3::text)
ORDER BY COALESCE(c.last_seq, 0) DESC, c.key DESC
LIMIT $4`;

/** A page of the conversation list, `limit + 1` rows so the caller sees whether more exist. */
export async function conversationPage(
  db: Queryable,
  userId: string,
  cursor: ConversationCursor | null,
  limit: number,
): Promise<Array<ConversationRow & { sort_seq: string }>> {
  const { rows } = await db.query<ConversationRow & { sort_seq: string }>(listSql, [
    userId,
    cursor?.sortSeq ?? null,
    cursor?.key ?? null,
    limit + 1,
  ]);
  return rows;
}

/** The list entry of one direct conversation (whether or not it has messages yet). */
export async function directConversation(db: Queryable, userId: string, otherUserId: string): Promise<ConversationRow> {
  const { rows } = await db.query<{ last_seq: string }>(
    'SELECT last_seq::text AS last_seq FROM direct_threads WHERE user_id = $1 AND other_user_id = $2',
    [userId, otherUserId],
  );
  return {
    key: `u:${otherUserId}`,
    other_user_id: otherUserId,
    clique_id: null,
    clique_name: null,
    clique_owner_id: null,
    last_seq: rows[0]?.last_seq ?? null,
  };
}

/** The list entry of one clique's conversation; null when the clique does not exist. */
export async function cliqueConversation(db: Queryable, cliqueId: string): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT 'c:' || q.clique_id AS key, NULL AS other_user_id, q.clique_id, q.name AS clique_name, q.owner_id AS clique_owner_id,
       (SELECT m.seq FROM messages m WHERE m.clique_id = q.clique_id ORDER BY m.seq DESC LIMIT 1)::text AS last_seq
     FROM cliques q WHERE q.clique_id = $1`,
    [cliqueId],
  );
  return rows[0] ?? null;
}
