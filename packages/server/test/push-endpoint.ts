import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';

/** One request a push service got. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (https with a certificate of its own, which the test app is told to
 * trust) that records each request and answers `status`; and a browser's subscription keys, to
 * decrypt what arrived as the browser would.
 */
export async function startPushEndpoint() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const endpoint = {
    /** What the next requests are answered (410: the subscription is gone). */
    status: 201,
    received: [] as ReceivedPush[],
    /** The certificate the test app must trust. */
    ca: pems.cert,
    url: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      endpoint.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(endpoint.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}

/** A browser's push keys: the subscription JSON to post, and the decryption of what arrives for it. */
export function browserKeys(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    decrypt: (body: Buffer): unknown =>
      JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString()),
  };
}
