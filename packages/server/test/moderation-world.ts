import { post } from './post-fixtures';
import { createTestApp, type TestApp, type TestUser } from './test-app';

/** A test app with an admin (ADMIN_USERS=boss), a moderator the admin named, and two members. */
export interface ModerationWorld {
  t: TestApp;
  admin: TestUser;
  moderator: TestUser;
  alice: TestUser;
  bob: TestUser;
}

/** Builds the world through the API, as an admin would name a moderator. */
export async function createModerationWorld(env: Record<string, string> = {}): Promise<ModerationWorld> {
  const t = await createTestApp({ ADMIN_USERS: 'boss', ...env });
  const [admin, moderator, alice, bob] = [
    await t.createUser('boss'),
    await t.createUser('mod'),
    await t.createUser('alice'),
    await t.createUser('bob'),
  ];
  const named = await t.request({
    method: 'PUT',
    url: `/api/admin/users/${moderator.userId}/role`,
    headers: admin.auth,
    payload: { role: 'moderator' },
  });
  if (named.status !== 200)
    throw new Error(`naming the moderator failed: ${named.status} ${JSON.stringify(named.body)}`);
  return { t, admin, moderator, alice, bob };
}

/** Posts as a user through the API; returns the post id. */
export async function postAs(
  t: TestApp,
  user: TestUser,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return (await post(t, user, { content, ...extra })).postId;
}

/** Reports a target as a user; returns the answer. */
export function report(
  t: TestApp,
  user: TestUser,
  targetType: string,
  targetId: string,
  reason = 'harassment',
  note?: string,
) {
  return t.request({
    method: 'POST',
    url: '/api/reports',
    headers: user.auth,
    payload: { targetType, targetId, reason, ...(note === undefined ? {} : { note }) },
  });
}

/** Acts on a report as a moderator or admin; returns the answer. */
export function act(t: TestApp, user: TestUser, reportId: string, body: object) {
  return t.request({
    method: 'POST',
    url: `/api/moderation/reports/${reportId}/actions`,
    headers: user.auth,
    payload: body,
  });
}
