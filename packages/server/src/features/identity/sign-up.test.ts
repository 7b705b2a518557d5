import { identityClient } from '../../../test/identity-client';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('identity endpoint: SignUp, ConfirmSignUp, ResendConfirmationCode', () => {
  let t: TestApp;
  let client: ReturnType<typeof identityClient>;
  const password = 'long enough password';
  beforeAll(async () => {
    t = await createTestApp();
    client = identityClient(t);
  }, 120_000);
  afterAll(() => t?.close());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: number }>(sql, params)).rows[0]?.n);
  const confirm = (username: string, code: string, address?: string) =>
    client.call('ConfirmSignUp', { ClientId: client.clientId, Username: username, ConfirmationCode: code }, address);
  const resend = (username: string, address?: string) =>
    client.call('ResendConfirmationCode', { ClientId: client.clientId, Username: username }, address);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('stores an unconfirmed account with an SRP verifier, never the password, and mails a 6-digit code', async () => {
    const res = await client.signUp('first_user', 'first@example.com', password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      UserConfirmed: false,
      UserSub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CodeDeliveryDetails: { Destination: 'f***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const { rows } = await t.db.query('SELECT * FROM identity_users WHERE sub = $1', [res.body.UserSub]);
    expect(rows[0]).toMatchObject({ username: 'first_user', email: 'first@example.com', confirmed: false });
    expect(JSON.stringify(rows)).not.toContain(password);
    const [mail] = await client.mailbox('first@example.com');
    expect(mail).toMatchObject({
      to: 'first@example.com',
      subject: 'Your Cliques verification code',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(mail?.body).toContain(mail?.code);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM identity_codes WHERE sub = $1', [
      res.body.UserSub,
    ]);
    expect(stored.rows[0]?.code_hash).not.toContain(mail?.code);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE user_id = $1', [res.body.UserSub])).toBe(0);
  });

  it.each([
    [
      'a short password',
      { Password: 'short' },
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    ],
    ['no password', { Password: undefined }, 'InvalidParameterException', 'Missing required parameter Password'],
    [
      'a bad email',
      { UserAttributes: [{ Name: 'email', Value: 'not-an-email' }] },
      'InvalidParameterException',
      'Invalid email address format.',
    ],
    [
      'a username with @',
      { Username: 'who@where' },
      'InvalidParameterException',
      'Username must be 3 to 30 letters, digits or underscores.',
    ],
    [
      'an unknown attribute',
      {
        UserAttributes: [
          { Name: 'email', Value: 'x@example.com' },
          { Name: 'role', Value: 'admin' },
        ],
      },
      'InvalidParameterException',
      expect.stringContaining('role'),
    ],
    [
      'another client id',
      { ClientId: 'someone-else' },
      'ResourceNotFoundException',
      'User pool client someone-else does not exist.',
    ],
  ])('refuses %s and stores nothing', async (_case, override, type, message) => {
    const before = await count('SELECT count(*)::int AS n FROM identity_users');
    const body = {
      ClientId: client.clientId,
      Username: 'refused_user',
      Password: password,
      UserAttributes: [{ Name: 'email', Value: 'refused@example.com' }],
      ...override,
    };
    const res = await client.call('SignUp', body);
    expect(res).toMatchObject({ status: 400, body: { __type: type, message } });
    expect(res.headers['x-amzn-errortype']).toBe(type);
    expect(await count('SELECT count(*)::int AS n FROM identity_users')).toBe(before);
  });

  it('refuses a taken username or email, whatever their case', async () => {
    await client.signUp('taken_name', 'taken@example.com', password);
    expect((await client.signUp('TAKEN_NAME', 'other@example.com', password)).body).toEqual({
      __type: 'UsernameExistsException',
      message: 'User already exists but was never confirmed',
    });
    expect((await client.signUp('fresh_name', 'Taken@Example.com', password)).body).toEqual({
      __type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  it('frees the name of a sign-up never confirmed whose code has expired', async () => {
    const res = await client.signUp('squatter', 'victim@example.com', password);
    await t.db.query("UPDATE identity_users SET created_at = now() - interval '25 hours' WHERE sub = $1", [
      res.body.UserSub,
    ]);
    await t.db.query("UPDATE identity_codes SET expires_at = now() - interval '1 hour' WHERE sub = $1", [
      res.body.UserSub,
    ]);
    const again = await client.signUp('owner', 'victim@example.com', password);
    expect(again.status).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM identity_users WHERE sub = $1', [res.body.UserSub])).toBe(0);
  });

  it('confirms with the right code and creates the profile row from the sign-up', async () => {
    const res = await client.signUp('confirm_me', 'confirm@example.com', password, undefined, [
      { Name: 'name', Value: 'Confirm Me' },
    ]);
    const code = await client.latestCode('confirm@example.com');
    expect((await confirm('confirm_me', wrong(code))).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect(await confirm('CONFIRM@example.com', code)).toMatchObject({ status: 200, body: {} });
    const { rows } = await t.db.query('SELECT username, email, display_name FROM users WHERE user_id = $1', [
      res.body.UserSub,
    ]);
    expect(rows).toEqual([{ username: 'confirm_me', email: 'confirm@example.com', display_name: 'Confirm Me' }]);
    expect(await count('SELECT count(*)::int AS n FROM identity_codes WHERE sub = $1', [res.body.UserSub])).toBe(0);
    expect((await confirm('confirm_me', code)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
    // Once confirmed, a second sign-up with the name is simply taken.
    expect((await client.signUp('confirm_me', 'again@example.com', password)).body).toEqual({
      __type: 'UsernameExistsException',
      message: 'User already exists',
    });
  });

  it('answers an unknown user like a wrong code', async () => {
    expect((await confirm('nobody_at_all', '123456')).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  it('refuses an expired code', async () => {
    const res = await client.signUp('late_user', 'late@example.com', password);
    const code = await client.latestCode('late@example.com');
    await t.db.query("UPDATE identity_codes SET expires_at = now() - interval '1 second' WHERE sub = $1", [
      res.body.UserSub,
    ]);
    expect((await confirm('late_user', code)).body).toEqual({
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('burns a code after 5 wrong guesses; a resent code replaces it and works', async () => {
    await client.signUp('guesser', 'guesser@example.com', password);
    const code = await client.latestCode('guesser@example.com');
    for (let i = 0; i < 5; i++)
      expect((await confirm('guesser', wrong(code))).body.__type).toBe('CodeMismatchException');
    expect((await confirm('guesser', code)).body.__type).toBe('ExpiredCodeException');

    const resent = await resend('guesser');
    expect(resent.body).toEqual({
      CodeDeliveryDetails: { Destination: 'g***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const fresh = await client.latestCode('guesser@example.com');
    const mails = await client.mailbox('guesser@example.com');
    expect(mails.map((m) => m.code)).toEqual([fresh, code]);
    if (fresh !== code) expect((await confirm('guesser', code)).body.__type).toBe('CodeMismatchException');
    expect((await confirm('guesser', fresh)).status).toBe(200);
  });

  it('answers a resend for an unknown name like a real one, and refuses one for a confirmed account', async () => {
    expect(await resend('ghost@example.com')).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { Destination: 'g***@e***', DeliveryMedium: 'EMAIL' } },
    });
    expect(await client.mailbox('ghost@example.com')).toEqual([]);
    await client.createAccount('done_user', 'done@example.com', password);
    expect((await resend('done_user')).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('keeps a sign-up when the mail fails (the code can be resent) but reports a failed resend', async () => {
    const send = jest.spyOn(t.context.mailer, 'send').mockRejectedValue(new Error('smtp down'));
    expect((await client.signUp('mail_down', 'maildown@example.com', password)).status).toBe(200);
    expect((await resend('mail_down')).body.__type).toBe('CodeDeliveryFailureException');
    send.mockRestore();
    expect((await resend('mail_down')).status).toBe(200);
  });

  it('limits resends per account (LimitExceededException) and per address (TooManyRequestsException)', async () => {
    await client.signUp('resender', 'resender@example.com', password, '10.0.0.1');
    for (let i = 0; i < 5; i++) expect((await resend('resender', '10.0.0.1')).status).toBe(200);
    expect((await resend('resender', '10.0.0.1')).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });

    for (let i = 0; i < 10; i++) await resend(`someone${i}`, '10.0.0.2');
    expect((await resend('someone_else', '10.0.0.2')).body).toEqual({
      __type: 'TooManyRequestsException',
      message: 'Too many requests, please try again later.',
    });
    expect((await resend('someone_else', '10.0.0.3')).status).toBe(200);
  });

  it('limits sign-ups per address and per email', async () => {
    for (let i = 0; i < 20; i++)
      expect((await client.signUp(`bulk_${i}`, `bulk${i}@example.com`, password, '10.0.1.1')).status).toBe(200);
    expect((await client.signUp('bulk_more', 'bulkmore@example.com', password, '10.0.1.1')).body.__type).toBe(
      'TooManyRequestsException',
    );

    for (let i = 0; i < 5; i++) await client.signUp('taken_name', 'target@example.com', password, `10.0.2.${i}`);
    expect((await client.signUp('free_name_x', 'target@example.com', password, '10.0.2.99')).body.__type).toBe(
      'LimitExceededException',
    );
  });

  it('limits confirmations per account', async () => {
    await client.signUp('confirm_limit', 'climit@example.com', password);
    for (let i = 0; i < 10; i++) await confirm('confirm_limit', '000000', `10.0.3.${i}`);
    expect((await confirm('confirm_limit', '000000', '10.0.3.99')).body.__type).toBe('LimitExceededException');
  });

  it('lists mails newest first for one address only', async () => {
    await client.signUp('mail_order', 'order@example.com', password);
    await resend('mail_order');
    const mails = await client.mailbox('ORDER@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.sentAt >= mails[1]!.sentAt).toBe(true);
    expect(mails.every((m) => m.to === 'order@example.com')).toBe(true);
  });
});
