import { screen, within } from '@testing-library/react';
import { makePost } from '@cliques/test-kit';
import { person, renderWithProviders } from '../../../../test/render';
import { ManageStore, type ManageApi } from '../../stores/manage-store';
import { PendingPosts } from './pending-posts';

/** A held post as GET /cliques/{id}/pending answers it: Ben's, with a topic and a picture. */
const held = makePost({
  postId: 'p9',
  author: person('u-ben', 'ben'),
  content: 'Our first climb',
  cliqueId: 'c1',
  audience: 'clique',
  status: 'pending',
  topic: 'Routes',
  media: [
    {
      key: 'users/u-ben/media/a.png',
      url: 'https://files.example/a.png',
      type: 'image',
      fileType: 'image/png',
      fileSize: 10,
    },
  ],
});

function setup() {
  const api = {
    listCliquePending: jest.fn().mockResolvedValue({ posts: [held], hasMore: false, nextToken: null }),
    answerCliquePending: jest.fn().mockResolvedValue(undefined),
  } as Partial<jest.Mocked<ManageApi>> as jest.Mocked<ManageApi>;
  const store = new ManageStore('c1', api);
  return { api, store, ...renderWithProviders(<PendingPosts store={store} />) };
}

describe('PendingPosts', () => {
  it('shows a held post with its topic and picture, and approving it takes it off the list', async () => {
    const { api, user, store } = setup();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Our first climb')).toBeInTheDocument();
    expect(within(item).getByText('Routes')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Image 1 of 1 by ben' })).toHaveAttribute(
      'src',
      'https://files.example/a.png',
    );
    await user.click(within(item).getByRole('button', { name: 'Approve the post by ben' }));
    expect(api.answerCliquePending).toHaveBeenCalledWith('c1', 'p9', 'approve');
    expect(await screen.findByText('No posts are waiting for approval.')).toBeInTheDocument();
    expect(store.pending.items).toEqual([]);
  });

  it('declines a held post', async () => {
    const { api, user } = setup();
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Decline the post by ben' }));
    expect(api.answerCliquePending).toHaveBeenCalledWith('c1', 'p9', 'decline');
    expect(await screen.findByText('No posts are waiting for approval.')).toBeInTheDocument();
  });
});
