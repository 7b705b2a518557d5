import { declaredTables as tables } from '../test/declared-routes';
import { firstRemote } from './first-area';

it('takes the remote of the page asked for, from the declared routes', () => {
  expect(firstRemote(tables, '/login', false)).toBe('mfe_auth');
  expect(firstRemote(tables, '/post/8f1c', true)).toBe('mfe_feed');
  expect(firstRemote(tables, '/hashtag/', true)).toBe('mfe_feed');
  expect(firstRemote(tables, '/profile/abc', true)).toBe('mfe_social');
  expect(firstRemote(tables, '/privacy', false)).toBe('mfe_legal');
});

it('follows the redirects: a signed-out visitor to /login, a signed-in one to /feed', () => {
  expect(firstRemote(tables, '/feed', false)).toBe('mfe_auth');
  expect(firstRemote(tables, '/nowhere', false)).toBe('mfe_auth');
  expect(firstRemote(tables, '/', true)).toBe('mfe_feed');
  expect(firstRemote(tables, '/login', true)).toBe('mfe_feed');
});
