import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, getPost } from '@cliques/api-client';
import type { Post } from '@cliques/contracts';
import { errorMessage } from '@cliques/ui';
import { CommentsStore } from './comments-store';

/** /post/{postId}: the post and its comments. */
export class PostPageStore {
  post: Post | null = null;
  /** `blocked`: the viewer blocked the author of a post outside a clique, so it is gone for them. */
  status: 'loading' | 'ready' | 'missing' | 'error' | 'blocked' = 'loading';
  error: string | null = null;
  /** Comments added or removed here since the post was loaded. */
  commentDelta = 0;
  readonly comments: CommentsStore;

  constructor(readonly postId: string) {
    this.comments = new CommentsStore(postId, (delta) => runInAction(() => (this.commentDelta += delta)));
    makeAutoObservable(this, { comments: false, postId: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const post = await getPost(this.postId);
      runInAction(() => {
        this.post = post;
        this.commentDelta = 0;
        this.status = 'ready';
      });
      await this.comments.load();
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

  /** The viewer blocked the post's author: a post outside a clique is gone for them; a clique post stays, and only its comments by them go. */
  authorBlocked(userId: string): void {
    if (!this.post?.cliqueId) this.status = 'blocked';
    this.comments.personBlocked(userId);
  }
}
