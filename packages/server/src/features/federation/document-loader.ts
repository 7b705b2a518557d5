import { kvCache, type FederationOptions } from '@fedify/fedify';
import {
  getUserAgent,
  preloadedContexts,
  type DocumentLoader,
  type GetUserAgentOptions,
  type RemoteDocument,
} from '@fedify/vocab-runtime';
import type { AppContext } from '../../context';
import { guardedFetch } from '../../platform/outbound/guarded-fetch';
import { assertPublicHttpsUrl, type Resolver } from '../../platform/outbound/public-address';
import { DatabaseKvStore } from './kv-store.repository';
import { serverPolicy } from './remote-actors.repository';

/** Largest ActivityPub document read (an actor, a note, a collection page); more is refused. */
export const maxDocumentBytes = 1024 * 1024;

const documentTypes = new Set(['application/activity+json', 'application/ld+json', 'application/json']);
const acceptHeader =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams";q=0.9, application/json;q=0.8';

/** What the guarded loader needs: how it names itself, which servers are blocked, and (tests) hosts and names. */
export interface GuardedLoaderOptions {
  userAgent: string;
  isBlocked(host: string): Promise<boolean>;
  /** Hosts let through to non-public addresses (tests only; empty in production). */
  allowHosts?: ReadonlySet<string>;
  resolve?: Resolver;
}

/** The inboxes an actor document names on hosts other than its own (where its activities would be posted). */
function foreignInboxes(document: unknown, host: string): string[] {
  if (typeof document !== 'object' || document === null) return [];
  const { inbox, endpoints } = document as { inbox?: unknown; endpoints?: { sharedInbox?: unknown } };
  return [inbox, endpoints?.sharedInbox].filter(
    (url): url is string => typeof url === 'string' && URL.canParse(url) && new URL(url).host !== host,
  );
}

/**
 * Fedify's document loader through the project's address guard (platform/outbound): JSON-LD
 * contexts Fedify knows come from memory; anything else is fetched only from a server that is not
 * blocked, over http(s), with every address connected to (redirects too, at most 3) checked at
 * connect time to be public, within 5 s and 1 MB, and only as ActivityPub JSON. An actor whose
 * inbox or shared inbox lies on another host is refused unless that host is https on public
 * addresses, as deliveries are posted there. Throws for anything refused.
 */
export function guardedDocumentLoader(options: GuardedLoaderOptions): DocumentLoader {
  return async (url: string): Promise<RemoteDocument> => {
    if (Object.hasOwn(preloadedContexts, url))
      return { contextUrl: null, document: preloadedContexts[url], documentUrl: url };
    if (await options.isBlocked(new URL(url).host)) throw new Error(`${new URL(url).host} is blocked here`);
    const fetched = await guardedFetch(url, {
      allowHosts: options.allowHosts ?? new Set(),
      resolve: options.resolve,
      accept: (type) => documentTypes.has(type),
      maxBytes: maxDocumentBytes,
      timeoutMs: 5000,
      headers: { accept: acceptHeader, 'user-agent': options.userAgent },
    });
    const document: unknown = JSON.parse(fetched.body.toString('utf8'));
    for (const inbox of foreignInboxes(document, fetched.url.host))
      if (!options.allowHosts?.has(new URL(inbox).hostname)) await assertPublicHttpsUrl(inbox, options.resolve);
    return { contextUrl: null, document, documentUrl: fetched.url.href };
  };
}

/**
 * How Fedify fetches documents. In production (private addresses refused) through the guarded
 * loader, cached in Fedify's store as its own loader is (5 minutes); Fedify then takes no
 * `userAgent` or `allowPrivateAddress` option (it refuses them beside a loader), so the loader
 * sends the User-Agent itself. Outside production, Fedify's own loader with private addresses
 * allowed (two servers on one machine).
 */
export function documentLoaderOptions(
  context: AppContext,
  userAgent: GetUserAgentOptions,
): Pick<
  FederationOptions<AppContext>,
  'allowPrivateAddress' | 'userAgent' | 'documentLoaderFactory' | 'contextLoaderFactory'
> {
  const { config, db } = context;
  if (config.federation.allowPrivateAddress) return { allowPrivateAddress: true, userAgent };
  const loader = kvCache({
    loader: guardedDocumentLoader({
      userAgent: getUserAgent(userAgent),
      isBlocked: async (host) => (await serverPolicy(db, host)) === 'block',
    }),
    kv: new DatabaseKvStore(db),
    prefix: ['_fedify', 'remoteDocument'],
  });
  return { documentLoaderFactory: () => loader, contextLoaderFactory: () => loader };
}
