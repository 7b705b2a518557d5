import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, updateComment } from '@cliques/api-client';
import type { Comment } from '@cliques/contracts';
import type { CommentsStore } from './comments-store';

/** The author's edit of one of their comments, in place: the draft, saving, and the answer put in the list. */
export class CommentEditStore {
  /** The new text while editing; null when not editing. */
  draft: string | null = null;
  /** True while the edit is on its way. */
  saving = false;
  /** The last failure, shown under the form. */
  error = '';

  /** The comment being edited. */
  private commentId = '';

  constructor(private readonly comments: Pick<CommentsStore, 'postId' | 'edited'>) {
    makeAutoObservable<CommentEditStore, 'comments'>(this, { comments: false }, { autoBind: true });
  }

  start(comment: Comment): void {
    this.commentId = comment.commentId;
    this.draft = comment.content;
    this.error = '';
  }

  cancel(): void {
    this.draft = null;
  }

  setDraft(value: string): void {
    this.draft = value;
  }

  /** Sends the new text; the list shows the answer (with its "Edited" time), or the error stays. */
  async save(): Promise<void> {
    const content = this.draft?.trim() ?? '';
    if (!content || this.saving) return;
    this.saving = true;
    try {
      const edited = await updateComment(this.comments.postId, this.commentId, content);
      this.comments.edited(edited);
      runInAction(() => {
        this.draft = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, 'Could not save your comment');
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
