import { makeAutoObservable, runInAction } from 'mobx';
import { searchUsers } from '@cliques/api-client';
import type { UserSummary } from '@cliques/contracts';

/** How long typing must pause before people are searched. */
export const mentionSearchDelayMs = 200;

/** The `@name` being typed just before the caret: its start and the query after @, or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|[^\p{L}\p{N}_.@-])@([A-Za-z0-9_.-]{1,30})$/u.exec(text.slice(0, caret));
  if (!match?.[2]) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/** @-mention autocomplete: people whose username or name starts with what follows @. */
export class MentionSearch {
  /** The mention being typed, or null. */
  active: { start: number; query: string } | null = null;
  suggestions: UserSummary[] = [];
  /** Highlighted suggestion (arrow keys). */
  highlighted = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest = 0;

  constructor(private readonly search: typeof searchUsers = searchUsers) {
    makeAutoObservable<MentionSearch, 'timer' | 'latest' | 'search'>(
      this,
      { timer: false, latest: false, search: false },
      { autoBind: true },
    );
  }

  get open(): boolean {
    return this.active !== null && this.suggestions.length > 0;
  }

  /** Follows the text and caret; searches after a pause when an @name is being typed. */
  update(text: string, caret: number): void {
    const found = mentionAt(text, caret);
    clearTimeout(this.timer);
    if (!found) {
      this.close();
      return;
    }
    if (found.query !== this.active?.query) this.highlighted = 0;
    this.active = found;
    const request = ++this.latest;
    this.timer = setTimeout(() => {
      this.search(found.query, 5).then(
        (users) => {
          if (request === this.latest) runInAction(() => (this.suggestions = users));
        },
        () => {
          if (request === this.latest) runInAction(() => (this.suggestions = []));
        },
      );
    }, mentionSearchDelayMs);
  }

  move(delta: number): void {
    if (this.suggestions.length === 0) return;
    this.highlighted = (this.highlighted + delta + this.suggestions.length) % this.suggestions.length;
  }

  /** Replaces the @name being typed with the chosen username; returns the new text and caret. */
  choose(text: string, user: UserSummary): { text: string; caret: number } | null {
    if (!this.active) return null;
    const { start, query } = this.active;
    const insert = `@${user.username} `;
    const after = text.slice(start + 1 + query.length).replace(/^ /, '');
    this.close();
    return { text: text.slice(0, start) + insert + after, caret: start + insert.length };
  }

  close(): void {
    clearTimeout(this.timer);
    this.latest += 1;
    this.active = null;
    this.suggestions = [];
    this.highlighted = 0;
  }
}
