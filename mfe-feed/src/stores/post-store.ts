import { makeAutoObservable, runInAction } from 'mobx';
import { detachQuote } from '@cliques/api-client';
import type { BookmarkFrame, Post, QuotePolicy } from '@cliques/contracts';
import { attempt, postsStore, type PostsStore } from '@cliques/stores';
import type { BookmarkOutbox } from './bookmark-outbox';
import { WarningDraft } from './warning-draft';

/**
 * One card of a post: its edit form, confirmations and last failure. The post itself (counts, the
 * viewer's like, share and bookmark, text) lives in the posts store, so every card of it agrees.
 */
export class PostStore {
  /** The text being edited, or null when not editing. */
  draft: string | null = null;
  /** The edited post's content warning and sensitive mark. */
  readonly warning = new WarningDraft();
  /** Who may quote the edited post. */
  quotePolicy: QuotePolicy = 'anyone';
  saving = false;
  deleting = false;
  /** The viewer blocked the author: this card goes (or collapses, for a clique post). */
  private blocked = false;
  /** The last action's failure, shown on this card. */
  error: string | null = null;

  constructor(
    /** The list's item: the post, or someone's share of it. */
    private readonly item: Post,
    private readonly posts: PostsStore = postsStore,
    /** The viewer's bookmark outbox: without it, a bookmark made offline fails like any call. */
    private readonly bookmarks: BookmarkOutbox | null = null,
  ) {
    makeAutoObservable<PostStore, 'item' | 'posts' | 'bookmarks' | 'blocked'>(
      this,
      { item: false, posts: false, bookmarks: false, blocked: true, warning: false },
      { autoBind: true },
    );
  }

  /** The post as it stands now, with who shared it. */
  get post(): Post {
    const post = this.posts.view(this.item);
    return this.blocked ? { ...post, blockedAuthor: true } : post;
  }

  /** Gone: deleted (from any card), or its author blocked outside a clique. */
  get deleted(): boolean {
    return this.posts.isDeleted(this.item.postId) || (this.blocked && !this.item.cliqueId);
  }

  get likePending(): boolean {
    return this.posts.isPending('like', this.item.postId);
  }

  get sharePending(): boolean {
    return this.posts.isPending('share', this.item.postId);
  }

  /** Likes or unlikes at once on every card of the post; puts it back if the call fails. */
  async toggleLike(): Promise<void> {
    await attempt(this, { failed: 'Could not update your like', none: null }, () => this.posts.toggleLike(this.item));
  }

  /** Shares, or takes the share back (the card asks which: Share or Undo share). */
  async toggleShare(): Promise<void> {
    await attempt(this, { failed: 'Could not update your share', none: null }, () => this.posts.toggleShare(this.item));
  }

  /** The quoted post's author detaches it from this quote: every card of the quote shows it unavailable. */
  async detachQuote(): Promise<void> {
    const quote = this.post.quote;
    if (quote?.state !== 'visible') return;
    await attempt(this, { failed: 'Could not remove the quote', none: null }, async () => {
      await detachQuote(quote.postId, this.item.postId);
      this.posts.remember([{ ...this.post, quote: { state: 'unavailable' } }]);
    });
  }

  get bookmarkPending(): boolean {
    return this.posts.isPending('bookmark', this.item.postId);
  }

  /** A bookmark change made offline waits for the connection. */
  get bookmarkWaiting(): boolean {
    return this.bookmarks?.isWaiting(this.item.postId) ?? false;
  }

  /**
   * The viewer's bookmark changed in another tab or device (a live frame): this post shows it,
   * unless a change of it is on its way from here.
   */
  bookmarkChanged(frame: BookmarkFrame): void {
    if (frame.postId === this.item.postId && !this.bookmarkPending)
      this.posts.setBookmarked(frame.postId, frame.bookmarked);
  }

  /** Bookmarks or takes the bookmark back at once on every card; offline, the change waits in the outbox. */
  async toggleBookmark(): Promise<void> {
    await attempt(this, { failed: 'Could not update your bookmark', none: null }, () =>
      this.posts.toggleBookmark(this.item, this.bookmarks?.send),
    );
  }

  startEdit(): void {
    this.draft = this.post.content;
    this.warning.startFrom(this.post);
    this.quotePolicy = this.post.quotePolicy;
    this.error = null;
  }

  setDraft(value: string): void {
    this.draft = value;
  }

  setQuotePolicy(policy: QuotePolicy): void {
    this.quotePolicy = policy;
  }

  cancelEdit(): void {
    this.draft = null;
  }

  /** Saves the edited text, warning and mark; hashtags and mentions come back re-parsed by the server. */
  async saveEdit(): Promise<void> {
    if (this.draft === null || this.saving) return;
    const body = {
      content: this.draft.trim(),
      ...this.warning.edits(this.post.media.length > 0),
      ...(this.quotePolicy !== this.post.quotePolicy ? { quotePolicy: this.quotePolicy } : {}),
    };
    const saved = await attempt(this, { flag: 'saving', failed: 'Could not save your changes', none: null }, () =>
      this.posts.edit(this.item.postId, body),
    );
    runInAction(() => {
      if (saved) this.draft = null;
    });
  }

  /**
   * The viewer blocked the author: the post is gone for them, except a clique post, which stays
   * collapsed (the clique is shared space).
   */
  authorBlocked(): void {
    this.blocked = true;
  }

  /** Deletes the post; true when it is gone. */
  async remove(): Promise<boolean> {
    if (this.deleting) return false;
    return attempt(this, { flag: 'deleting', failed: 'Could not delete the post', none: null }, () =>
      this.posts.remove(this.item.postId),
    );
  }
}
