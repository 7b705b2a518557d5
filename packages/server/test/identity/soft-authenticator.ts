import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

interface Passkey {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** Flags of authenticatorData: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software passkey authenticator for tests only (ES256, "none" attestation): what a browser's
 * navigator.credentials.create/get would hand Amplify, serialised as Amplify sends it. The server
 * verifies its output with @simplewebauthn/server like any real authenticator's.
 */
export class SoftAuthenticator {
  private readonly passkeys: Passkey[] = [];

  constructor(private readonly origin: string) {}

  /** navigator.credentials.create for CredentialCreationOptions JSON; returns the RegistrationResponseJSON. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    overrides: { origin?: string; rpId?: string } = {},
  ) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const id = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Map<string, never>,
    );
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: overrides.origin ?? this.origin,
      crossOrigin: false,
    });
    this.passkeys.push({ id, privateKey, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get for CredentialRequestOptions JSON: signs with the newest passkey of the relying party (discoverable). */
  get(options: { challenge: string; rpId?: string }, overrides: { origin?: string; passkeyIndex?: number } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const candidates = this.passkeys.filter((passkey) => passkey.rpId === rpId);
    const passkey = candidates[overrides.passkeyIndex ?? candidates.length - 1];
    if (!passkey) throw new Error('NotAllowedError: no passkey for this relying party');
    passkey.counter += 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), counterBytes(passkey.counter)]);
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), passkey.privateKey);
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }
}
