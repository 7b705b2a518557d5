/** @jest-environment node */
import {
  addCliqueMember,
  answerFriendRequest,
  createClique,
  deleteClique,
  followUser,
  isFollowing,
  listFriendRequests,
  listNotifications,
  markNotificationsRead,
  removeCliqueMember,
  removeFriend,
  sendFriendRequest,
} from './social';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token-1', (request, body) => {
  const url = new URL(request.url);
  return { method: request.method, path: `${url.pathname}${url.search}`, body };
});

describe('social calls', () => {
  it('friend calls hit their paths with their bodies', async () => {
    respondWith(json(200, { friendship: { status: 'pending' }, pendingRequests: [], sentRequests: [] }));
    await sendFriendRequest('u-2');
    await answerFriendRequest('u-3', 'decline');
    await expect(listFriendRequests('u-1')).resolves.toEqual({ pendingRequests: [], sentRequests: [] });
    respondWith(json(204, null));
    await removeFriend('u-2');
    expect(sent.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'POST /api/friends/request {"recipientId":"u-2"}',
      'POST /api/friends/decline {"senderId":"u-3"}',
      'GET /api/users/u-1/friends?status=pending ',
      'DELETE /api/friends/u-2 ',
    ]);
  });

  it('clique calls hit their paths', async () => {
    respondWith(json(201, { clique: { cliqueId: 'c-1' }, members: [] }));
    await expect(createClique({ name: 'Climbers', description: '' })).resolves.toEqual({ cliqueId: 'c-1' });
    await addCliqueMember('c-1', 'u-2');
    respondWith(json(204, null));
    await removeCliqueMember('c-1', 'u-2');
    await deleteClique('c-1');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/cliques',
      'POST /api/cliques/c-1/members',
      'DELETE /api/cliques/c-1/members/u-2',
      'DELETE /api/cliques/c-1',
    ]);
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({ userId: 'u-2' });
  });

  it('follow sends followedId; the follow-status check is false on error', async () => {
    respondWith(json(201, { isFollowing: true }));
    await expect(followUser('u-2')).resolves.toBe(true);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ followedId: 'u-2' });
    respondWith(json(500, { error: { code: 'internal', message: 'Internal server error' } }));
    await expect(isFollowing('u-2')).resolves.toBe(false);
  });

  it('notifications pass filters and paging, and mark all with ["all"]', async () => {
    respondWith(
      json(200, { notifications: [], unreadCount: 0, hasMore: false, nextToken: null, total: 0, updated: 0 }),
    );
    await listNotifications({ type: 'follow', unreadOnly: true, nextToken: 'abc' });
    await markNotificationsRead('all');
    await markNotificationsRead(['n-1']);
    expect(sent[0]?.path).toBe('/api/notifications?limit=20&unreadOnly=true&nextToken=abc&type=follow');
    expect(sent.slice(1).map((r) => r.body)).toEqual(['{"notificationIds":["all"]}', '{"notificationIds":["n-1"]}']);
  });
});
