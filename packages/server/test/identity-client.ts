import { randomBytes } from 'node:crypto';
import {
  claimSignature,
  formatSrpTimestamp,
  g,
  hashHex,
  hkdf,
  k,
  modPowN,
  N,
  padHex,
  passwordExponent,
} from '../src/features/identity/srp';
import type { TestApp } from './test-app';

export interface CognitoAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

/**
 * Talks to the built-in identity endpoint the way Amplify does (wire format and the client's half
 * of SRP), through inject so tests can pick the client address.
 */
export function identityClient(t: TestApp) {
  const clientId = t.config.identityClientId;
  const poolName = t.config.identityPoolId.split('_')[1] ?? '';

  async function call(operation: string, body: object, address = '127.0.0.1'): Promise<CognitoAnswer> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity',
      remoteAddress: address,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  async function mailbox(
    to: string,
  ): Promise<{ to: string; subject: string; body: string; code: string; sentAt: string }[]> {
    const response = await t.app.inject({ method: 'GET', url: `/identity/dev/mailbox?to=${encodeURIComponent(to)}` });
    return response.json().messages;
  }

  async function latestCode(to: string): Promise<string> {
    const [latest] = await mailbox(to);
    if (!latest) throw new Error(`no mail for ${to}`);
    return latest.code;
  }

  function signUp(
    username: string,
    email: string,
    password: string,
    address?: string,
    extra: { Name: string; Value: string }[] = [],
  ) {
    return call(
      'SignUp',
      {
        ClientId: clientId,
        Username: username,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }, ...extra],
      },
      address,
    );
  }

  /** Signs up and confirms with the mailed code. */
  async function createAccount(username: string, email: string, password: string): Promise<string> {
    const signedUp = await signUp(username, email, password);
    if (signedUp.status !== 200) throw new Error(JSON.stringify(signedUp.body));
    const confirmed = await call('ConfirmSignUp', {
      ClientId: clientId,
      Username: username,
      ConfirmationCode: await latestCode(email),
    });
    if (confirmed.status !== 200) throw new Error(JSON.stringify(confirmed.body));
    return signedUp.body.UserSub;
  }

  /** InitiateAuth USER_SRP_AUTH, then the PASSWORD_VERIFIER answer computed as Amplify computes it. */
  async function srpSignIn(login: string, password: string, options: { address?: string; timestamp?: Date } = {}) {
    const a = BigInt(`0x${randomBytes(128).toString('hex')}`);
    const A = modPowN(g, a);
    const started = await call(
      'InitiateAuth',
      { ClientId: clientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: login, SRP_A: A.toString(16) } },
      options.address,
    );
    if (started.status !== 200) return { started, answered: started };
    const { SALT, SRP_B, SECRET_BLOCK, USER_ID_FOR_SRP } = started.body.ChallengeParameters as Record<string, string>;
    const B = BigInt(`0x${SRP_B}`);
    const x = passwordExponent(poolName, USER_ID_FOR_SRP ?? '', password, SALT ?? '');
    const u = BigInt(`0x${hashHex(padHex(A) + padHex(B))}`);
    const S = modPowN((((B - k * modPowN(g, x)) % N) + N) % N, a + u * x);
    const timestamp = formatSrpTimestamp(options.timestamp ?? new Date());
    const signature = claimSignature(
      hkdf(S, u),
      poolName,
      USER_ID_FOR_SRP ?? '',
      Buffer.from(SECRET_BLOCK ?? '', 'base64'),
      timestamp,
    );
    const responses = {
      USERNAME: USER_ID_FOR_SRP,
      PASSWORD_CLAIM_SECRET_BLOCK: SECRET_BLOCK,
      PASSWORD_CLAIM_SIGNATURE: signature,
      TIMESTAMP: timestamp,
    };
    const answered = await call(
      'RespondToAuthChallenge',
      { ClientId: clientId, ChallengeName: 'PASSWORD_VERIFIER', ChallengeResponses: responses },
      options.address,
    );
    return { started, answered, responses };
  }

  return { clientId, poolName, call, mailbox, latestCode, signUp, createAccount, srpSignIn };
}
