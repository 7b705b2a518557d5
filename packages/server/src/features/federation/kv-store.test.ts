import { Temporal } from '@js-temporal/polyfill';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DatabaseKvStore } from './kv-store.repository';

describe("Fedify's key–value store on the database", () => {
  let t: TestApp;
  let kv: DatabaseKvStore;

  beforeAll(async () => {
    t = await createTestApp();
    kv = new DatabaseKvStore(t.db);
  });
  afterAll(() => t.close());

  const rowCount = async (prefix: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM federation_kv WHERE key LIKE $1`, [`${prefix}%`]))
      .rows[0].n;

  it('keeps, replaces, lists and removes values; an expired one reads as absent and is pruned', async () => {
    await kv.set(['_fedify', 'activityIdempotence', 'https://a.example/1'], true);
    await kv.set(['_fedify', 'activityIdempotence', 'https://a.example/2'], { n: 1 });
    await kv.set(['_fedify', 'activityIdempotence', 'https://a.example/2'], { n: 2 });
    await kv.set(['other', 'x'], 'y');
    expect(await kv.get(['_fedify', 'activityIdempotence', 'https://a.example/2'])).toEqual({ n: 2 });
    const listed = [];
    for await (const entry of kv.list(['_fedify', 'activityIdempotence'])) listed.push(entry);
    expect(listed.map((entry) => entry.key[2])).toEqual(['https://a.example/1', 'https://a.example/2']);
    await kv.delete(['_fedify', 'activityIdempotence', 'https://a.example/1']);
    expect(await kv.get(['_fedify', 'activityIdempotence', 'https://a.example/1'])).toBeUndefined();

    // Expired as it is written (a TTL of zero): no waiting on the clock.
    await kv.set(['short', 'lived'], 1, { ttl: Temporal.Duration.from({ seconds: 0 }) });
    expect(await kv.get(['short', 'lived'])).toBeUndefined();
    expect(await kv.prune()).toBeGreaterThanOrEqual(1);
    expect(await rowCount('short')).toBe(0);
  });

  it('swaps a value only when it still holds what the caller expects', async () => {
    const key = ['_fedify', 'circuit', 'b.example'] as const;
    expect(await kv.cas(key, undefined, { failures: 1 })).toBe(true);
    expect(await kv.cas(key, { failures: 5 }, { failures: 6 })).toBe(false);
    expect(await kv.cas(key, { failures: 1 }, { failures: 2 })).toBe(true);
    expect(await kv.get(key)).toEqual({ failures: 2 });
  });

  it('remembers public keys and signature standards for a minute, and writes an unchanged one once', async () => {
    const spec = ['_fedify', 'httpMessageSignaturesSpec', 'https://c.example'] as const;
    await kv.set(spec, 'draft-cavage-http-signatures-12');
    await t.db.query(`UPDATE federation_kv SET value = '"changed elsewhere"' WHERE key LIKE '%c.example'`);
    // Noted again after the next delivery: the same value, so the row is not written again.
    await kv.set(spec, 'draft-cavage-http-signatures-12');
    expect(await kv.get(spec)).toBe('draft-cavage-http-signatures-12');
    expect((await new DatabaseKvStore(t.db).get(spec)) as string).toBe('changed elsewhere');
    // A different value is written through.
    await kv.set(spec, 'rfc9421');
    expect(await new DatabaseKvStore(t.db).get(spec)).toBe('rfc9421');
    // Other kinds are read from the database every time.
    const idempotence = ['_fedify', 'activityIdempotence', 'https://c.example/3'] as const;
    await kv.set(idempotence, true);
    await t.db.query(`DELETE FROM federation_kv WHERE key LIKE '%c.example/3'`);
    expect(await kv.get(idempotence)).toBeUndefined();
    // A removed key is forgotten at once.
    await kv.delete(spec);
    expect(await kv.get(spec)).toBeUndefined();
  });
});
