import { act, screen } from '@testing-library/react';
import { getUser, updatePost } from '@cliques/api-client';
import type { UserProfile } from '@cliques/contracts';
import { postsStore, readingPreferences } from '@cliques/stores';
import { makePost, me, meSummary, renderPage, setUser } from '../test/render';
import { PostCard } from './post-card';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getUser: jest.fn(async () => ({ settings: {} })),
  updatePost: jest.fn(),
  getSignedUrls: jest.fn(async () => []),
}));

const key = 'users/u/media/a.png';
const media = [
  {
    key,
    url: `/media/files/${key}?expires=9999999999&sig=x`,
    type: 'image' as const,
    fileType: 'image/png',
    fileSize: 10,
  },
];
const warned = () =>
  makePost({ content: 'The butler did it', media, contentWarning: 'Film spoilers', sensitive: true });
const prefer = (contentWarnings: object) => act(() => readingPreferences.take({ contentWarnings }));

beforeAll(async () => {
  // The reader's settings are read once; each test then sets the preferences it needs.
  await readingPreferences.ensureLoaded(me.userId);
});
beforeEach(() => {
  postsStore.clear();
  setUser(me);
  readingPreferences.take({});
});

describe('PostCard content warning and sensitive media', () => {
  it('shows the warning and hides the text and media until Show more, then hides them again', async () => {
    const { user } = renderPage(<PostCard post={warned()} />);
    expect(screen.getByText('Content warning:')).toBeInTheDocument();
    expect(screen.getByText('Film spoilers')).toBeInTheDocument();
    expect(screen.queryByText('The butler did it')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show sensitive media' })).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(screen.getByText('The butler did it')).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.queryByText('The butler did it')).not.toBeInTheDocument();
  });

  it('blurs sensitive media, out of reach of screen readers, until tapped', async () => {
    const { user } = renderPage(<PostCard post={makePost({ media, sensitive: true })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('.feed-sensitive-blur .feed-media')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show sensitive media' }));
    expect(screen.getByRole('img', { name: /Image 1 of 1/ })).toBeInTheDocument();
    expect(document.querySelector('.feed-sensitive-blur')).toBeNull();
  });

  it('shows media that is not marked sensitive as it is', () => {
    renderPage(<PostCard post={makePost({ media })} />);
    expect(screen.getByRole('img', { name: /Image 1 of 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show sensitive media' })).not.toBeInTheDocument();
  });

  it('opens warnings at once and shows sensitive media unblurred when the reader’s settings say so', async () => {
    await prefer({ alwaysExpand: true, alwaysShowSensitiveMedia: true });
    renderPage(<PostCard post={warned()} />);
    expect(screen.getByText('Film spoilers')).toBeInTheDocument();
    expect(screen.getByText('The butler did it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('img', { name: /Image 1 of 1/ })).toBeInTheDocument();
  });

  it('reads the preferences from the reader’s own settings', async () => {
    jest.mocked(getUser).mockResolvedValueOnce({
      settings: { contentWarnings: { alwaysExpand: true } },
    } as unknown as UserProfile);
    setUser({ ...me, userId: 'u-other' });
    renderPage(<PostCard post={warned()} />);
    expect(await screen.findByText('The butler did it')).toBeInTheDocument();
    expect(getUser).toHaveBeenCalledWith('u-other');
  });

  it('lets the author change the warning and the mark in an edit, and take the warning off', async () => {
    const mine = { ...warned(), author: meSummary };
    jest.mocked(updatePost).mockResolvedValue({ ...mine, contentWarning: null, sensitive: false });
    const { user } = renderPage(<PostCard post={mine} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: 'Warning shown before the post' })).toHaveValue('Film spoilers');
    await user.click(screen.getByRole('checkbox', { name: 'Mark media as sensitive' }));
    await user.click(screen.getByRole('checkbox', { name: 'Content warning' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updatePost).toHaveBeenCalledWith('p-1', {
      content: 'The butler did it',
      contentWarning: null,
      sensitive: false,
    });
    expect(await screen.findByText('The butler did it')).toBeInTheDocument();
    expect(screen.queryByText('Film spoilers')).not.toBeInTheDocument();
  });
});
