import { overridesKey, resolveRemotes, type RuntimeConfig } from './runtime-config';

const config = (allowRemoteOverrides: boolean): RuntimeConfig => ({
  remotes: { mfe_feed: '/remotes/mfe-feed/mf-manifest.json', mfe_chat: '/remotes/mfe-chat/mf-manifest.json' },
  allowRemoteOverrides,
  apiBase: '/api',
  identity: { userPoolId: 'local-1_cliques', userPoolClientId: 'web' },
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

it('uses the configured manifests', () => {
  expect(resolveRemotes(config(true), '', memoryStorage())).toEqual(config(true).remotes);
});

it('points one remote at a local dev server when overrides are allowed', () => {
  const storage = memoryStorage({ [overridesKey]: JSON.stringify({ mfe_feed: 'http://localhost:3002/mf-manifest.json' }) });
  expect(resolveRemotes(config(true), '', storage).mfe_feed).toBe('http://localhost:3002/mf-manifest.json');
});

it('takes an override from the query string and remembers it', () => {
  const storage = memoryStorage();
  const search = `?remoteOverrides=${encodeURIComponent(JSON.stringify({ mfe_chat: 'http://127.0.0.1:3003/mf-manifest.json' }))}`;
  expect(resolveRemotes(config(true), search, storage).mfe_chat).toBe('http://127.0.0.1:3003/mf-manifest.json');
  expect(resolveRemotes(config(true), '', storage).mfe_chat).toBe('http://127.0.0.1:3003/mf-manifest.json');
});

it('ignores overrides when the deployment does not allow them', () => {
  const storage = memoryStorage({ [overridesKey]: JSON.stringify({ mfe_feed: 'http://localhost:3002/mf-manifest.json' }) });
  expect(resolveRemotes(config(false), '', storage).mfe_feed).toBe('/remotes/mfe-feed/mf-manifest.json');
});

it('never honours an arbitrary origin, an unknown remote or garbage', () => {
  const storage = memoryStorage({
    [overridesKey]: JSON.stringify({ mfe_feed: 'https://evil.example/mf-manifest.json', mfe_unknown: 'http://localhost:3009/x.json', mfe_chat: 'not a url' }),
  });
  expect(resolveRemotes(config(true), '', storage)).toEqual(config(true).remotes);
  expect(resolveRemotes(config(true), '', memoryStorage({ [overridesKey]: '{broken' }))).toEqual(config(true).remotes);
});
