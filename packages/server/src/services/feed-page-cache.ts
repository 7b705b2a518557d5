import type { PostPage } from '@cliques/contracts';

/** A reader's first feed page and what it was assembled under. */
interface Entry {
  /** The head's version when the assembly began (migration 150-feed-page-versions). */
  version: string;
  limit: number;
  /** A media URL signed at the time: embedded URLs change on the hour, and the page must not outlive them. */
  signature: string;
  page: PostPage;
}

/**
 * First pages of readers' `all` feeds as last assembled in this process, at most `capacity` of them
 * (the least recently read go first). A page is only answered again under the head version it was
 * assembled under: every write that could change it moves that version in the database, so a page
 * is never stale, whichever instance took the write.
 */
export class FeedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 2000) {}

  /** The reader's page if it was assembled under this version, limit and signature. */
  get(readerId: string, limit: number, version: string, signature: string): PostPage | undefined {
    const entry = this.entries.get(readerId);
    if (!entry || entry.version !== version || entry.limit !== limit || entry.signature !== signature) return undefined;
    this.entries.delete(readerId);
    this.entries.set(readerId, entry);
    return entry.page;
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
