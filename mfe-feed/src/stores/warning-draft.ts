import { makeAutoObservable } from 'mobx';
import { postLimits, type CreatePostBody, type Post, type UpdatePostBody } from '@cliques/contracts';

/** A post's content warning (behind a toggle) and its "sensitive media" mark, as written or edited. */
export class WarningDraft {
  /** The writer turned the warning on. */
  on = false;
  /** The warning's text, up to postLimits.contentWarning characters. */
  text = '';
  /** The attached media are marked sensitive. */
  sensitive = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setOn(on: boolean): void {
    this.on = on;
  }

  /** Sets the warning (cut at the limit, as the field's maxLength does). */
  setText(text: string): void {
    this.text = text.slice(0, postLimits.contentWarning);
  }

  setSensitive(sensitive: boolean): void {
    this.sensitive = sensitive;
  }

  /** The fields of a post's body: a warning turned on and written, and the mark when there is media. */
  fields(hasMedia: boolean): Pick<CreatePostBody, 'contentWarning' | 'sensitive'> {
    const warning = this.on ? this.text.trim() : '';
    return {
      ...(warning ? { contentWarning: warning } : {}),
      ...(hasMedia && this.sensitive ? { sensitive: true } : {}),
    };
  }

  /** The edited post's own warning and mark, written in the fields. */
  startFrom(post: Pick<Post, 'contentWarning' | 'sensitive'>): void {
    this.on = post.contentWarning !== null;
    this.text = post.contentWarning ?? '';
    this.sensitive = post.sensitive;
  }

  /** The fields of an edit: every one said, so that turning the warning off removes it. */
  edits(hasMedia: boolean): Pick<UpdatePostBody, 'contentWarning' | 'sensitive'> {
    const { contentWarning = null, sensitive = false } = this.fields(hasMedia);
    return { contentWarning, sensitive };
  }

  reset(): void {
    this.on = false;
    this.text = '';
    this.sensitive = false;
  }
}
