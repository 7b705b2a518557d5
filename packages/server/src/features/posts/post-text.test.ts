import { normaliseHashtag, parseHashtags, parseMentions } from './post-text';

describe('parseHashtags', () => {
  it('finds #words in lower case without #, unique, in order', () => {
    expect(parseHashtags('Sunny #Beach day! #summer_2025 #beach')).toEqual(['beach', 'summer_2025']);
  });

  it('accepts letters of any script and digits', () => {
    expect(parseHashtags('#Café #東京 #42')).toEqual(['café', '東京', '42']);
  });

  it('ignores # inside words, HTML entities and tags longer than 50 characters', () => {
    expect(parseHashtags(`a#b &#39; #${'x'.repeat(51)} #${'y'.repeat(50)}`)).toEqual(['y'.repeat(50)]);
  });

  it('stops at 30 tags', () => {
    const text = Array.from({ length: 40 }, (_, i) => `#t${i}`).join(' ');
    expect(parseHashtags(text)).toHaveLength(30);
  });
});

describe('parseMentions', () => {
  it('finds @usernames, lower case and unique, without trailing punctuation', () => {
    expect(parseMentions('Hi @Ann, @bob.smith and @ann. Thanks @carol!')).toEqual(['ann', 'bob.smith', 'carol']);
  });

  it('does not take e-mail addresses for mentions', () => {
    expect(parseMentions('write to team@ann.com or @@ann')).toEqual([]);
  });
});

describe('normaliseHashtag', () => {
  it('accepts a tag with or without # in any case', () => {
    expect(normaliseHashtag('#Cats')).toBe('cats');
    expect(normaliseHashtag('cats')).toBe('cats');
  });

  it('refuses what cannot be a tag', () => {
    expect(normaliseHashtag('two words')).toBeNull();
    expect(normaliseHashtag('#')).toBeNull();
    expect(normaliseHashtag('x'.repeat(51))).toBeNull();
  });
});
