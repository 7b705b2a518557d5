/** A reader's first feed page as last answered, and what it was assembled under. */
interface Entry {
  /** The head's version when the assembly began (migration 150-feed-page-versions). */
  version: string;
  limit: number;
  /** The window media URLs were signed for: embedded URLs change on the hour, and the page must not outlive them. */
  signature: string;
  /** The response body exactly as the route serialized it. */
  body: Buffer;
}

/**
 * First pages of readers' `all` feeds as last answered by this process, at most `capacity` of them
 * (the least recently read go first). A page is only answered again under the head version it was
 * assembled under: every write that could change it moves that version in the database, so a page
 * is never stale, whichever instance took the write. It is kept serialized: answering it again
 * writes the same bytes without encoding twenty posts.
 */
export class FeedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 2000) {}

  /** The reader's page if it was assembled under this version, limit and signature. */
  get(readerId: string, limit: number, version: string, signature: string): Buffer | undefined {
    const entry = this.entries.get(readerId);
    if (!entry || entry.version !== version || entry.limit !== limit || entry.signature !== signature) return undefined;
    this.entries.delete(readerId);
    this.entries.set(readerId, entry);
    return entry.body;
  }

  /** Keeps the reader's page (replacing any other), dropping the least recently read beyond capacity. */
  set(readerId: string, entry: Entry): void {
    this.entries.delete(readerId);
    this.entries.set(readerId, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
