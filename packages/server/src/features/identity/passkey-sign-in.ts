import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { answerAuthSession, closeAuthSession, openAuthSession } from './auth-sessions';
import type { IdentityDeps } from './deps';
import { CognitoError, invalidParameter, invalidSession } from './errors';
import { paramsOf, requireString, type Params } from './input';
import { credentialOf } from './passkeys';
import { startSession } from './sessions';
import { findUserBySub, type IdentityUser } from './identity.repository';
import { findCredential, updateCounter } from './passkeys.repository';

const passkeyRefused = () => new CognitoError('NotAuthorizedException', 'Incorrect username or passkey.');

/**
 * The WEB_AUTHN challenge: request options without allowCredentials (passkeys are discoverable),
 * so the answer is the same whether the name exists or has passkeys, and a Session that keeps the challenge.
 */
export async function webAuthnChallenge(deps: IdentityDeps, user: IdentityUser | null, login: string) {
  const options = await generateAuthenticationOptions({
    rpID: deps.webAuthn.rpId,
    userVerification: 'required',
    timeout: 120_000,
  });
  const session = await openAuthSession(deps.db, {
    sub: user?.sub ?? null,
    login,
    stage: 'WEB_AUTHN',
    challenge: options.challenge,
  });
  return {
    ChallengeName: 'WEB_AUTHN',
    Session: session,
    ChallengeParameters: { CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options) },
  };
}

/**
 * RespondToAuthChallenge WEB_AUTHN: the assertion must come from a passkey of the account being
 * signed in, verified by @simplewebauthn/server (challenge, origin, relying party, user verification,
 * signature). A passkey is a sign-in of its own: no second factor is asked after it, as in Cognito.
 */
export async function answerWebAuthn(deps: IdentityDeps, body: Params) {
  const responses = paramsOf(body, 'ChallengeResponses');
  requireString(responses, 'USERNAME', 128);
  const raw = requireString(responses, 'CREDENTIAL', 16_384);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidParameter('CREDENTIAL must be a JSON public key credential.');
  }
  const credential = credentialOf(parsed, 'CREDENTIAL');
  const token = body.Session as string;
  const session = await answerAuthSession(deps.db, token, 'WEB_AUTHN');
  await closeAuthSession(deps.db, token);
  if (!session.challenge) throw invalidSession();
  const stored = await findCredential(deps.db, String(credential.id));
  const user = session.sub ? await findUserBySub(deps.db, session.sub) : null;
  if (!stored || !user || stored.sub !== user.sub || !user.confirmed) throw passkeyRefused();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: session.challenge,
      expectedOrigin: deps.webAuthn.origin,
      expectedRPID: deps.webAuthn.rpId,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw passkeyRefused();
  }
  if (!verification.verified) throw passkeyRefused();
  await updateCounter(deps.db, stored.credentialId, verification.authenticationInfo.newCounter);
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(deps, user) };
}
