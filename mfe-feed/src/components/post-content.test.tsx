import { screen } from '@testing-library/react';
import { findLinks } from '@cliques/links';
import { ann, renderPage } from '../test/render';
import { loadLinkFinder } from './link-finder';
import { PostContent, externalLinkRel, segmentContent } from './post-content';

describe('PostContent', () => {
  // In the app the finder loads once the first page has settled; here, before the texts render.
  beforeAll(() => loadLinkFinder());

  it('links a web address to open in a new tab beside a hashtag and a mention', () => {
    renderPage(
      <PostContent
        content="Read https://example.com/guide?x=1 with @ann #Beach."
        hashtags={['beach']}
        mentions={[ann]}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/guide?x=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getByRole('link', { name: '@ann' })).toHaveAttribute('href', '/profile/u-ann');
    expect(screen.getByRole('link', { name: '#Beach' })).toHaveAttribute('href', '/hashtag/beach');
    // The sentence's full stop stays text, outside the link.
    expect(screen.getByRole('paragraph')).toHaveTextContent('Read https://example.com/guide?x=1 with @ann #Beach.');
  });

  it('links http addresses only: no javascript:, ftp:, mailto:, e-mail or bare domain', () => {
    renderPage(
      <PostContent content="javascript:alert(1) ftp://files.example.com mailto:a@example.com a@example.com example.com http://plain.example.org" />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['http://plain.example.org']);
    expect(links[0]).toHaveAttribute('rel', externalLinkRel);
  });

  it('keeps a # or @ inside an address part of the address', () => {
    expect(
      segmentContent('See https://example.com/@ann/#beach now', ['beach'], [ann], findLinks).map((s) => Object.keys(s)),
    ).toEqual([['text'], ['href', 'text'], ['text']]);
  });

  it('shows text without addresses, tags or mentions as plain text', () => {
    renderPage(<PostContent content="Just words" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Just words')).toHaveAttribute('dir', 'auto');
  });
});

describe('segmentContent before the address finder has loaded', () => {
  it('leaves an address as text, and still finds tags and mentions', () => {
    expect(segmentContent('Read https://example.com/guide with @ann #beach', ['beach'], [ann], null)).toEqual([
      { text: 'Read https://example.com/guide with ' },
      { user: ann, text: '@ann' },
      { text: ' ' },
      { tag: 'beach', text: '#beach' },
    ]);
  });
});
