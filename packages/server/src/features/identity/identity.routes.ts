import cors from '@fastify/cors';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { RoutePlugin } from '../../context';
import { findTextProblem } from '../../platform/input/clean-input';
import { jsonTooDeep } from '../../platform/http/json-depth';
import type { Queryable } from '../../platform/database/database';
import { deleteExpiredAccountState } from './accounts.repository';
import { getUserAttributeVerificationCode, updateUserAttributes, verifyUserAttribute } from './attributes';
import { initiateAuth, respondToAuthChallenge } from './auth-flows';
import { deleteUser } from './delete-user';
import type { Caller, IdentityDeps } from './deps';
import { CognitoError } from './errors';
import type { Params } from './input';
import { associateSoftwareToken, setUserMfaPreference, verifySoftwareToken } from './mfa';
import {
  completeWebAuthnRegistration,
  deleteWebAuthnCredential,
  listWebAuthnCredentials,
  startWebAuthnRegistration,
} from './passkeys';
import { changePassword, confirmForgotPassword, forgotPassword } from './passwords';
import { limitsFor, type IdentityLimits } from './rate-limit';
import type { RevocationCheck } from './revocation';
import { defaultRefreshGraceSeconds, getTokensFromRefreshToken, getUser, globalSignOut, revokeToken } from './sessions';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';
import { deleteExpired } from './identity.repository';
import { storedDecoyKey } from './keys.repository';
import { identityLocale } from '../../platform/i18n/language';

export interface IdentityRouteOptions {
  revocations: RevocationCheck;
  /** Overrides the environment's rate limits (tests). */
  limits?: IdentityLimits;
  /** How long a rotated-away refresh token still works; 60 s unless a test shortens it. */
  refreshGraceSeconds?: number;
  /** Erases a person for DeleteUser: the account erasure, given by the app (identity does not know the features). */
  eraseAccount: (sub: string) => Promise<void>;
}

type Operation = (deps: IdentityDeps, body: Params, caller: Caller) => Promise<object>;

/** The Cognito user-pool operations this endpoint serves, by their X-Amz-Target name. */
const operations: Record<string, Operation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetUser: (deps, body) => getUser(deps, body),
  GetTokensFromRefreshToken: (deps, body) => getTokensFromRefreshToken(deps, body),
  RevokeToken: (deps, body) => revokeToken(deps, body),
  GlobalSignOut: (deps, body) => globalSignOut(deps, body),
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  DeleteUser: (deps, body) => deleteUser(deps, body),
  AssociateSoftwareToken: (deps, body) => associateSoftwareToken(deps, body),
  VerifySoftwareToken: (deps, body) => verifySoftwareToken(deps, body),
  SetUserMFAPreference: (deps, body) => setUserMfaPreference(deps, body),
  StartWebAuthnRegistration: (deps, body) => startWebAuthnRegistration(deps, body),
  CompleteWebAuthnRegistration: (deps, body) => completeWebAuthnRegistration(deps, body),
  ListWebAuthnCredentials: (deps, body) => listWebAuthnCredentials(deps, body),
  DeleteWebAuthnCredential: (deps, body) => deleteWebAuthnCredential(deps, body),
};

const targetPrefix = 'AWSCognitoIdentityProviderService.';
const amzJson = 'application/x-amz-json-1.1';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's id when it is a UUID (the app makes one unless the client sent X-Request-Id), else a new UUID. */
const amznRequestId = (id: string) => (uuidPattern.test(id) ? id : randomUUID());

function sendCognitoError(reply: FastifyReply, type: string, message: string, status = 400) {
  return reply
    .status(status)
    .header('x-amzn-errortype', type)
    .type(amzJson)
    .send(JSON.stringify({ __type: type, message }));
}

/** The secret behind unknown users' stable decoy answers; made once and kept in the database. */
async function loadDecoyKey(db: Queryable): Promise<Buffer> {
  const stored = await storedDecoyKey(db, randomBytes(32).toString('hex'));
  return Buffer.from(stored ?? '', 'hex');
}

/**
 * The built-in Cognito-compatible endpoint under /identity: one POST for every operation
 * (X-Amz-Target), the JWKS, and the dev mailbox outside production. Open to any origin like
 * Cognito itself: it uses no cookies, so CORS grants nothing a token does not.
 */
