import { makeAutoObservable, runInAction } from 'mobx';
import { createPost, errorMessage } from '@cliques/api-client';
import { postLimits, type CreatePostBody, type Post, type QuotePolicy } from '@cliques/contracts';
import { checkFile, mediaKindOf, type uploadMedia, type UploadedMedia } from '@cliques/media';
import { isConnectionError, newOutboxId, WaitingList, type OutboxEntry } from '@cliques/outbox';

import { MentionSearch } from './mention-search';
import { preloadUpload, uploadOnDemand } from './upload-on-demand';
import { WarningDraft } from '../../../stores/warning-draft';
import { PollDraft } from '../../../stores/poll-draft';
import type { EventDraft } from '../../../stores/event-draft';

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
  /** The author's description of an image (alt text), up to postLimits.altText characters. */
  alt: string;
}

export interface ComposerOptions {
  cliqueId?: string | null;
  /** The post this one quotes (a friends-only post is quoted, by its author, to friends only). */
  quoted?: Pick<Post, 'postId' | 'audience'> | null;
  /** The writer: with it, a post written offline waits in the outbox and is sent when the connection returns. */
  userId?: string;
  /** Told of each post the outbox sent. */
  onPosted?: (post: Post) => void;
  /** For tests: the outbox's list of waiting posts. */
  waiting?: WaitingList<WaitingPost, Post>;
  upload?: typeof uploadMedia;
  createPreview?: (file: File) => string;
  revokePreview?: (url: string) => void;
  mentions?: MentionSearch;
}

const browserPreview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const browserRevoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/** A post kept in the outbox: text only (files need the connection to upload). */
export interface WaitingPost {
  body: CreatePostBody;
}

/** Who may see a post written outside a clique. */
export type Audience = NonNullable<CreatePostBody['audience']>;

/**
 * Writing a post: text, media with previews and progress, @-mention autocomplete, audience or topic,
 * a content warning and a sensitive-media mark, posting.
 */
export class ComposerStore {
  content = '';
  attachments: Attachment[] = [];
  /** Why a file was refused or posting failed. */
  errors: string[] = [];
  posting = false;
  /** The last post sent waits for its clique's moderators' approval (postingPolicy approval). */
  held = false;
  /** Everyone, or only the author's friends (a clique post goes to its members instead); kept for the next post. */
  audience: Audience = 'public';
  /** The clique post's topic (one of the clique's topics), or none; cleared once posted. */
  topic: string | null = null;
  readonly mentions: MentionSearch;
  /** The post's content warning and sensitive-media mark. */
  readonly warning = new WarningDraft();
  /** The post's poll, when the writer adds one. */
  readonly poll = new PollDraft();
  /** The post's event, once the writer adds one (its code is loaded then). */
  event: EventDraft | null = null;
  /** Who may quote a public post. */
  quotePolicy: QuotePolicy = 'anyone';
  /** Posts written offline, waiting for the connection (none without a writer). */
  readonly waiting: WaitingList<WaitingPost, Post> | null;
  private nextId = 1;
  private readonly options: Required<Pick<ComposerOptions, 'upload' | 'createPreview' | 'revokePreview'>> & {
    cliqueId: string | null;
    quotedPostId: string | null;
  };

  constructor(options: ComposerOptions = {}) {
    this.options = {
      cliqueId: options.cliqueId ?? null,
      quotedPostId: options.quoted?.postId ?? null,
      upload: options.upload ?? uploadOnDemand,
      createPreview: options.createPreview ?? browserPreview,
      revokePreview: options.revokePreview ?? browserRevoke,
    };
    this.mentions = options.mentions ?? new MentionSearch();
    if (options.quoted?.audience === 'friends') this.audience = 'friends';
    this.waiting = options.waiting ?? (options.userId ? this.outboxOf(options.userId, options.onPosted) : null);
    makeAutoObservable<ComposerStore, 'nextId' | 'options' | 'outboxOf'>(
      this,
      { nextId: false, options: false, mentions: false, warning: false, poll: false, waiting: false, outboxOf: false },
      { autoBind: true },
    );
  }

  get remaining(): number {
    return postLimits.content - this.content.length;
  }

  /** The posts of this composer's place (the feed, or its clique) waiting to send. */
  get waitingHere(): OutboxEntry<WaitingPost>[] {
    return (this.waiting?.entries ?? []).filter(
      (entry) => (entry.payload.body.cliqueId ?? null) === this.options.cliqueId,
    );
  }

