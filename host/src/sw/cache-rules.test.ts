import { isImmutable, remotesCacheName, routeOf } from './cache-rules';

describe('routeOf', () => {
  it('never answers API calls, the socket, sign-in, media or the worker itself from a cache', () => {
    for (const path of ['/api/posts', '/api', '/ws', '/identity/token', '/media/a.png', '/sw.js'])
      expect(routeOf(path, 'cors')).toBe('network');
  });

  it('tells pages, the config, the remotes and the shell apart', () => {
    expect(routeOf('/chat/abc', 'navigate')).toBe('navigation');
    expect(routeOf('/config.json', 'cors')).toBe('config');
    expect(routeOf('/remotes/mfe-feed/remoteEntry.js', 'cors')).toBe('remote');
    expect(routeOf('/releases/mfe-feed/1.0.0-ab/mf-manifest.json', 'cors')).toBe('remote');
    expect(routeOf('/main.0123456789.js', 'no-cors')).toBe('shell');
    expect(routeOf('/manifest.webmanifest', 'cors')).toBe('shell');
  });

  it("keeps a host release's files with the shell, not with the remotes' versions", () => {
    expect(routeOf('/releases/host/2.0.0-ab/main.0123456789.js', 'no-cors')).toBe('shell');
    expect(isImmutable('/releases/host/2.0.0-ab/main.0123456789.js')).toBe(true);
  });
});

describe('isImmutable', () => {
  it('takes content-hashed files and published releases from the cache first, entries from the network', () => {
    expect(isImmutable('/remotes/mfe-feed/302.0123456789.js')).toBe(true);
    expect(isImmutable('/releases/mfe-feed/1.0.0-ab/remoteEntry.js')).toBe(true);
    expect(isImmutable('/remotes/mfe-feed/remoteEntry.js')).toBe(false);
    expect(isImmutable('/remotes/mfe-feed/mf-manifest.json')).toBe(false);
  });
});

describe('remotesCacheName', () => {
  const config = {
    remotes: { mfe_feed: '/remotes/mfe-feed/mf-manifest.json', mfe_chat: '/remotes/mfe-chat/mf-manifest.json' },
    versions: { mfe_feed: '0.1.0-aaaa', mfe_chat: '0.1.0-bbbb' },
  };

  it('is the same for the same versions, whatever the order of the remotes', () => {
    const reordered = {
      remotes: { mfe_chat: config.remotes.mfe_chat, mfe_feed: config.remotes.mfe_feed },
      versions: config.versions,
    };
    expect(remotesCacheName(reordered)).toBe(remotesCacheName(config));
  });

  it('changes when a deploy changes a version or an entry', () => {
    const deployed = { ...config, versions: { ...config.versions, mfe_feed: '0.1.1-cccc' } };
    const moved = {
      ...config,
      remotes: { ...config.remotes, mfe_feed: '/releases/mfe-feed/0.1.0-aaaa/mf-manifest.json' },
    };
    expect(remotesCacheName(deployed)).not.toBe(remotesCacheName(config));
    expect(remotesCacheName(moved)).not.toBe(remotesCacheName(config));
    expect(remotesCacheName(config)).toMatch(/^cliques-remotes-[0-9a-f]{8}$/);
  });
});
