import type { MessageImage } from '@cliques/contracts';
import { AttachmentsStore } from './attachments-store';

const image = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

/** An upload a test finishes by hand, with the progress it reported. */
function manualUploads() {
  const pending: Array<{ file: File; progress: (p: number) => void; finish: (ok: boolean) => void }> = [];
  const upload = (file: File, options: { onProgress: (percent: number) => void }) =>
    new Promise<MessageImage>((resolve, reject) =>
      pending.push({
        file,
        progress: options.onProgress,
        finish: (ok) =>
          ok
            ? resolve({ key: `users/me/media/${file.name}`, fileType: file.type, fileSize: file.size })
            : reject(new Error(`Failed to upload ${file.name}: network`)),
      }),
    );
  return { pending, upload };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('AttachmentsStore', () => {
  it('uploads each picked image with progress; the message may go once all are uploaded, in order', async () => {
    const { pending, upload } = manualUploads();
    const store = new AttachmentsStore(upload);
    store.add([image('a.png'), image('b.jpg', 'image/jpeg')]);
    expect(store.items.map((i) => [i.name, i.state, i.progress])).toEqual([
      ['a.png', 'uploading', 0],
      ['b.jpg', 'uploading', 0],
    ]);
    pending[0]?.progress(40);
    expect(store.items[0]?.progress).toBe(40);
    expect(store.settled).toBe(false);
    pending[1]?.finish(true);
    pending[0]?.finish(true);
    await flush();
    expect(store.settled).toBe(true);
    expect(store.images.map((i) => i.key)).toEqual(['users/me/media/a.png', 'users/me/media/b.jpg']);
    store.clear();
    expect(store.items).toEqual([]);
  });

  it('refuses videos, other files and a fifth image, and shows why an upload failed', async () => {
    const { pending, upload } = manualUploads();
    const store = new AttachmentsStore(upload);
    store.add([image('clip.mp4', 'video/mp4')]);
    expect(store.notice).toBe('Only images can be sent in chat');
    store.add([1, 2, 3, 4, 5].map((n) => image(`${n}.png`)));
    expect(store.items).toHaveLength(4);
    expect(store.notice).toBe('A message can carry up to 4 images');
    pending[0]?.finish(false);
    await flush();
    expect(store.items[0]).toMatchObject({ state: 'failed', error: 'Failed to upload 1.png: network' });
    expect(store.settled).toBe(false);
    store.remove(store.items[0]?.id as number);
    expect(store.items.map((i) => i.name)).toEqual(['2.png', '3.png', '4.png']);
  });
});
