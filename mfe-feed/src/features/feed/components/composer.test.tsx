import { act, screen, waitFor } from '@testing-library/react';
import { createPost, searchUsers } from '@cliques/api-client';
import type { UploadedMedia, UploadOptions } from '@cliques/media';
import { ann, makePost, me, renderPage, setUser } from '../../../test/render';
import { ComposerStore } from '../stores/composer-store';
import { MentionSearch } from '../stores/mention-search';
import { Composer } from './composer';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  createPost: jest.fn(),
  searchUsers: jest.fn(),
}));

/** Every post is sent with an idempotency key. */
const keyed = { idempotencyKey: expect.any(String) };

const png = (name = 'photo.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** An upload stand-in: reports progress when told, then resolves or fails. */
function controlledUpload() {
  const pending: {
    file: File;
    options?: UploadOptions;
    resolve: (m: UploadedMedia) => void;
    reject: (e: Error) => void;
  }[] = [];
  const upload = jest.fn(
    (file: File, options?: UploadOptions) =>
      new Promise<UploadedMedia>((resolve, reject) => {
        pending.push({ file, options, resolve, reject });
      }),
  );
  return { upload, pending };
}

function setup(cliqueId: string | null = null) {
  const { upload, pending } = controlledUpload();
  const store = new ComposerStore({
    cliqueId,
    upload,
    createPreview: (f) => `blob:${f.name}`,
    revokePreview: () => undefined,
  });
  const onPosted = jest.fn();
  const view = renderPage(<Composer cliqueId={cliqueId} store={store} onPosted={onPosted} />);
  return { ...view, store, upload, pending, onPosted };
}

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});

describe('Composer', () => {
  it('shows the limits before anything is uploaded', () => {
    setup();
    expect(
      screen.getByText(/Up to 10 photos or videos; images up to 10 MB, videos up to 100 MB\./),
    ).toBeInTheDocument();
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('refuses files over the limit or of other types with the reason, and previews the rest', async () => {
    const { user, upload } = setup();
    const big = Object.defineProperty(png('huge.png'), 'size', { value: 11 * 1024 * 1024 });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [png('ok.png'), big]);
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png is too large: images may be at most 10 MB');
    // The previews' code comes with the first file.
    expect(await screen.findByRole('img', { name: 'Preview of ok.png' })).toHaveAttribute('src', 'blob:ok.png');
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads each file with its own progress bar, then posts the text with the media keys and descriptions', async () => {
    const { user, pending, onPosted } = setup();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Look #sunset');
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, [png('a.png'), png('b.png')]);
    const description = screen.getByRole('textbox', { name: 'Description of a.png' });
    expect(description).toHaveAttribute('maxlength', '1500');
    await user.type(description, ' A sunset over the sea ');
    const created = makePost({ content: 'Look #sunset' });
    jest.mocked(createPost).mockResolvedValue(created);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.options?.onProgress?.(40));
    expect(screen.getByRole('progressbar', { name: 'Upload of a.png' })).toHaveAttribute('value', '40');
    act(() =>
      pending[0]?.resolve({
        key: 'k-a',
        fileUrl: '/media/files/k-a',
        type: 'image',
        fileType: 'image/png',
        fileSize: 100,
      }),
    );
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() =>
      pending[1]?.resolve({
        key: 'k-b',
        fileUrl: '/media/files/k-b',
        type: 'image',
        fileType: 'image/png',
        fileSize: 100,
      }),
    );
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(created));
    expect(createPost).toHaveBeenCalledWith(
      {
        content: 'Look #sunset',
        media: [{ key: 'k-a', alt: 'A sunset over the sea' }, { key: 'k-b' }],
        audience: 'public',
      },
      keyed,
    );
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('keeps the draft and shows the upload error when a file fails', async () => {
    const { user, pending } = setup();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'draft');
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, png('a.png'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]?.reject(new Error('Failed to upload a.png: Upload failed: Network error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload a.png: Upload failed: Network error');
    expect(screen.getByText('Not uploaded')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('draft');
    expect(createPost).not.toHaveBeenCalled();
  });

  it('posts into a clique when given one, with no audience to choose', async () => {
    const { user } = setup('c-1');
    jest.mocked(createPost).mockResolvedValue(makePost());
    expect(screen.queryByRole('group', { name: 'Who can see it' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'hi club');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(createPost).toHaveBeenCalledWith({ content: 'hi club', cliqueId: 'c-1' }, keyed));
    expect(screen.getByRole('form', { name: 'New post in this clique' })).toBeInTheDocument();
  });

  it('tells the author when their clique post waits for a moderator’s approval', async () => {
    const { user } = setup('c-1');
    jest.mocked(createPost).mockResolvedValue(makePost({ cliqueId: 'c-1', audience: 'clique', status: 'pending' }));
    expect(screen.queryByText("Your post is waiting for a moderator's approval.")).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'held words');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Your post is waiting for a moderator's approval.");
  });

  it('says nothing of approval when the clique post is published at once', async () => {
    const { user } = setup('c-1');
    jest.mocked(createPost).mockResolvedValue(makePost({ cliqueId: 'c-1', audience: 'clique' }));
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'straight out');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(createPost).toHaveBeenCalled());
    expect(screen.queryByText("Your post is waiting for a moderator's approval.")).not.toBeInTheDocument();
  });

  it('offers Public (chosen) or Friends, posts to the chosen audience and keeps it for the next post', async () => {
    const { user } = setup();
    jest.mocked(createPost).mockResolvedValue(makePost({ audience: 'friends' }));
    const picker = screen.getByRole('group', { name: 'Who can see it' });
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Friends' }));
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'for friends');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(createPost).toHaveBeenCalledWith({ content: 'for friends', audience: 'friends' }, keyed),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue(''));
    expect(picker).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Friends' })).toBeChecked();
  });

  it('suggests people after @ and completes the username', async () => {
    jest.mocked(searchUsers).mockResolvedValue([ann]);
    const { user } = setup();
    const box = screen.getByRole('textbox', { name: "What's on your mind?" });
    await user.type(box, 'Hello @an');
    const option = await screen.findByRole('option', { name: /@ann/ }, { timeout: 2000 });
    expect(searchUsers).toHaveBeenLastCalledWith('an', 5);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hello @ann ');
    expect(option).not.toBeInTheDocument();
  });
});

describe('MentionSearch', () => {
  it('waits for a pause in typing and searches only the last query', async () => {
    jest.useFakeTimers();
    const search = jest.fn(async () => [ann]);
    const mentions = new MentionSearch(search);
    mentions.update('@a', 2);
    mentions.update('@an', 3);
    mentions.update('@ann', 4);
    await jest.advanceTimersByTimeAsync(250);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ann', 5);
    expect(mentions.open).toBe(true);
    mentions.update('email me at x@ann.com', 21);
    expect(mentions.open).toBe(false);
    jest.useRealTimers();
  });
});
