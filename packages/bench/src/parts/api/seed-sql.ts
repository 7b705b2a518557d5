/** How much data a seeded database holds. */
export interface SeedScale {
  users: number;
  posts: number;
  notificationsPerUser: number;
  messagesPerUser: number;
}

/** PostgreSQL for the calls no area script covers (feed.mjs seeds the million posts): ten thousand users. */
export const postgresScale: SeedScale = {
  users: 10_000,
  posts: 20_000,
  notificationsPerUser: 100,
  messagesPerUser: 20,
};
/** The embedded database's smaller one. */
export const pgliteScale: SeedScale = { users: 1_000, posts: 20_000, notificationsPerUser: 50, messagesPerUser: 10 };

/** Members per clique; user n belongs to clique floor((n - 1) / cliqueSize). */
export const cliqueSize = 20;

/** Comments on each post whose number is a multiple of 1,000 (the post page); posts numbered 7 mod 20 are clique posts. */
export const commentsPerDiscussedPost = 60;
/** Likes notified to the first user through the grouping triggers (the grouped notifications page). */
export const groupedLikes = 10_000;
/** Hashtags in use: tag0 (most used) … tag199. */
const hashtagCount = 200;

/**
 * SQL that fills a freshly migrated database: users; a follow graph (30 each) and a friend graph
 * (about 20 accepted each, 3 pending); cliques of 20; posts over 90 days (a third with a hashtag
 * drawn towards the popular ones, one in twenty in the author's clique) with their hashtag rows;
 * comments on one post in a thousand; shares; notifications (one in ten unread); direct and clique
 * messages with their threads. Plain PostgreSQL, for the server and for PGlite alike (run as a
 * superuser: foreign-key triggers are off while it runs).
 */
