import type { Message } from '@cliques/contracts';
import {
  createClique,
  createPostsTestApp,
  download,
  mediaStores,
  mp4Bytes,
  pngBytes,
  upload,
} from '../../../test/post-fixtures';
import type { TestUser } from '../../../test/test-app';
import { connect, trackSockets, type TestSocket } from '../../../test/socket-test-client';

const png = (name: string) => ({ name, type: 'image/png', bytes: pngBytes });

describe.each(mediaStores)('chat images (%s)', (store) => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const track = trackSockets();
  const open = async (user: TestUser) => track(await connect(t, user));
  beforeAll(async () => {
    t = await createPostsTestApp(store);
    [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((n) => t.createUser(n)));
  }, 120_000);
  afterAll(() => t.close());

  const signedFor = async (user: TestUser, keys: string[]) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/signed-url',
        headers: user.auth,
        payload: { keys },
      })
    ).body.results as Array<{ key: string; signedUrl: string }>;
  const sendWith = async (socket: TestSocket, frame: object): Promise<Message> => {
    socket.send({ action: 'sendMessage', clientMessageId: `c${Math.random().toString(36).slice(2)}`, ...frame });
    return (await socket.next('message_sent')).message;
  };

  it('sends images in order with the text; only the conversation’s people can fetch them', async () => {
    const [first, second] = [await upload(t, alice, png('a.png')), await upload(t, alice, png('b.png'))];
    const [a, b] = [await open(alice), await open(bob)];
    const media = [{ key: second.key }, { key: first.key }];
    const sent = await sendWith(a, { recipientId: bob.userId, content: 'look', media });
    const image = { fileType: 'image/png', fileSize: pngBytes.length };
    expect(sent.media).toEqual([
      { key: second.key, ...image },
      { key: first.key, ...image },
    ]);
    expect((await b.next('message')).message).toEqual(sent);
    b.send({ action: 'getMessages', withUserId: alice.userId });
    expect((await b.next('messages')).messages.at(-1)).toEqual(sent);
    const listed = await t.request({
      method: 'GET',
      url: `/api/messages/conversation?withUserId=${alice.userId}`,
      headers: bob.auth,
    });
    expect(listed.body.conversation.lastMessage.media).toEqual(sent.media);

    const urls = await signedFor(bob, [first.key, second.key]);
    expect(urls.map((u) => u.key).sort()).toEqual([first.key, second.key].sort());
    const file = await download(t, urls[0]?.signedUrl as string);
    expect(file.status).toBe(200);
    expect(await signedFor(carol, [first.key, second.key])).toEqual([]);

    await t.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [bob.userId, alice.userId]);
    expect(await signedFor(bob, [first.key])).toEqual([]);
    await t.db.query('DELETE FROM user_blocks');
    a.send({ action: 'deleteMessage', messageId: sent.messageId });
    expect((await b.next('message_updated')).message.media).toBeUndefined();
    expect(await signedFor(bob, [first.key])).toEqual([]);
    expect((await signedFor(alice, [first.key])).map((u) => u.key)).toEqual([first.key]);
  });

  it('lets a clique’s members fetch its images, and no one who left', async () => {
    const cliqueId = await createClique(t, [alice, bob, carol]);
    const picture = await upload(t, alice, png('c.png'));
    const a = await open(alice);
    await sendWith(a, { cliqueId, content: '', media: [{ key: picture.key }] });
    expect((await signedFor(carol, [picture.key])).map((u) => u.key)).toEqual([picture.key]);
    await t.db.query('DELETE FROM clique_members WHERE clique_id = $1 AND user_id = $2', [cliqueId, carol.userId]);
    expect(await signedFor(carol, [picture.key])).toEqual([]);
  });

  it('refuses more than four images, others’ files, videos, and a message with neither text nor image', async () => {
    const a = await open(alice);
    const mine = await upload(t, alice, png('d.png'));
    const bobs = await upload(t, bob, png('e.png'));
    const video = await upload(t, alice, { name: 'v.mp4', type: 'video/mp4', bytes: mp4Bytes });
    const refusal = async (frame: object) => {
      a.send({ action: 'sendMessage', recipientId: bob.userId, content: 'x', ...frame });
      return a.next('error');
    };
    expect(await refusal({ media: Array.from({ length: 5 }, () => ({ key: mine.key })) })).toMatchObject({
      code: 'validation_failed',
      message: 'media: Expected array length to be less or equal to 4',
    });
    expect(await refusal({ media: [{ key: bobs.key }] })).toMatchObject({
      code: 'validation_failed',
      message: `Unknown image: ${bobs.key}`,
    });
    expect(await refusal({ media: [{ key: video.key }] })).toMatchObject({ code: 'validation_failed' });
    expect(await refusal({ content: '  ' })).toMatchObject({ code: 'validation_failed' });
    expect(await refusal({ media: [] })).toMatchObject({ code: 'validation_failed' });
    const { rows } = await t.db.query("SELECT count(*)::int AS n FROM messages WHERE content = 'x'");
    expect(rows[0]).toEqual({ n: 0 });
  });
});
