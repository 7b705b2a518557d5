import { createTestApp, type TestApp } from '../../../test/test-app';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'How do I leave a clique?',
};

interface StoredRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  client_address: string;
  forwarded_at: Date | null;
}

describe('POST /api/contact', () => {
  let t: TestApp;
  let address = 0;
  /** Each test speaks from its own client address, so the per-address limit never leaks between tests. */
  let from: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    from = `203.0.113.${++address}`;
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = from) =>
    t.request({ method: 'POST', url: '/api/contact', payload: payload as object, headers, remoteAddress });
  const rowsFrom = async (clientAddress = from) =>
    (
      await t.db.query<StoredRow>('SELECT * FROM contact_messages WHERE client_address = $1 ORDER BY created_at', [
        clientAddress,
      ])
    ).rows;
  const forwardedRow = async () => {
    for (let i = 0; i < 50; i++) {
      const [row] = await rowsFrom();
      if (row?.forwarded_at) return row;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the message was never marked forwarded');
  };

  it('stores the message without any token, answers 201 {ok: true}, and forwards it to the team', async () => {
    const res = await post({ ...valid, name: '  Ada Lovelace  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const [row] = await rowsFrom();
    expect(row).toMatchObject({ ...valid, client_address: from });
    await forwardedRow();
    const [mail] = (await t.context.mailer.devMailbox?.list(t.config.contactTo)) ?? [];
    expect(mail?.subject).toBe('[Cliques contact] A question');
    expect(mail?.body).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail?.body).toContain('How do I leave a clique?');
  });

  it('ignores a bearer token, valid or not: the call is open to everyone', async () => {
    const user = await t.createUser();
    expect((await post(valid, user.auth)).status).toBe(201);
    expect((await post(valid, { authorization: 'Bearer not-a-token' })).status).toBe(201);
    expect(await rowsFrom()).toHaveLength(2);
  });

  it('accepts every field at its longest', async () => {
    const longest = {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(242)}@example.com`,
      subject: 's'.repeat(200),
      message: 'm'.repeat(5000),
    };
    expect((await post(longest)).status).toBe(201);
    expect(await rowsFrom()).toHaveLength(1);
  });

  it.each([
    [
      'a missing name',
      { email: valid.email, subject: valid.subject, message: valid.message },
      'All fields are required',
    ],
    ['a blank subject', { ...valid, subject: '   ' }, 'All fields are required'],
    ['an empty message', { ...valid, message: '' }, 'All fields are required'],
    ['a malformed email', { ...valid, email: 'ada.example.com' }, 'Please enter a valid email address'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
    [
      'an email over 254 characters',
      { ...valid, email: `${'e'.repeat(243)}@example.com` },
      'Email must be at most 254 characters',
    ],
    ['a subject over 200 characters', { ...valid, subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    [
      'a message over 5,000 characters',
      { ...valid, message: 'm'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
    ['an unknown field', { ...valid, userId: 'someone-else' }, 'Unknown field: userId'],
    ['a field that is not text', { ...valid, subject: { text: 'hi' } }, 'Subject must be text'],
  ])('refuses %s with 400 and stores nothing', async (_case, payload, message) => {
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', message });
    expect(await rowsFrom()).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: from,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(await rowsFrom()).toHaveLength(0);
  });

  it('allows five messages per client address per window, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, subject: `Try ${i}` })).status).toBe(201);
    const res = await post({ ...valid, subject: 'One too many' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ error: { code: 'rate_limited', message: 'Too many requests, please try again later' } });
    expect((await rowsFrom()).map((r) => r.subject)).toEqual(['Try 0', 'Try 1', 'Try 2', 'Try 3', 'Try 4']);
    const other = '198.51.100.7';
    expect((await post(valid, {}, other)).status).toBe(201);
    expect(await rowsFrom(other)).toHaveLength(1);
  });

  it('leaves the rest of the API outside the contact limit', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await t.request({ method: 'GET', url: '/api/health', remoteAddress: from });
      expect(res.status).toBe(200);
    }
  });

  it('still answers 201 and keeps the message when forwarding fails', async () => {
    const send = jest.spyOn(t.context.mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
    expect((await post(valid)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [row] = await rowsFrom();
    expect(row).toMatchObject({ subject: valid.subject, forwarded_at: null });
    send.mockRestore();
  });

  it('deletes messages older than twelve months when a new one arrives', async () => {
    const old = '192.0.2.1';
    await t.db.query(
      `INSERT INTO contact_messages (message_id, name, email, subject, message, client_address, created_at) VALUES
       (gen_random_uuid(), 'Old', 'old@example.com', 'Expired', 'x', $1, now() - interval '13 months'),
       (gen_random_uuid(), 'Old', 'old@example.com', 'Kept', 'x', $1, now() - interval '11 months')`,
      [old],
    );
    expect((await post(valid)).status).toBe(201);
    expect((await rowsFrom(old)).map((r) => r.subject)).toEqual(['Kept']);
  });
});
