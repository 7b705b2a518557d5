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

/** Largest page read (bytes) and largest picture copied. */
export const linkPreviewLimits = { pageBytes: 512 * 1024, imageBytes: 5 * 1024 * 1024 } as const;

/**
 * Asks for the preview of a post's link in the transaction that stores the post: a job, unless the
 * address was fetched already (successfully or not: each address is fetched once, never retried).
 */
export async function requestLinkPreview(tx: Queryable, url: string | null): Promise<void> {
  if (url === null || (await hasLinkPreview(tx, url))) return;
  await insertJob(tx, linkPreviewJobName, { url }, { maxAttempts: 3 });
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
  return {
    name: linkPreviewJobName,
    maxAttempts: 3,
    async handler({ payload }) {
      const url = typeof payload.url === 'string' ? payload.url : '';
      if (!url || (await hasLinkPreview(deps.db, url))) return;
      const preview = await fetchPreview(url, deps);
      const stored = await storeLinkPreview(deps.db, preview);
      // Another worker stored this address first: the copy made here is not used.
      if (!stored && preview.status === 'ok' && preview.image)
        await (await deps.storage()).remove(preview.image.blobId);
    },
  };
}