export const identityRoutes: RoutePlugin<IdentityRouteOptions> = async (
  app,
  { context, revocations, limits, refreshGraceSeconds, eraseAccount },
) => {
  const { config, db } = context;
  const deps: IdentityDeps = {
    db,
    mailer: context.mailer,
    revocations,
    signingKey: context.signingKey,
    jwks: createLocalJWKSet({ keys: [context.signingKey.publicJwk] }),
    issuer: context.identityIssuer,
    poolId: config.identityPoolId,
    poolName: config.identityPoolId.split('_')[1] ?? '',
    clientId: config.identityClientId,
    limits: limits ?? limitsFor(config.env),
    decoyKey: await loadDecoyKey(db),
    refreshGraceSeconds: refreshGraceSeconds ?? defaultRefreshGraceSeconds,
    webAuthn: { rpId: new URL(config.publicOrigin).hostname, rpName: 'Cliques', origin: config.publicOrigin },
    eraseAccount,
  };
  const housekeeping = setInterval(
    () => {
      Promise.all([deleteExpired(db), deleteExpiredAccountState(db)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'identity housekeeping failed'),
      );
    },
    10 * 60 * 1000,
  );
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  // Every answer carries x-amzn-RequestId, as Cognito's do (the SDKs report it as $metadata.requestId):
  // set first, so that errors, unknown paths and CORS preflights carry it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-amzn-RequestId', amznRequestId(request.id));
  });
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'x-amz-target', 'x-amz-user-agent', 'cache-control'],
    exposedHeaders: ['x-amzn-RequestId', 'x-amzn-ErrorType'],
    maxAge: 86400,
  });
  // Bodies stay raw bytes until the handler parses them: the app-wide string trimming must never touch a password.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    [amzJson, 'application/json'],
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CognitoError) return sendCognitoError(reply, error.type, error.message);
    const status = error.statusCode ?? 500;
    if (status < 500) return sendCognitoError(reply, 'InvalidParameterException', error.message);
    request.log.error({ err: error }, 'identity operation failed');
    return sendCognitoError(reply, 'InternalErrorException', 'Internal error', 500);
  });

  app.post('/', { schema: { hide: true } }, async (request, reply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const name = target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : '';
    const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
    if (!operation)
      return sendCognitoError(reply, 'UnknownOperationException', `Unknown operation ${target.slice(0, 100)}`);
    const body = parseBody(request.body);
    const result = await operation(deps, body, {
      address: request.ip,
      log: request.log,
      locale: identityLocale(body, request),
    });
    return reply.type(amzJson).send(JSON.stringify(result));
  });

  app.get(
    '/:poolId/.well-known/jwks.json',
    { schema: { hide: true, params: Type.Object({ poolId: Type.String() }) } },
    async (request, reply) => {
      if (request.params.poolId !== config.identityPoolId)
        return sendCognitoError(reply, 'ResourceNotFoundException', 'User pool does not exist.', 404);
      return reply.header('Cache-Control', 'public, max-age=3600').send({ keys: [context.signingKey.publicJwk] });
    },
  );

  // Anything else under /identity is a 404 in Cognito's shape, never the app's page (the pages'
  // catch-all GET /* would take an unknown GET): whoever calls under /identity is a Cognito client
  // (an SDK reads `__type` / x-amzn-ErrorType) or an OIDC client probing for discovery, and both
  // expect JSON. ResourceNotFoundException is also what an unknown pool's JWKS answers above.
  const notFound = async (_request: unknown, reply: FastifyReply) =>
    sendCognitoError(reply, 'ResourceNotFoundException', 'The requested resource does not exist.', 404);
  app.get('/', { schema: { hide: true } }, notFound);
  app.get('/*', { schema: { hide: true } }, notFound);
  app.setNotFoundHandler(notFound);

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }) } },
    async (request, reply) => {
      const mailbox = context.mailer.devMailbox;
      if (!mailbox || config.env === 'production') return notFound(request, reply);
      return { messages: await mailbox.list(request.query.to) };
    },
  );
};

function parseBody(raw: unknown): Params {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (jsonTooDeep(text)) throw new CognitoError('InvalidParameterException', 'The request body is nested too deeply.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CognitoError('InvalidParameterException', 'The request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new CognitoError('InvalidParameterException', 'The request body must be a JSON object.');
  // The API's boundary rule (docs/API.md, "Hardening"): no NUL or lone surrogate in any string.
  const problem = findTextProblem(parsed, 'body');
  if (problem) throw new CognitoError('InvalidParameterException', `Value at '${problem.path}' ${problem.reason}.`);
  return parsed as Params;
}
