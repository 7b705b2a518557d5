import { answerAuthSession, closeAuthSession, openAuthSession } from './auth-sessions';
import type { Caller, IdentityDeps } from './deps';
import { invalidParameter } from './errors';
import { optionalString, paramsOf, requireClient, requireString, type Params } from './input';
import { answerWebAuthn, webAuthnChallenge } from './passkey-sign-in';
import { answerSoftwareTokenMfa } from './second-factor';
import { refreshTokens } from './sessions';
import { answerPasswordVerifier, limitSignIn, passwordSignIn, startSrp } from './sign-in';

/** The first factors USER_AUTH offers. Always all of them, whoever is named, so the answer tells nothing about the account. */
const availableChallenges = ['PASSWORD', 'PASSWORD_SRP', 'WEB_AUTHN'];

/** InitiateAuth: USER_SRP_AUTH (Amplify's default), USER_PASSWORD_AUTH, USER_AUTH (choice-based, passkeys) and REFRESH_TOKEN_AUTH. */
export async function initiateAuth(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const flow = requireString(body, 'AuthFlow', 64);
  const params = paramsOf(body, 'AuthParameters');
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startSrp(deps, params, caller);
    case 'USER_PASSWORD_AUTH':
      return passwordSignIn(
        deps,
        requireString(params, 'USERNAME', 128),
        requireString(params, 'PASSWORD', 256),
        caller,
      );
    case 'USER_AUTH':
      return userAuth(deps, params, caller);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return {
        ChallengeParameters: {},
        AuthenticationResult: await refreshTokens(deps, requireString(params, 'REFRESH_TOKEN', 4096)),
      };
    default:
      throw invalidParameter('Initiate Auth method not supported.');
  }
}

/** USER_AUTH: the preferred challenge when it can be served at once, else SELECT_CHALLENGE with the factors on offer. */
async function userAuth(deps: IdentityDeps, params: Params, caller: Caller) {
  const login = requireString(params, 'USERNAME', 128);
  const preferred = optionalString(params, 'PREFERRED_CHALLENGE', 32);
  if (preferred === 'PASSWORD_SRP' && params.SRP_A !== undefined) return startSrp(deps, params, caller);
  if (preferred === 'PASSWORD' && params.PASSWORD !== undefined)
    return passwordSignIn(deps, login, requireString(params, 'PASSWORD', 256), caller);
  const { user } = await limitSignIn(deps, login, caller);
  if (preferred === 'WEB_AUTHN') return webAuthnChallenge(deps, user, login);
  const session = await openAuthSession(deps.db, {
    sub: user?.sub ?? null,
    login,
    stage: 'SELECT_CHALLENGE',
    challenge: null,
  });
  return {
    ChallengeName: 'SELECT_CHALLENGE',
    Session: session,
    ChallengeParameters: {},
    AvailableChallenges: availableChallenges,
  };
}

/** RespondToAuthChallenge SELECT_CHALLENGE: the chosen first factor (with the password when it is PASSWORD or PASSWORD_SRP). */
async function answerSelectChallenge(deps: IdentityDeps, body: Params, caller: Caller) {
  const responses = paramsOf(body, 'ChallengeResponses');
  const answer = requireString(responses, 'ANSWER', 32);
  if (!availableChallenges.includes(answer))
    throw invalidParameter(`ANSWER must be one of ${availableChallenges.join(', ')}.`);
  const token = body.Session as string;
  const session = await answerAuthSession(deps.db, token, 'SELECT_CHALLENGE');
  await closeAuthSession(deps.db, token);
  if (answer === 'PASSWORD')
    return passwordSignIn(deps, session.login, requireString(responses, 'PASSWORD', 256), caller);
  if (answer === 'PASSWORD_SRP') return startSrp(deps, { USERNAME: session.login, SRP_A: responses.SRP_A }, caller);
  const { user } = await limitSignIn(deps, session.login, caller);
  return webAuthnChallenge(deps, user, session.login);
}

/** RespondToAuthChallenge: PASSWORD_VERIFIER, SOFTWARE_TOKEN_MFA, SELECT_CHALLENGE and WEB_AUTHN. */
export async function respondToAuthChallenge(deps: IdentityDeps, body: Params, caller: Caller) {
  requireClient(body, deps.clientId);
  const challengeName = requireString(body, 'ChallengeName', 64);
  switch (challengeName) {
    case 'PASSWORD_VERIFIER':
      return answerPasswordVerifier(deps, body, caller);
    case 'SOFTWARE_TOKEN_MFA':
      return answerSoftwareTokenMfa(deps, body, caller);
    case 'SELECT_CHALLENGE':
      return answerSelectChallenge(deps, body, caller);
    case 'WEB_AUTHN':
      return answerWebAuthn(deps, body);
    default:
      throw invalidParameter(`Challenge ${challengeName} is not supported.`);
  }
}
