import { addToClique } from '../../../test/social-helpers';
import { connect, trackSockets } from '../../../test/socket-test-client';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/** The host's badge of pending join requests, for a clique's moderators, admins and owner. */
describe('pending join requests in the counts of a clique’s moderators', () => {
  let t: TestApp;
  let owner: TestUser;
  let mod: TestUser;
  let member: TestUser;
  let cliqueId: string;
  const track = trackSockets();

  beforeAll(async () => {
    t = await createTestApp();
    [owner, mod, member] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const made = await t.request({
      method: 'POST',
      url: '/api/cliques',
      headers: owner.auth,
      payload: { name: 'Askers', visibility: 'private', joinPolicy: 'request' },
    });
    cliqueId = made.body.clique.cliqueId;
    await addToClique(t, owner, cliqueId, mod);
    await addToClique(t, owner, cliqueId, member);
    await t.request({
      method: 'PUT',
      url: `/api/cliques/${cliqueId}/members/${mod.userId}`,
      headers: owner.auth,
      payload: { role: 'moderator' },
    });
  });
  afterAll(() => t.close());

  const countOf = async (user: TestUser | null) => {
    const answer = await t.request({ method: 'GET', url: '/api/cliques/requests/count', headers: user?.auth ?? {} });
    return answer.status === 200 ? (answer.body.count as number) : answer.status;
  };
  const ask = async (user: TestUser) => {
    const asked = await t.request({
      method: 'POST',
      url: `/api/cliques/${cliqueId}/join`,
      headers: user.auth,
      payload: {},
    });
    expect(asked.status).toBe(202);
  };

  it('counts the pending requests for a moderator and the owner, 0 for a plain member; 401 without a token', async () => {
    const requester = await t.createUser();
    await ask(requester);
    expect(await countOf(mod)).toBe(1);
    expect(await countOf(owner)).toBe(1);
    expect(await countOf(member)).toBe(0);
    expect(await countOf(requester)).toBe(0);
    expect(await countOf(null)).toBe(401);
    await t.request({
      method: 'POST',
      url: `/api/cliques/${cliqueId}/requests/${requester.userId}/decline`,
      headers: mod.auth,
    });
    expect(await countOf(mod)).toBe(0);
  });

  it('sends new counts on the socket when a request arrives and when it is answered', async () => {
    const socket = track(await connect(t, mod));
    expect(await socket.next('counts')).toMatchObject({ cliqueRequests: 0 });
    const memberSocket = track(await connect(t, member));
    await memberSocket.next('counts');
    const requester = await t.createUser();
    await ask(requester);
    expect(await socket.next('counts', (c) => c.cliqueRequests === 1, 1000)).toMatchObject({ cliqueRequests: 1 });
    await t.request({
      method: 'POST',
      url: `/api/cliques/${cliqueId}/requests/${requester.userId}/approve`,
      headers: owner.auth,
    });
    expect(await socket.next('counts', (c) => c.cliqueRequests === 0, 1000)).toMatchObject({ cliqueRequests: 0 });
    expect(await memberSocket.collect('counts', 200)).toEqual([]);
  });
});
