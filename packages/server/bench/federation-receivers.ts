// The other servers of the federation benchmark (federation.ts): many small ActivityPub servers in
// this one process, each on a loopback address of its own (127.0.0.2, 127.0.0.3, …) and one shared
// port, so each is a host of its own to the server under test (its deliveries, shared inboxes and
// per-host limits), as 100 real servers would be. Each verifies every delivery's HTTP signature with
// Fedify (the sender's key fetched once per server, then cached, as a real server does) and counts
// it; each also serves the actors that send to the server (their documents and public keys).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { generateCryptoKeyPair, verifyRequest, type KeyCache, type VerifyRequestOptions } from '@fedify/fedify';
import { CryptographicKey, Endpoints, Person } from '@fedify/fedify/vocab';

/** One delivery a receiving server took: when, its activity's type and the whole body as text. */
export interface Delivery {
  at: number;
  host: string;
  type: string;
  body: string;
}

/** An actor of a receiving server that sends activities (its key pair is this process's). */
export interface RemoteActor {
  uri: URL;
  keyId: URL;
  privateKey: Awaited<ReturnType<typeof generateCryptoKeyPair>>['privateKey'];
  /** The loopback address its server listens on: requests it sends leave from there. */
  address: string;
}

/** The loopback address of the n-th receiving server (n from 0). */
export const receiverAddress = (n: number): string => `127.0.0.${2 + n}`;

/** A document loader for the senders' keys: plain fetch (the servers are all on loopback). */
const loadDocument: NonNullable<VerifyRequestOptions['documentLoader']> = async (url) => {
  const response = await fetch(url, { headers: { accept: 'application/activity+json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { contextUrl: null, documentUrl: response.url || url, document: await response.json() };
};

/** A key cache of one server: each key fetched once. */
function memoryKeyCache(): KeyCache {
  const keys = new Map<string, Awaited<ReturnType<KeyCache['get']>>>();
  return {
    get: async (keyId) => keys.get(keyId.href),
    set: async (keyId, key) => void keys.set(keyId.href, key),
  };
}

/** The web Request Fedify verifies, from a Node request and its body. */
function webRequest(request: http.IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  return new Request(new URL(request.url ?? '/', origin), { method: request.method, headers, body });
}

/** The receiving servers, their deliveries, and the actors they serve. */
export class Receivers {
  readonly deliveries: Delivery[] = [];
  /** Deliveries refused because their signature did not verify. */
  unsigned = 0;
  private readonly servers: http.Server[] = [];
  private readonly actors = new Map<string, { person: Person; actor: RemoteActor }>();

  constructor(
    readonly count: number,
    readonly port: number,
  ) {}

  /** `http://<address>:<port>` of the n-th server. */
  origin(n: number): string {
    return `http://${receiverAddress(n)}:${this.port}`;
  }

  /** `<address>:<port>` of the n-th server (a remote account's host on the server under test). */
  host(n: number): string {
    return `${receiverAddress(n)}:${this.port}`;
  }

  /** Starts every server on its own address. */
  async start(): Promise<void> {
    for (let n = 0; n < this.count; n += 1) {
      const origin = this.origin(n);
      const host = this.host(n);
      const keyCache = memoryKeyCache();
      const server = http.createServer((request, response) => {
        void this.answer(request, response, { origin, host, keyCache }).catch((error: unknown) => {
          response.writeHead(500).end(String(error));
        });
      });
      server.keepAliveTimeout = 65_000;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.port, receiverAddress(n), () => resolve());
      });
      this.servers.push(server);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  }

  /**
   * An actor `name` on the n-th server that will send activities: a key pair made here, and its
   * Person document (with the public key) served from then on.
   */
  async addActor(n: number, name: string): Promise<RemoteActor> {
    const uri = new URL(`${this.origin(n)}/users/${name}`);
    const keyId = new URL(`${uri.href}#main-key`);
    const { privateKey, publicKey } = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const person = new Person({
      id: uri,
      preferredUsername: name,
      name: `Remote ${name}`,
      inbox: new URL(`${uri.href}/inbox`),
      endpoints: new Endpoints({ sharedInbox: new URL(`${this.origin(n)}/inbox`) }),
      publicKey: new CryptographicKey({ id: keyId, owner: uri, publicKey }),
    });
    const actor = { uri, keyId, privateKey, address: receiverAddress(n) };
    this.actors.set(uri.pathname + '@' + this.host(n), { person, actor });
    return actor;
  }

  /** Deliveries whose body names `text` (e.g. a post's id), in the order they came. */
  deliveriesNaming(text: string): Delivery[] {
    return this.deliveries.filter((delivery) => delivery.body.includes(text));
  }

  private async answer(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    server: { origin: string; host: string; keyCache: KeyCache },
  ): Promise<void> {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (request.method === 'GET') {
      const found = this.actors.get(`${path}@${server.host}`);
      if (!found) return void response.writeHead(404).end();
      const document = await found.person.toJsonLd();
      response.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(document));
      return;
    }
    if (request.method !== 'POST' || !path.endsWith('/inbox')) return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const key = await verifyRequest(webRequest(request, body, server.origin), {
      documentLoader: loadDocument,
      keyCache: server.keyCache,
      spec: request.headers['signature-input'] ? 'rfc9421' : 'draft-cavage-http-signatures-12',
    });
    if (!key) {
      this.unsigned += 1;
      return void response.writeHead(401).end();
    }
    const text = body.toString('utf8');
    const type = String((JSON.parse(text) as { type?: unknown }).type ?? '');
    this.deliveries.push({ at: performance.now(), host: server.host, type, body: text });
    response.writeHead(202).end();
  }
}
