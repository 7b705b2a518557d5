import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Account } from './accounts';
import { AppInstance } from './app-instance';
import { idTokenOf } from './dev-remote';
import { freePort, makeCertificates, TlsTerminator, trustAuthority } from './fediverse-tls';
import { createDatabase } from './services';

/**
 * One Cliques server of the two: the built server behind TLS on `https://localhost:<port>`, its
 * public origin (so its people are `@name@localhost:<port>`; Fedify's WebFinger keeps the port on
 * both sides, the lookup and the answer).
 */
export interface FediverseServer {
  name: string;
  /** `https://localhost:<port>`: PUBLIC_ORIGIN, what browsers and other servers use. */
  origin: string;
  /** `localhost:<port>`: the server part of its handles, and what an admin blocks. */
  host: string;
  instance: AppInstance;
  /** An API client on this origin (Playwright's, which takes the journey's certificates as they are). */
  request: APIRequestContext;
}

/** The full handle of a local account or clique of `server`. */
export const handleOn = (server: FediverseServer, name: string) => `@${name}@${server.host}`;

/** The username a remote account of `server` has on the other server (`name@host`). */
export const remoteUsername = (server: FediverseServer, name: string) => `${name}@${server.host}`;

/** Two servers that federate, and how to stop them. */
export interface FediversePair {
  a: FediverseServer;
  b: FediverseServer;
  /** Stops both servers and nginx; their files are removed unless `keepLogs` (then where they are is printed). */
  close(options?: { keepLogs?: boolean }): Promise<void>;
}

/**
 * Two Cliques servers on this machine that federate over https: a certificate authority made for
 * the run, each instance on its own port and data directory with FEDERATION=on, its https
 * PUBLIC_ORIGIN and NODE_EXTRA_CA_CERTS (so it trusts the other's certificate), and nginx
 * terminating TLS in front of both. A keeps the embedded PGlite (its deliveries run on the main
 * thread); B runs on a PostgreSQL database of its own (its deliveries run in the delivery thread).
 * `admins` names each server's ADMIN_USERS.
 */
export async function startFediversePair(admins: { a: string; b: string }): Promise<FediversePair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-fediverse-'));
  const certificates = makeCertificates(path.join(dir, 'tls'));
  trustAuthority(certificates.ca);
  const ports = await Promise.all([0, 1, 2, 3].map(() => freePort()));
  const [appA, appB, tlsA, tlsB] = ports as [number, number, number, number];
  const database = await createDatabase(`cliques_fediverse_${process.pid}`);
  const server = async (
    name: string,
    appPort: number,
    tlsPort: number,
    admin: string,
    env: Record<string, string> = {},
  ): Promise<FediverseServer> => {
    const origin = `https://localhost:${tlsPort}`;
    const instance = new AppInstance(appPort, path.join(dir, `server-${name}`), {
      ...env,
      FEDERATION: 'on',
      PUBLIC_ORIGIN: origin,
      NODE_EXTRA_CA_CERTS: certificates.ca,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERS: admin,
      LOG_LEVEL: 'warn',
    });
    const request = await playwrightRequest.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    return { name, origin, host: `localhost:${tlsPort}`, instance, request };
  };
  const a = await server('a', appA, tlsA, admins.a);
  const b = await server('b', appB, tlsB, admins.b, { DATABASE_URL: database.url });
  const nginx = new TlsTerminator(path.join(dir, 'nginx'), certificates, [
    { listen: tlsA, upstream: appA },
    { listen: tlsB, upstream: appB },
  ]);
  const close = async ({ keepLogs = false } = {}) => {
    await nginx.stop();
    for (const each of [a, b]) {
      await each.request.dispose();
      await each.instance.stop('SIGTERM');
    }
    await database.drop();
    if (keepLogs) console.warn(`The two servers' logs: ${dir}/server-a/server.log, ${dir}/server-b/server.log`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([a.instance.start(), b.instance.start()]);
    await nginx.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { a, b, close };
}

/** A browser context of its own on a server's origin (the journey's certificates accepted), and its page. */
export async function pageOn(browser: Browser, server: FediverseServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, ignoreHTTPSErrors: true });
  return context.newPage();
}

/** One account's API calls on its server: `call` expects a 2xx and gives the JSON; `status` gives the status only. */
export interface FediverseApi {
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object): Promise<T>;
  status(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: object): Promise<number>;
}

/** Each account's API client, made once: signing in again on every call would meet the sign-in limit. */
const clients = new Map<string, Promise<FediverseApi>>();

/**
 * API calls as an account of `server`, for the stage of a journey, with the ID token of one sign-in
 * (made at the first call, so a recent sign-in for the rest of the journey).
 */
export function apiOn(server: FediverseServer, account: Pick<Account, 'username' | 'password'>): Promise<FediverseApi> {
  const key = `${server.origin} ${account.username}`;
  let client = clients.get(key);
  if (!client) {
    client = signedInClient(server, account);
    clients.set(key, client);
  }
  return client;
}

async function signedInClient(
  server: FediverseServer,
  account: Pick<Account, 'username' | 'password'>,
): Promise<FediverseApi> {
  const headers = { authorization: `Bearer ${await idTokenOf(server.origin, account)}` };
  await server.request.post('/api/users/sync', { headers });
  const send = (method: string, path: string, data?: object) =>
    server.request.fetch(`/api${path}`, { method, headers, ...(data ? { data } : {}) });
  return {
    async call<T>(method: string, path: string, data?: object): Promise<T> {
      const response = await send(method, path, data);
      expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
      return (await response.json().catch(() => ({}))) as T;
    },
    async status(method: string, path: string, data?: object): Promise<number> {
      return (await send(method, path, data)).status();
    },
  };
}

/** The post texts of the first page of an account's feed on its server. */
export async function feedTexts(server: FediverseServer, account: Account): Promise<string[]> {
  const api = await apiOn(server, account);
  const feed = await api.call<{ posts: { content: string }[] }>('GET', `/users/${account.userId}/feed?limit=20`);
  return feed.posts.map((post) => post.content);
}

/** The usernames of an account's followers on its server (`name@host` for remote ones). */
export async function followersOf(server: FediverseServer, account: Account): Promise<string[]> {
  const api = await apiOn(server, account);
  const { followers } = await api.call<{ followers: { username: string }[] }>(
    'GET',
    `/users/${account.userId}/follows?type=followers`,
  );
  return followers.map((user) => user.username);
}

/** Waits until `probe` is true, asking every 100 ms; the milliseconds that took (fails after `limitMs`). */
export async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await expect.poll(probe, { timeout: limitMs, intervals: [100] }).toBe(true);
  return Date.now() - started;
}
