import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns the carried path, query included', () => {
    expect(returnPath({ from: '/profile' })).toBe('/profile');
    expect(returnPath({ from: '/hashtag/cats?x=1' })).toBe('/hashtag/cats?x=1');
  });

  it.each([
    null,
    undefined,
    {},
    { from: 42 },
    { from: 'https://evil.example' },
    { from: '//evil.example' },
    { from: '/\\evil.example' },
    { from: '/login' },
    { from: '/verify?x' },
  ])('falls back to /feed for %p', (state) => {
    expect(returnPath(state)).toBe('/feed');
  });
});
