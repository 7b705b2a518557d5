import { installIndexedDb } from '@cliques/test-kit';
import { act, screen, waitFor } from '@testing-library/react';
import { createPost } from '@cliques/api-client';
import type { Post } from '@cliques/contracts';
import { Outbox, WaitingList } from '@cliques/outbox';
import { makePost, me, renderPage, setUser } from '../../../test/render';
import { ComposerStore, type WaitingPost } from '../stores/composer-store';
import { Composer } from './composer';

installIndexedDb();

jest.mock('@cliques/api-client', () => ({ ...jest.requireActual('@cliques/api-client'), createPost: jest.fn() }));

let databases = 0;
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

/** A composer over its own outbox database; a reload is a second composer on the same one. */
function openComposer(databaseName: string, onPosted = jest.fn(), quoted?: Post) {
  const outbox = new Outbox(databaseName);
  const store: ComposerStore = new ComposerStore({
    quoted,
    waiting: new WaitingList<WaitingPost, Post>({
      kind: 'post',
      userId: me.userId,
      outbox,
      send: (entry) => createPost(entry.payload.body, { idempotencyKey: entry.id }),
      onSent: (post) => onPosted(post),
    }),
  });
  const view = renderPage(<Composer store={store} onPosted={onPosted} quoted={quoted} />);
  return { store, onPosted, view };
}

beforeEach(() => {
  jest.clearAllMocks();
  setUser(me);
});
afterEach(() => setOnline(true));

describe('Composer offline', () => {
  it('keeps a post written offline as waiting, across a reload, and sends it once with its key when back online', async () => {
    const databaseName = `composer-outbox-${(databases += 1)}`;
    setOnline(false);
    jest.mocked(createPost).mockRejectedValue(new TypeError('Failed to fetch'));
    const first = openComposer(databaseName);
    act(() => first.store.setContent('Written in the tunnel'));
    await act(() => first.store.submit());
    const waiting = await screen.findByRole('list', { name: 'Waiting to send' });
    expect(waiting).toHaveTextContent('Written in the tunnel');
    expect(waiting).toHaveTextContent('Waiting to send');
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('');
    const key = jest.mocked(createPost).mock.calls[0]?.[1]?.idempotencyKey;
    expect(key).toEqual(expect.any(String));

    first.view.unmount();
    const sent = makePost({ content: 'Written in the tunnel' });
    jest.mocked(createPost).mockReset().mockResolvedValue(sent);
    const reloaded = openComposer(databaseName);
    expect(await screen.findByRole('list', { name: 'Waiting to send' })).toHaveTextContent('Written in the tunnel');
    expect(createPost).not.toHaveBeenCalled();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(reloaded.onPosted).toHaveBeenCalledWith(sent));
    expect(createPost).toHaveBeenCalledTimes(1);
    expect(createPost).toHaveBeenCalledWith(
      { content: 'Written in the tunnel', audience: 'public' },
      { idempotencyKey: key },
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to send' })).not.toBeInTheDocument());
  });

  it('keeps a warned post’s warning with it while it waits, and sends them together', async () => {
    const databaseName = `composer-outbox-${(databases += 1)}`;
    setOnline(false);
    jest.mocked(createPost).mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, onPosted } = openComposer(databaseName);
    act(() => {
      store.setContent('The ending, offline');
      store.warning.setOn(true);
      store.warning.setText('Film spoilers');
    });
    await act(() => store.submit());
    await screen.findByRole('list', { name: 'Waiting to send' });

    const sent = makePost({ content: 'The ending, offline', contentWarning: 'Film spoilers' });
    jest.mocked(createPost).mockReset().mockResolvedValue(sent);
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(sent));
    expect(createPost).toHaveBeenCalledWith(
      { content: 'The ending, offline', audience: 'public', contentWarning: 'Film spoilers' },
      { idempotencyKey: expect.any(String) },
    );
  });

  it('keeps a quote written offline with the post it quotes, shown in the composer, and sends them together', async () => {
    const databaseName = `composer-outbox-${(databases += 1)}`;
    setOnline(false);
    jest.mocked(createPost).mockRejectedValue(new TypeError('Failed to fetch'));
    const quoted = makePost({ postId: 'p-quoted', content: 'Worth quoting' });
    const { store, onPosted } = openComposer(databaseName, jest.fn(), quoted);
    expect(await screen.findByRole('blockquote')).toHaveTextContent('Worth quoting');
    act(() => store.setContent('Quoted in the tunnel'));
    await act(() => store.submit());
    await screen.findByRole('list', { name: 'Waiting to send' });

    const sent = makePost({ content: 'Quoted in the tunnel' });
    jest.mocked(createPost).mockReset().mockResolvedValue(sent);
    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(sent));
    expect(createPost).toHaveBeenCalledWith(
      { content: 'Quoted in the tunnel', audience: 'public', quotedPostId: 'p-quoted' },
      { idempotencyKey: expect.any(String) },
    );
  });
});
