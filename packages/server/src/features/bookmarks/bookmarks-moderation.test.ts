import { act, createModerationWorld, postAs, report, type ModerationWorld } from '../../../test/moderation-world';

/** docs/API.md "Bookmarks" with moderation: what a moderator removes leaves everyone's bookmarks. */
describe('bookmarks and moderation', () => {
  let w: ModerationWorld;
  beforeAll(async () => {
    w = await createModerationWorld();
  });
  afterAll(() => w.t.close());

  const bookmarkedIds = async () =>
    (await w.t.request({ method: 'GET', url: '/api/bookmarks', headers: w.alice.auth })).body.posts.map(
      (p: { postId: string }) => p.postId,
    );

  it('a post removed by a moderator leaves the bookmarks of whoever kept it', async () => {
    const postId = await postAs(w.t, w.bob, 'kept, then removed');
    await w.t.request({ method: 'PUT', url: `/api/posts/${postId}/bookmark`, headers: w.alice.auth });
    expect(await bookmarkedIds()).toEqual([postId]);
    const reportId = (await report(w.t, w.alice, 'post', postId, 'spam')).body.id;
    expect((await act(w.t, w.moderator, reportId, { action: 'remove_content' })).status).toBe(200);
    expect(await bookmarkedIds()).toEqual([]);
    const { rows } = await w.t.db.query('SELECT 1 FROM bookmarks WHERE post_id = $1', [postId]);
    expect(rows).toEqual([]);
  });
});
