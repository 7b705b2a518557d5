import { mediaKeyOf, SignedUrlCache } from './signed-url-cache';

const hour = 3600 * 1000;

function setup(start = Date.parse('2030-01-01T00:00:00Z')) {
  let now = start;
  const requests: string[][] = [];
  let fail = false;
  const cache = new SignedUrlCache({
    now: () => now,
    fetchSigned: async (keys, expiresIn) => {
      requests.push(keys);
      if (fail) throw new Error('offline');
      const expires = Math.floor((now + expiresIn * 1000) / 1000);
      return keys
        .filter((k) => !k.includes('forbidden'))
        .map((key) => ({
          key,
          signedUrl: `/media/files/${key}?expires=${expires}&sig=${requests.length}`,
          expiresAt: new Date(expires * 1000).toISOString(),
        }));
    },
  });
  return {
    cache,
    requests,
    advance: (ms: number) => (now += ms),
    setFail: (value: boolean) => (fail = value),
  };
}

describe('SignedUrlCache', () => {
  it('signs file URLs in one batch per tick and serves them from cache until 5 minutes before expiry', async () => {
    const { cache, requests, advance } = setup();
    const [a, b, a2] = await cache.resolveMany([
      '/media/files/users/u/a.png',
      'users/u/b.png',
      '/media/files/users/u/a.png',
    ]);
    expect(requests).toEqual([['users/u/a.png', 'users/u/b.png']]);
    expect(a).toMatch(/^\/media\/files\/users\/u\/a\.png\?expires=\d+&sig=1$/);
    expect(b).toMatch(/sig=1$/);
    expect(a2).toBe(a);
    advance(hour - 6 * 60 * 1000);
    expect(await cache.resolve('/media/files/users/u/a.png')).toBe(a);
    expect(requests).toHaveLength(1);
    advance(2 * 60 * 1000);
    expect(await cache.resolve('/media/files/users/u/a.png')).toMatch(/sig=2$/);
    expect(requests).toHaveLength(2);
  });

  it('keeps an already signed URL that is fresh, and re-signs one about to expire', async () => {
    const { cache, requests } = setup(Date.parse('2030-01-01T00:00:00Z'));
    const fresh = `/media/files/users/u/p.png?expires=${Date.parse('2030-01-01T01:00:00Z') / 1000}&sig=server`;
    expect(await cache.resolve(fresh)).toBe(fresh);
    const stale = `/media/files/users/u/q.png?expires=${Date.parse('2030-01-01T00:04:00Z') / 1000}&sig=server`;
    expect(await cache.resolve(stale)).toMatch(/sig=1$/);
    expect(requests).toEqual([['users/u/q.png']]);
  });

  it('falls back to the original URLs when signing fails or a key is refused', async () => {
    const { cache, setFail } = setup();
    setFail(true);
    expect(await cache.resolveMany(['/media/files/users/u/a.png', 'users/u/b.png'])).toEqual([
      '/media/files/users/u/a.png',
      'users/u/b.png',
    ]);
    setFail(false);
    expect(await cache.resolve('/media/files/users/u/forbidden.png')).toBe('/media/files/users/u/forbidden.png');
  });

  it('carries a file version (?v=) into the signed URL, so a replaced picture is a new URL', async () => {
    const { cache, requests } = setup();
    const first = await cache.resolve('/media/files/users/u/profile/avatar.jpg?v=1');
    const second = await cache.resolve('/media/files/users/u/profile/avatar.jpg?v=2');
    expect(first).toMatch(/^\/media\/files\/users\/u\/profile\/avatar\.jpg\?expires=\d+&sig=1&v=1$/);
    expect(second).toMatch(/sig=1&v=2$/);
    expect(requests).toEqual([['users/u/profile/avatar.jpg']]);
  });

  it('passes other URLs through untouched', async () => {
    const { cache, requests } = setup();
    expect(
      await cache.resolveMany(['data:image/png;base64,AA', 'https://example.com/x.png', 'blob:http://x/1']),
    ).toEqual(['data:image/png;base64,AA', 'https://example.com/x.png', 'blob:http://x/1']);
    expect(requests).toEqual([]);
  });

  it('splits more than 100 keys into several requests', async () => {
    const { cache, requests } = setup();
    await cache.resolveMany(Array.from({ length: 150 }, (_, i) => `users/u/${i}.png`));
    expect(requests.map((r) => r.length)).toEqual([100, 50]);
  });
});

describe('mediaKeyOf', () => {
  it('reads the key of relative, absolute and signed file URLs', () => {
    expect(mediaKeyOf('/media/files/users/u/profile/avatar.jpg')).toBe('users/u/profile/avatar.jpg');
    expect(mediaKeyOf('http://localhost:8080/media/files/users/u/a.png?expires=1&sig=x')).toBe('users/u/a.png');
    expect(mediaKeyOf('https://example.com/a.png')).toBeNull();
  });
});
