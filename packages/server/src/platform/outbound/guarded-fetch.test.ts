import type { LookupAddress } from 'node:dns';
import { startLinkSite } from '../../../test/link-pages';
import { guardedFetch, LinkFetchError, type GuardOptions } from './guarded-fetch';

type Site = Awaited<ReturnType<typeof startLinkSite>>;

/** Names the test resolves itself (no real DNS): each to the addresses listed. */
const names: Record<string, string[]> = {
  'site.test': ['127.0.0.1'],
  'loopback.test': ['127.0.0.1'],
  'private.test': ['10.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': ['93.184.216.34', '10.0.0.1'],
  'v6-loopback.test': ['::1'],
  'v6-mapped.test': ['::ffff:127.0.0.1'],
};
const resolve = async (host: string): Promise<LookupAddress[]> => {
  const list = names[host];
  if (!list) throw new Error('ENOTFOUND');
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const html = (allow: string[] = []): GuardOptions => ({
  allowHosts: new Set(allow),
  accept: (type) => type === 'text/html',
  maxBytes: 512 * 1024,
  timeoutMs: 3000,
  resolve,
});

/** The reason a fetch was refused. */
async function refusal(url: string, options: GuardOptions): Promise<string> {
  try {
    await guardedFetch(url, options);
  } catch (err) {
    if (err instanceof LinkFetchError) return err.reason;
    throw err;
  }
  throw new Error(`${url} was fetched`);
}

describe('guardedFetch', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startLinkSite();
  });
  afterAll(() => site.close());
  const at = (host: string, path: string) => `http://${host}:${site.port}${path}`;

  it('fetches a page from an allowlisted host', async () => {
    const page = await guardedFetch(at('site.test', '/page'), html(['site.test']));
    expect(page.contentType).toBe('text/html');
    expect(page.body.toString()).toContain('og:title');
  });

  it('refuses 127.0.0.1, 10.0.0.1, 169.254.169.254 and IPv6 loopback when not allowlisted, without a request', async () => {
    const before = site.hits.get('/page') ?? 0;
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]', '[::ffff:127.0.0.1]', '100.64.0.1'])
      expect(await refusal(at(host, '/page'), html())).toBe('address');
    expect(site.hits.get('/page') ?? 0).toBe(before);
  });

  it('refuses a name resolving to a loopback, private, metadata or mapped address (one private address is enough)', async () => {
    for (const host of [
      'loopback.test',
      'private.test',
      'metadata.test',
      'mixed.test',
      'v6-loopback.test',
      'v6-mapped.test',
    ])
      expect(await refusal(at(host, '/page'), html())).toBe('address');
    expect(await refusal(at('nowhere.test', '/page'), html())).toBe('address');
  });

  it('allows only the listed host: another name on the same address is still refused', async () => {
    expect(await refusal(at('loopback.test', '/page'), html(['site.test']))).toBe('address');
  });

  it('follows a redirect on the site, and refuses one to a private or metadata address', async () => {
    const page = await guardedFetch(at('site.test', '/to-page'), html(['site.test']));
    expect(page.url.pathname).toBe('/page');
    expect(await refusal(at('site.test', '/to-private'), html(['site.test']))).toBe('address');
    expect(await refusal(at('site.test', '/to-metadata'), html(['site.test']))).toBe('address');
  });

  it('stops after 3 redirects', async () => {
    const before = site.hits.get('/loop') ?? 0;
    expect(await refusal(at('site.test', '/loop'), html(['site.test']))).toBe('redirect');
    expect((site.hits.get('/loop') ?? 0) - before).toBe(4);
  });

  it('refuses what is not HTML', async () => {
    expect(await refusal(at('site.test', '/plain'), html(['site.test']))).toBe('type');
  });

  it('refuses a body over the limit, declared or not', async () => {
    expect(await refusal(at('site.test', '/big'), html(['site.test']))).toBe('size');
    expect(await refusal(at('site.test', '/big-chunked'), html(['site.test']))).toBe('size');
  });

  it('gives up when the page takes longer than the time allowed', async () => {
    const started = Date.now();
    expect(await refusal(at('site.test', '/slow'), { ...html(['site.test']), timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses other schemes and addresses with credentials', async () => {
    expect(await refusal('ftp://site.test/page', html(['site.test']))).toBe('url');
    expect(await refusal('file:///etc/passwd', html())).toBe('url');
    expect(await refusal(at('user:pw@site.test', '/page'), html(['site.test']))).toBe('url');
  });
});
