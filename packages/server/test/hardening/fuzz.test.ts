import fc from 'fast-check';
import { createTestApp, type TestApp } from '../test-app';
import { encodeLoose, hostileStrings, mutate, mutationArb, RawJson, toJsonText, validValue } from '../arbitraries';
import { changedTables, databaseState, type TableState } from '../db-checksum';
import { fillPath, readOperations, type Operation } from '../openapi-operations';
import { pathPool, seedWorld, type Seeded } from '../seed';

/**
 * Every operation of /api/openapi.json, fuzzed as a signed-in admin with a seeded world: valid,
 * boundary and hostile params, queries and bodies. No answer may be a 5xx, and a refused (4xx)
 * request must leave every table as it was. `npm test` runs a fixed seed and a few runs per
 * operation; `FUZZ_RUNS=500 FUZZ_SEED=<n>` is the long mode (`npm run bench -- fuzz`).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 12);
const seed = Number(process.env.FUZZ_SEED ?? 16_016);

interface FuzzRequest {
  url: string;
  contentType?: string;
  payload?: string;
}

const stringify = (value: unknown): string =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJsonText(value);

function queryString(values: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeLoose(name)}=${encodeLoose(stringify(item))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A request for one operation: path ids from the seeded world (or not), then maybe a spoilt query or body. */
function requestArb(op: Operation, seeded: Seeded): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathValues = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...pathPool(seeded, op.path, p.name)) },
          { weight: 1, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 5000)) },
        ),
      ]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, validValue(p.schema, p.name, seeded.pools)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const body = op.body ? validValue(op.body, 'body', seeded.pools) : fc.constant(undefined);
  const spoil = fc.option(fc.record({ target: fc.constantFrom('query', 'body'), mutation: mutationArb }), { freq: 2 });
  const encoding = fc.constantFrom('json', 'json', 'json', 'json', 'text', 'broken', 'empty');
  return fc.tuple(pathValues, query, body, spoil, encoding).map(([path, queryValues, bodyValue, spoilt, how]) => {
    let q: unknown = queryValues;
    let b: unknown = bodyValue;
    if (spoilt?.target === 'query') q = mutate(queryValues, spoilt.mutation);
    if (spoilt?.target === 'body') b = mutate(bodyValue ?? {}, spoilt.mutation);
    const url =
      fillPath(op.path, path as Record<string, string>, encodeLoose) +
      queryString(
        q && typeof q === 'object' && !Array.isArray(q) && !(q instanceof RawJson)
          ? (q as Record<string, unknown>)
          : { q },
      );
    if (b === undefined) return { url };
    const text = toJsonText(b);
    if (how === 'text') return { url, contentType: 'text/plain', payload: text };
    if (how === 'broken')
      return { url, contentType: 'application/json', payload: text.slice(0, Math.max(1, text.length - 1)) };
    if (how === 'empty') return { url, contentType: 'application/json', payload: '' };
    return { url, contentType: 'application/json', payload: text };
  });
}

/** Destructive operations go last, erasing the account very last, so the rest meet a full world. */
const order = (op: Operation) => (op.key === 'DELETE /api/account' ? 2 : op.method === 'DELETE' ? 1 : 0);

describe(`fuzzing every operation of the OpenAPI document (${runs} runs each, seed ${seed})`, () => {
  let t: TestApp;
  let seeded: Seeded;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERS: 'fuzzer' });
    seeded = await seedWorld(t);
    operations = (await readOperations(t.app)).sort((a, b) => order(a) - order(b));
  }, 120_000);
  afterAll(() => t.close());

  it(
    'answers no request with a 5xx, and a refused request changes nothing',
    async () => {
      const failures: string[] = [];
      const statuses: Record<string, number> = {};
      let state: Record<string, TableState> = await databaseState(t.db);
      for (const op of operations) {
        const check = async (request: FuzzRequest) => {
          const response = await t.app.inject({
            method: op.method as 'GET',
            url: request.url,
            headers: { ...seeded.me.auth, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          const status = response.statusCode;
          statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
          const where = `${op.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ''}`;
          if (status >= 500) throw new Error(`${status} for ${where}: ${response.body.slice(0, 300)}`);
          const after = await databaseState(t.db);
          const changed = changedTables(state, after);
          state = after;
          if (status >= 400 && changed.length > 0)
            throw new Error(`${status} changed ${changed.join(', ')} for ${where}`);
        };
        try {
          await fc.assert(fc.asyncProperty(requestArb(op, seeded), check), { seed, numRuns: runs, endOnFailure: true });
        } catch (error) {
          const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : '';
          failures.push(`${op.key}: ${cause} | ${(error as Error).message.split('\n').slice(0, 3).join(' | ')}`);
          state = await databaseState(t.db);
        }
      }
      const total = Object.values(statuses).reduce((n, c) => n + c, 0);
      console.log(`fuzz: ${operations.length} operations, ${total} requests, statuses ${JSON.stringify(statuses)}`);
      expect(failures).toEqual([]);
    },
    // About 150 operations, at most 400 ms a request on a loaded 2-core machine.
    120_000 + runs * 150 * 400,
  );
});
