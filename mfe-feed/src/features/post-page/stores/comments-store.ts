import { makeAutoObservable, runInAction } from 'mobx';
import { addComment, deleteComment, listComments, setCommentLike, errorMessage } from '@cliques/api-client';
import { postLimits, type Comment } from '@cliques/contracts';
import { isConnectionError, newOutboxId, WaitingList, type OutboxEntry } from '@cliques/outbox';
import { attempt } from '@cliques/stores';
import { asDeleted, buildTree, type CommentNode } from './comment-tree';

/** A comment kept in the outbox while there is no connection. */
export interface WaitingComment {
  postId: string;
  content: string;
  parentCommentId: string | null;
}

/** A post's comment threads (or one comment's replies, "Continue this thread") with replies, likes and deletes. */
export class CommentsStore {
  comments: Comment[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  nextToken: string | null = null;
  hasMore = false;
  loadingMore = false;
  /** The new top-level comment being written. */
  draft = '';
  /** The comment being replied to, and the reply's text. */
  replyTo: string | null = null;
  /** The comment whose replies are open as their own thread, or null for all the post's comments. */
  threadRoot: Comment | null = null;
  replyDraft = '';
  sending = false;
  /** Comments written offline, waiting for the connection (none without a writer). */
  readonly waiting: WaitingList<WaitingComment, Comment> | null;
  /** Comment likes on their way. */
  private readonly pendingLikes = new Set<string>();

  constructor(
    readonly postId: string,
    /** Told how many comments were added (+) or removed (−), to keep the post's count right. */
    private readonly onCountChange: (delta: number) => void = () => undefined,
    /** The writer: with it, a comment written offline waits in the outbox and is sent when the connection returns. */
    userId: string | null = null,
  ) {
    this.waiting = userId
      ? new WaitingList<WaitingComment, Comment>({
          kind: 'comment',
          userId,
          send: ({ id, payload }) =>
            addComment(payload.postId, payload.content, payload.parentCommentId, { idempotencyKey: id }),
          onSent: (comment) => this.added(comment),
          onRefused: (error) => runInAction(() => (this.error = errorMessage(error, 'Could not send your comment'))),
        })
      : null;
    makeAutoObservable<CommentsStore, 'pendingLikes' | 'onCountChange'>(
      this,
      { pendingLikes: false, onCountChange: false, postId: false, waiting: false },
      { autoBind: true },
    );
  }

  /** This post's comments waiting to send. */
  get waitingHere(): OutboxEntry<WaitingComment>[] {
    return (this.waiting?.entries ?? []).filter((entry) => entry.payload.postId === this.postId);
  }

  /** The comments shown at the top of the list: the post's, or the open sub-thread's replies. */
  get tree(): CommentNode[] {
    return buildTree(this.comments, this.threadRoot?.commentId ?? null);
  }

  /** Opens one comment's replies as their own thread ("Continue this thread"). */
  openThread(comment: Comment): void {
    this.threadRoot = comment;
    void this.load();
  }

  /** Back to all the post's comments. */
  closeThread(): void {
    this.threadRoot = null;
    void this.load();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const page = await listComments(this.postId, {}, this.threadRoot?.commentId ?? null);
      runInAction(() => {
        this.comments = page.comments;
        this.nextToken = page.nextToken;
        this.hasMore = page.hasMore;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error, 'Could not load comments');
      });
    }
  }

  async loadMore(): Promise<void> {
    if (!this.nextToken || this.loadingMore) return;
    this.loadingMore = true;
    try {
      const page = await listComments(this.postId, { nextToken: this.nextToken }, this.threadRoot?.commentId ?? null);
      runInAction(() => {
        const seen = new Set(this.comments.map((c) => c.commentId));
        this.comments = [...this.comments, ...page.comments.filter((c) => !seen.has(c.commentId))];
        this.nextToken = page.nextToken;
        this.hasMore = page.hasMore;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Could not load more comments');
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  setDraft(value: string): void {
    this.draft = value;
  }

  startReply(commentId: string): void {
    this.replyTo = commentId;
    this.replyDraft = '';
  }

  cancelReply(): void {
    this.replyTo = null;
  }

  setReplyDraft(value: string): void {
    this.replyDraft = value;
  }

  /** Sends the new comment, or the reply when one is open. */
  async send(asReply: boolean): Promise<boolean> {
    const content = (asReply ? this.replyDraft : this.draft).trim();
    if (!content || content.length > postLimits.comment || this.sending) return false;
    this.sending = true;
    this.error = null;
    const payload = { postId: this.postId, content, parentCommentId: asReply ? this.replyTo : null };
    const idempotencyKey = newOutboxId();
    try {
      const comment = await addComment(payload.postId, content, payload.parentCommentId, { idempotencyKey });
      this.added(comment);
      this.clearWritten(asReply);
      return true;
    } catch (error) {
      // No connection: it waits under the same key (a resend answers with it if the server has it).
      if (this.waiting && isConnectionError(error)) {
        await this.waiting.keep(payload, idempotencyKey);
        this.clearWritten(asReply);
        return true;
      }
      runInAction(() => {
        this.error = errorMessage(error, 'Could not send your comment');
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** Likes or unlikes a comment at once; puts it back if the call fails. */
  async toggleLike(commentId: string): Promise<void> {
    const comment = this.comments.find((c) => c.commentId === commentId);
    if (!comment || this.pendingLikes.has(commentId)) return;
    const before = { likedByMe: comment.likedByMe, likesCount: comment.likesCount };
    const liked = !before.likedByMe;
    this.replace(commentId, { likedByMe: liked, likesCount: Math.max(0, before.likesCount + (liked ? 1 : -1)) });
    this.pendingLikes.add(commentId);
    try {
      const result = await setCommentLike(this.postId, commentId, liked);
      this.replace(commentId, { likedByMe: result.liked, likesCount: result.likesCount });
    } catch (error) {
      this.replace(commentId, before);
      runInAction(() => {
        this.error = errorMessage(error, 'Could not update your like');
      });
    } finally {
      this.pendingLikes.delete(commentId);
    }
  }

  /** Deletes a comment; one with replies stays as "Comment deleted" (as the server keeps it). */
  async remove(commentId: string): Promise<void> {
    await attempt(this, { failed: 'Could not delete the comment', none: null }, async () => {
      await deleteComment(this.postId, commentId);
      runInAction(() => {
        const hasReplies = this.comments.some((c) => c.parentCommentId === commentId);
        this.comments = hasReplies
          ? this.comments.map((c) => (c.commentId === commentId ? asDeleted(c) : c))
          : this.comments.filter((c) => c.commentId !== commentId);
        this.onCountChange(-1);
      });
    });
  }

  /** The author's edit of a comment came back: its new text and "Edited" time replace the old. */
  edited(comment: Comment): void {
    this.replace(comment.commentId, { content: comment.content, editedAt: comment.editedAt ?? null });
  }

  /** The viewer blocked someone: their comments go at once (the server hides them from now on). */
  personBlocked(userId: string): void {
    const kept = this.comments.filter((c) => c.author.userId !== userId);
    const gone = this.comments.length - kept.length;
    this.comments = kept;
    if (gone > 0) this.onCountChange(-gone);
  }

  /**
   * A comment or reply someone wrote that came live (the `comment` frame): it joins the list once,
   * under its parent when the page holds it, and the post's count. Before the list has loaded, the
   * load brings it.
   */
  arrived(comment: Comment): void {
    if (this.status === 'ready') this.added(comment);
  }

  /** A comment this page sent (now or from the outbox) joins the list once, and the post's count. */
  private added(comment: Comment): void {
    if (comment.postId !== this.postId || this.comments.some((c) => c.commentId === comment.commentId)) return;
    runInAction(() => {
      const counted = this.comments.map((c) =>
        c.commentId === comment.parentCommentId ? { ...c, repliesCount: c.repliesCount + 1 } : c,
      );
      this.comments = [...counted, comment];
    });
    this.onCountChange(1);
  }

  private clearWritten(asReply: boolean): void {
    runInAction(() => {
      if (asReply) this.replyTo = null;
      else this.draft = '';
    });
  }

  private replace(commentId: string, changes: Partial<Comment>): void {
    runInAction(() => {
      this.comments = this.comments.map((c) => (c.commentId === commentId ? { ...c, ...changes } : c));
    });
  }
}
