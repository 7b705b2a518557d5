import net from 'node:net';
import { createTestApp, type TestApp, type TestUser } from './test-app';

/** A free port on the loopback (a server's PUBLIC_ORIGIN must be known before its app is built). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A test app listening on its own port with federation on, its origin `http://127.0.0.1:<port>`. */
export type FederatingServer = TestApp & { origin: string; host: string };

/**
 * Starts a federating server (`env` adds settings, e.g. ADMIN_USERS); `build` makes its app
 * (createTestApp by default; createPostsTestApp for one with a media store).
 */
export async function startFederatingServer<T extends TestApp = TestApp>(
  env: Record<string, string> = {},
  build: (env: Record<string, string>) => Promise<T> = createTestApp as (env: Record<string, string>) => Promise<T>,
): Promise<T & { origin: string; host: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await build({ FEDERATION: 'on', PUBLIC_ORIGIN: origin, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return Object.assign(t, { origin, host: `127.0.0.1:${port}` });
}

/** Runs the servers' jobs (deliveries, inboxes, the federation jobs) until none is left. */
export async function settle(...servers: TestApp[]): Promise<void> {
  for (let round = 0; round < 50; round++) {
    let ran = 0;
    for (const t of servers) ran += await t.context.jobs.drain();
    if (ran === 0) return;
  }
  throw new Error('the jobs never settled');
}

/** Turns on a person's `federation.discoverable`: other servers can find and follow them. */
export async function makeReachable(t: TestApp, user: TestUser): Promise<void> {
  const res = await t.request({
    method: 'PUT',
    url: `/api/users/${user.userId}/settings`,
    headers: user.auth,
    payload: { settings: { federation: { discoverable: true } } },
  });
  if (res.status !== 200) throw new Error(`settings answered ${res.status}`);
}

/** An activity one server posted to another's inbox, as a test sees it on the wire. */
export interface SentActivity {
  inbox: string;
  type: string;
  actor: string;
  object: unknown;
}

/**
 * Records every activity posted to an inbox through the process's fetch (Fedify's deliveries)
 * while the request still goes out unchanged. Returns the record and how to stop recording.
 */
export function recordDeliveries(): { sent: SentActivity[]; stop(): void } {
  const original = globalThis.fetch;
  const sent: SentActivity[] = [];
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method === 'POST' && /\/inbox$/.test(new URL(request.url).pathname)) {
      const body = (await request.clone().json()) as { type: string; actor: string; object: unknown };
      sent.push({ inbox: request.url, type: body.type, actor: body.actor, object: body.object });
    }
    return original(input, init);
  };
  return { sent, stop: () => void (globalThis.fetch = original) };
}
