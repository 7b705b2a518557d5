import { firstRemote, hasStoredTokens, matchesPattern } from './first-area';

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

it('sees stored tokens of this client only', () => {
  const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
  expect(hasStoredTokens('web', storage(['CognitoIdentityServiceProvider.web.LastAuthUser']))).toBe(true);
  expect(hasStoredTokens('web', storage(['CognitoIdentityServiceProvider.other.LastAuthUser', 'cliques-theme']))).toBe(false);
});
