import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer } from './mailer';

describe('the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  const read = async (app: Pick<TestApp, 'request'>, to: string) => {
    const answer = await app.request({ method: 'GET', url: `/identity/dev/mailbox?to=${encodeURIComponent(to)}` });
    expect(answer.status).toBe(200);
    return answer.body.messages as { to: string; subject: string; body: string; code: string | null; sentAt: string }[];
  };

  it('keeps its mail in the database: an instance started later (a restart) reads what another sent', async () => {
    await t.context.mailer.send({
      to: 'Restart@example.com',
      subject: 'Your code',
      text: 'It is 123456',
      code: '123456',
    });
    const second = await t.openSecondInstance();
    try {
      expect(await read(second, 'restart@example.com')).toEqual([
        {
          to: 'Restart@example.com',
          subject: 'Your code',
          body: 'It is 123456',
          code: '123456',
          sentAt: expect.any(String),
        },
      ]);
      // And the other way round, newest first.
      await second.context.mailer.send({ to: 'restart@example.com', subject: 'Another', text: 'no code' });
      expect((await read(t, 'RESTART@example.com')).map((mail) => [mail.subject, mail.code])).toEqual([
        ['Another', null],
        ['Your code', '123456'],
      ]);
    } finally {
      await second.close();
    }
  });

  it('keeps the last 50 mails of an address and nothing older than a day', async () => {
    for (let i = 0; i < 55; i++)
      await t.context.mailer.send({ to: 'busy@example.com', subject: `Mail ${i}`, text: 'x', code: String(i) });
    await t.context.mailer.send({ to: 'quiet@example.com', subject: 'Kept', text: 'x' });
    const busy = await read(t, 'busy@example.com');
    expect(busy).toHaveLength(50);
    expect(busy[0]?.subject).toBe('Mail 54');
    expect(busy[49]?.subject).toBe('Mail 5');
    expect(await read(t, 'quiet@example.com')).toHaveLength(1);

    await t.db.query(
      "UPDATE dev_mails SET sent_at = now() - interval '25 hours' WHERE recipient = 'quiet@example.com'",
    );
    expect(await read(t, 'quiet@example.com')).toEqual([]);
    await t.context.mailer.send({ to: 'someone@example.com', subject: 'Prunes', text: 'x' });
    const { rows } = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM dev_mails WHERE recipient IN ('quiet@example.com', 'busy@example.com')",
    );
    expect(rows[0]?.count).toBe(50);
  });

  it('is never used in production, even without SMTP: nothing is stored', async () => {
    const warn = jest.fn();
    const mailer = createMailer(
      { env: 'production', mailFrom: 'x@example.com' },
      { log: { info: jest.fn(), warn }, db: t.db },
    );
    await mailer.send({ to: 'prod@example.com', subject: 'Secret', text: 'x', code: '999999' });
    expect(mailer.devMailbox).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    const { rows } = await t.db.query("SELECT 1 FROM dev_mails WHERE recipient = 'prod@example.com'");
    expect(rows).toEqual([]);
  });
});
