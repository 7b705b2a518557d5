import type { TestUser } from '../../../test/test-app';
import { createClique, createPostsTestApp, mp4Bytes, pngBytes, post, upload } from '../../../test/post-fixtures';

type Item = { postId: string; key: string; url: string; type: string; alt?: string; authorId: string };
type Page = { items: Item[]; hasMore: boolean; nextToken: string | null };

/** docs/API.md "A clique's gallery": GET /cliques/{id}/media. */
describe('GET /cliques/{id}/media', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let cliqueId: string;
  const posted: { postId: string; keys: string[] }[] = [];

  const gallery = (user: TestUser | null, query = '', id = cliqueId) =>
    t.request({ method: 'GET', url: `/api/cliques/${id}/media${query}`, headers: user ? user.auth : {} });
  const image = async (user: TestUser) =>
    (await upload(t, user, { name: 'p.png', type: 'image/png', bytes: pngBytes })).key;
  const postMedia = async (user: TestUser, media: { key: string; alt?: string }[]) => {
    const { postId } = await post(t, user, { content: 'look', cliqueId, media });
    posted.push({ postId, keys: media.map((m) => m.key) });
    return postId;
  };

  beforeAll(async () => {
    t = await createPostsTestApp();
    [owner, member, outsider] = await Promise.all(['gl_owner', 'gl_member', 'gl_outsider'].map((n) => t.createUser(n)));
    cliqueId = await createClique(t, [owner, member]);
    await postMedia(owner, [{ key: await image(owner), alt: 'A red door' }, { key: await image(owner) }]);
    await post(t, member, { content: 'words only', cliqueId });
    const video = (await upload(t, member, { name: 'v.mp4', type: 'video/mp4', bytes: mp4Bytes })).key;
    await postMedia(member, [{ key: video }]);
    await postMedia(member, [{ key: await image(member), alt: 'Our picnic' }]);
  });
  afterAll(() => t.close());

  it('lists every photo and video, newest post first, each with its post and alt text', async () => {
    const res = await gallery(owner);
    expect(res.status).toBe(200);
    const body = res.body as Page;
    const [first, second, third] = [...posted].reverse();
    expect(body.items.map((i) => [i.postId, i.key])).toEqual([
      [first!.postId, first!.keys[0]],
      [second!.postId, second!.keys[0]],
      [third!.postId, third!.keys[0]],
      [third!.postId, third!.keys[1]],
    ]);
    expect(body.items.map((i) => i.type)).toEqual(['image', 'video', 'image', 'image']);
    expect(body.items[0]).toMatchObject({ alt: 'Our picnic', authorId: member.userId, url: expect.any(String) });
    expect(body.items[2]).toMatchObject({ alt: 'A red door' });
    expect(body.items[3]).not.toHaveProperty('alt');
    expect(body.hasMore).toBe(false);
  });

  it('keeps one type, and pages by nextToken without a gap or a repeat', async () => {
    const images = (await gallery(member, '?type=image')).body as Page;
    expect(images.items.map((i) => i.type)).toEqual(['image', 'image', 'image']);
    const seen: string[] = [];
    let query = '?limit=1';
    for (;;) {
      const page = (await gallery(member, query)).body as Page;
      seen.push(...page.items.map((i) => i.key));
      if (!page.nextToken) break;
      query = `?limit=1&nextToken=${page.nextToken}`;
    }
    expect(seen).toEqual(((await gallery(member)).body as Page).items.map((i) => i.key));
  });

  it('leaves out held posts, removed posts and the posts of someone blocked either way', async () => {
    const held = await postMedia(member, [{ key: await image(member) }]);
    await t.db.query("UPDATE posts SET status = 'pending' WHERE post_id = $1", [held]);
    const removed = await postMedia(member, [{ key: await image(member) }]);
    await t.request({ method: 'DELETE', url: `/api/posts/${removed}`, headers: owner.auth });
    const ids = async (user: TestUser) => ((await gallery(user)).body as Page).items.map((i) => i.postId);
    expect(await ids(owner)).not.toContain(held);
    expect(await ids(owner)).not.toContain(removed);
    await t.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [member.userId, owner.userId]);
    expect(new Set(await ids(owner))).toEqual(new Set([posted[0]!.postId]));
    expect(new Set(await ids(member))).toEqual(new Set(posted.slice(1, 3).map((p) => p.postId)));
    await t.db.query('DELETE FROM user_blocks WHERE blocker_id = $1', [member.userId]);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, id, path] of [
      ['?type=audio', cliqueId, '/type'],
      ['?limit=0', cliqueId, '/limit'],
      ['', 'not-an-id', '/id'],
    ] as const) {
      const res = await gallery(owner, query, id);
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect((await gallery(owner, '?nextToken=nonsense')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await gallery(null)).status).toBe(401);
  });

  it('shows nothing of a private clique to someone outside it', async () => {
    const res = await gallery(outsider);
    expect([403, 404]).toContain(res.status);
    expect(JSON.stringify(res.body)).not.toContain(posted[0]!.keys[0]);
  });
});
