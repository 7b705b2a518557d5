// The federation benchmark's seed (federation.ts): a reachable local person, remote accounts as the
// server stores them (a `users` row and a `remote_actors` row each) following her, spread over the
// receiving servers' shared inboxes, and posts of hers that went out before (so remote likes of
// them are likes of posts other servers know).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { seedStatements } from './feed-seed';

/** The local person whose posts go out: reachable from other servers. */
export interface Herald {
  userId: string;
  username: string;
}

/**
 * Runs `seed` with the post trigger's deliveries off (`federation_state.enabled`, which the server
 * set at its start): seeded posts are history, not new posts to send.
 */
export async function withoutDeliveries(db: pg.Client, seed: () => Promise<void>): Promise<void> {
  await db.query('UPDATE federation_state SET enabled = false');
  try {
    await seed();
  } finally {
    await db.query('UPDATE federation_state SET enabled = true');
  }
}

/** The feed benchmark's people, follows and posts at a small scale, for the local feed rows. */
export async function seedLocalFeed(db: pg.Client, users: number, posts: number): Promise<void> {
  for (const statement of seedStatements({ users, posts, people: users })) await db.query(statement);
}

/**
 * The herald and `followers` remote accounts following her: follower n lives on server
 * `hosts[n % hosts.length]` (`f<n>@<host>`, its inbox `/users/f<n>/inbox`, the server's shared
 * inbox `/inbox`), as the server stores an account it learnt of.
 */
export async function seedHeraldAndFollowers(db: pg.Client, followers: number, hosts: string[]): Promise<Herald> {
  const herald = { userId: randomUUID(), username: 'herald' };
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name, settings)
     VALUES ($1, $2, 'herald@example.test', 'Herald', '{"federation": {"discoverable": true}}')`,
    [herald.userId, herald.username],
  );
  const follower = `md5('rf' || n)::uuid`;
  const host = `($2::text[])[1 + n % array_length($2::text[], 1)]`;
  await db.query(
    `INSERT INTO users (user_id, username, email, display_name)
     SELECT ${follower}, 'f' || n || '@' || ${host}, '', 'Follower ' || n FROM generate_series(0, $1 - 1) n`,
    [followers, hosts],
  );
  await db.query(
    `INSERT INTO remote_actors (user_id, actor_uri, host, kind, inbox, shared_inbox)
     SELECT ${follower}, 'http://' || ${host} || '/users/f' || n, ${host}, 'Person',
       'http://' || ${host} || '/users/f' || n || '/inbox', 'http://' || ${host} || '/inbox'
     FROM generate_series(0, $1 - 1) n`,
    [followers, hosts],
  );
  await db.query(
    `INSERT INTO follows (follower_id, followed_id) SELECT md5('rf' || n)::uuid, $2 FROM generate_series(0, $1 - 1) n`,
    [followers, herald.userId],
  );
  await db.query('UPDATE users SET followers_count = $2 WHERE user_id = $1', [herald.userId, followers]);
  return herald;
}

/** `count` public posts of the herald that went out before; their ids. */
export async function seedSentPosts(db: pg.Client, herald: Herald, count: number): Promise<string[]> {
  const { rows } = await db.query<{ post_id: string }>(
    `INSERT INTO posts (post_id, author_id, audience, content)
     SELECT gen_random_uuid(), $1, 'public', 'Earlier post ' || n FROM generate_series(1, $2) n RETURNING post_id`,
    [herald.userId, count],
  );
  const ids = rows.map((row) => row.post_id);
  await db.query(`INSERT INTO federated_posts (post_id, author_id) SELECT id, $1 FROM unnest($2::uuid[]) AS t(id)`, [
    herald.userId,
    ids,
  ]);
  await db.query('UPDATE users SET posts_count = posts_count + $2 WHERE user_id = $1', [herald.userId, count]);
  return ids;
}
