import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from './args';
import { deploy, describe as describeReport } from './deploy';

// A repository holding one remote, mfe-legal: its type-check is the real TypeScript compiler over its
// ./routes, its unit tests a script, its build a stand-in for webpack that writes a contract. The
// admin API is a server that counts what it is asked.
const tsc = require.resolve('typescript/bin/tsc');
const fakeWebpack = `#!/usr/bin/env node
const fs = require('node:fs');
const out = process.argv[process.argv.indexOf('--output-path') + 1];
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(out + '/cliques-contract.json', JSON.stringify({ version: '0.1.0-fake' }));
`;

let root: string;
let server: http.Server;
let requests: string[];
let origin: string;

/** Writes the remote: its ./routes and its unit tests' script. */
function writeRemote(routes: string, testScript = 'node -e 0') {
  const dir = path.join(root, 'mfe-legal');
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules/.bin'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules/.bin/webpack'), fakeWebpack, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'src/routes.ts'), routes);
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['src'] }),
  );
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'mfe-legal', scripts: { typecheck: `node ${tsc} -p .`, test: testScript } }),
  );
}

const options = () => parseArgs(['mfe-legal', '--server', origin, '--token', 'test-token']);

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-deploy-'));
  requests = [];
  server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"code":"unavailable"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

it('refuses a remote whose ./routes fails its type-check: nothing is published', async () => {
  writeRemote('export const pages: Record<string, string> = { terms: 42 };\n');
  await expect(deploy(options(), () => undefined, root)).rejects.toThrow(
    /The type-check failed:\n(.|\n)*src\/routes\.ts\(1,\d+\): error TS2322/,
  );
  expect(requests).toEqual([]);
}, 60_000);

it('refuses a remote whose unit tests fail: nothing is published', async () => {
  writeRemote('export const pages = {};\n', 'node -e "console.log(\'1 failed\'); process.exit(1)"');
  await expect(deploy(options(), () => undefined, root)).rejects.toThrow(/The unit tests failed:\n1 failed/);
  expect(requests).toEqual([]);
}, 60_000);

it('publishes a remote that passes both', async () => {
  writeRemote('export const pages = {};\n');
  await expect(deploy(options(), () => undefined, root)).rejects.toThrow();
  expect(requests[0]).toBe('PUT /api/admin/releases/mfe_legal/0.1.0-fake');
}, 60_000);

it('with --preview, publishes and asks for a preview link instead of switching the live map', async () => {
  writeRemote('export const pages = {};\n');
  const link = {
    app: 'mfe_legal',
    version: '0.1.0-fake',
    token: 'payload.signature',
    url: 'https://cliques.example/?preview=payload.signature',
    expiresAt: '2026-12-01T12:00:00.000Z',
  };
  server.removeAllListeners('request');
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    requests.push(`${request.method} ${request.url}`);
    const body = request.url?.startsWith('/api/admin/previews/') ? { preview: link } : { release: {} };
    request
      .resume()
      .on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
  });
  const report = await deploy(
    parseArgs(['mfe-legal', '--preview', '--server', origin, '--token', 'test-token']),
    () => undefined,
    root,
  );
  expect(requests).toEqual(['PUT /api/admin/releases/mfe_legal/0.1.0-fake', 'POST /api/admin/previews/mfe_legal']);
  expect(describeReport(report)).toBe(
    'Preview of mfe_legal 0.1.0-fake (live unchanged), until 2026-12-01T12:00:00.000Z: https://cliques.example/?preview=payload.signature',
  );
}, 60_000);