  get canPost(): boolean {
    const written = this.content.trim() !== '' || this.attachments.length > 0;
    return !this.posting && this.remaining >= 0 && (written || !!this.event) && this.poll.ready;
  }

  /** Adds an event to the post (its draft's code loaded by `load`), or takes it away. */
  async toggleEvent(load: () => Promise<{ EventDraft: typeof EventDraft }>): Promise<void> {
    if (this.event) {
      this.event = null;
      return;
    }
    const { EventDraft } = await load();
    runInAction(() => (this.event = new EventDraft()));
  }

  setQuotePolicy(policy: QuotePolicy): void {
    this.quotePolicy = policy;
  }

  setAudience(audience: Audience): void {
    this.audience = audience;
  }

  /** Chooses the clique post's topic (null: none). */
  setTopic(topic: string | null): void {
    this.topic = topic || null;
  }

  /** Drops the chosen topic when the clique no longer has it (its settings changed while writing). */
  keepTopicAmong(topics: readonly string[]): void {
    if (this.topic !== null && !topics.includes(this.topic)) this.topic = null;
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
        alt: '',
      });
    }
    if (this.attachments.length) preloadUpload();
  }

  /** Sets an image's description (cut at the limit, as the field's maxLength does). */
  setAlt(id: number, alt: string): void {
    const attachment = this.attachments.find((a) => a.id === id);
    if (attachment) attachment.alt = alt.slice(0, postLimits.altText);
  }

  removeAttachment(id: number): void {
    const attachment = this.attachments.find((a) => a.id === id);
    if (!attachment || this.posting) return;
    this.options.revokePreview(attachment.previewUrl);
    this.attachments = this.attachments.filter((a) => a.id !== id);
  }

  /** Uploads what is not uploaded yet, one file at a time, then creates the post. */
  async submit(): Promise<Post | null> {
    if (!this.canPost || (this.event && !this.event.check())) return null;
    this.posting = true;
    this.errors = [];
    try {
      for (const attachment of this.attachments) {
        if (attachment.status === 'uploaded') continue;
        await this.uploadOne(attachment);
      }
      const media = this.attachments.flatMap((a) =>
        a.uploaded ? [{ key: a.uploaded.key, ...(a.alt.trim() ? { alt: a.alt.trim() } : {}) }] : [],
      );
      const where = this.options.cliqueId
        ? { cliqueId: this.options.cliqueId, ...(this.topic ? { topic: this.topic } : {}) }
        : { audience: this.audience };
      const body = {
        content: this.content.trim(),
        ...(media.length ? { media } : {}),
        ...where,
        ...this.warning.fields(media.length > 0),
        ...this.poll.fields(),
        ...this.event?.fields(),
        // Friends-only and clique posts are never quoted outside their audience: no choice to send.
        ...(!this.options.cliqueId && this.audience === 'public' && this.quotePolicy !== 'anyone'
          ? { quotePolicy: this.quotePolicy }
          : {}),
        ...(this.options.quotedPostId ? { quotedPostId: this.options.quotedPostId } : {}),
      };
      const post = await this.create(body);
      runInAction(() => {
        this.reset();
        this.held = post?.status === 'pending';
      });
      return post;
    } catch (error) {
      runInAction(() => {
        if (!this.event?.takeError(error)) this.errors.push(errorMessage(error, 'Could not create the post'));
      });
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

  /**
   * Sends the post with a fresh idempotency key; without a connection a text post is kept in the
   * outbox under that key (the server may have stored it already: a resend answers with it) and
   * null returned.
   */
  private async create(body: CreatePostBody): Promise<Post | null> {
    const idempotencyKey = newOutboxId();
    try {
      return await createPost(body, { idempotencyKey });
    } catch (error) {
      if (!this.waiting || body.media || !isConnectionError(error)) throw error;
      await this.waiting.keep({ body }, idempotencyKey);
      return null;
    }
  }

  private outboxOf(userId: string, onPosted: ComposerOptions['onPosted']): WaitingList<WaitingPost, Post> {
    return new WaitingList<WaitingPost, Post>({
      kind: 'post',
      userId,
      send: (entry) => createPost(entry.payload.body, { idempotencyKey: entry.id }),
      onSent: (post) => onPosted?.(post),
      onRefused: (error) => runInAction(() => this.errors.push(errorMessage(error, 'Could not create the post'))),
    });
  }

  private reset(): void {
    this.dispose();
    this.content = '';
    this.attachments = [];
    this.topic = null;
    this.warning.reset();
    this.poll.reset();
    this.event = null;
  }
}
