import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/ready and /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 'metrics-token-of-the-test' });
  });
  afterAll(() => t.close());

  it('answers ready when the database answers, without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: ['database', 'database_write', 'disk'] });
  });

  it('answers 503 not_ready naming the database when it does not answer', async () => {
    const query = jest.spyOn(t.context.db, 'query').mockRejectedValueOnce(new Error('down'));
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    query.mockRestore();
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'not_ready', details: ['database'] });
  });

  // Regression: with a full disk every write answered 500 while /api/ready stayed 200, so a balancer
  // kept sending traffic. Here the database refuses writes (as PostgreSQL does when it cannot extend a file).
  it('answers 503 database_write while the database refuses writes, and ready again once it takes them', async () => {
    await t.db.query(`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`);
    await t.db.query(
      'CREATE TRIGGER full_disk BEFORE INSERT OR UPDATE ON readiness_probes FOR EACH ROW EXECUTE FUNCTION refuse_write()',
    );
    const refused = await t.request({ method: 'GET', url: '/api/ready' });
    await t.db.query('DROP TRIGGER full_disk ON readiness_probes');
    await t.db.query('DROP FUNCTION refuse_write()');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ code: 'not_ready', details: ['database_write'] });
    expect((await t.request({ method: 'GET', url: '/api/ready' })).status).toBe(200);
  });

  it('answers 503 shutting_down once shutdown has begun, while /api/health stays 200', async () => {
    t.app.readiness.accepting = false;
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    t.app.readiness.accepting = true;
    expect(ready.status).toBe(503);
    expect(ready.body.error.details).toEqual(['shutting_down']);
    expect((await t.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('serves metrics only with the bearer token outside development', async () => {
    expect((await t.request({ method: 'GET', url: '/metrics' })).status).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-of-the-test!' },
        })
      ).status,
    ).toBe(404);
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/users/not-an-id', headers: { authorization: 'Bearer x' } });
    const res = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-of-the-test' },
    });
    expect(res.status).toBe(200);
    const text = String(res.body);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}');
    expect(text).toContain('realtime_open_sockets 0');
    expect(text).toContain('db_pool_connections{state="max"}');
    expect(text).toContain('jobs_queue_depth');
    expect(text).not.toContain('not-an-id');
  });
});

describe('/metrics without a token', () => {
  it('is open in development and absent elsewhere', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    try {
      expect((await dev.request({ method: 'GET', url: '/metrics' })).status).toBe(200);
    } finally {
      await dev.close();
    }
  }, 60_000);
});

describe('/api/ready with a bucket', () => {
  it('names the bucket when it does not answer', async () => {
    const t = await createTestApp({
      S3_BUCKET: 'missing-bucket',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'x',
      AWS_SECRET_ACCESS_KEY: 'y',
    });
    try {
      const res = await t.request({ method: 'GET', url: '/api/ready' });
      expect(res.status).toBe(503);
      expect(res.body.error.details).toEqual(['bucket']);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('/api/ready when most answers fail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 errors once most recent answers were server errors', async () => {
    const alice = await t.createUser('alice');
    await t.db.query(`CREATE FUNCTION refuse_post() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`);
    await t.db.query('CREATE TRIGGER full_disk BEFORE INSERT ON posts FOR EACH ROW EXECUTE FUNCTION refuse_post()');
    for (let i = 0; i < 12; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: alice.auth,
        payload: { content: `p${i}` },
      });
      expect(res.status).toBe(500);
    }
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body.error.details).toEqual(['errors']);
  });
});
