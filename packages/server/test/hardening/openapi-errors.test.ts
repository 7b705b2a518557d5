import { createTestApp, type TestApp } from '../test-app';

/** Operations that answer no client error of their own: liveness, readiness and the socket upgrade. */
const withoutClientErrors = ['GET /api/health', 'GET /api/ready', 'GET /ws', 'GET /config.json'];

interface DocumentOperation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

// The contract's document names, for every operation, the error statuses it can answer, each with the error body.
describe('OpenAPI error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists 4xx answers with the error body on every operation that can refuse a request', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body as {
      paths: Record<string, Record<string, DocumentOperation>>;
    };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (withoutClientErrors.includes(key)) continue;
        const errors = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('4'));
        const shaped = errors.filter(
          ([, answer]) => answer.content?.['application/json']?.schema?.properties?.error !== undefined,
        );
        if (errors.length === 0 || shaped.length !== errors.length) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers a malformed id with the same 400 on a users, a cliques and a posts route', async () => {
    const me = await t.createUser();
    for (const url of ['/api/users/not-an-id', '/api/cliques/not-an-id', '/api/posts/not-an-id']) {
      const res = await t.request({ method: 'GET', url, headers: me.auth });
      expect({ url, status: res.status, error: res.body.error }).toEqual({
        url,
        status: 400,
        error: expect.objectContaining({ code: 'validation_failed', message: 'id must match format "uuid"' }),
      });
    }
  });
});
