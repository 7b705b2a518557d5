import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { IdentityDeps } from './deps';
import { CognitoError, invalidParameter } from './errors';
import { requireString, type Params } from './input';
import { limitAccount } from './rate-limit';
import { accessUser } from './sessions';
import {
  deleteCredential,
  insertCredential,
  listCredentials,
  putRegistrationChallenge,
  takeRegistrationChallenge,
} from './passkeys.repository';

/** Cognito's limit of passkeys per user. */
const maxPasskeys = 20;
const registrationLifetimeSeconds = 300;
/** ES256 and RS256, what platform authenticators and security keys use. */
const algorithms = [-7, -257];

/** A credential JSON object from the browser, shallowly checked; the library checks the rest. */
export function credentialOf(value: unknown, key: string): Params {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidParameter(`${key} must be a public key credential.`);
  const credential = value as Params;
  requireString(credential, 'id', 1024);
  if (!credential.response || typeof credential.response !== 'object')
    throw invalidParameter(`${key} must be a public key credential.`);
  return credential;
}

/** Turns a verification failure of @simplewebauthn/server into Cognito's exception. */
export function webAuthnFailure(error: unknown): CognitoError {
  const message = error instanceof Error ? error.message : '';
  if (/origin/i.test(message))
    return new CognitoError('WebAuthnOriginNotAllowedException', 'The credential was created for another origin.');
  if (/RP ID|rpID/i.test(message))
    return new CognitoError(
      'WebAuthnRelyingPartyMismatchException',
      'The credential belongs to another relying party.',
    );
  if (/challenge/i.test(message))
    return new CognitoError('WebAuthnChallengeNotFoundException', 'The challenge does not match.');
  if (/alg/i.test(message))
    return new CognitoError('WebAuthnCredentialNotSupportedException', 'This kind of credential is not supported.');
  return invalidParameter('The credential could not be verified.');
}

/** StartWebAuthnRegistration (first half of associateWebAuthnCredential): the creation options, JSON as WebAuthn's toJSON. */
export async function startWebAuthnRegistration(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  await limitAccount(deps.db, 'passkey_start', user.sub, deps.limits.confirmPerAccount);
  const existing = await listCredentials(deps.db, user.sub);
  if (existing.length >= maxPasskeys)
    throw new CognitoError('LimitExceededException', `A user can have at most ${maxPasskeys} passkeys.`);
  const options = await generateRegistrationOptions({
    rpName: deps.webAuthn.rpName,
    rpID: deps.webAuthn.rpId,
    userName: user.username,
    userID: Buffer.from(user.sub.replace(/-/g, ''), 'hex'),
    userDisplayName: user.name ?? user.username,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({
      id: credential.credentialId,
      transports: credential.transports,
    })),
    // Passkeys are discoverable: the sign-in asks for any of them without naming them, so it never tells who has one.
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: algorithms,
  });
  await putRegistrationChallenge(deps.db, user.sub, options.challenge, registrationLifetimeSeconds);
  return { CredentialCreationOptions: options };
}

/** CompleteWebAuthnRegistration: verifies the attestation against the challenge, origin and relying party, and stores the passkey. */
export async function completeWebAuthnRegistration(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  const credential = credentialOf(body.Credential, 'Credential');
  const challenge = await takeRegistrationChallenge(deps.db, user.sub);
  if (!challenge)
    throw new CognitoError(
      'WebAuthnChallengeNotFoundException',
      'No passkey registration is in progress. Call StartWebAuthnRegistration first.',
    );
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: deps.webAuthn.origin,
      expectedRPID: deps.webAuthn.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: algorithms,
    });
  } catch (error) {
    throw webAuthnFailure(error);
  }
  if (!verification.verified) throw invalidParameter('The credential could not be verified.');
  const { credential: verified } = verification.registrationInfo;
  const attachment =
    typeof credential.authenticatorAttachment === 'string' ? credential.authenticatorAttachment.slice(0, 32) : null;
  const stored = await insertCredential(deps.db, {
    credentialId: verified.id,
    sub: user.sub,
    publicKey: Buffer.from(verified.publicKey).toString('base64url'),
    counter: verified.counter,
    transports: (verified.transports ?? []).slice(0, 10),
    attachment,
    friendlyName: attachment === 'platform' ? 'Passkey on this device' : 'Passkey',
    relyingPartyId: deps.webAuthn.rpId,
  });
  if (!stored) throw invalidParameter('This passkey is already registered.');
  return {};
}

/** ListWebAuthnCredentials (listWebAuthnCredentials): a page of the account's passkeys (MaxResults 1–20). */
export async function listWebAuthnCredentials(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  const max = body.MaxResults === undefined || body.MaxResults === null ? 20 : body.MaxResults;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 20)
    throw invalidParameter('MaxResults must be an integer from 1 to 20.');
  const offset =
    body.NextToken === undefined || body.NextToken === null
      ? 0
      : Number.parseInt(Buffer.from(requireString(body, 'NextToken', 64), 'base64url').toString(), 10);
  if (!Number.isInteger(offset) || offset < 0) throw invalidParameter('NextToken is not valid.');
  const page = await listCredentials(deps.db, user.sub, max + 1, offset);
  return {
    Credentials: page.slice(0, max).map((credential) => ({
      CredentialId: credential.credentialId,
      FriendlyCredentialName: credential.friendlyName,
      RelyingPartyId: credential.relyingPartyId,
      ...(credential.attachment ? { AuthenticatorAttachment: credential.attachment } : {}),
      AuthenticatorTransports: credential.transports,
      CreatedAt: Math.floor(credential.createdAt.getTime() / 1000),
    })),
    ...(page.length > max ? { NextToken: Buffer.from(String(offset + max)).toString('base64url') } : {}),
  };
}

/** DeleteWebAuthnCredential (deleteWebAuthnCredential): removes one of the caller's own passkeys. */
export async function deleteWebAuthnCredential(deps: IdentityDeps, body: Params) {
  const user = await accessUser(deps, body);
  const credentialId = requireString(body, 'CredentialId', 1024);
  if (!(await deleteCredential(deps.db, user.sub, credentialId)))
    throw new CognitoError('ResourceNotFoundException', 'Credential not found.');
  return {};
}
