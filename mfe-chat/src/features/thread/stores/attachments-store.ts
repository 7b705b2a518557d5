import { makeAutoObservable, runInAction } from 'mobx';
import { messageMediaMax, type MessageImage } from '@cliques/contracts';
import { checkFile, mediaKindOf } from '@cliques/media';

/** Uploads one image through the media pipeline, reporting whole percents. */
export type UploadImage = (file: File, options: { onProgress: (percent: number) => void }) => Promise<MessageImage>;

/** One picked image: uploading (with progress), uploaded (its key), or failed (why). */
export interface Attachment {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  image?: MessageImage;
  error?: string;
}

/**
 * The images of the message being written: each uploads as soon as it is picked (progress in the
 * composer), up to four; the message can go once every one is uploaded.
 */
export class AttachmentsStore {
  items: Attachment[] = [];
  /** Why the last pick was (partly) refused. */
  notice: string | null = null;
  private nextId = 1;

  constructor(private readonly upload: UploadImage) {
    makeAutoObservable<AttachmentsStore, 'upload' | 'nextId'>(
      this,
      { upload: false, nextId: false },
      { autoBind: true },
    );
  }

  /** Whether nothing is still uploading or failed (so the message may go). */
  get settled(): boolean {
    return this.items.every((item) => item.state === 'done');
  }

  /** The uploaded images, in the order they were picked. */
  get images(): MessageImage[] {
    return this.items.flatMap((item) => (item.image ? [item.image] : []));
  }

  /** Picks images: each accepted one starts uploading; videos, files over the limits and a fifth image are refused. */
  add(files: File[]): void {
    this.notice = null;
    for (const file of files) {
      const problem = mediaKindOf(file) === 'image' ? checkFile(file) : 'Only images can be sent in chat';
      if (problem) this.notice = problem;
      else if (this.items.length >= messageMediaMax)
        this.notice = `A message can carry up to ${messageMediaMax} images`;
      else this.start(file);
    }
  }

  /** Takes an image off the message. */
  remove(id: number): void {
    this.items = this.items.filter((item) => item.id !== id);
  }

  /** The message went: the composer starts empty. */
  clear(): void {
    this.items = [];
    this.notice = null;
  }

  private start(file: File): void {
    const item: Attachment = { id: this.nextId++, name: file.name, progress: 0, state: 'uploading' };
    this.items.push(item);
    const find = () => this.items.find((candidate) => candidate.id === item.id);
    this.upload(file, {
      onProgress: (percent) => runInAction(() => Object.assign(find() ?? {}, { progress: percent })),
    }).then(
      (image) => runInAction(() => Object.assign(find() ?? {}, { image, progress: 100, state: 'done' })),
      (error: unknown) =>
        runInAction(() =>
          Object.assign(find() ?? {}, {
            state: 'failed',
            error: error instanceof Error ? error.message : 'Upload failed',
          }),
        ),
    );
  }
}
