import { makeAutoObservable, runInAction } from 'mobx';
import type { ConversationRef, Message, MessageSearchResponse } from '@cliques/contracts';
import { errorMessage } from '@cliques/api-client';

/** GET /messages/search as the chat store calls it. */
export type SearchMessages = (
  ref: ConversationRef,
  q: string,
  options?: { before?: string },
) => Promise<MessageSearchResponse>;

/** The shortest search the server takes. */
export const searchMinLength = 2;

/** Search within the open conversation: newest matches first, "Load more" for older ones. */
export class SearchStore {
  results: Message[] = [];
  hasMore = false;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadingMore = false;
  error: string | null = null;
  private ref: ConversationRef | null = null;
  private query = '';
  // Bumped by every new search and reset, so a late answer of an older one is dropped.
  private generation = 0;

  constructor(private readonly search: SearchMessages) {
    makeAutoObservable<SearchStore, 'search' | 'generation'>(
      this,
      { search: false, generation: false },
      { autoBind: true },
    );
  }

  /** A conversation was opened: nothing searched in it yet. */
  reset(ref: ConversationRef | null): void {
    this.generation += 1;
    Object.assign(this, {
      ref,
      query: '',
      results: [],
      hasMore: false,
      status: 'idle',
      loadingMore: false,
      error: null,
    });
  }

  /** Searches the conversation for `text` (at least two characters). */
  async run(text: string): Promise<void> {
    const query = text.trim();
    if (!this.ref || query.length < searchMinLength) return;
    const generation = ++this.generation;
    Object.assign(this, { query, status: 'loading', error: null });
    await this.fetch(generation, undefined);
  }

  /** The next, older page of matches. */
  async more(): Promise<void> {
    const last = this.results[this.results.length - 1];
    if (!last || !this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    await this.fetch(this.generation, last.messageId);
  }

  private async fetch(generation: number, before: string | undefined): Promise<void> {
    try {
      const page = await this.search(this.ref as ConversationRef, this.query, before ? { before } : {});
      runInAction(() => {
        if (generation !== this.generation) return;
        this.results = before ? [...this.results, ...page.messages] : page.messages;
        this.hasMore = page.hasMore;
        this.status = 'ready';
        this.loadingMore = false;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.error = errorMessage(error, 'Could not search this conversation.');
        if (!before) this.status = 'error';
        this.loadingMore = false;
      });
    }
  }
}
