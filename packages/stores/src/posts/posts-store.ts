import { makeAutoObservable, observable, runInAction } from 'mobx';
import { deletePost, setPostBookmark, setPostLike, setPostShare, updatePost } from '@cliques/api-client';
import type { Post, UpdatePostBody } from '@cliques/contracts';

/** Fields that belong to one copy of a post in a list (a share of it), not to the post. */
type CopyFields = 'sharedBy' | 'sharedAt' | 'shareComment' | 'blockedAuthor';
/** What every copy of a post shows alike: text, media, counts, the viewer's like, share and bookmark. */
export type PostFields = Omit<Post, CopyFields>;
/** A call on its way for a post; further clicks on any of its cards wait for it. */
export type PostAction = 'like' | 'share' | 'bookmark';

function fieldsOf({ sharedBy: _by, sharedAt: _at, shareComment: _comment, blockedAuthor: _blocked, ...fields }: Post) {
  return fields;
}

/** Sends a change of the viewer's bookmark of a post; answers whether the post is bookmarked now. */
export type BookmarkSender = (postId: string, bookmarked: boolean) => Promise<boolean>;

const sendBookmark: BookmarkSender = async (postId, bookmarked) =>
  (await setPostBookmark(postId, bookmarked)).bookmarked;

/**
 * Every post the page has loaded, by id: one copy of its state shared by every card and list that
 * shows it (a post and a share of it in one feed, the feed and the post page, a profile's posts), so
 * a like, a share, an edit, a comment or a delete shows on all of them at once. Lists put what the
 * server answered here; cards read from here and act through here. A federated singleton.
 */
export class PostsStore {
  /** The shared state of each post, as last answered by the server or changed here. */
  private readonly byId = observable.map<string, PostFields>({}, { deep: false });
  /** Posts deleted on this page. */
  private readonly deleted = observable.set<string>();
  /** Calls on their way, as `like:<postId>`, `share:<postId>` or `bookmark:<postId>`. */
  private readonly pending = observable.set<string>();
  /** Changes made on this page so far (likes, shares, edits, comments), and the last one of each post. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();

  constructor() {
    makeAutoObservable<PostsStore, 'changes' | 'changedAt'>(
      this,
      { changes: false, changedAt: false },
      { autoBind: true },
    );
  }

  /** Where the page's changes stand now: a list asked for at this mark passes it to `remember`. */
  mark(): number {
    return this.changes;
  }

  /**
   * Takes the server's answer for these posts: every card of them shows it. An answer to a request
   * made at `mark` leaves alone a post changed on this page since (a like made while a list was on
   * its way is not undone by the list's older answer).
   */
  remember(posts: readonly Post[], mark = Infinity): void {
    for (const post of posts)
      if ((this.changedAt.get(post.postId) ?? 0) <= mark) this.byId.set(post.postId, fieldsOf(post));
  }

  /** A copy of a post (a list item) as it stands now: the shared state with the copy's own share fields. */
  view(copy: Post): Post {
    const shared = this.byId.get(copy.postId);
    return shared ? { ...copy, ...shared } : copy;
  }

  isDeleted(postId: string): boolean {
    return this.deleted.has(postId);
  }

  isPending(action: PostAction, postId: string): boolean {
    return this.pending.has(`${action}:${postId}`);
  }

  /** Comments were added (or removed) on the post page: its count moves on every card. */
  countComments(postId: string, delta: number): void {
    const post = this.byId.get(postId);
    if (post) this.byId.set(postId, { ...post, commentsCount: Math.max(0, post.commentsCount + delta) });
    this.changed(postId);
  }

  /** Likes or unlikes at once, then takes the server's count; puts it back and throws if the call fails. */
  async toggleLike(copy: Post): Promise<void> {
    const before = this.view(copy);
    const liked = !before.likedByMe;
    await this.optimistic(
      'like',
      before,
      {
        likedByMe: liked,
        likesCount: Math.max(0, before.likesCount + (liked ? 1 : -1)),
      },
      async () => {
        const result = await setPostLike(before.postId, liked);
        return { likedByMe: result.liked, likesCount: result.likesCount };
      },
    );
  }

  /** Shares or unshares, then takes the server's count; throws if the call fails. */
  async toggleShare(copy: Post): Promise<void> {
    const before = this.view(copy);
    await this.optimistic('share', before, {}, async () => {
      const result = await setPostShare(before.postId, !before.sharedByMe);
      return { sharedByMe: result.shared, sharesCount: result.sharesCount };
    });
  }

  /**
   * Bookmarks or takes the bookmark back at once on every card of the post; `send` makes the call
   * and answers the state the server keeps (an area may keep the change for later while offline and
   * answer what it will be). Puts it back and throws if `send` fails.
   */
  async toggleBookmark(copy: Post, send: BookmarkSender = sendBookmark): Promise<void> {
    const before = this.view(copy);
    const bookmarked = !before.bookmarkedByMe;
    await this.optimistic('bookmark', before, { bookmarkedByMe: bookmarked }, async () => ({
      bookmarkedByMe: await send(before.postId, bookmarked),
    }));
  }

  /** The viewer's bookmark of a post stands as told (a change kept offline that the server then refused). */
  setBookmarked(postId: string, bookmarked: boolean): void {
    this.patch(postId, { bookmarkedByMe: bookmarked });
  }

  /** Saves new text (and warning); hashtags and mentions come back re-parsed by the server. */
  async edit(postId: string, body: UpdatePostBody): Promise<void> {
    const updated = await updatePost(postId, body);
    runInAction(() => {
      this.remember([updated]);
      this.changed(postId);
    });
  }

  /** Deletes the post: every card of it goes. */
  async remove(postId: string): Promise<void> {
    await deletePost(postId);
    runInAction(() => this.deleted.add(postId));
  }

  /** Forgets everything, as a new page would. */
  clear(): void {
    this.changedAt.clear();
    this.byId.clear();
    this.deleted.clear();
    this.pending.clear();
  }

  /** Shows `guess` at once, then the server's answer; the state before if the call fails. */
  private async optimistic(
    action: PostAction,
    before: Post,
    guess: Partial<PostFields>,
    call: () => Promise<Partial<PostFields>>,
  ): Promise<void> {
    const key = `${action}:${before.postId}`;
    if (this.pending.has(key)) return;
    this.pending.add(key);
    this.byId.set(before.postId, { ...fieldsOf(before), ...guess });
    this.changed(before.postId);
    try {
      const answer = await call();
      runInAction(() => this.patch(before.postId, answer));
    } catch (error) {
      const undo = Object.fromEntries(Object.keys(guess).map((field) => [field, before[field as keyof PostFields]]));
      runInAction(() => this.patch(before.postId, undo));
      throw error;
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }

  private patch(postId: string, fields: Partial<PostFields>): void {
    const post = this.byId.get(postId);
    if (post) this.byId.set(postId, { ...post, ...fields });
    this.changed(postId);
  }

  private changed(postId: string): void {
    this.changes += 1;
    this.changedAt.set(postId, this.changes);
  }
}
