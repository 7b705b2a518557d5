import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok without a token when the database is reachable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers 503 unavailable when the database is not', async () => {
    const query = jest.spyOn(t.context.db, 'query').mockRejectedValueOnce(new Error('down'));
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable' });
    query.mockRestore();
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
