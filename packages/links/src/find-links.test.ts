import { findLinks, firstLinkUrl, normalizeLinkUrl } from './index';

describe('findLinks', () => {
  it('finds written-out http and https addresses, without the sentence’s full stop', () => {
    const text = 'Read https://example.com/guide?x=1 and http://plain.example.org.';
    expect(findLinks(text).map((link) => link.href)).toEqual([
      'https://example.com/guide?x=1',
      'http://plain.example.org',
    ]);
    const [first] = findLinks(text);
    expect(text.slice(first?.index, first?.lastIndex)).toBe('https://example.com/guide?x=1');
  });

  it('finds no javascript:, ftp:, mailto:, e-mail address or bare domain', () => {
    expect(
      findLinks(
        'javascript:alert(1) ftp://files.example.com mailto:a@example.com a@example.com example.com //x.example',
      ),
    ).toEqual([]);
  });
});

describe('normalizeLinkUrl', () => {
  it('drops the fragment, the credentials and a default port, and lower-cases the host', () => {
    expect(normalizeLinkUrl('HTTPS://user:pw@Example.COM:443/Path?q=A#top')).toBe('https://example.com/Path?q=A');
    expect(normalizeLinkUrl('http://Example.com:8080')).toBe('http://example.com:8080/');
  });

  it('refuses what is not an http or https address', () => {
    expect(normalizeLinkUrl('ftp://example.com/')).toBeNull();
    expect(normalizeLinkUrl('not a url')).toBeNull();
    expect(normalizeLinkUrl(`https://example.com/${'a'.repeat(2100)}`)).toBeNull();
  });
});

describe('firstLinkUrl', () => {
  it('is the first address of a text, normalized, or null', () => {
    expect(firstLinkUrl('See https://Example.com/a#b then https://other.example/')).toBe('https://example.com/a');
    expect(firstLinkUrl('no address here, only example.com')).toBeNull();
  });
});
