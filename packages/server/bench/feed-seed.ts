// The feed benchmark's seed (feed.ts): users, a follow graph skewed to popular people, friend
// communities, cliques, a year of posts with hashtags and mentions, likes, comments, shares, quotes and content warnings, with
// every counter exact. Each statement is one INSERT … SELECT over generate_series.

/** People per clique. */
export const cliqueSize = 20;

/** SQL for the id of user number `n` (an SQL expression). */
export const user = (n: string): string => `md5('fu' || (${n}))::uuid`;
/** SQL for the id of post number `g` (an SQL expression). */
export const postId = (g: string): string => `md5('fp' || (${g}))::uuid`;

/** The seed, one statement at a time (each a single INSERT … SELECT over generate_series). */
export function seedStatements({
  users,
  posts,
  people = users,
  directoryCliques = 0,
}: {
  users: number;
  posts: number;
  people?: number;
  directoryCliques?: number;
}): string[] {
  const cliques = Math.floor(users / cliqueSize);
  const batches: string[] = [];
  const batch = 100_000;
  for (let from = 1; from <= posts; from += batch) {
    const to = Math.min(posts, from + batch - 1);
    batches.push(`
      WITH src AS MATERIALIZED (
        SELECT g,
          CASE WHEN g % 10 = 0 THEN 1 + floor(random() * ${cliques})::int END AS k,
          random() AS r1, random() AS r2,
          ARRAY(SELECT DISTINCT 'tag' || floor(2000 * power(random(), 4))::int FROM generate_series(1, g % 4)) AS tags,
          CASE WHEN g % 20 = 0 THEN 1 + floor(random() * ${users})::int END AS m,
          now() - random() * interval '365 days' AS at
        FROM generate_series(${from}, ${to}) g
      ), rows AS MATERIALIZED (
        SELECT ${postId('g')} AS post_id,
          ${user(`CASE WHEN k IS NULL THEN 1 + floor(${users} * power(r1, 1.6))::int ELSE (k - 1) * ${cliqueSize} + 1 + floor(r2 * ${cliqueSize})::int END`)} AS author_id,
          CASE WHEN k IS NULL THEN NULL ELSE md5('fc' || k)::uuid END AS clique_id,
          'Post ' || g || CASE WHEN g % 10 = 1 THEN ' sunrise' ELSE '' END || ' ' || coalesce((SELECT string_agg('#' || t, ' ') FROM unnest(tags) t), '') || CASE WHEN m IS NULL THEN '' ELSE ' @feed_' || m END AS content,
          tags, m, at
        FROM src
      ), ins AS (
        INSERT INTO posts (post_id, author_id, clique_id, audience, content, hashtags, created_at, updated_at)
        SELECT post_id, author_id, clique_id, CASE WHEN clique_id IS NULL THEN 'public' ELSE 'clique' END, content, tags, at, at FROM rows
        RETURNING post_id
      ), tagged AS (
        INSERT INTO post_hashtags (post_id, tag, author_id, clique_id, created_at)
        SELECT post_id, unnest(tags), author_id, clique_id, at FROM rows
      )
      INSERT INTO mentions (post_id, user_id, clique_id, author_id, created_at)
      SELECT post_id, ${user('m')}, clique_id, author_id, at FROM rows WHERE m IS NOT NULL`);
  }
  return [
    `INSERT INTO users (user_id, username, email, display_name, created_at)
     SELECT ${user('n')}, 'feed_' || n, 'feed_' || n || '@example.test', 'Feed User ' || n, now() - interval '400 days'
     FROM generate_series(1, ${users}) n`,
    // Follows: 20–79 each, skewed towards popular (low-numbered) people.
    `INSERT INTO follows (follower_id, followed_id, created_at)
     SELECT ${user('n')}, ${user('t')}, now() - random() * interval '300 days'
     FROM (SELECT n, 1 + floor(${users} * power(random(), 2.5))::int AS t FROM generate_series(1, ${users}) n, generate_series(1, 20 + n % 60) k) s
     WHERE t <> n ON CONFLICT DO NOTHING`,
    // Friends: communities of neighbours (about 16 each, one in ten still pending).
    `INSERT INTO friendships (sender_id, recipient_id, status, created_at)
     SELECT ${user('n')}, ${user('t')}, CASE WHEN random() < 0.9 THEN 'accepted' ELSE 'pending' END, now() - random() * interval '300 days'
     FROM (SELECT n, 1 + ((n + floor(random() * 150)::int) % ${users}) AS t FROM generate_series(1, ${users}) n, generate_series(1, 8) k) s
     WHERE t <> n ON CONFLICT DO NOTHING`,
    `INSERT INTO cliques (clique_id, name, description, owner_id, member_count)
     SELECT md5('fc' || k)::uuid, 'Clique ' || k, 'Benchmark clique', ${user(`(k - 1) * ${cliqueSize} + 1`)}, ${cliqueSize}
     FROM generate_series(1, ${cliques}) k`,
    `INSERT INTO clique_members (clique_id, user_id)
     SELECT md5('fc' || k)::uuid, ${user(`(k - 1) * ${cliqueSize} + j`)} FROM generate_series(1, ${cliques}) k, generate_series(1, ${cliqueSize}) j`,
    // People who only read (search finds them by name among everyone), up to `people` in all.
    `INSERT INTO users (user_id, username, email, display_name, created_at)
     SELECT ${user('n')}, 'feed_' || n, 'feed_' || n || '@example.test', 'Feed User ' || n, now() - interval '400 days'
     FROM generate_series(${users + 1}, ${people}) n`,
    // Public cliques of one member each, up to `directoryCliques` in all, for search's cliques.
    `INSERT INTO cliques (clique_id, name, description, owner_id, member_count, visibility, join_policy)
     SELECT md5('fx' || k)::uuid, 'Club ' || k || ' ' || (ARRAY['hiking', 'chess', 'sunrise', 'poetry', 'cycling'])[1 + k % 5],
       'A club for people who like ' || (ARRAY['mountains', 'openings', 'mornings', 'verses', 'roads'])[1 + k % 5],
       ${user(`${users + 1} + k % ${Math.max(1, people - users)}`)}, 1, 'public', 'open'
     FROM generate_series(1, ${Math.max(0, directoryCliques - cliques)}) k`,
    `INSERT INTO clique_members (clique_id, user_id, role)
     SELECT md5('fx' || k)::uuid, ${user(`${users + 1} + k % ${Math.max(1, people - users)}`)}, 'owner'
     FROM generate_series(1, ${Math.max(0, directoryCliques - cliques)}) k`,
    ...batches,
    // Likes: 0–3 per post.
    `INSERT INTO post_likes (post_id, user_id, created_at)
     SELECT ${postId('g')}, ${user(`1 + floor(random() * ${users})::int`)}, now() - random() * interval '30 days'
     FROM generate_series(1, ${posts}) g, generate_series(1, g % 4) k ON CONFLICT DO NOTHING`,
    // Comments: one on every third post; 120 (a tenth of them replies) on every thousandth post's neighbour.
    `INSERT INTO comments (comment_id, post_id, author_id, content, created_at)
     SELECT md5('fk' || g)::uuid, p.post_id, ${user(`1 + floor(random() * ${users})::int`)}, 'Comment on post ' || g, p.created_at + interval '1 hour'
     FROM generate_series(3, ${posts}, 3) g JOIN posts p ON p.post_id = ${postId('g')}`,
    `INSERT INTO comments (comment_id, post_id, author_id, parent_comment_id, content, created_at)
     SELECT md5('fd' || g || '-' || k)::uuid, p.post_id, ${user(`1 + floor(random() * ${users})::int`)},
       CASE WHEN k % 10 = 0 THEN md5('fd' || g || '-1')::uuid END, 'Discussion ' || k, p.created_at + k * interval '1 minute'
     FROM generate_series(1001, ${posts}, 1000) g JOIN posts p ON p.post_id = ${postId('g')}, generate_series(1, 120) k`,
    `INSERT INTO shares (share_id, post_id, user_id, clique_id, created_at)
     SELECT gen_random_uuid(), p.post_id, ${user(`1 + floor(random() * ${users})::int`)}, p.clique_id, p.created_at + random() * (now() - p.created_at)
     FROM generate_series(1, ${posts}, 10) g JOIN posts p ON p.post_id = ${postId('g')} ON CONFLICT DO NOTHING`,
    // Quotes: every fifth public post quotes the post written before it (the quotes trigger counts them).
    `UPDATE posts p SET quoted_post_id = ${postId('g - 1')}
     FROM generate_series(2, ${posts}, 5) g WHERE p.post_id = ${postId('g')} AND p.clique_id IS NULL`,
    // Content warnings: every seventh public post carries one, its media marked sensitive.
    `UPDATE posts p SET content_warning = 'Spoilers', sensitive = true
     FROM generate_series(3, ${posts}, 7) g WHERE p.post_id = ${postId('g')} AND p.clique_id IS NULL`,
    // Counters, exactly as the API keeps them.
    `UPDATE posts p SET likes_count = c.n FROM (SELECT post_id, count(*)::int n FROM post_likes GROUP BY post_id) c WHERE p.post_id = c.post_id`,
    `UPDATE posts p SET comments_count = c.n FROM (SELECT post_id, count(*)::int n FROM comments GROUP BY post_id) c WHERE p.post_id = c.post_id`,
    `UPDATE posts p SET shares_count = c.n FROM (SELECT post_id, count(*)::int n FROM shares GROUP BY post_id) c WHERE p.post_id = c.post_id`,
    `UPDATE users u SET posts_count = c.n FROM (SELECT author_id, count(*)::int n FROM posts GROUP BY author_id) c WHERE u.user_id = c.author_id`,
    `UPDATE users u SET followers_count = c.n FROM (SELECT followed_id, count(*)::int n FROM follows GROUP BY followed_id) c WHERE u.user_id = c.followed_id`,
    `UPDATE users u SET following_count = c.n FROM (SELECT follower_id, count(*)::int n FROM follows GROUP BY follower_id) c WHERE u.user_id = c.follower_id`,
    `UPDATE users u SET friends_count = c.n FROM (
       SELECT id, count(*)::int n FROM (SELECT sender_id id FROM friendships WHERE status = 'accepted' UNION ALL SELECT recipient_id FROM friendships WHERE status = 'accepted') f GROUP BY id
     ) c WHERE u.user_id = c.id`,
    'VACUUM ANALYZE',
  ];
}
