import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isPublicAddress, type Resolver } from './public-address';

/** Why a guarded fetch gave nothing; the message is stored nowhere, it is for logs and tests. */
export class LinkFetchError extends Error {
  constructor(
    readonly reason: 'address' | 'url' | 'redirect' | 'status' | 'type' | 'size' | 'timeout' | 'network',
    message: string,
  ) {
    super(message);
  }
}

/** What a guarded fetch may do. */
export interface GuardOptions {
  /** Host names let through to non-public addresses (LINK_PREVIEW_ALLOW_HOSTS; development and tests only). */
  allowHosts: ReadonlySet<string>;
  /** Whether a Content-Type (lower case, without parameters) is one the caller wants. */
  accept(contentType: string): boolean;
  /** Most bytes of the body; more aborts the fetch. */
  maxBytes: number;
  /** Milliseconds for the whole fetch, redirects and body included (default 3000). */
  timeoutMs?: number;
  /** Redirects followed, each guarded like the first address (default 3). */
  maxRedirects?: number;
  /** How host names become addresses (tests inject names; default the system's resolver). */
  resolve?: Resolver;
  /** Request headers over the defaults (Accept for web pages, the link previewer's User-Agent). */
  headers?: Record<string, string>;
}

/** A fetched body: the address it finally came from, its type and bytes. */
export interface FetchedBody {
  url: URL;
  contentType: string;
  body: Buffer;
}

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * The addresses a host may be reached at: all of them public, or the host allowlisted. Throws
 * otherwise. Called for IP literals before connecting and, for names, by the socket's own lookup
 * at connect time: the address connected to is the one checked, so a name that answers
 * differently a second time (DNS rebinding) cannot slip through.
 */
async function checkedAddresses(host: string, options: GuardOptions): Promise<LookupAddress[]> {
  const family = isIP(host);
  let addresses: LookupAddress[];
  try {
    addresses = family ? [{ address: host, family }] : await (options.resolve ?? systemResolver)(host);
  } catch {
    throw new LinkFetchError('address', `${host} does not resolve`);
  }
  if (addresses.length === 0) throw new LinkFetchError('address', `${host} does not resolve`);
  if (!options.allowHosts.has(host) && !addresses.every((a) => isPublicAddress(a.address)))
    throw new LinkFetchError('address', `${host} is not on a public address`);
  return addresses;
}

/** A socket lookup that resolves through the guard (same answer shape as dns.lookup). */
function guardedLookup(options: GuardOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    checkedAddresses(hostname, options).then(
      (addresses) => {
        if (lookupOptions.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}

/** A URL the guard may fetch: http or https, no credentials. */
function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new LinkFetchError('url', 'not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkFetchError('url', 'only http and https');
  if (url.username || url.password) throw new LinkFetchError('url', 'no credentials in URLs');
  return url;
}

/** One request: the response of a redirect (its Location), or the checked body. */
async function requestOnce(
  url: URL,
  options: GuardOptions,
  signal: AbortSignal,
): Promise<{ location: string } | FetchedBody> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) await checkedAddresses(host, options);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(options),
        agent: false,
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9,image/*;q=0.8',
          'accept-encoding': 'identity',
          'user-agent': 'CliquesLinkPreview/1.0',
          ...options.headers,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const fail = (error: LinkFetchError) => {
          response.destroy();
          reject(error);
        };
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location });
        }
        if (status !== 200) return fail(new LinkFetchError('status', `answered ${status}`));
        const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!options.accept(contentType)) return fail(new LinkFetchError('type', `content type ${contentType}`));
        const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
        if (encoding !== 'identity') return fail(new LinkFetchError('type', `content encoding ${encoding}`));
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes)
          return fail(new LinkFetchError('size', 'body too large'));
        const chunks: Buffer[] = [];
        let size = 0;
        let ended = false;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) fail(new LinkFetchError('size', 'body too large'));
          else chunks.push(chunk);
        });
        response.on('end', () => {
          ended = true;
          resolve({ url, contentType, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
        // Aborted mid-body (the time ran out): no 'end' will come.
        response.on('close', () => ended || reject(new LinkFetchError('network', 'connection closed')));
      },
    );
    request.on('error', (err) => reject(err));
  });
}

/**
 * GETs a URL on someone's behalf (server-side request forgery guard): http or https only; every
 * address of the host public (not loopback, private, link-local, metadata, CGNAT, IPv6 loopback,
 * ULA or mapped forms) unless the host is allowlisted; at most 3 redirects, each guarded the same
 * way; 3 s in all; the body at most `maxBytes` and of a type the caller accepts.
 */
export async function guardedFetch(raw: string, options: GuardOptions): Promise<FetchedBody> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
  let url = parseTarget(raw);
  for (let redirects = 0; ; redirects += 1) {
    let result: { location: string } | FetchedBody;
    try {
      result = await requestOnce(url, options, signal);
    } catch (err) {
      if (err instanceof LinkFetchError) throw err;
      if (signal.aborted) throw new LinkFetchError('timeout', 'took longer than allowed');
      throw new LinkFetchError('network', err instanceof Error ? err.message : String(err));
    }
    if (!('location' in result)) return result;
    if (redirects >= (options.maxRedirects ?? 3)) throw new LinkFetchError('redirect', 'too many redirects');
    url = parseTarget(result.location, url);
  }
}
