import { getSignedUrls } from '@cliques/api-client';

/** docs/PRODUCT.md §9: a cached URL is refreshed when it has less than this left. */
export const refreshWindowMs = 5 * 60 * 1000;
/** docs/PRODUCT.md §9: lifetime asked for. */
const signedUrlLifetimeSeconds = 3600;

const filesPrefix = '/media/files/';
const batchSize = 100;

interface Entry {
  url: string;
  expiresAt: number;
}

export interface SignedUrlCacheOptions {
  fetchSigned?: (keys: string[], expiresIn: number) => Promise<{ key: string; signedUrl: string; expiresAt: string }[]>;
  now?: () => number;
}

/** The media key a URL points at (a file URL, signed or not, or a bare key), or null for other URLs. */
export function mediaKeyOf(url: string): string | null {
  if (/^users\/[^?#]+$/.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local.invalid');
  } catch {
    return null;
  }
  return parsed.pathname.startsWith(filesPrefix) ? decodeURIComponent(parsed.pathname.slice(filesPrefix.length)) : null;
}

/**
 * The version a file URL carries (`?v=`), if any: a file that keeps its key when replaced (a profile
 * picture) is saved with a new version, which must reach the browser as a new URL.
 */
function versionOf(url: string): string | null {
  try {
    return new URL(url, 'http://local.invalid').searchParams.get('v');
  } catch {
    return null;
  }
}

/** Adds a version to a signed URL (the server ignores it; the browser caches per URL). */
const withVersion = (signedUrl: string, version: string | null) =>
  version ? `${signedUrl}&v=${encodeURIComponent(version)}` : signedUrl;

/** When a signed media URL stops working (from its `expires`), or null if it carries none. */
function expiryOf(url: string): number | null {
  try {
    const expires = new URL(url, 'http://local.invalid').searchParams.get('expires');
    return expires && /^\d+$/.test(expires) ? Number(expires) * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Turns media URLs into signed, expiring ones, caching each until 5 minutes before it expires.
 * Calls within one tick go out as one batch (up to 100 keys a request). On any error the original
 * URLs come back unchanged (docs/PRODUCT.md §8). URLs that are not ours (data:, blob:, other sites) pass through.
 */
export class SignedUrlCache {
  private readonly entries = new Map<string, Entry>();
  private queue = new Map<string, { resolve: (url: string) => void; original: string; version: string | null }[]>();
  private scheduled = false;
  private readonly fetchSigned: NonNullable<SignedUrlCacheOptions['fetchSigned']>;
  private readonly now: () => number;

  constructor(options: SignedUrlCacheOptions = {}) {
    this.fetchSigned = options.fetchSigned ?? getSignedUrls;
    this.now = options.now ?? (() => Date.now());
  }

  /** A URL that works now for `url` (a file URL, a signed one, or a key). */
  resolve(url: string): Promise<string> {
    const key = mediaKeyOf(url);
    if (!key) return Promise.resolve(url);
    const fresh = this.fresh(key, url);
    if (fresh) return Promise.resolve(fresh);
    return new Promise((resolve) => {
      const waiting = this.queue.get(key) ?? [];
      waiting.push({ resolve, original: url, version: versionOf(url) });
      this.queue.set(key, waiting);
      this.schedule();
    });
  }

  /** Several at once, in order (the product spec's batch conversion, docs/PRODUCT.md §8; originals on error). */
  resolveMany(urls: string[]): Promise<string[]> {
    return Promise.all(urls.map((url) => this.resolve(url)));
  }

  /** The cached URL of a key, without asking the server (null if none or too close to expiry). */
  peek(url: string): string | null {
    const key = mediaKeyOf(url);
    return key ? this.fresh(key, url) : url;
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    this.entries.clear();
  }

  private fresh(key: string, url: string): string | null {
    const given = expiryOf(url);
    if (given !== null && given - this.now() > refreshWindowMs) {
      const cached = this.entries.get(key);
      if (!cached || cached.expiresAt < given)
        this.entries.set(key, { url: url.replace(/&v=[^&]*/, ''), expiresAt: given });
      return url;
    }
    const entry = this.entries.get(key);
    return entry && entry.expiresAt - this.now() > refreshWindowMs ? withVersion(entry.url, versionOf(url)) : null;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = new Map();
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += batchSize) {
      const chunk = keys.slice(i, i + batchSize);
      let results: { key: string; signedUrl: string; expiresAt: string }[] = [];
      try {
        results = await this.fetchSigned(chunk, signedUrlLifetimeSeconds);
      } catch {
        // Falls back to the original URLs below.
      }
      const byKey = new Map(results.map((r) => [r.key, r]));
      for (const key of chunk) {
        const result = byKey.get(key);
        if (result) this.entries.set(key, { url: result.signedUrl, expiresAt: Date.parse(result.expiresAt) });
        for (const waiter of batch.get(key) ?? [])
          waiter.resolve(result ? withVersion(result.signedUrl, waiter.version) : waiter.original);
      }
    }
  }
}

/** The page's one cache (every component asking for the same file shares it). */
export const signedUrls = new SignedUrlCache();
