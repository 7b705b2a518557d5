import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, post } from '../../../test/post-fixtures';
import { relevanceWindow } from './search-posts.repository';

type PostItem = { post: { postId: string }; matchedIn: string };

/** docs/API.md "Search": the query language, the kinds, paging, the errors. */
describe('GET /search', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let alice: TestUser;
  let bruno: TestUser;
  let reader: TestUser;

  const search = (user: TestUser | null, query: Record<string, string | number>) =>
    t.request({
      method: 'GET',
      url: `/api/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: user ? user.auth : {},
    });
  /** The ids of the posts `type=posts` finds for the reader. */
  const found = async (q: string, extra: Record<string, string> = {}, user = reader) => {
    const res = await search(user, { q, type: 'posts', ...extra });
    expect(res.status).toBe(200);
    return (res.body.items as { post: { postId: string } }[]).map((i) => i.post.postId);
  };

  beforeAll(async () => {
    t = await createPostsTestApp();
    [alice, bruno, reader] = await Promise.all(['sr_alice', 'sr_bruno', 'sr_reader'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  it('finds words stemmed, in any case and without diacritics, and answers the feed’s Post', async () => {
    const { postId } = await post(t, alice, { content: 'Our CLIMBING trip to the Café was great' });
    expect(await found('climb')).toEqual([postId]);
    expect(await found('climbed trips')).toEqual([postId]);
    expect(await found('cafe')).toEqual([postId]);
    const res = await search(reader, { q: 'climbing', type: 'posts' });
    expect(res.body.items[0]).toMatchObject({
      post: { postId, author: { userId: alice.userId }, likedByMe: false },
      matchedIn: 'post',
    });
    expect(res.body.items[0].snippet).toContain('<mark>CLIMBING</mark>');
    expect(res.body.nextToken).toBeNull();
  });

  it('stems Spanish and Arabic posts in their author’s language, and matches across languages', async () => {
    await t.db.query(`UPDATE users SET language = 'es' WHERE user_id = $1`, [bruno.userId]);
    const es = await post(t, bruno, { content: 'Estamos corriendo por las montañas' });
    await t.db.query(`UPDATE users SET language = 'ar' WHERE user_id = $1`, [bruno.userId]);
    const ar = await post(t, bruno, { content: 'ذهبنا إلى المكتبات الكبيرة' });
    await t.db.query(`UPDATE users SET language = NULL WHERE user_id = $1`, [bruno.userId]);
    const stored = await t.db.query<{ language: string }>('SELECT language FROM posts WHERE post_id = $1', [es.postId]);
    expect(stored.rows[0]?.language).toBe('es');
    expect(await found('correr')).toEqual([es.postId]);
    expect(await found('montana')).toEqual([es.postId]);
    expect(await found('المكتبة')).toEqual([ar.postId]);
    // The very word matches whatever language it is written in.
    expect(await found('corriendo')).toEqual([es.postId]);
  });

  it('applies each operator', async () => {
    const cliqueId = await createClique(t, [alice, reader]);
    const a = await post(t, alice, { content: 'Granite wall "beta" notes #Bouldering' });
    const b = await post(t, bruno, { content: 'granite boulder beta for the wall' });
    const c = await post(t, alice, { content: 'granite in the clique', cliqueId });
    expect(new Set(await found('granite'))).toEqual(new Set([a.postId, b.postId, c.postId]));
    expect(await found('"granite wall"')).toEqual([a.postId]);
    expect(new Set(await found('granite -wall'))).toEqual(new Set([c.postId]));
    expect(new Set(await found('granite -"boulder beta"'))).toEqual(new Set([a.postId, c.postId]));
    expect(await found('#bouldering')).toEqual([a.postId]);
    expect(await found('granite #bouldering')).toEqual([a.postId]);
    expect(new Set(await found('granite from:sr_alice'))).toEqual(new Set([a.postId, c.postId]));
    expect(await found('from:@SR_BRUNO granite')).toEqual([b.postId]);
    expect(await found('granite from:nobody_here')).toEqual([]);
    expect(await found(`granite in:${cliqueId}`)).toEqual([c.postId]);
    expect(await found('granite has:poll')).toEqual([]);
    expect(await found('granite has:event')).toEqual([]);
    expect(await found('granite has:media')).toEqual([]);
    await t.db.query(`UPDATE posts SET created_at = '2024-01-10T12:00:00Z' WHERE post_id = $1`, [b.postId]);
    expect(await found('granite before:2024-01-11')).toEqual([b.postId]);
    expect(await found('granite before:2024-01-10')).toEqual([]);
    expect(new Set(await found('granite after:2024-01-10'))).toEqual(new Set([a.postId, c.postId]));
    expect(new Set(await found('granite after:2024-01-09'))).toEqual(new Set([a.postId, b.postId, c.postId]));
    // An unknown operator is words.
    const d = await post(t, bruno, { content: 'see colour:blue here' });
    expect(await found('colour:blue')).toEqual([d.postId]);
    // Operators alone narrow posts newest first.
    expect(await found('from:sr_alice #bouldering')).toEqual([a.postId]);
    const poll = { options: ['Yes', 'No'], multiple: false, closesInMinutes: 60, hideResultsUntilClosed: false };
    const asked = await post(t, alice, { content: 'granite again?', poll });
    const startsAt = new Date(Date.now() + 86_400_000);
    const when = { startsAt: startsAt.toISOString(), endsAt: new Date(+startsAt + 3_600_000).toISOString() };
    const met = await post(t, bruno, {
      content: 'granite day',
      event: { title: 'Crag day', timeZone: 'UTC', ...when },
    });
    expect(await found('granite has:poll')).toEqual([asked.postId]);
    expect(await found('granite has:event')).toEqual([met.postId]);
  });

  it('finds posts by alt text, link-preview title and comments (matchedIn comment)', async () => {
    const p = await post(t, alice, { content: 'nothing to see' });
    await t.db.query(
      `INSERT INTO post_media (post_id, position, key, media_type, file_type, file_size, alt) VALUES ($1, 0, 'k/x.png', 'image', 'image/png', 1, 'a heron standing')`,
      [p.postId],
    );
    expect(await found('heron')).toEqual([p.postId]);
    expect(await found('heron has:media')).toEqual([p.postId]);
    await t.db.query(`UPDATE posts SET link_url = 'https://example.test/kayak' WHERE post_id = $1`, [p.postId]);
    await t.db.query(
      `INSERT INTO link_previews (url, status, title) VALUES ('https://example.test/kayak', 'ok', 'Kayaking the fjords')`,
    );
    expect(await found('fjord')).toEqual([p.postId]);
    const q = await post(t, alice, { content: 'an ordinary post' });
    const res = await t.request({
      method: 'POST',
      url: `/api/posts/${q.postId}/comments`,
      headers: bruno.auth,
      payload: { content: 'what a <b>zeppelin</b>' },
    });
    expect(res.status).toBe(201);
    const hit = await search(reader, { q: 'zeppelin', type: 'posts' });
    expect(hit.body.items).toEqual([expect.objectContaining({ matchedIn: 'comment' })]);
    expect(hit.body.items[0].post.postId).toBe(q.postId);
    expect(hit.body.items[0].snippet).toBe('what a &lt;b&gt;<mark>zeppelin</mark>&lt;/b&gt;');
  });

  it('escapes everything in a snippet but <mark>', async () => {
    await post(t, alice, { content: `<script>alert("xss")</script> & 'quoted' velociraptor \u0001` });
    const res = await search(reader, { q: 'velociraptor', type: 'posts' });
    expect(res.body.items[0].snippet.trim()).toBe(
      '&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; <mark>velociraptor</mark>',
    );
  });

  it('pages posts by nextToken, newest and by relevance, without repeats or gaps', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1)
      made.push((await post(t, bruno, { content: `${'marmot '.repeat(1 + (i % 3))} number ${i}` })).postId);
    for (const sort of ['newest', 'relevance']) {
      const seen: string[] = [];
      let token: string | null = null;
      do {
        const res = await search(reader, {
          q: 'marmot',
          type: 'posts',
          sort,
          limit: 3,
          ...(token ? { nextToken: token } : {}),
        });
        expect(res.status).toBe(200);
        seen.push(...(res.body.items as { post: { postId: string } }[]).map((i) => i.post.postId));
        token = res.body.nextToken;
      } while (token);
      expect(seen).toHaveLength(7);
      expect(new Set(seen)).toEqual(new Set(made));
      if (sort === 'newest') expect(seen).toEqual([...made].reverse());
    }
    const first = await search(reader, { q: 'marmot', type: 'posts', sort: 'newest', limit: 3 });
    const again = await search(reader, { q: 'marmot', type: 'posts', sort: 'newest', limit: 3 });
    expect(again.body).toEqual(first.body);
    // A token belongs to its query, type and order.
    for (const other of [
      { q: 'marmots', type: 'posts', sort: 'newest' },
      { q: 'marmot', type: 'people', sort: 'newest' },
      { q: 'marmot', type: 'posts', sort: 'relevance' },
      { q: 'marmot', type: 'all', sort: 'newest' },
    ]) {
      const res = await search(reader, { ...other, nextToken: first.body.nextToken });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
  });

  it('ranks the newest matches by relevance; an older one is found with before:', async () => {
    const old = await post(t, bruno, { content: 'pangolin pangolin pangolin pangolin' });
    await t.db.query(`UPDATE posts SET created_at = now() - interval '3 days' WHERE post_id = $1`, [old.postId]);
    const first = await search(reader, { q: 'pangolin', type: 'posts', sort: 'relevance', limit: 5 });
    expect(first.body.items[0].post.postId).toBe(old.postId);
    // As many newer posts as relevance ranks, each saying the word once.
    await t.db.query(
      `INSERT INTO posts (post_id, author_id, content, created_at)
       SELECT gen_random_uuid(), $1, 'a pangolin', now() + g * interval '1 millisecond' FROM generate_series(1, $2::int) g`,
      [bruno.userId, relevanceWindow],
    );
    const ranked = await search(reader, { q: 'pangolin', type: 'posts', sort: 'relevance', limit: 5 });
    expect(ranked.status).toBe(200);
    expect((ranked.body.items as PostItem[]).map((i) => i.post.postId)).not.toContain(old.postId);
    const before = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const dated = await search(reader, { q: `pangolin before:${before}`, type: 'posts', sort: 'relevance', limit: 1 });
    expect((dated.body.items as PostItem[]).map((i) => i.post.postId)).toEqual([old.postId]);
    await t.db.query(`DELETE FROM posts WHERE author_id = $1 AND content = 'a pangolin'`, [bruno.userId]);
    expect(await found('pangolin', { sort: 'relevance' })).toEqual([old.postId]);
  });

  it('pages matches in a post’s text and in comments without repeats, whichever matched', async () => {
    const inText = await post(t, alice, { content: 'walrus colony' });
    const both = await post(t, alice, { content: 'another walrus' });
    const inComment = await post(t, alice, { content: 'a quiet beach' });
    for (const target of [both, inComment])
      await t.request({
        method: 'POST',
        url: `/api/posts/${target.postId}/comments`,
        headers: bruno.auth,
        payload: { content: 'walrus spotted' },
      });
    for (const sort of ['newest', 'relevance']) {
      const seen: [string, string][] = [];
      let token: string | null = null;
      do {
        const res = await search(reader, {
          q: 'walrus',
          type: 'posts',
          sort,
          limit: 1,
          ...(token ? { nextToken: token } : {}),
        });
        seen.push(...(res.body.items as PostItem[]).map((i): [string, string] => [i.post.postId, i.matchedIn]));
        token = res.body.nextToken;
      } while (token);
      expect(new Map(seen)).toEqual(
        new Map([
          [inText.postId, 'post'],
          [both.postId, 'post'],
          [inComment.postId, 'comment'],
        ]),
      );
      expect(seen).toHaveLength(3);
    }
  });

  it('finds people by name prefix and bio, cliques and hashtags; type=all answers each kind', async () => {
    await t.db.query(
      `UPDATE users SET display_name = 'Zoë Quartermaine', bio = 'I paint lighthouses <b>at dawn</b>' WHERE user_id = $1`,
      [bruno.userId],
    );
    const people = await search(reader, { q: 'quarter', type: 'people' });
    expect(people.body.items).toEqual([
      {
        user: expect.objectContaining({ userId: bruno.userId, displayName: 'Zoë Quartermaine' }),
        snippet: expect.any(String),
      },
    ]);
    expect(people.body.items[0].snippet).toContain('<mark>Quartermaine</mark>');
    expect(people.body.items[0].snippet).toContain('&lt;b&gt;at dawn&lt;/b&gt;');
    expect((await search(reader, { q: 'zoe', type: 'people' })).body.items).toHaveLength(1);
    expect((await search(reader, { q: 'sr_bru', type: 'people' })).body.items[0].user.userId).toBe(bruno.userId);
    expect((await search(reader, { q: 'lighthouse', type: 'people' })).body.items).toHaveLength(1);
    const tags = await search(reader, { q: '#boulder', type: 'hashtags' });
    expect(tags.body).toEqual({ items: [{ hashtag: 'bouldering', postCount: 1 }], nextToken: null });
    const all = await search(reader, { q: 'quartermaine', limit: 3 });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['cliques', 'hashtags', 'people', 'posts']);
    expect(all.body.people.items).toHaveLength(1);
  });

  it('answers 400 for bad input, naming the field or the operator', async () => {
    const cases: [Record<string, string | number>, string, unknown?][] = [
      [{ q: '' }, 'validation_failed'],
      [{ q: '   ' }, 'validation_failed'],
      [{ q: 'x'.repeat(501) }, 'validation_failed'],
      [{ q: 'a', type: 'photos' }, 'validation_failed'],
      [{ q: 'a', sort: 'oldest' }, 'validation_failed'],
      [{ q: 'a', limit: 0 }, 'validation_failed'],
      [{ q: 'a', limit: 51 }, 'validation_failed'],
      [{ q: 'a', other: 1 }, 'validation_failed'],
      [{ q: 'a', type: 'posts', nextToken: 'garbage' }, 'validation_failed'],
      [{ q: 'a', nextToken: 'x' }, 'validation_failed'],
      [{ q: 'a before:2026-13-40' }, 'invalid_query', [{ operator: 'before', value: '2026-13-40' }]],
      [{ q: 'after:2026-02-30' }, 'invalid_query', [{ operator: 'after', value: '2026-02-30' }]],
      [{ q: 'has:nothing' }, 'invalid_query', [{ operator: 'has', value: 'nothing' }]],
      [{ q: 'in:cliquename' }, 'invalid_query', [{ operator: 'in', value: 'cliquename' }]],
      [{ q: 'from:' }, 'invalid_query', [{ operator: 'from', value: '' }]],
      [{ q: '-word' }, 'invalid_query', [{ operator: '-' }]],
      [{ q: '-word -"two words"' }, 'invalid_query', [{ operator: '-' }]],
      [{ q: '"unclosed' }, 'invalid_query', [{ operator: '"' }]],
    ];
    for (const [query, code, details] of cases) {
      const res = await search(reader, query);
      expect([query, res.status, res.body.error?.code]).toEqual([query, 400, code]);
      if (details) expect(res.body.error.details).toEqual(details);
    }
    expect((await search(reader, { q: 'a'.repeat(500), type: 'posts' })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await search(null, { q: 'climbing' })).status).toBe(401);
  });
});
