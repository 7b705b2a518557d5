import 'fake-indexeddb/auto';
import { flushOutbox } from './flush';
import { Outbox, type OutboxEntry } from './outbox';

let databases = 0;
/** A fresh outbox per test; a reload is a second Outbox on the same database. */
const freshName = () => `outbox-test-${(databases += 1)}`;

const entry = (id: string, createdAt: string, over: Partial<OutboxEntry<{ content: string }>> = {}) => ({
  id,
  kind: 'post' as const,
  userId: 'ann',
  payload: { content: `post ${id}` },
  createdAt,
  ...over,
});

describe('Outbox', () => {
  it("keeps entries across a reload, lists one user's kind oldest first", async () => {
    const name = freshName();
    const before = new Outbox(name);
    await before.add(entry('b', '2026-01-02T00:00:00.000Z'));
    await before.add(entry('a', '2026-01-01T00:00:00.000Z'));
    await before.add(entry('c', '2026-01-01T00:00:00.000Z', { userId: 'bob' }));
    await before.add(entry('d', '2026-01-01T00:00:00.000Z', { kind: 'chat' }));

    const afterReload = new Outbox(name);
    expect((await afterReload.list('ann', 'post')).map((e) => e.id)).toEqual(['a', 'b']);
    expect((await afterReload.list('bob', 'post')).map((e) => e.id)).toEqual(['c']);
    expect((await afterReload.list('ann', 'chat')).map((e) => e.id)).toEqual(['d']);
    await afterReload.remove('a');
    expect((await afterReload.list('ann', 'post')).map((e) => e.id)).toEqual(['b']);
  });
});

describe('flushOutbox', () => {
  it('sends each entry once, in order, and empties the outbox', async () => {
    const box = new Outbox(freshName());
    await box.add(entry('first', '2026-01-01T00:00:00.000Z'));
    await box.add(entry('second', '2026-01-02T00:00:00.000Z'));
    const sent: string[] = [];
    const send = async (e: OutboxEntry<{ content: string }>) => {
      sent.push(e.id);
      return e.payload.content;
    };
    // Two flushes at once (the online event and a page start) still send each entry once.
    const [one, two] = await Promise.all([
      flushOutbox(box, 'ann', 'post', send),
      flushOutbox(box, 'ann', 'post', send),
    ]);
    expect(sent).toEqual(['first', 'second']);
    expect([...one.sent, ...two.sent].map((s) => s.result)).toEqual(['post first', 'post second']);
    expect(await box.list('ann', 'post')).toEqual([]);
  });

  it('keeps what a lost connection stopped, for the next flush', async () => {
    const box = new Outbox(freshName());
    await box.add(entry('first', '2026-01-01T00:00:00.000Z'));
    await box.add(entry('second', '2026-01-02T00:00:00.000Z'));
    const result = await flushOutbox(box, 'ann', 'post', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({ sent: [], refused: [] });
    expect((await box.list('ann', 'post')).map((e) => e.id)).toEqual(['first', 'second']);
  });

  it('takes out and reports what the server refused, and goes on with the rest', async () => {
    const box = new Outbox(freshName());
    await box.add(entry('refused', '2026-01-01T00:00:00.000Z'));
    await box.add(entry('fine', '2026-01-02T00:00:00.000Z'));
    const refusal = Object.assign(new Error('You blocked them'), { status: 403 });
    const result = await flushOutbox(box, 'ann', 'post', async (e) => {
      if (e.id === 'refused') throw refusal;
      return 'ok';
    });
    expect(result.refused).toEqual([{ entry: expect.objectContaining({ id: 'refused' }), error: refusal }]);
    expect(result.sent.map((s) => s.entry.id)).toEqual(['fine']);
    expect(await box.list('ann', 'post')).toEqual([]);
  });

  it('keeps entries the server could not take (5xx) for a later try', async () => {
    const box = new Outbox(freshName());
    await box.add(entry('later', '2026-01-01T00:00:00.000Z'));
    await flushOutbox(box, 'ann', 'post', async () => {
      throw Object.assign(new Error('Unavailable'), { status: 503 });
    });
    expect((await box.list('ann', 'post')).map((e) => e.id)).toEqual(['later']);
  });
});
