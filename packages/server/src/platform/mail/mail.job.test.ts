import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpSender } from './mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailSendJob } from './mail.job';

/** A free TCP port on the loopback. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real SMTP server that keeps what it receives. */
function startSmtp(port: number, received: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('mail.send job', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_TO: 'team@example.com' });
    // The real job with a short backoff, so the test waits a fraction of a second between attempts.
    t.context.jobs.define(
      mailSendJob(createSmtpSender({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: t.config.mailFrom }), () => 0.2),
    );
  });
  afterAll(() => t.close());

  it('keeps a contact message queued through an SMTP outage and delivers it once the server is back', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Outage test',
        message: 'Sent while the mail server was down.',
      },
      remoteAddress: '203.0.113.77',
    });
    expect(res.status).toBeLessThan(300);
    await t.context.mailer.send({ to: 'new@example.com', subject: 'Your code', text: 'Code 123456', code: '123456' });

    // The mail server is down: both attempts fail and the mails wait.
    await t.context.jobs.drain();
    const waiting = await t.db.query<{ attempts: number; state: string }>(
      "SELECT attempts, state FROM jobs WHERE name = 'mail.send'",
    );
    expect(waiting.rows).toEqual([
      { attempts: 1, state: 'ready' },
      { attempts: 1, state: 'ready' },
    ]);

    const received: string[] = [];
    const smtp = await startSmtp(port, received);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t.context.jobs.drain();
      expect(received).toHaveLength(2);
      expect(received.join('\n')).toContain('Outage test');
      expect(received.join('\n')).toContain('Code 123456');
      expect((await t.db.query("SELECT 1 FROM jobs WHERE name = 'mail.send'")).rows).toEqual([]);
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    }
  });
});
