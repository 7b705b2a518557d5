import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CliqueMediaPage, GalleryItem } from '@cliques/contracts';
import { renderWithProviders } from '../../../test/render';
import { GalleryStore } from '../stores/gallery-store';
import CliqueGallery from './clique-gallery';
import { GalleryLightbox } from './gallery-lightbox';

const item = (n: number, over: Partial<GalleryItem> = {}): GalleryItem => ({
  postId: `post-${n}`,
  key: `users/u/media/${n}.png`,
  url: `https://media.test/${n}.png`,
  type: 'image',
  fileType: 'image/png',
  authorId: 'u',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

/** A loader answering page after page of these items, two at a time. */
function pages(items: GalleryItem[]) {
  return jest.fn(async (_cliqueId: string, options: { nextToken?: string | null; type?: 'image' | 'video' } = {}) => {
    const kept = items.filter((i) => !options.type || i.type === options.type);
    const from = Number(options.nextToken ?? 0);
    const page: CliqueMediaPage = {
      items: kept.slice(from, from + 2),
      hasMore: from + 2 < kept.length,
      nextToken: from + 2 < kept.length ? String(from + 2) : null,
    };
    return page;
  });
}

describe('a clique’s gallery', () => {
  it('walks the items with the arrow keys, loading the next page at the end, and closes on Escape', async () => {
    const load = pages([item(1, { alt: 'A red door' }), item(2), item(3, { alt: 'Our picnic' })]);
    const store = new GalleryStore('c1', load);
    await store.list.load();
    store.show(0);
    renderWithProviders(<GalleryLightbox store={store} />);
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'A red door' })).toBeInTheDocument();
    expect(screen.getByText('A red door')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Our picnic' })).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{ArrowLeft}');
    expect(store.open).toBe(1);
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/post/post-2');
    await userEvent.keyboard('{Escape}');
    expect(store.open).toBeNull();
  });

  it('moves by a swipe', async () => {
    const store = new GalleryStore('c1', pages([item(1), item(2)]));
    await store.list.load();
    store.show(0);
    const { container } = renderWithProviders(<GalleryLightbox store={store} />);
    const figure = container.querySelector('figure') as HTMLElement;
    fireEvent.touchStart(figure, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(figure, { changedTouches: [{ clientX: 100 }] });
    await waitFor(() => expect(store.open).toBe(1));
  });

  it('shows the grid with alt text, keeps one type, and opens an item', async () => {
    const load = pages([item(1, { alt: 'A red door' }), item(2, { type: 'video', fileType: 'video/mp4' })]);
    renderWithProviders(<CliqueGallery cliqueId="c1" load={load} />);
    expect(await screen.findByRole('button', { name: 'A red door' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Photos' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Video' })).not.toBeInTheDocument());
    expect(load).toHaveBeenLastCalledWith('c1', expect.objectContaining({ type: 'image' }));
    await userEvent.click(screen.getByRole('button', { name: 'A red door' }));
    expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toBeInTheDocument();
  });
});
