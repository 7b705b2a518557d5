import nodemailer from 'nodemailer';
import { createTestApp } from '../../../test/test-app';
import { createMailer } from './mailer';

jest.mock('nodemailer', () => ({ __esModule: true, default: { createTransport: jest.fn() } }));

const log = () => ({ info: jest.fn(), warn: jest.fn() });

describe('createMailer', () => {
  it('sends through SMTP when SMTP_URL is set, from MAIL_FROM, with no dev mailbox', async () => {
    const sendMail = jest.fn().mockResolvedValue({});
    jest.mocked(nodemailer.createTransport).mockReturnValue({ sendMail } as never);
    const mailer = createMailer({
      env: 'production',
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'Cliques <no-reply@example.com>',
    });
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Body', code: '123456' });
    expect(nodemailer.createTransport).toHaveBeenCalledWith('smtp://mail.example.com:587');
    expect(sendMail).toHaveBeenCalledWith({
      from: 'Cliques <no-reply@example.com>',
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Body',
    });
    expect(mailer.devMailbox).toBeUndefined();
  });

  it('passes SMTP failures to the caller', async () => {
    jest
      .mocked(nodemailer.createTransport)
      .mockReturnValue({ sendMail: jest.fn().mockRejectedValue(new Error('refused')) } as never);
    const mailer = createMailer({ env: 'development', smtpUrl: 'smtp://mail.example.com', mailFrom: 'x@example.com' });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow('refused');
  });

  it('keeps mail in the dev mailbox without SMTP, newest first, and logs each one', async () => {
    const t = await createTestApp();
    try {
      const logger = log();
      const mailer = createMailer({ env: 'development', mailFrom: 'x@example.com' }, { log: logger, db: t.db });
      await mailer.send({ to: 'Reader@example.com', subject: 'First', text: 'one', code: '111111' });
      await mailer.send({ to: 'someone@example.com', subject: 'Other', text: 'other' });
      await mailer.send({ to: 'reader@example.com', subject: 'Second', text: 'two' });
      expect(await mailer.devMailbox?.list('READER@example.com')).toEqual([
        { to: 'reader@example.com', subject: 'Second', body: 'two', code: null, sentAt: expect.any(String) },
        { to: 'Reader@example.com', subject: 'First', body: 'one', code: '111111', sentAt: expect.any(String) },
      ]);
      expect(logger.info).toHaveBeenCalledWith(
        { mail: { to: 'Reader@example.com', subject: 'First', code: '111111', body: 'one' } },
        'mail kept in the dev mailbox',
      );
    } finally {
      await t.close();
    }
  }, 120_000);

  it('in production without SMTP delivers nothing, keeps nothing and warns without the content', async () => {
    const logger = log();
    const mailer = createMailer({ env: 'production', mailFrom: 'x@example.com' }, { log: logger });
    await mailer.send({ to: 'a@example.com', subject: 'Secret', text: 'code 123456', code: '123456' });
    expect(mailer.devMailbox).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith({ to: 'a@example.com' }, 'SMTP_URL is not set: mail not delivered');
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('123456');
  });

  it('serves no dev mailbox in production (404)', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SMTP_URL: 'smtp://mail.example.com:587',
    });
    try {
      const res = await t.request({ method: 'GET', url: '/identity/dev/mailbox?to=a@example.com' });
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  }, 120_000);
});
