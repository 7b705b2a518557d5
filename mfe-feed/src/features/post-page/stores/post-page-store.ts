import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, getPost, errorMessage } from '@cliques/api-client';
import type { Post } from '@cliques/contracts';
import { realtimeClient, type RealtimeClient } from '@cliques/realtime';

import { sessionStore } from '@cliques/session';
import { postsStore, type PostsStore } from '@cliques/stores';
import { CommentsStore } from './comments-store';

/** /post/{postId}: the post and its comments. */
export class PostPageStore {
  post: Post | null = null;
  /** `blocked`: the viewer blocked the author of a post outside a clique, so it is gone for them. */
  status: 'loading' | 'ready' | 'missing' | 'error' | 'blocked' = 'loading';
  error: string | null = null;
  readonly comments: CommentsStore;

  constructor(
    readonly postId: string,
    private readonly posts: PostsStore = postsStore,
  ) {
    // A comment added or removed here moves the count on every card of the post.
    this.comments = new CommentsStore(
      postId,
      (delta) => posts.countComments(postId, delta),
      sessionStore.user?.userId ?? null,
    );
    makeAutoObservable<PostPageStore, 'posts'>(
      this,
      { comments: false, postId: false, posts: false },
      { autoBind: true },
    );
  }

  /** The post waits for its clique's moderators (only its author sees it here): it has no comments yet. */
  get held(): boolean {
    return this.post?.status === 'pending';
  }

  /** The post's comment count as it stands now. */
  get commentsCount(): number {
    return this.post ? this.posts.view(this.post).commentsCount : 0;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const post = await getPost(this.postId);
      runInAction(() => {
        this.posts.remember([post]);
        this.post = post;
        this.status = 'ready';
      });
      if (!this.held) await this.comments.load();
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 404) this.status = 'missing';
        else {
          this.status = 'error';
          this.error = errorMessage(error, 'Could not load the post');
        }
      });
    }
  }

  /**
   * Keeps the open post live while the page shows it (returns the stop): a change of it (an edit, a
   * deletion, its quoted post detached) reads it again; a new comment or reply joins its thread.
   */
  watchLive(realtime: Pick<RealtimeClient, 'watchPost' | 'on'> = realtimeClient): () => void {
    const stops = [
      realtime.watchPost(this.postId),
      realtime.on('post_changed', (frame) => {
        if (frame.postId === this.postId) void this.refresh();
      }),
      realtime.on('comment', (frame) => {
        if (frame.comment.postId === this.postId) this.comments.arrived(frame.comment);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Reads the shown post again: every card of it shows the answer; a post now gone for the reader is missing. */
  async refresh(): Promise<void> {
    if (this.status !== 'ready') return;
    const mark = this.posts.mark();
    try {
      const post = await getPost(this.postId);
      runInAction(() => {
        this.posts.remember([post], mark);
        this.post = post;
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) runInAction(() => (this.status = 'missing'));
    }
  }

  /** The viewer blocked the post's author: a post outside a clique is gone for them; a clique post stays, and only its comments by them go. */
  authorBlocked(userId: string): void {
    if (!this.post?.cliqueId) this.status = 'blocked';
    this.comments.personBlocked(userId);
  }
}
