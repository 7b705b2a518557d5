import { isAtPath, paths } from './paths';

it('matches a deep link to its page, a parameter standing for one segment', () => {
  expect(isAtPath(paths.post as string, '/post/p-1')).toBe(true);
  expect(isAtPath(paths.hashtag as string, '/hashtag/cats/')).toBe(true);
  expect(isAtPath(paths.hashtags as string, '/hashtag')).toBe(true);
});

it('does not match another page, a missing parameter or a longer path', () => {
  expect(isAtPath(paths.post as string, '/feed')).toBe(false);
  expect(isAtPath(paths.hashtag as string, '/hashtag')).toBe(false);
  expect(isAtPath(paths.hashtag as string, '/hashtag//')).toBe(false);
  expect(isAtPath(paths.post as string, '/post/p-1/comments')).toBe(false);
});
