import { createDiffieHellman, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * SRP-6a exactly as Amazon Cognito and Amplify's client (`@aws-amplify/auth` utils/srp) do it:
 * the 3072-bit group of RFC 5054, g = 2, SHA-256, Cognito's padding and its HKDF ("Caldera").
 * Modular exponentiation runs in OpenSSL (through a Diffie-Hellman object) rather than BigInt
 * arithmetic: about ten times cheaper per sign-in.
 */
const nHex =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
const nBuffer = Buffer.from(nHex, 'hex');

/** The group modulus N. */
export const N = BigInt(`0x${nHex}`);
/** The generator g. */
export const g = 2n;

/** Cognito's PAD: even-length hex, with `00` prepended when the first hex digit is 8 or more. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

/** SHA-256 over the bytes of a hex string, as lowercase hex (Cognito's H). */
export function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** The multiplier k = H(PAD(N) | PAD(g)). */
export const k = BigInt(`0x${hashHex(padHex(N) + padHex(g))}`);

/**
 * base^exponent mod N. OpenSSL does the work where it accepts the base as a peer's public key: in
 * [2, N-2], and (OpenSSL 3, Node 22) in the subgroup g generates, as every value of an honest
 * handshake is. BigInt covers the rest: a client's A outside it, a wrong password's base on the
 * client's side.
 */
export function modPowN(base: bigint, exponent: bigint): bigint {
  if (exponent === 0n) return 1n;
  const reduced = ((base % N) + N) % N;
  if (reduced < 2n || reduced > N - 2n) return slowModPow(reduced, exponent);
  const dh = createDiffieHellman(nBuffer, 2);
  dh.setPrivateKey(toBuffer(exponent));
  try {
    return BigInt(`0x${dh.computeSecret(toBuffer(reduced)).toString('hex')}`);
  } catch {
    return slowModPow(reduced, exponent);
  }
}

function slowModPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % N;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % N;
    e >>= 1n;
    b = (b * b) % N;
  }
  return result;
}

function toBuffer(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}

/** x = H(PAD(salt) | SHA256(poolName + userIdForSrp + ":" + password)). */
export function passwordExponent(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = createHash('sha256').update(`${poolName}${userIdForSrp}:${password}`, 'utf8').digest('hex');
  return BigInt(`0x${hashHex(padHex(BigInt(`0x${saltHex}`)) + inner)}`);
}

/** A new verifier for a password: 16 random bytes of salt and v = g^x mod N, both as hex. */
export function createVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
): { salt: string; verifier: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, verifier: computeVerifier(poolName, userIdForSrp, password, salt) };
}

/** v = g^x mod N for a given salt, as hex (USER_PASSWORD_AUTH recomputes it to compare). */
export function computeVerifier(poolName: string, userIdForSrp: string, password: string, saltHex: string): string {
  return modPowN(g, passwordExponent(poolName, userIdForSrp, password, saltHex)).toString(16);
}

/** The server's half of a handshake: secret b and public B = (k·v + g^b) mod N. */
export function createServerKey(verifierHex: string): { b: bigint; B: bigint } {
  const b = BigInt(`0x${randomBytes(128).toString('hex')}`);
  const B = (k * BigInt(`0x${verifierHex}`) + modPowN(g, b)) % N;
  return { b, B };
}

/** The 16-byte session key: u = H(PAD(A) | PAD(B)), S = (A·v^u)^b mod N, then Cognito's HKDF. */
export function sessionKey(A: bigint, B: bigint, b: bigint, verifierHex: string): Buffer {
  const u = BigInt(`0x${hashHex(padHex(A) + padHex(B))}`);
  if (u === 0n) throw new Error('u is zero');
  const S = modPowN((A * modPowN(BigInt(`0x${verifierHex}`), u)) % N, b);
  return hkdf(S, u);
}

/** PRK = HMAC(PAD(u), PAD(S)); key = first 16 bytes of HMAC(PRK, "Caldera Derived Key" + 0x01). */
export function hkdf(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

/** base64(HMAC-SHA256(key, poolName ‖ userIdForSrp ‖ secretBlock ‖ timestamp)): the client's password claim. */
export function claimSignature(
  key: Buffer,
  poolName: string,
  userIdForSrp: string,
  secretBlock: Buffer,
  timestamp: string,
): string {
  return createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(poolName, 'utf8'),
        Buffer.from(userIdForSrp, 'utf8'),
        secretBlock,
        Buffer.from(timestamp, 'utf8'),
      ]),
    )
    .digest('base64');
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Parses the client's TIMESTAMP, `ddd MMM D HH:mm:ss UTC YYYY` (day not zero-padded); undefined if malformed. */
export function parseSrpTimestamp(value: string): Date | undefined {
  const match = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(
    value,
  );
  if (!match) return undefined;
  const [, weekDay, month, day, hours, minutes, seconds, year] = match;
  const monthIndex = months.indexOf(month ?? '');
  if (monthIndex < 0) return undefined;
  const date = new Date(
    Date.UTC(Number(year), monthIndex, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) || weekDays[date.getUTCDay()] !== weekDay)
    return undefined;
  return date;
}

/** Formats a time as the client does (used by tests that play the client's part). */
export function formatSrpTimestamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${weekDays[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