export function seedStatements({ users: U, posts: N, notificationsPerUser, messagesPerUser }: SeedScale): string[] {
  const C = Math.ceil(U / cliqueSize);
  const user = (expr: string) => `md5('u' || (${expr}))::uuid`;
  const post = (expr: string) => `md5('p' || (${expr}))::uuid`;
  const clique = (expr: string) => `md5('c' || (${expr}))::uuid`;
  return [
    // The rows are consistent by construction: foreign-key triggers would only slow the bulk insert.
    `SET session_replication_role = replica`,
    `SELECT setseed(0.42)`,
    `INSERT INTO users (user_id, username, email, display_name, bio, created_at)
     SELECT ${user('n')}, 'bench_' || n, 'bench_' || n || '@example.test', 'Bench User ' || n, 'Here for the benchmark.', now() - interval '400 days'
     FROM generate_series(1, ${U}) AS n`,
    `INSERT INTO follows (follower_id, followed_id, created_at)
     SELECT ${user('n')}, ${user('f')}, now() - interval '200 days'
     FROM generate_series(1, ${U}) AS n, generate_series(1, 30) AS k, LATERAL (SELECT 1 + (n + k * 331 + k * k * 17) % ${U} AS f) AS x
     WHERE f <> n ON CONFLICT DO NOTHING`,
    `INSERT INTO friendships (sender_id, recipient_id, status, created_at, updated_at)
     SELECT ${user('n')}, ${user(`1 + (n + k * 13) % ${U}`)}, 'accepted', now() - interval '300 days', now() - interval '300 days'
     FROM generate_series(1, ${U}) AS n, generate_series(1, 10) AS k
     ON CONFLICT DO NOTHING`,
    `INSERT INTO friendships (sender_id, recipient_id, status, created_at, updated_at)
     SELECT ${user(`1 + (n + ${Math.floor(U / 2)} + k * 7) % ${U}`)}, ${user('n')}, 'pending', now() - interval '2 days', now() - interval '2 days'
     FROM generate_series(1, ${U}) AS n, generate_series(1, 3) AS k
     WHERE 1 + (n + ${Math.floor(U / 2)} + k * 7) % ${U} <> n
     ON CONFLICT DO NOTHING`,
    `INSERT INTO cliques (clique_id, name, description, owner_id, member_count, created_at)
     SELECT ${clique('c')}, 'Clique ' || c, 'A benchmark clique.', ${user(`c * ${cliqueSize} + 1`)}, LEAST(${cliqueSize}, ${U} - c * ${cliqueSize}), now() - interval '350 days'
     FROM generate_series(0, ${C - 1}) AS c`,
    `INSERT INTO clique_members (clique_id, user_id, joined_at)
     SELECT ${clique(`(n - 1) / ${cliqueSize}`)}, ${user('n')}, now() - interval '350 days' FROM generate_series(1, ${U}) AS n`,
    `INSERT INTO posts (post_id, author_id, clique_id, audience, content, hashtags, likes_count, created_at, updated_at)
     SELECT ${post('n')}, ${user('a')}, CASE WHEN n % 20 = 7 THEN ${clique(`(a - 1) / ${cliqueSize}`)} END, CASE WHEN n % 20 = 7 THEN 'clique' ELSE 'public' END,
            'Benchmark post ' || n || ': a line or two of ordinary text, the length most posts have.' || CASE WHEN t IS NULL THEN '' ELSE ' #tag' || t END,
            CASE WHEN t IS NULL THEN '{}'::text[] ELSE ARRAY['tag' || t] END,
            (n * 31) % 50, at, at
     FROM generate_series(1, ${N}) AS n,
          LATERAL (SELECT 1 + (n * 7919) % ${U} AS a,
                          CASE WHEN n % 3 = 0 THEN floor(${hashtagCount} * power(random(), 3))::int END AS t,
                          now() - (n::float8 / ${N}) * interval '90 days' AS at) AS x`,
    `INSERT INTO post_hashtags (post_id, tag, author_id, clique_id, created_at)
     SELECT post_id, hashtags[1], author_id, clique_id, created_at FROM posts WHERE cardinality(hashtags) > 0`,
    `INSERT INTO comments (comment_id, post_id, author_id, content, created_at)
     SELECT md5('m' || p || '-' || k)::uuid, ${post('p')}, ${user(`1 + (p + k * 101) % ${U}`)}, 'Comment ' || k || ' on post ' || p || ', agreeing mostly.',
            now() - (p::float8 / ${N}) * interval '90 days' + k * interval '1 minute'
     FROM generate_series(1000, ${N}, 1000) AS p, generate_series(1, ${commentsPerDiscussedPost}) AS k`,
    `UPDATE posts SET comments_count = ${commentsPerDiscussedPost} WHERE post_id IN (SELECT ${post('p')} FROM generate_series(1000, ${N}, 1000) AS p)`,
    // The post's author is written here: the trigger that copies it is off while seeding.
    `INSERT INTO shares (share_id, post_id, post_author_id, user_id, created_at)
     SELECT md5('s' || k)::uuid, ${post('p')}, ${user(`1 + (p * 7919) % ${U}`)}, ${user(`1 + k % ${U}`)}, now() - (k::float8 / ${Math.max(1, Math.floor(N / 50))}) * interval '60 days'
     FROM generate_series(1, ${Math.max(1, Math.floor(N / 50))}) AS k, LATERAL (SELECT 1 + (k * 23719) % ${N} AS p) AS x
     WHERE p % 20 <> 7 ON CONFLICT DO NOTHING`,
    `UPDATE posts SET shares_count = s.count FROM (SELECT post_id, count(*)::int AS count FROM shares GROUP BY post_id) AS s WHERE posts.post_id = s.post_id`,
    // Each a group of one (its own id, as migration 274 makes of existing ones): the triggers that group are off here.
    `INSERT INTO notifications (notification_id, group_id, user_id, type, actor_id, post_id, read, created_at)
     SELECT md5('n' || n || '-' || k)::uuid, md5('n' || n || '-' || k)::uuid, ${user('n')}, (ARRAY['post_like', 'comment', 'follow', 'mention', 'share'])[1 + k % 5],
            ${user(`1 + (n * 7 + k * 13) % ${U}`)}, ${post(`1 + (n * 97 + k) % ${N}`)}, k % 10 <> 0,
            now() - k * interval '7 hours'
     FROM generate_series(1, ${U}) AS n, generate_series(1, ${notificationsPerUser}) AS k
     WHERE 1 + (n * 7 + k * 13) % ${U} <> n`,
    `INSERT INTO messages (message_id, sender_id, recipient_id, content, created_at, read_at)
     SELECT md5('d' || n || '-' || k)::uuid, ${user('n')}, ${user(`1 + (n + (1 + k % 10) * 13) % ${U}`)}, 'Message ' || k || ' from ' || n,
            now() - (${messagesPerUser} - k) * interval '3 hours', CASE WHEN k % 10 = 0 THEN NULL ELSE now() END
     FROM generate_series(1, ${U}) AS n, generate_series(1, ${messagesPerUser}) AS k`,
    `INSERT INTO messages (message_id, sender_id, clique_id, content, created_at)
     SELECT md5('g' || c || '-' || k)::uuid, ${user(`c * ${cliqueSize} + 1 + k % LEAST(${cliqueSize}, ${U} - c * ${cliqueSize})`)}, ${clique('c')}, 'Clique message ' || k,
            now() - (40 - k) * interval '2 hours'
     FROM generate_series(0, ${C - 1}) AS c, generate_series(1, 40) AS k`,
    `INSERT INTO direct_threads (user_id, other_user_id, last_seq)
     SELECT u, o, max(seq) FROM (
       SELECT sender_id AS u, recipient_id AS o, seq FROM messages WHERE recipient_id IS NOT NULL
       UNION ALL SELECT recipient_id, sender_id, seq FROM messages WHERE recipient_id IS NOT NULL) AS t
     GROUP BY u, o`,
    `UPDATE users SET posts_count = p.count FROM (SELECT author_id, count(*)::int AS count FROM posts GROUP BY author_id) AS p WHERE users.user_id = p.author_id`,
    `INSERT INTO notification_groups (group_id, user_id, group_key, type, latest_id, actor_ids, count, unread, first_at, latest_at)
     SELECT notification_id, user_id, NULL, type, notification_id, ARRAY[actor_id], 1, CASE WHEN read THEN 0 ELSE 1 END, created_at, created_at
     FROM notifications`,
    `SET session_replication_role = DEFAULT`,
    // Ten thousand likes of 40 posts notified to the first user in the last hours, through
    // the grouping triggers: the grouped notifications page over that many raw events.
    // One INSERT per like, as the app notifies: a group is counted in at the end of each statement.
    `DO $$ BEGIN
       FOR k IN 1..${groupedLikes} LOOP
         INSERT INTO notifications (notification_id, user_id, type, actor_id, post_id, created_at)
         VALUES (md5('gl' || k)::uuid, ${user('1')}, 'post_like', ${user(`2 + k % (${U} - 1)`)}, ${post('1 + k % 40')},
                 now() - (${groupedLikes} - k) * interval '1 second');
       END LOOP;
     END $$`,
    `ANALYZE`,
  ];
}
