import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses the server must never be made to call on someone's behalf (server-side request forgery):
 * loopback, private networks, link-local (169.254.169.254, the cloud metadata service), shared,
 * multicast, reserved and documentation ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 too).
 */
const nonPublicV4 = new BlockList();
// Apart: a list holding ::ffff:0:0/96 would match every IPv4 address checked against it.
const nonPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  nonPublicV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
  ['ff00::', 8],
] as const)
  nonPublicV6.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one anyone on the internet could reach (not loopback, private, link-local…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !nonPublicV4.check(address, 'ipv4');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPublicAddress(mapped[1]);
  return !nonPublicV6.check(address, 'ipv6');
}

/** A URL the server refuses to call: not https, or a name or address that is not public. */
export class NonPublicAddressError extends Error {}

/** The addresses a host name resolves to (or the address itself). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * Checks a URL the server will call: https, and every address its host resolves to public.
 * Throws NonPublicAddressError otherwise. The check at connect time (`publicOnlyLookup`) is what
 * stops a name that changes its answer in between; this one gives the caller a clear 400 at once.
 */
export async function assertPublicHttpsUrl(raw: string, resolve: Resolver = systemResolver): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new NonPublicAddressError('Not a valid URL');
  }
  if (url.protocol !== 'https:') throw new NonPublicAddressError('Only https URLs are allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  } catch {
    throw new NonPublicAddressError('The host name does not resolve');
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
    throw new NonPublicAddressError('The host is not on a public address');
  return url;
}

/**
 * A `lookup` for sockets (an https.Agent's) that resolves like the system but fails for any name
 * with a non-public address: the connection goes only where the check said it may.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || !list.every((a) => isPublicAddress(a.address)))
      return callback(new NonPublicAddressError(`${hostname} is not on a public address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};
