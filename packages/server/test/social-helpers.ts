import type { TestApp, TestUser } from './test-app';

/** Makes two users friends through the API (a request, then the acceptance). */
export async function befriend(t: TestApp, a: TestUser, b: TestUser): Promise<void> {
  const sent = await t.request({
    method: 'POST',
    url: '/api/friends/request',
    headers: a.auth,
    payload: { recipientId: b.userId },
  });
  if (sent.status !== 201) throw new Error(`friend request failed: ${sent.status}`);
  const accepted = await t.request({
    method: 'POST',
    url: '/api/friends/accept',
    headers: b.auth,
    payload: { senderId: a.userId },
  });
  if (accepted.status !== 200) throw new Error(`friend accept failed: ${accepted.status}`);
}

/** A user's stored counters. */
export async function countsOf(t: TestApp, user: TestUser) {
  const { rows } = await t.db.query<{ friends_count: number; followers_count: number; following_count: number }>(
    'SELECT friends_count, followers_count, following_count FROM users WHERE user_id = $1',
    [user.userId],
  );
  return rows[0];
}

/** The notifications stored for a user, oldest first. */
export async function notificationsOf(t: TestApp, user: TestUser) {
  const { rows } = await t.db.query<{ type: string; actor_id: string; clique_id: string | null; read: boolean }>(
    'SELECT type, actor_id, clique_id, read FROM notifications WHERE user_id = $1 ORDER BY created_at, notification_id',
    [user.userId],
  );
  return rows;
}

/**
 * Makes `user` a member of a clique with their consent, as the API asks: `adder` (who may invite)
 * invites them through POST /cliques/{id}/members, and they accept.
 */
export async function addToClique(t: TestApp, adder: TestUser, cliqueId: string, user: TestUser): Promise<void> {
  const invited = await t.request({
    method: 'POST',
    url: `/api/cliques/${cliqueId}/members`,
    headers: adder.auth,
    payload: { userId: user.userId },
  });
  if (invited.status === 200) return;
  if (invited.status !== 202) throw new Error(`adding to a clique failed: ${invited.status}`);
  const accepted = await t.request({
    method: 'POST',
    url: `/api/cliques/${cliqueId}/invitations/accept`,
    headers: user.auth,
  });
  if (accepted.status !== 200) throw new Error(`accepting the invitation failed: ${accepted.status}`);
}
