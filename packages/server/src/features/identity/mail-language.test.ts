import { createTestApp, type TestApp } from '../../../test/test-app';

const password = 'Correct-Horse-Battery-9';

describe('identity mails follow the language of the sign-in area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function call(operation: string, body: object, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        ...headers,
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() };
  }
  const signUp = (name: string, extra: object, headers?: Record<string, string>) =>
    call(
      'SignUp',
      {
        ClientId: t.config.identityClientId,
        Username: name,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: `${name}@example.com` }],
        ...extra,
      },
      headers,
    );
  async function latestMail(name: string): Promise<{ subject: string; body: string; code: string }> {
    const to = encodeURIComponent(`${name}@example.com`);
    const response = await t.app.inject({ method: 'GET', url: `/identity/dev/mailbox?to=${to}` });
    const [latest] = response.json().messages;
    return latest;
  }

  it('the sign-up code mail in Spanish (ClientMetadata.language), over an English Accept-Language', async () => {
    expect((await signUp('lucia', { ClientMetadata: { language: 'es' } }, { 'accept-language': 'en' })).status).toBe(
      200,
    );
    const mail = await latestMail('lucia');
    expect(mail.subject).toBe('Tu código de verificación de Cliques');
    expect(mail.body).toBe(
      `Tu código de verificación de Cliques es ${mail.code}.\n\nCaduca en 24 horas. Si no creaste una cuenta de Cliques, puedes ignorar este correo.`,
    );
  });

  it('the sign-up code mail in Arabic from Accept-Language; an unknown ClientMetadata.language does not count', async () => {
    expect(
      (await signUp('layla', { ClientMetadata: { language: 'xx' } }, { 'accept-language': 'ar-SA,en;q=0.5' })).status,
    ).toBe(200);
    const mail = await latestMail('layla');
    expect(mail.subject).toBe('رمز التحقق الخاص بك في Cliques');
    expect(mail.body).toContain(`رمز التحقق الخاص بك في Cliques هو ${mail.code}.`);
  });

  it('without a language the mail is English as it always was; a resent code follows the language of the resend', async () => {
    expect((await signUp('oliver', {})).status).toBe(200);
    const mail = await latestMail('oliver');
    expect(mail.subject).toBe('Your Cliques verification code');
    expect(mail.body).toBe(
      `Your Cliques verification code is ${mail.code}.\n\nIt expires in 24 hours. If you did not create a Cliques account, you can ignore this email.`,
    );
    const resent = await call('ResendConfirmationCode', {
      ClientId: t.config.identityClientId,
      Username: 'oliver',
      ClientMetadata: { language: 'es' },
    });
    expect(resent.status).toBe(200);
    expect((await latestMail('oliver')).subject).toBe('Tu código de verificación de Cliques');
  });

  it('a Cognito-style error stays English whatever the language', async () => {
    const again = await signUp('lucia', { ClientMetadata: { language: 'es' } }, { 'accept-language': 'es' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^[A-Za-z .]+$/);
  });
});
