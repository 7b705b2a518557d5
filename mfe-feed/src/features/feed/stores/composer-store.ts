import { makeAutoObservable, runInAction } from 'mobx';
import { createPost, errorMessage } from '@cliques/api-client';
import { postLimits, type CreatePostBody, type Post } from '@cliques/contracts';
import { checkFile, mediaKindOf, uploadMedia, type UploadedMedia } from '@cliques/media';

import { MentionSearch } from './mention-search';

/** A file picked for the post: its preview, and its upload's progress. */
export interface Attachment {
  id: number;
  file: File;
  kind: 'image' | 'video';
  previewUrl: string;
  /** Upload progress, 0–100. */
  progress: number;
  status: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  uploaded?: UploadedMedia;
}

export interface ComposerOptions {
  cliqueId?: string | null;
  upload?: typeof uploadMedia;
  createPreview?: (file: File) => string;
  revokePreview?: (url: string) => void;
  mentions?: MentionSearch;
}

const browserPreview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const browserRevoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** Who may see a post written outside a clique. */
export type Audience = NonNullable<CreatePostBody['audience']>;

/** Writing a post: text, media with previews and per-file progress, @-mention autocomplete, audience, posting. */
export class ComposerStore {
  content = '';
  attachments: Attachment[] = [];
  /** Why a file was refused or posting failed. */
  errors: string[] = [];
  posting = false;
  /** Everyone, or only the author's friends (a clique post goes to its members instead); kept for the next post. */
  audience: Audience = 'public';
  readonly mentions: MentionSearch;
  private nextId = 1;
  private readonly options: Required<Omit<ComposerOptions, 'mentions' | 'cliqueId'>> & { cliqueId: string | null };

  constructor(options: ComposerOptions = {}) {
    this.options = {
      cliqueId: options.cliqueId ?? null,
      upload: options.upload ?? uploadMedia,
      createPreview: options.createPreview ?? browserPreview,
      revokePreview: options.revokePreview ?? browserRevoke,
    };
    this.mentions = options.mentions ?? new MentionSearch();
    makeAutoObservable<ComposerStore, 'nextId' | 'options'>(
      this,
      { nextId: false, options: false, mentions: false },
      { autoBind: true },
    );
  }

  get remaining(): number {
    return postLimits.content - this.content.length;
  }

  get canPost(): boolean {
    return !this.posting && this.remaining >= 0 && (this.content.trim() !== '' || this.attachments.length > 0);
  }

  setAudience(audience: Audience): void {
    this.audience = audience;
  }

  setContent(value: string, caret = value.length): void {
    this.content = value;
    this.mentions.update(value, caret);
  }

  /** Takes the user's choice from the suggestions; returns where the caret goes. */
  chooseMention(index = this.mentions.highlighted): number | null {
    const user = this.mentions.suggestions[index];
    if (!user) return null;
    const result = this.mentions.choose(this.content, user);
    if (!result) return null;
    this.content = result.text;
    return result.caret;
  }

  /** Adds picked files; ones over the limits or of other types are refused with the reason, before any upload. */
  addFiles(files: File[]): void {
    this.errors = [];
    for (const file of files) {
      if (this.attachments.length >= postLimits.media) {
        this.errors.push(`A post can have at most ${postLimits.media} photos or videos`);
        break;
      }
      const problem = checkFile(file);
      const kind = mediaKindOf(file);
      if (problem || !kind) {
        this.errors.push(problem ?? `${file.name} cannot be posted`);
        continue;
      }
      this.attachments.push({
        id: this.nextId++,
        file,
        kind,
        previewUrl: this.options.createPreview(file),
        progress: 0,
        status: 'waiting',
      });
    }
  }

  removeAttachment(id: number): void {
    const attachment = this.attachments.find((a) => a.id === id);
    if (!attachment || this.posting) return;
    this.options.revokePreview(attachment.previewUrl);
    this.attachments = this.attachments.filter((a) => a.id !== id);
  }

  /** Uploads what is not uploaded yet, one file at a time, then creates the post. */
  async submit(): Promise<Post | null> {
    if (!this.canPost) return null;
    this.posting = true;
    this.errors = [];
    try {
      for (const attachment of this.attachments) {
        if (attachment.status === 'uploaded') continue;
        await this.uploadOne(attachment);
      }
      const media = this.attachments.flatMap((a) => (a.uploaded ? [{ key: a.uploaded.key }] : []));
      const where = this.options.cliqueId ? { cliqueId: this.options.cliqueId } : { audience: this.audience };
      const post = await createPost({ content: this.content.trim(), ...(media.length ? { media } : {}), ...where });
      runInAction(() => this.reset());
      return post;
    } catch (error) {
      runInAction(() => this.errors.push(errorMessage(error, 'Could not create the post')));
      return null;
    } finally {
      runInAction(() => {
        this.posting = false;
      });
    }
  }

  /** Frees the previews (the composer is leaving the page). */
  dispose(): void {
    for (const a of this.attachments) this.options.revokePreview(a.previewUrl);
    this.mentions.close();
  }

  private async uploadOne(attachment: Attachment): Promise<void> {
    attachment.status = 'uploading';
    attachment.progress = 0;
    try {
      const uploaded = await this.options.upload(attachment.file, {
        onProgress: (percent) => runInAction(() => (attachment.progress = percent)),
      });
      runInAction(() => {
        attachment.uploaded = uploaded;
        attachment.status = 'uploaded';
        attachment.progress = 100;
      });
    } catch (error) {
      runInAction(() => {
        attachment.status = 'failed';
      });
      throw error;
    }
  }

  private reset(): void {
    this.dispose();
    this.content = '';
    this.attachments = [];
  }
}
