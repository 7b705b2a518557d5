import { firstRemote, matchesPattern } from './first-area';

it('matches route patterns segment by segment', () => {
  expect(matchesPattern('/post/:postId', '/post/8f1c')).toBe(true);
  expect(matchesPattern('/post/:postId', '/post')).toBe(false);
  expect(matchesPattern('/hashtag', '/hashtag/')).toBe(true);
  expect(matchesPattern('/feed', '/friends')).toBe(false);
});

it('takes the remote of the page asked for', () => {
  expect(firstRemote('/login', false)).toBe('mfe_auth');
  expect(firstRemote('/post/8f1c', true)).toBe('mfe_feed');
  expect(firstRemote('/profile/abc', true)).toBe('mfe_social');
  expect(firstRemote('/privacy', false)).toBe('mfe_legal');
});

it('follows the redirects: a signed-out visitor to /login, a signed-in one to /feed', () => {
  expect(firstRemote('/feed', false)).toBe('mfe_auth');
  expect(firstRemote('/nowhere', false)).toBe('mfe_auth');
  expect(firstRemote('/', true)).toBe('mfe_feed');
  expect(firstRemote('/login', true)).toBe('mfe_feed');
});
