import http from 'node:http';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { identityClient } from './identity-client';
import { createTestApp, type TestApp } from './test-app';

// Regression: one job worker ran jobs one after another, and each link in a post queued a preview
// fetch of up to 6 s, so twenty slow links delayed a sign-up code by a minute. Jobs now run in
// lanes (mail, previews, default), and previews fetch at most two at a time from one host.

/** A free TCP port on the loopback. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('job lanes: a sign-up code does not wait behind slow link previews', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let slow: http.Server;
  const received: { at: number; data: string }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ at: Date.now(), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    // A site that never answers in time: each fetch holds its connection until the fetch gives up.
    slow = http.createServer((request) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      request.socket.on('close', () => (inFlight -= 1));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LINK_PREVIEW_ALLOW_HOSTS: '127.0.0.1',
    });
  }, 120_000);
  afterAll(async () => {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
    await t.context.jobs.stop();
    await t.close();
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  });

  it('delivers the code within 2 s of the sign-up while 50 slow previews are pending, fetching at most 2 at a time from one host', async () => {
    const { port } = slow.address() as net.AddressInfo;
    for (let i = 0; i < 50; i++)
      await t.context.jobs.enqueue('link-preview.fetch', { url: `http://127.0.0.1:${port}/page-${i}` });
    await t.context.jobs.start();
    // The preview workers are busy: two fetches hang on the slow site, the other workers wait for it.
    const started = Date.now();
    while (inFlight < 2 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inFlight).toBe(2);

    const asked = Date.now();
    const signedUp = await identityClient(t).signUp('gina', 'gina@example.com', 'a long enough password');
    expect(signedUp.status).toBe(200);
    const queued = Date.now();
    // Behind the previews, the code would wait for them all: 50 fetches of 3 s, two at a time, take
    // 75 s. In its own lane it arrives at once (about 0.1 s on a quiet machine); while it is waited
    // for, at most a few previews can finish, so most of them must still be queued when it arrives.
    let pendingWhenReceived = 0;
    while (received.length === 0 && Date.now() - asked < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    if (received.length > 0) {
      const pending = await t.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM jobs WHERE name = 'link-preview.fetch'",
      );
      pendingWhenReceived = Number(pending.rows[0]?.n);
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.data).toContain('gina@example.com');
    expect(pendingWhenReceived).toBeGreaterThan(30);
    // Once the sign-up is answered (its code queued), the code is delivered within 2 s.
    expect(received[0]!.at - queued).toBeLessThan(2000);
    expect(mostInFlight).toBe(2);
  });
});
