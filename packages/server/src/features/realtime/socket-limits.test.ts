import WebSocket from 'ws';
import type { ServerFrame } from '@cliques/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  connect,
  openSocket,
  ticketFor,
  wsBase,
  type TestSocket,
  trackSockets,
} from '../../../test/socket-test-client';

describe('realtime limits and bad frames', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const track = trackSockets();
  const open = async (user: TestUser) => {
    const socket = await connect(t, user);
    track(socket);
    return socket;
  };
  // Start-up (PGlite and every migration) can take over 30 s on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = [await t.createUser('alice'), await t.createUser('bob')];
  }, 120_000);
  afterAll(() => t.close());

  /** Proves the socket still works: a history request is answered. */
  const stillServes = async (s: TestSocket) => {
    s.send({ action: 'getMessages', withUserId: bob.userId, limit: 1 });
    await s.next('messages');
  };

  it('answers unreadable frames with an error frame and keeps the socket', async () => {
    const s = await open(alice);
    s.send('not json');
    expect(await s.next('error')).toEqual({
      type: 'error',
      code: 'validation_failed',
      message: 'Frame is not valid JSON',
    });
    s.send('[1,2]');
    expect((await s.next('error')).message).toBe('Frame must be a JSON object');
    s.send({ action: 'deleteEverything' });
    expect((await s.next('error')).message).toBe('Unknown action');
    s.send({ action: 'sendMessage', recipientId: 'not-a-uuid', content: 'x' });
    expect((await s.next('error')).code).toBe('validation_failed');
    s.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await s.next('error')).message).toBe('Frames must be JSON text');
    await stillServes(s);
  });

  it('refuses a frame over 32 KB with payload_too_large and keeps the socket', async () => {
    const s = await open(alice);
    s.send({ action: 'sendMessage', recipientId: bob.userId, content: 'x'.repeat(40 * 1024) });
    expect(await s.next('error')).toMatchObject({ code: 'payload_too_large' });
    await stillServes(s);
  });

  it('closes the socket (1009) on a frame over 128 KB before buffering it whole', async () => {
    const s = await open(alice);
    s.send('x'.repeat(200 * 1024));
    expect((await s.closed).code).toBe(1009);
  });

  it('limits frames per second per connection: beyond a burst of 20 frames are refused as rate_limited, and nothing else is lost', async () => {
    const s = await open(alice);
    for (let i = 0; i < 30; i++)
      s.send({ action: 'sendMessage', recipientId: bob.userId, content: `burst ${i}`, clientMessageId: `burst-${i}` });
    type Answer = Extract<ServerFrame, { type: 'error' | 'message_sent' }>;
    const answered = (frames: ServerFrame[]) =>
      frames.filter(
        (f): f is Answer =>
          (f.type === 'error' || f.type === 'message_sent') && Boolean(f.clientMessageId?.startsWith('burst-')),
      );
    const frames = answered(await s.until((all) => answered(all).length >= 30));
    const outcomes = new Map(frames.map((f) => [f.clientMessageId as string, f.type === 'error' ? f.code : 'sent']));
    expect(outcomes.size).toBe(30);
    const refused = [...outcomes]
      .filter(([, outcome]) => outcome === 'rate_limited')
      .map(([id]) => Number(id.slice(6)));
    // The bucket refills at 10 a second, so a slow test machine may let one or two more through.
    expect(refused.length).toBeGreaterThanOrEqual(8);
    expect(refused.sort((a, b) => a - b)).toEqual(
      Array.from({ length: refused.length }, (_, i) => 30 - refused.length + i),
    );
    const { rows } = await t.db.query("SELECT 1 FROM messages WHERE sender_id = $1 AND content LIKE 'burst %'", [
      alice.userId,
    ]);
    expect(rows).toHaveLength(30 - refused.length);
    await new Promise((r) => setTimeout(r, 1000));
    await stillServes(s);
  });

  it('drops a connection that stops answering pings (heartbeat)', async () => {
    const base = await wsBase(t);
    const ticket = await ticketFor(t, alice);
    const silent = new WebSocket(`${base}/ws?userId=${alice.userId}&ticket=${ticket}`, {
      headers: { origin: t.config.publicOrigin },
      autoPong: false,
    });
    const closed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    await new Promise((resolve) => silent.once('open', resolve));
    const lively = await open(alice);
    const before = t.app.realtime.connectionCount;
    t.app.realtime.heartbeat();
    await new Promise((r) => setTimeout(r, 200));
    t.app.realtime.heartbeat();
    expect(await closed).toBe(1006);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.app.realtime.connectionCount).toBe(before - 1);
    await stillServes(lively);
  });

  it('refuses a 21st connection of one user on one instance (1008)', async () => {
    const carol = await t.createUser('carol');
    for (let i = 0; i < 20; i++) await open(carol);
    const extra = await openSocket(
      `${await wsBase(t)}/ws?userId=${carol.userId}&ticket=${await ticketFor(t, carol)}`,
      t.config.publicOrigin,
    );
    expect((await extra.closed).code).toBe(1008);
  });
});
