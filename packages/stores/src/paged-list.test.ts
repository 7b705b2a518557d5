import { ApiError } from '@cliques/api-client';
import { PagedList, type Page } from './paged-list';

type Item = { id: string };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const byId = (item: Item) => item.id;
const texts = { failed: 'Could not load the list', failedMore: 'Could not load more' };

/** A request the test answers when it wants. */
function deferred() {
  let resolve!: (page: Page<Item>) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Page<Item>>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

it('pages with Load more, skipping items already shown, until the end', async () => {
  const list = new PagedList(
    async (token) =>
      token ? { items: items('b', 'c'), nextToken: null } : { items: items('a', 'b'), nextToken: 't2' },
    byId,
    texts,
  );
  await list.load();
  expect(list.hasMore).toBe(true);
  await list.loadMore();
  expect(list.items.map(byId)).toEqual(['a', 'b', 'c']);
  expect(list.hasMore).toBe(false);
  expect(list.status).toBe('ready');
});

it('drops the answer of a superseded request (a slow first filter after a newer one)', async () => {
  const slow = deferred();
  const list = new PagedList<Item>(() => slow.promise, byId, texts);
  const first = list.load();
  const second = list.load(async () => ({ items: items('new'), nextToken: null }));
  await second;
  slow.resolve({ items: items('old'), nextToken: 'x' });
  await first;
  expect(list.items.map(byId)).toEqual(['new']);
  expect(list.hasMore).toBe(false);
});

it('drops a Load more answer that arrives after a reload', async () => {
  const more = deferred();
  let calls = 0;
  const list = new PagedList<Item>(
    (token) => (token ? more.promise : Promise.resolve({ items: items(`a${calls++}`), nextToken: 't' })),
    byId,
    texts,
  );
  await list.load();
  const loadingMore = list.loadMore();
  await list.load();
  more.resolve({ items: items('stale'), nextToken: null });
  await loadingMore;
  expect(list.items.map(byId)).toEqual(['a1']);
});

it('says why the first page failed, and a 403 is forbidden rather than an error', async () => {
  const failing = new PagedList<Item>(
    async () => {
      throw new Error('');
    },
    byId,
    texts,
  );
  await failing.load();
  expect([failing.status, failing.error]).toEqual(['error', 'Could not load the list']);
  const refused = new PagedList<Item>(
    async () => {
      throw new ApiError(403, 'forbidden', 'Moderators only');
    },
    byId,
    texts,
  );
  await refused.load();
  expect([refused.status, refused.error]).toEqual(['forbidden', 'Moderators only']);
});

it('keeps the items shown when a reload or Load more fails', async () => {
  let fail = false;
  const list = new PagedList<Item>(
    async () => {
      if (fail) throw new Error('');
      return { items: items('a'), nextToken: 't' };
    },
    byId,
    texts,
  );
  await list.load();
  fail = true;
  await list.loadMore();
  expect([list.status, list.error]).toEqual(['ready', 'Could not load more']);
  await list.load();
  expect(list.items.map(byId)).toEqual(['a']);
  expect([list.status, list.error]).toEqual(['ready', 'Could not load the list']);
});

it('puts a new item on top and takes one off', async () => {
  const list = new PagedList<Item>(async () => ({ items: items('a', 'b'), nextToken: null }), byId, texts);
  await list.load();
  list.prepend({ id: 'b' });
  list.remove('a');
  expect(list.items.map(byId)).toEqual(['b']);
});
