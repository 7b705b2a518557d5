import { makeAutoObservable, runInAction } from 'mobx';
import { deletePost, setPostLike, setPostShare, updatePost } from '@cliques/api-client';
import type { Post } from '@cliques/contracts';
import { errorMessage } from '@cliques/ui';

/** One post on screen: like and share toggles, the author's edit and delete. */
export class PostStore {
  /** The post as last known (counts move with the toggles). */
  post: Post;
  /** A like or unlike is on its way (further clicks wait). */
  likePending = false;
  sharePending = false;
  /** The text being edited, or null when not editing. */
  draft: string | null = null;
  saving = false;
  deleting = false;
  /** Gone from the server: the card disappears. */
  deleted = false;
  /** The last action's failure, shown on the card. */
  error: string | null = null;

  constructor(post: Post) {
    this.post = post;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Likes or unlikes at once, then takes the server's count; puts everything back if the call fails. */
  async toggleLike(): Promise<void> {
    if (this.likePending) return;
    const before = { likedByMe: this.post.likedByMe, likesCount: this.post.likesCount };
    const liked = !before.likedByMe;
    this.post = { ...this.post, likedByMe: liked, likesCount: Math.max(0, before.likesCount + (liked ? 1 : -1)) };
    this.likePending = true;
    this.error = null;
    try {
      const result = await setPostLike(this.post.postId, liked);
      runInAction(() => {
        this.post = { ...this.post, likedByMe: result.liked, likesCount: result.likesCount };
      });
    } catch (error) {
      runInAction(() => {
        this.post = { ...this.post, ...before };
        this.error = errorMessage(error, 'Could not update your like');
      });
    } finally {
      runInAction(() => {
        this.likePending = false;
      });
    }
  }

  /** Shares or unshares. */
  async toggleShare(): Promise<void> {
    if (this.sharePending) return;
    this.sharePending = true;
    this.error = null;
    try {
      const result = await setPostShare(this.post.postId, !this.post.sharedByMe);
      runInAction(() => {
        this.post = { ...this.post, sharedByMe: result.shared, sharesCount: result.sharesCount };
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Could not update your share');
      });
    } finally {
      runInAction(() => {
        this.sharePending = false;
      });
    }
  }

  startEdit(): void {
    this.draft = this.post.content;
    this.error = null;
  }

  setDraft(value: string): void {
    this.draft = value;
  }

  cancelEdit(): void {
    this.draft = null;
  }

  /** Saves the edited text; hashtags and mentions come back re-parsed by the server. */
  async saveEdit(): Promise<void> {
    if (this.draft === null || this.saving) return;
    this.saving = true;
    this.error = null;
    try {
      const updated = await updatePost(this.post.postId, this.draft.trim());
      runInAction(() => {
        // A shared item keeps who shared it.
        this.post = {
          ...updated,
          sharedBy: this.post.sharedBy,
          sharedAt: this.post.sharedAt,
          shareComment: this.post.shareComment,
        };
        this.draft = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Could not save your changes');
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /**
   * The viewer blocked the author: the post is gone for them, except a clique post, which stays
   * collapsed (the clique is shared space).
   */
  authorBlocked(): void {
    if (this.post.cliqueId) this.post = { ...this.post, blockedAuthor: true };
    else this.deleted = true;
  }

  /** Deletes the post; true when it is gone. */
  async remove(): Promise<boolean> {
    if (this.deleting) return false;
    this.deleting = true;
    this.error = null;
    try {
      await deletePost(this.post.postId);
      runInAction(() => {
        this.deleted = true;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Could not delete the post');
      });
      return false;
    } finally {
      runInAction(() => {
        this.deleting = false;
      });
    }
  }
}
