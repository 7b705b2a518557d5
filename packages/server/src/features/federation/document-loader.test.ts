import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AppContext } from '../../context';
import { documentLoaderOptions, guardedDocumentLoader, maxDocumentBytes } from './document-loader';

/** A server on the loopback answering a few documents, counting its requests. */
async function documentServer() {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    const json = (body: unknown) => {
      response.setHeader('content-type', 'application/activity+json');
      response.end(JSON.stringify(body));
    };
    const origin = `http://${request.headers.host}`;
    if (request.url === '/actor') json({ id: `${origin}/actor`, type: 'Person', inbox: `${origin}/actor/inbox` });
    else if (request.url === '/sneaky')
      json({ id: `${origin}/sneaky`, type: 'Person', inbox: 'https://10.0.0.1/inbox' });
    else if (request.url === '/big') json({ padding: 'x'.repeat(maxDocumentBytes) });
    else if (request.url === '/redirect') {
      response.statusCode = 302;
      response.setHeader('location', 'http://169.254.169.254/latest/meta-data');
      response.end();
    } else {
      response.setHeader('content-type', 'text/html');
      response.end('<p>a page</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the guarded document loader (production)', () => {
  let served: Awaited<ReturnType<typeof documentServer>>;
  const blocked = new Set<string>();
  const loader = (allowLoopback: boolean) =>
    guardedDocumentLoader({
      userAgent: 'Cliques/test',
      isBlocked: async (host) => blocked.has(host),
      allowHosts: allowLoopback ? new Set(['127.0.0.1']) : new Set(),
    });
  beforeAll(async () => {
    served = await documentServer();
  });
  afterAll(() => served.close());

  it('reads an ActivityPub document from a host it may reach', async () => {
    const loaded = await loader(true)(`${served.origin}/actor`);
    expect(loaded).toMatchObject({ documentUrl: `${served.origin}/actor`, document: { type: 'Person' } });
  });

  it('refuses loopback, private and metadata addresses (redirects too), before any byte is read', async () => {
    const before = served.requests();
    await expect(loader(false)(`${served.origin}/actor`)).rejects.toThrow(/public address/);
    expect(served.requests()).toBe(before);
    await expect(loader(true)(`${served.origin}/redirect`)).rejects.toThrow(/public address/);
  });

  it('refuses a blocked server, a body over 1 MB, a page that is not ActivityPub JSON', async () => {
    blocked.add(new URL(served.origin).host);
    await expect(loader(true)(`${served.origin}/actor`)).rejects.toThrow(/blocked/);
    blocked.clear();
    await expect(loader(true)(`${served.origin}/big`)).rejects.toThrow(/too large/);
    await expect(loader(true)(`${served.origin}/page`)).rejects.toThrow(/content type/);
  });

  it('refuses an actor whose inbox lies on a private address elsewhere (deliveries would be posted there)', async () => {
    await expect(loader(true)(`${served.origin}/sneaky`)).rejects.toThrow(/public address/);
  });

  it('answers the JSON-LD contexts Fedify knows from memory', async () => {
    const loaded = await loader(false)('https://www.w3.org/ns/activitystreams');
    expect(loaded.document).toHaveProperty('@context');
  });

  describe('as Fedify is given it', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is used when private addresses are refused (production), and refuses them', async () => {
      const context = {
        ...t.context,
        config: { ...t.config, federation: { enabled: true, allowPrivateAddress: false } },
      };
      const options = documentLoaderOptions(context as AppContext, { software: 'Cliques/test' });
      expect(options).not.toHaveProperty('allowPrivateAddress');
      const load = options.documentLoaderFactory?.();
      if (!load) throw new Error('no document loader');
      await expect(load(`${served.origin}/actor`)).rejects.toThrow(/public address/);
    });

    it('is not used outside production, where Fedify reaches private addresses itself', () => {
      expect(documentLoaderOptions(t.context, { software: 'Cliques/test' })).toEqual({
        allowPrivateAddress: true,
        userAgent: { software: 'Cliques/test' },
      });
    });
  });
});
