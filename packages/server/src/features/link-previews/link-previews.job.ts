import type { Queryable } from '../../platform/database/database';
import { insertJob, type JobDefinition } from '../../platform/jobs/queue';
import { contentMatches, mediaKindOf } from '../media';
import type { MediaStorage } from '../media';
import { hasLinkPreview, storeLinkPreview, type StoredLinkPreview } from './link-previews.repository';
import { linkImageKey } from '../media';
import type { Resolver } from '../../platform/outbound/public-address';
import { guardedFetch, type GuardOptions } from '../../platform/outbound/guarded-fetch';
import { parseOpenGraph } from './open-graph';

/** The job that fetches one address's preview. */
export const linkPreviewJobName = 'link-preview.fetch';

/** Largest page read (bytes), largest picture copied, and fetches at a time to one host (per instance). */
export const linkPreviewLimits = { pageBytes: 512 * 1024, imageBytes: 5 * 1024 * 1024, fetchesPerHost: 2 } as const;

/**
 * Asks for the preview of a post's link in the transaction that stores the post: a job, unless the
 * address was fetched already (successfully or not: each address is fetched once, never retried).
 */
export async function requestLinkPreview(tx: Queryable, url: string | null): Promise<void> {
  if (url === null || (await hasLinkPreview(tx, url))) return;
  await insertJob(tx, linkPreviewJobName, { url }, { maxAttempts: 3 });
}

/** The host of an address, lower case ('' when it is not one). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * At most `max` fetches at a time to one host from this instance: a slow or hostile site can hold
 * only that many of the preview workers, and is never hammered by posts that all link to it.
 */
class HostSlots {
  private readonly busy = new Map<string, { count: number; waiting: Array<() => void> }>();

  constructor(private readonly max: number) {}

  async run<T>(host: string, work: () => Promise<T>): Promise<T> {
    const slot = this.busy.get(host) ?? { count: 0, waiting: [] };
    this.busy.set(host, slot);
    if (slot.count >= this.max) await new Promise<void>((resolve) => slot.waiting.push(resolve));
    else slot.count += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, or is given back.
      const next = slot.waiting.shift();
      if (next) next();
      else if (--slot.count === 0) this.busy.delete(host);
    }
  }
}

/** What the fetch job needs. */
export interface LinkPreviewDeps {
  db: Queryable;
  storage: () => Promise<MediaStorage>;
  /** LINK_PREVIEW_ALLOW_HOSTS: host names let through to non-public addresses (development and tests). */
  allowHosts: ReadonlySet<string>;
  /** Tests: names resolved without DNS, and a shorter time limit. */
  resolve?: Resolver;
  timeoutMs?: number;
}

/** The page's preview, its picture copied into media storage; 'failed' when anything about the page is refused. */
async function fetchPreview(url: string, deps: LinkPreviewDeps): Promise<StoredLinkPreview> {
  const guard: Omit<GuardOptions, 'accept' | 'maxBytes'> = {
    allowHosts: deps.allowHosts,
    resolve: deps.resolve,
    timeoutMs: deps.timeoutMs,
  };
  let page;
  try {
    page = await guardedFetch(url, {
      ...guard,
      accept: (type) => type === 'text/html',
      maxBytes: linkPreviewLimits.pageBytes,
    });
  } catch {
    return { url, status: 'failed' };
  }
  const graph = parseOpenGraph(page.body.toString('utf8'), page.url);
  let image: (StoredLinkPreview & { status: 'ok' })['image'] = null;
  if (graph.image) {
    try {
      const picture = await guardedFetch(graph.image, {
        ...guard,
        accept: (type) => mediaKindOf(type) === 'image',
        maxBytes: linkPreviewLimits.imageBytes,
      });
      // The bytes must be the picture they claim to be (no SVG, no HTML served as an image).
      if (contentMatches(picture.contentType, picture.body)) {
        const blobId = await (await deps.storage()).storeBytes(picture.body, picture.contentType);
        image = { key: linkImageKey(blobId), blobId, contentType: picture.contentType, size: picture.body.length };
      }
    } catch {
      // A page whose picture is refused still gets its title and description.
    }
  }
  if (!graph.title && !graph.description && !image) return { url, status: 'failed' };
  return { url, status: 'ok', title: graph.title, description: graph.description, image };
}

/**
 * `link-preview.fetch`: fetches an address's page once through the guard (guarded-fetch.ts), reads
 * its Open Graph data, copies its picture into media storage and stores the preview; the posts that
 * link to it then show it. A failed or refused fetch is stored as 'failed' and not retried.
 */
export function linkPreviewJob(deps: LinkPreviewDeps): JobDefinition<{ url?: unknown }> {
  const perHost = new HostSlots(linkPreviewLimits.fetchesPerHost);
  return {
    name: linkPreviewJobName,
    maxAttempts: 3,
    // Its own lane: previews (up to 6 s each) never hold up mail or the periodic jobs.
    lane: 'previews',
    async handler({ payload }) {
      const url = typeof payload.url === 'string' ? payload.url : '';
      if (!url || (await hasLinkPreview(deps.db, url))) return;
      const preview = await perHost.run(hostOf(url), () => fetchPreview(url, deps));
      const stored = await storeLinkPreview(deps.db, preview);
      // Another worker stored this address first: the copy made here is not used.
      if (!stored && preview.status === 'ok' && preview.image)
        await (await deps.storage()).remove(preview.image.blobId);
    },
  };
}
