import { answerAuthSession, closeAuthSession, openAuthSession } from './auth-sessions';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError, invalidSession } from './errors';
import { paramsOf, requireString, type Params } from './input';
import { countCodeAnswer, forgetCodeFailures, recordWrongCode } from './lockout';
import { claimStep, findTotp } from './mfa.repository';
import { startSession } from './sessions';
import { findUserBySub, type IdentityUser } from './identity.repository';
import { totpStep } from './totp';

/** Wrong TOTP codes one Session survives before the password must be given again. */
const maxCodeAnswers = 5;

/** Whether a sign-in name sent back in ChallengeResponses names this account. */
export function namesUser(user: IdentityUser, login: string): boolean {
  return [user.sub, user.username.toLowerCase(), user.email.toLowerCase()].includes(login.toLowerCase());
}

/**
 * After a right password: the tokens, or, when the account has turned on an authenticator app,
 * the SOFTWARE_TOKEN_MFA challenge with a Session (Amplify: nextStep CONFIRM_SIGN_IN_WITH_TOTP_CODE).
 */
export async function afterPassword(deps: IdentityDeps, user: IdentityUser) {
  const totp = await findTotp(deps.db, user.sub);
  if (!totp?.enabled || !totp.secret)
    return { ChallengeParameters: {}, AuthenticationResult: await startSession(deps, user) };
  const session = await openAuthSession(deps.db, {
    sub: user.sub,
    login: user.sub,
    stage: 'SOFTWARE_TOKEN_MFA',
    challenge: null,
  });
  return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeParameters: { USER_ID_FOR_SRP: user.sub } };
}

/**
 * RespondToAuthChallenge SOFTWARE_TOKEN_MFA: a current code (±30 s) that was not used before. Wrong
 * codes add up per account across sign-ins and addresses (lockout.ts), besides the 5 one Session survives.
 */
export async function answerSoftwareTokenMfa(deps: IdentityDeps, body: Params, caller: Caller) {
  const responses = paramsOf(body, 'ChallengeResponses');
  const login = requireString(responses, 'USERNAME', 128);
  const code = requireString(responses, 'SOFTWARE_TOKEN_MFA_CODE', 6);
  const token = body.Session as string;
  const session = await answerAuthSession(deps.db, token, 'SOFTWARE_TOKEN_MFA');
  const user = session.sub ? await findUserBySub(deps.db, session.sub) : null;
  const secret = user && (await findTotp(deps.db, user.sub))?.secret;
  if (!user || !secret || !namesUser(user, login) || session.attempts > maxCodeAnswers) {
    await closeAuthSession(deps.db, token);
    throw invalidSession();
  }
  const answers = await countCodeAnswer(deps, user, caller);
  const step = totpStep(secret, code);
  if (step === null) {
    await recordWrongCode(deps, user, answers, caller);
    throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
  }
  if (!(await claimStep(deps.db, user.sub, step)))
    throw new CognitoError('ExpiredCodeException', 'Your software token has already been used once.');
  await forgetCodeFailures(deps.db, user.sub);
  await closeAuthSession(deps.db, token);
  return { ChallengeParameters: {}, AuthenticationResult: await startSession(deps, user) };
}
