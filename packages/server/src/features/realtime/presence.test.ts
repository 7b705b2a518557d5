import { befriend } from '../../../test/social-helpers';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect, trackSockets } from '../../../test/socket-test-client';

describe('presence of friends', () => {
  let t: TestApp;
  const track = trackSockets();
  const open = async (user: TestUser) => track(await connect(t, user));
  const friends = async (...names: string[]) => {
    const users = await Promise.all(names.map((n) => t.createUser(n)));
    const [first, ...others] = users as [TestUser, ...TestUser[]];
    for (const other of others) await befriend(t, first, other);
    return users;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells friends when someone comes online and when they leave, with the last-seen time', async () => {
    const [alice, bob] = (await friends('pres_alice', 'pres_bob')) as [TestUser, TestUser];
    const aliceSocket = await open(alice);
    expect(await aliceSocket.next('presence_snapshot')).toEqual({
      type: 'presence_snapshot',
      friends: [{ userId: bob.userId, online: false, lastSeenAt: null }],
    });
    const bobSocket = await open(bob);
    expect(await aliceSocket.next('presence')).toEqual({
      type: 'presence',
      userId: bob.userId,
      online: true,
      lastSeenAt: null,
    });
    expect((await bobSocket.next('presence_snapshot')).friends).toEqual([
      { userId: alice.userId, online: true, lastSeenAt: null },
    ]);
    const second = await open(bob);
    await second.close();
    expect(await aliceSocket.collect('presence', 200)).toEqual([]);
    await bobSocket.close();
    const left = await aliceSocket.next('presence');
    expect(left).toMatchObject({ userId: bob.userId, online: false });
    expect(Date.parse(left.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 5000);
  });

  it('never shows someone who turned presence off', async () => {
    const [alice, carol] = (await friends('pres_alice2', 'pres_carol')) as [TestUser, TestUser];
    const hide = await t.request({
      method: 'PUT',
      url: `/api/users/${carol.userId}/settings`,
      headers: carol.auth,
      payload: { settings: { profile: { showPresence: false } } },
    });
    expect(hide.status).toBe(200);
    const aliceSocket = await open(alice);
    await aliceSocket.next('presence_snapshot');
    const carolSocket = await open(carol);
    await carolSocket.next('presence_snapshot');
    const aliceAgain = await open(alice);
    expect((await aliceAgain.next('presence_snapshot')).friends).toEqual([
      { userId: carol.userId, online: false, lastSeenAt: null },
    ]);
    await carolSocket.close();
    expect(await aliceSocket.collect('presence', 300)).toEqual([]);
  });

  it('tells nothing between people blocked either way', async () => {
    const [alice, dave] = (await friends('pres_alice3', 'pres_dave')) as [TestUser, TestUser];
    const blocked = await t.request({ method: 'POST', url: `/api/users/${dave.userId}/block`, headers: alice.auth });
    expect(blocked.status).toBeLessThan(300);
    const aliceSocket = await open(alice);
    expect((await aliceSocket.next('presence_snapshot')).friends).toEqual([]);
    const daveSocket = await open(dave);
    expect((await daveSocket.next('presence_snapshot')).friends).toEqual([]);
    expect(await aliceSocket.collect('presence', 300)).toEqual([]);
  });

  it('answers hub.onlineAmong with the users that have a socket', async () => {
    const [erin, frank] = await Promise.all(['pres_erin', 'pres_frank'].map((n) => t.createUser(n)));
    await open(erin as TestUser);
    await new Promise((r) => setTimeout(r, 50));
    const online = await t.app.realtime.onlineAmong([(erin as TestUser).userId, (frank as TestUser).userId]);
    expect([...online]).toEqual([(erin as TestUser).userId]);
  });
});
