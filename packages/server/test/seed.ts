import { randomUUID } from 'node:crypto';
import { remoteNames } from '../src/platform/config/config';
import { sendMessage } from '../src/features/chat/chat.service';
import { addToClique, befriend } from './social-helpers';
import { pngBytes, post, upload } from './post-fixtures';
import type { TestApp, TestUser } from './test-app';
import type { Pools } from './arbitraries';

/** A small world to aim requests at: three people, their relations, cliques, posts, comments, files, messages. */
export interface Seeded {
  /** The one who acts (an admin, so the deploy API is reached past its check too). */
  me: TestUser;
  /** A friend of `me`, member of my clique. */
  friend: TestUser;
  /** Someone else: owns a clique I am not in, has a post and a private file of their own. */
  stranger: TestUser;
  myCliqueId: string;
  strangerCliqueId: string;
  myPostId: string;
  myCliquePostId: string;
  strangerPostId: string;
  strangerCliquePostId: string;
  myCommentId: string;
  strangerCommentId: string;
  myNotificationId: string;
  myFileKey: string;
  strangerFileKey: string;
  /** My friend's open report of the stranger (a person: removing it is refused, so fuzzing keeps the world). */
  reportId: string;
  pools: Pools;
}

async function call(t: TestApp, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await t.request({ method, url, headers: user.auth, payload });
  if (res.status >= 300) throw new Error(`seeding ${method} ${url} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Seeds the world through the API (as people would make it), returning its ids and the pools generators draw from. */
export async function seedWorld(
  t: TestApp,
  names = { me: 'fuzzer', friend: 'friendly', stranger: 'stranger' },
): Promise<Seeded> {
  const [me, friend, stranger] = [
    await t.createUser(names.me),
    await t.createUser(names.friend),
    await t.createUser(names.stranger),
  ];
  await befriend(t, me, friend);
  await call(t, stranger, 'POST', `/api/follows/${me.userId}`, {});
  await call(t, stranger, 'POST', '/api/friends/request', { recipientId: me.userId });
  const myCliqueId = (await call(t, me, 'POST', '/api/cliques', { name: 'Mine', description: 'my clique' })).clique
    .cliqueId as string;
  await addToClique(t, me, myCliqueId, friend);
  const strangerCliqueId = (await call(t, stranger, 'POST', '/api/cliques', { name: 'Theirs', description: '' })).clique
    .cliqueId as string;
  const myFile = await upload(t, me, { name: 'dot.png', type: 'image/png', bytes: pngBytes });
  const strangerFile = await upload(t, stranger, { name: 'dot.png', type: 'image/png', bytes: pngBytes });
  const myPostId = (await post(t, me, { content: `#fuzz hello @${friend.username}`, media: [{ key: myFile.key }] }))
    .postId;
  const myCliquePostId = (await post(t, me, { content: '#fuzz in my clique', cliqueId: myCliqueId })).postId;
  const strangerPostId = (await post(t, stranger, { content: `#fuzz from a stranger @${me.username}` })).postId;
  const strangerCliquePostId = (await post(t, stranger, { content: 'secret #fuzz', cliqueId: strangerCliqueId }))
    .postId;
  const myCommentId = (await call(t, me, 'POST', `/api/posts/${strangerPostId}/comments`, { content: 'nice' })).comment
    .commentId as string;
  const strangerCommentId = (await call(t, stranger, 'POST', `/api/posts/${myPostId}/comments`, { content: 'hi' }))
    .comment.commentId as string;
  await call(t, stranger, 'POST', `/api/posts/${myPostId}/like`, {});
  await call(t, friend, 'POST', `/api/posts/${myPostId}/share`, { comment: 'look' });
  await sendMessage(t.db, me.userId, {
    action: 'sendMessage',
    recipientId: friend.userId,
    content: 'hello',
    clientMessageId: 'seed-1',
  });
  await sendMessage(t.db, friend.userId, {
    action: 'sendMessage',
    cliqueId: myCliqueId,
    content: 'clique hello',
    clientMessageId: 'seed-2',
  });
  const reportId = (
    await call(t, friend, 'POST', '/api/reports', { targetType: 'user', targetId: stranger.userId, reason: 'spam' })
  ).id as string;
  const { rows } = await t.db.query<{ notification_id: string }>(
    'SELECT notification_id FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [me.userId],
  );
  const myNotificationId = rows[0]?.notification_id ?? randomUUID();

  const users = [me.userId, friend.userId, stranger.userId];
  const cliques = [myCliqueId, strangerCliqueId];
  const posts = [myPostId, myCliquePostId, strangerPostId, strangerCliquePostId];
  const comments = [myCommentId, strangerCommentId];
  const keys = [myFile.key, strangerFile.key];
  const pools: Pools = {
    ids: [...users, ...cliques, ...posts, ...comments, myNotificationId],
    byName: {
      userId: users,
      recipientId: users,
      senderId: users,
      otherUserId: users,
      withUserId: users,
      followedId: users,
      user: users,
      cliqueId: cliques,
      postId: posts,
      commentId: comments,
      parentCommentId: comments,
      notificationIds: [myNotificationId],
      targetId: [...users, ...posts, ...comments, ...cliques],
      key: keys,
      keys,
      fileUrl: [myFile.fileUrl, strangerFile.fileUrl, `/media/files/${strangerFile.key}?expires=1&sig=x`],
      name: [...remoteNames, 'mfe-feed', 'nope'],
      version: ['1.0.0', '0.0.0-fuzz', '..'],
      hashtag: ['fuzz'],
      query: [me.username, 'fuzz'],
    },
  };
  return {
    me,
    friend,
    stranger,
    myCliqueId,
    strangerCliqueId,
    myPostId,
    myCliquePostId,
    strangerPostId,
    strangerCliquePostId,
    myCommentId,
    strangerCommentId,
    myNotificationId,
    myFileKey: myFile.key,
    strangerFileKey: strangerFile.key,
    reportId,
    pools,
  };
}

/** The pool a path parameter draws from: `{id}` means a user, clique or post by where it sits. */
export function pathPool(seeded: Seeded, path: string, name: string): string[] {
  const { pools } = seeded;
  if (name === 'id') {
    if (path.startsWith('/api/cliques/')) return pools.byName.cliqueId ?? [];
    if (path.startsWith('/api/posts/')) return pools.byName.postId ?? [];
    if (path.startsWith('/api/moderation/reports/')) return [seeded.reportId];
    return pools.byName.userId ?? [];
  }
  return pools.byName[name] ?? pools.ids;
}
