/** @jest-environment node */
import {
  actOnCliqueReport,
  answerCliqueInvitation,
  answerCliquePending,
  answerCliqueRequest,
  banFromClique,
  changeCliqueRole,
  createCliqueInvite,
  joinClique,
  joinCliqueByInvite,
  listCliqueDirectory,
  listCliqueMemberPage,
  listCliqueReports,
  muteInClique,
  previewCliqueInvite,
  revokeCliqueInvite,
  setCliquePin,
  unmuteInClique,
  withdrawCliqueRequest,
} from './cliques';
import { pendingCliqueRequestCount } from './counts';
import { listCliquePosts } from './social';
import { json, installFakeApi } from '../test/fake-api';

const { sent, respondWith } = installFakeApi('id-token-1', (request, body) => {
  const url = new URL(request.url);
  return { method: request.method, path: `${url.pathname}${url.search}`, body };
});

describe('clique community calls', () => {
  it('find and join: directory query without empty values, answers only when given', async () => {
    respondWith(json(200, { cliques: [], hasMore: false, nextToken: null, status: 'requested' }));
    await listCliqueDirectory({ query: 'climb', topic: '', sort: 'members' });
    await expect(joinClique('c-1', ['Yes'])).resolves.toBe('requested');
    await joinClique('c-2');
    await listCliquePosts('c-1', { topic: 'gear' });
    await listCliqueMemberPage('c-1', { role: 'admin', nextToken: 'n2' });
    expect(sent.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'GET /api/cliques/directory?query=climb&sort=members ',
      'POST /api/cliques/c-1/join {"answers":["Yes"]}',
      'POST /api/cliques/c-2/join {}',
      'GET /api/cliques/c-1/posts?limit=20&sort=newest&topic=gear ',
      'GET /api/cliques/c-1/members?role=admin&nextToken=n2 ',
    ]);
  });

  it('invites and moderation hit their paths with their bodies', async () => {
    respondWith(json(200, { invite: { code: 'abcdefgh' }, clique: { cliqueId: 'c-1' } }));
    await expect(createCliqueInvite('c-1', { maxUses: 5 })).resolves.toEqual({ code: 'abcdefgh' });
    await expect(previewCliqueInvite('abcdefgh')).resolves.toEqual({ cliqueId: 'c-1' });
    await joinCliqueByInvite('abcdefgh');
    respondWith(json(204, null));
    await revokeCliqueInvite('c-1', 'i-1');
    await withdrawCliqueRequest('c-1');
    await answerCliqueRequest('c-1', 'u-2', 'approve');
    await answerCliqueInvitation('c-1', 'decline');
    await changeCliqueRole('c-1', 'u-2', 'moderator');
    await banFromClique('c-1', { userId: 'u-2', hours: 24 });
    await muteInClique('c-1', 'u-3', 1);
    await unmuteInClique('c-1', 'u-3');
    await setCliquePin('c-1', 'p-1', true);
    await setCliquePin('c-1', 'p-1', false);
    await answerCliquePending('c-1', 'p-2', 'decline');
    expect(sent.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'POST /api/cliques/c-1/invites {"maxUses":5}',
      'GET /api/cliques/invites/abcdefgh ',
      'POST /api/cliques/join-by-invite {"code":"abcdefgh"}',
      'DELETE /api/cliques/c-1/invites/i-1 ',
      'DELETE /api/cliques/c-1/join ',
      'POST /api/cliques/c-1/requests/u-2/approve ',
      'POST /api/cliques/c-1/invitations/decline ',
      'PUT /api/cliques/c-1/members/u-2 {"role":"moderator"}',
      'POST /api/cliques/c-1/bans {"userId":"u-2","hours":24}',
      'POST /api/cliques/c-1/mutes {"userId":"u-3","hours":1}',
      'DELETE /api/cliques/c-1/mutes/u-3 ',
      'POST /api/cliques/c-1/pins/p-1 ',
      'DELETE /api/cliques/c-1/pins/p-1 ',
      'POST /api/cliques/c-1/pending/p-2/decline ',
    ]);
  });

  it('reports of the clique: the queue by status, a decision with its hours, the badge count', async () => {
    respondWith(json(200, { items: [], nextToken: null, id: 'r-1', status: 'resolved', action: 'mute', count: 3 }));
    await listCliqueReports('c-1', 'open');
    await listCliqueReports('c-1', 'resolved', 'n2');
    await expect(actOnCliqueReport('c-1', 'r-1', { action: 'mute', hours: 24 })).resolves.toMatchObject({
      action: 'mute',
    });
    await expect(pendingCliqueRequestCount()).resolves.toBe(3);
    expect(sent.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'GET /api/cliques/c-1/reports?status=open ',
      'GET /api/cliques/c-1/reports?status=resolved&nextToken=n2 ',
      'POST /api/cliques/c-1/reports/r-1/actions {"action":"mute","hours":24}',
      'GET /api/cliques/requests/count ',
    ]);
  });
});
