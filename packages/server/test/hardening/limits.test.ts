import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { ticketFor, wsBase } from '../socket-test-client';
import { createTestApp, type TestApp, type TestUser } from '../test-app';
import { changedTables, databaseState } from '../db-checksum';

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

// Issue 16, findings 2, 3 and 6.
describe('limits every route shares', () => {
  let t: TestApp;
  let alice: TestUser;
  let appsDir: string;
  beforeAll(async () => {
    // A built host page, so the catch-all that serves it for deep links is there as in `npm start`.
    appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-apps-'));
    fs.mkdirSync(path.join(appsDir, 'host/dist'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'host/dist/index.html'), '<!doctype html><title>Cliques</title>');
    t = await createTestApp({ APPS_DIR: appsDir }, { serveApps: true });
    alice = await t.createUser('alice_l');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(appsDir, { recursive: true, force: true });
  });

  describe('deeply nested JSON (was 500: Maximum call stack size exceeded while trimming)', () => {
    it.each([
      ['POST /api/contact (no sign-in)', { method: 'POST' as const, url: '/api/contact' }, false],
      ['POST /api/posts', { method: 'POST' as const, url: '/api/posts' }, true],
      ['PUT /api/users/{id}/settings', { method: 'PUT' as const, url: '/api/users/me/settings' }, true],
    ])('%s: 400 validation_failed, nothing stored', async (_name, route, signedIn) => {
      const before = await databaseState(t.db);
      for (const payload of [
        deep(50_000),
        `{"content":${deep(50_000)}}`,
        `{"settings":${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}}`,
      ]) {
        const res = await t.request({
          ...route,
          url: route.url.replace('/me/', `/${alice.userId}/`),
          headers: { 'content-type': 'application/json', ...(signedIn ? alice.auth : {}) },
          payload,
        });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
      }
      expect(changedTables(before, await databaseState(t.db))).toEqual([]);
    });

    it('still accepts ordinary nesting (a settings object a few levels deep)', async () => {
      const settings = { a: { b: { c: { d: [1, [2, [3]]] } } } };
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${alice.userId}/settings`,
        headers: alice.auth,
        payload: { settings },
      });
      expect(res.status).toBe(200);
      expect(res.body.settings).toEqual(settings);
    });

    it('answers a deeply nested chat frame with an error frame and keeps the socket', async () => {
      const ws = new WebSocket(`${await wsBase(t)}/ws?userId=${alice.userId}&ticket=${await ticketFor(t, alice)}`, {
        origin: t.config.publicOrigin,
      });
      const frames: { type: string; code?: string }[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(String(data))));
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(deep(15_000));
      await waitFor(() => frames.some((f) => f.type === 'error'));
      expect(frames.find((f) => f.type === 'error')).toMatchObject({ type: 'error', code: 'validation_failed' });
      expect(ws.readyState).toBe(WebSocket.OPEN);
      ws.close();
    });
  });

  describe('unknown /api paths (GET was 200 with the app page)', () => {
    it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)(
      '%s /api/<unknown>: a JSON 404, signed in or not',
      async (method) => {
        for (const headers of [alice.auth, {}]) {
          for (const url of ['/api/no-such-thing/deeper?x=1', '/api', '/api/']) {
            const res = await t.app.inject({ method, url, headers });
            expect([url, res.statusCode]).toEqual([url, 404]);
            expect(res.headers['content-type']).toMatch(/^application\/json/);
            if (method !== 'HEAD')
              expect(res.json()).toEqual({
                error: { code: 'not_found', message: expect.stringContaining(url.split('?')[0]) },
              });
          }
        }
      },
    );

    it('still serves the app page for deep links outside /api', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/feed' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Cliques</title>');
    });
  });

  describe('caching and the docs', () => {
    it('marks every /api answer no-store (signed in, refused, public), and leaves /config.json its own', async () => {
      expect(
        (await t.request({ method: 'GET', url: `/api/users/${alice.userId}`, headers: alice.auth })).headers[
          'cache-control'
        ],
      ).toBe('no-store');
      expect(
        (await t.request({ method: 'GET', url: '/api/notifications', headers: alice.auth })).headers['cache-control'],
      ).toBe('no-store');
      expect((await t.request({ method: 'GET', url: '/api/notifications' })).headers['cache-control']).toBe('no-store');
      expect((await t.request({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe('no-store');
      expect((await t.request({ method: 'GET', url: '/config.json' })).headers['cache-control']).toBe('no-cache');
      expect(
        (await t.request({ method: 'GET', url: '/config.json', headers: alice.auth })).headers['cache-control'],
      ).toBe('private, no-cache');
    });

    it('serves Swagger UI outside production only; the OpenAPI document stays', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
      const production = await createTestApp({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        ALLOW_REMOTE_OVERRIDES: 'false',
      });
      try {
        for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
          const res = await production.app.inject({ method: 'GET', url });
          expect(res.statusCode).toBe(404);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
        }
        expect((await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
      } finally {
        await production.close();
      }
    }, 60_000);
  });

  it('logs a websocket frame over the 128 KB limit as one warn line without a stack (was an error with a stack)', async () => {
    const logged = await withAppLog('warn', async (app, user) => {
      const ws = new WebSocket(`${await wsBase(app)}/ws?userId=${user.userId}&ticket=${await ticketFor(app, user)}`, {
        origin: app.config.publicOrigin,
      });
      await new Promise((resolve) => ws.once('open', resolve));
      const closed = new Promise<number>((resolve) => ws.once('close', resolve));
      ws.send('x'.repeat(200 * 1024));
      expect(await closed).toBe(1009);
    });
    const lines = logged
      .filter((line) => /realtime|payload|frame/i.test(line))
      .map((line) => JSON.parse(line) as { level: number; err?: unknown; stack?: unknown; msg: string });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40 });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|\bat /);
  });

  /** Runs `run` against an app of its own whose log lines at `level` are captured. */
  async function withAppLog(level: string, run: (app: TestApp, user: TestUser) => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const spy = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
        const text = String(chunk);
        if (text.startsWith('{"level"')) {
          lines.push(text.trim());
          return true;
        }
        return write(chunk, ...(rest as []));
      });
    const logged = await createTestApp({ LOG_LEVEL: level });
    try {
      await run(logged, await logged.createUser('logged'));
    } finally {
      await logged.close();
      spy.mockRestore();
    }
    return lines;
  }
});

async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
