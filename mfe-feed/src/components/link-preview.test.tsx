import { screen, within } from '@testing-library/react';
import { postsStore } from '@cliques/stores';
import { makePost, me, renderPage, setUser } from '../test/render';
import { PostCard } from './post-card';

jest.mock('@cliques/api-client', () => ({
  ...jest.requireActual('@cliques/api-client'),
  getSignedUrls: jest.fn(async () => []),
}));

const imageUrl = '/media/files/links/0123456789abcdef0123456789abcdef?expires=9999999999&sig=x';

beforeEach(() => {
  postsStore.clear();
  setUser(me);
});

describe('link preview on the post card', () => {
  it('shows the page’s picture, title, description and host as one link that opens safely in a new tab', () => {
    const post = makePost({
      content: 'Read this https://www.example.com/story#top',
      linkPreview: {
        url: 'https://www.example.com/story',
        title: 'A story worth reading',
        description: 'What happened, told well.',
        imageUrl,
      },
    });
    renderPage(<PostCard post={post} />);
    const card = screen.getByRole('article', { name: 'Post by Ann Lee' });
    const preview = within(card).getByRole('link', { name: /A story worth reading/ });
    expect(preview).toHaveAttribute('href', 'https://www.example.com/story');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(preview).toHaveTextContent('A story worth readingWhat happened, told well.example.com');
    // The picture is our server's copy, and decorative: the title says what it is.
    const image = preview.querySelector('img');
    expect(image).toHaveAttribute('src', imageUrl);
    expect(image).toHaveAttribute('alt', '');
  });

  it('shows a preview without a picture, and nothing when the post has none', () => {
    const { unmount } = renderPage(
      <PostCard
        post={makePost({
          content: 'https://example.org/',
          linkPreview: { url: 'https://example.org/', title: 'Only a title', description: null, imageUrl: null },
        })}
      />,
    );
    const preview = screen.getByRole('link', { name: /Only a title/ });
    expect(preview.querySelector('img')).toBeNull();
    expect(preview).toHaveTextContent('Only a titleexample.org');
    unmount();
    postsStore.clear();
    renderPage(<PostCard post={makePost({ content: 'https://example.org/' })} />);
    expect(screen.getAllByRole('link').filter((a) => a.classList.contains('feed-link-preview'))).toEqual([]);
  });
});
