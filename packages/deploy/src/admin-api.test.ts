import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminApi, DeployApiError } from './admin-api';

// A stand-in for the server: it records each request and answers what the test sets.
let server: http.Server;
let origin: string;
let seen: { method?: string; url?: string; authorization?: string }[];
let answer: { status: number; body: unknown };

beforeEach(async () => {
  seen = [];
  server = http.createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, authorization: request.headers.authorization });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

describe('AdminApi.releases', () => {
  it("reads a remote's releases with the token", async () => {
    const release = { version: '1.0.0', state: 'live', sizeBytes: 10, createdAt: 'x', lastFetchedAt: null };
    answer = { status: 200, body: { releases: [release] } };
    expect(await new AdminApi(origin, 't0ken').releases('mfe_legal')).toEqual([release]);
    expect(seen).toEqual([{ method: 'GET', url: '/api/admin/releases/mfe_legal', authorization: 'Bearer t0ken' }]);
  });

  it("throws the server's refusal", async () => {
    answer = { status: 403, body: { error: { code: 'forbidden', message: 'Only admins' } } };
    const refusal = new AdminApi(origin, 't0ken').releases('mfe_legal');
    await expect(refusal).rejects.toBeInstanceOf(DeployApiError);
    await expect(refusal).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Only admins' });
  });
});
