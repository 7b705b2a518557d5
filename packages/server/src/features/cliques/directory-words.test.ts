import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app';

/** The directory's search read word by word (migration 278): the same answers as "name or description contains". */
describe('directory search by the words of cliques', () => {
  let t: TestApp;
  let owner: TestUser;
  let ann: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    [owner, ann] = [await t.createUser(), await t.createUser()];
  });

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
  const create = async (name: string, description: string) =>
    (await call(owner, 'POST', '/cliques', { name, description, visibility: 'public', joinPolicy: 'open' })).body.clique
      .cliqueId as string;
  const find = async (query: string, sort = 'new', nextToken?: string) => {
    const params = new URLSearchParams({ query, sort, ...(nextToken ? { nextToken } : {}) });
    const page = (await call(ann, 'GET', `/cliques/directory?${params}`)).body as {
      cliques: { cliqueId: string }[];
      nextToken: string | null;
    };
    return { ids: page.cliques.map((c) => c.cliqueId), nextToken: page.nextToken };
  };
  /** A word no other test holds: letters only, so it is one word. */
  const word = () =>
    `w${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;

  it('finds a fragment inside a word, and several words only as typed, together', async () => {
    const tag = word();
    const trail = await create(`Trail runners ${tag}`, `Weekend hiking ${tag}`);
    const other = await create(`Runners trail ${tag}`, 'Cycling');
    expect((await find(`king ${tag}`)).ids).toEqual([trail]);
    expect((await find(`trail hiking ${tag}`)).ids).toEqual([]);
    expect((await find(`trail runners ${tag}`)).ids).toEqual([trail]);
    expect((await find(`runners trail ${tag}`)).ids).toEqual([other]);
    expect((await find(tag.slice(2))).ids).toEqual([other, trail]);
    expect((await find(`${tag.slice(1)} `)).ids).toEqual([other, trail]);
  });

  it('keeps up with renames, the secret setting and members joining (the members order)', async () => {
    const tag = word();
    const first = await create(`First ${tag}`, '');
    const second = await create(`Second ${tag}`, '');
    expect((await find(tag, 'members')).ids.sort()).toEqual([first, second].sort());
    expect((await call(ann, 'POST', `/cliques/${first}/join`, {})).status).toBeLessThan(300);
    expect((await find(tag, 'members')).ids).toEqual([first, second]);
    const renamed = word();
    await call(owner, 'PUT', `/cliques/${second}`, { name: `Second ${renamed}` });
    expect((await find(tag)).ids).toEqual([first]);
    expect((await find(renamed)).ids).toEqual([second]);
    await call(owner, 'PUT', `/cliques/${first}`, { visibility: 'secret', joinPolicy: 'invite' });
    expect((await find(tag)).ids).toEqual([]);
    await call(owner, 'PUT', `/cliques/${first}`, { visibility: 'private', joinPolicy: 'request' });
    expect((await find(tag)).ids).toEqual([first]);
  });

  it('finds a fragment of a word over 100 characters, and pages in every order', async () => {
    const tag = word();
    const long = `${'x'.repeat(60)}${tag}${'y'.repeat(60)}`;
    const made = [await create(`Long ${word()}`, long)];
    for (let i = 0; i < 4; i += 1) made.push(await create(`Many ${tag} ${i}`, ''));
    expect((await find(tag)).ids).toEqual([...made].reverse());
    for (const sort of ['new', 'members', 'active']) {
      const seen: string[] = [];
      let nextToken: string | undefined;
      do {
        const params = new URLSearchParams({ query: tag, sort, limit: '2', ...(nextToken ? { nextToken } : {}) });
        const page = (await call(ann, 'GET', `/cliques/directory?${params}`)).body;
        seen.push(...page.cliques.map((c: { cliqueId: string }) => c.cliqueId));
        nextToken = page.nextToken ?? undefined;
      } while (nextToken);
      expect(seen.sort()).toEqual([...made].sort());
    }
  });

  it('answers a query of short words as before, from the order of all cliques', async () => {
    const tag = word();
    const club = await create(`Go ${tag}`, 'on it');
    expect((await find('go ')).ids).toContain(club);
    expect((await find(`o ${tag.slice(0, 2)}`)).ids).toContain(club);
  });
});
