import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allowedWhileSuspended } from '../src/features/people/suspension';
import { createTestApp, type TestApp } from './test-app';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { default?: unknown };
}
interface Operation {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { type?: string; format?: string } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
// swagger-parser loads an ES module by `require`, which Node does and jest's module system does not: it runs in Node.
const swaggerParser = `require('@apidevtools/swagger-parser').validate(process.argv[1]).then(
  () => process.stdout.write('valid'),
  (error) => { process.stdout.write(error.message); process.exitCode = 1; },
)`;
/** Runs a tool of the server's dev dependencies in Node, without telemetry or update checks. */
const run = (args: string[]) =>
  spawnSync(process.execPath, args, {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
    },
    timeout: 110_000,
  });

// The served document (`/api/openapi.json`) is what generated clients and API tools read: it must be
// valid OpenAPI 3.0 and say what the server really takes and answers.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let dir: string;
  /** The served document, saved for the tools. */
  let file: string;
  const operations = () =>
    Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${route}`, operation })),
    );
  const operation = (method: string, route: string) => document.paths[route]?.[method] as Operation;

  beforeAll(async () => {
    // The built apps are served too, as by `npm start`: their routes must stay out of the document.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cliques-openapi-'));
    fs.mkdirSync(path.join(dir, 'apps/host/dist'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'apps/host/dist/index.html'), '<!doctype html><title>Cliques</title>');
    t = await createTestApp({ APPS_DIR: path.join(dir, 'apps') }, { serveApps: true });
    document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is valid OpenAPI 3.0 (swagger-parser)', () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const result = run(['-e', swaggerParser, file]);
    expect(result.stdout).toBe('valid');
    expect(result.status).toBe(0);
  });

  it('lints clean with Redocly (packages/server/redocly.yaml)', () => {
    const result = run([redocly, 'lint', file, '--config', 'redocly.yaml', '--format', 'json']);
    const json = result.stdout.slice(result.stdout.indexOf('{'));
    const report = JSON.parse(json) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(result.status).toBe(0);
  });

  it('gives every operation a short summary and its own operationId', () => {
    const ids = new Set<string>();
    for (const { key, operation } of operations()) {
      expect({ key, summary: typeof operation.summary === 'string' && operation.summary.length <= 80 }).toEqual({
        key,
        summary: true,
      });
      expect({ key, operationId: operation.operationId && !ids.has(operation.operationId) }).toEqual({
        key,
        operationId: true,
      });
      ids.add(operation.operationId as string);
    }
  });

  it('lists the API, not the pages: no catch-all; the readiness probe and /config.json with their bodies', () => {
    expect(
      Object.keys(document.paths).filter((route) => !route.startsWith('/api/') && route !== '/config.json'),
    ).toEqual([]);
    expect(operation('get', '/api/ready').responses).toMatchObject({
      200: { content: { 'application/json': { schema: expect.anything() } } },
      503: { content: { 'application/json': { schema: expect.anything() } } },
    });
    expect(operation('get', '/config.json').responses).toMatchObject({
      200: { content: { 'application/json': { schema: expect.anything() } } },
    });
  });

  it('requires a query parameter only when the server has no default for it', () => {
    const withDefault = operations().flatMap(({ key, operation }) =>
      (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema?.default !== undefined)
        .map((p) => ({ at: `${key} ?${p.name}`, required: p.required ?? false })),
    );
    expect(withDefault.length).toBeGreaterThan(20);
    expect(withDefault.filter((p) => p.required)).toEqual([]);
    // …and still requires those that have none.
    expect(operation('get', '/api/users/search').parameters).toContainEqual(
      expect.objectContaining({ name: 'query', in: 'query', required: true }),
    );
  });

  it('declares 403 on every write a suspended caller is refused', () => {
    const undeclared = operations()
      .filter(({ key, operation }) => {
        const [method] = key.split(' ');
        return (
          key.includes(' /api/') &&
          method !== 'GET' &&
          operation.security?.length !== 0 &&
          !allowedWhileSuspended.has(key.replace(/\{(\w+)\}/g, ':$1'))
        );
      })
      .filter(({ operation }) => operation.responses['403'] === undefined)
      .map(({ key }) => key);
    expect(undeclared).toEqual([]);
  });

  it("describes the deploy routes' If-Match header and the release archive they take", () => {
    for (const [method, route] of [
      ['put', '/api/admin/remotes/{name}'],
      ['post', '/api/admin/remotes/{name}/rollback'],
    ] as const)
      expect(operation(method, route).parameters).toContainEqual(
        expect.objectContaining({ name: 'if-match', in: 'header', required: false }),
      );
    const release = operation('put', '/api/admin/releases/{name}/{version}');
    expect(release.requestBody?.content['application/gzip']?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
