// The cliques benchmark's seed (cliques.ts): 100,000 cliques (one with 100,000 members, one with
// 10, the rest with 1–5) and a million posts over a year: a fifth in the big clique, two fifths in
// the others, the rest outside any clique. Each statement is one INSERT … SELECT over generate_series, as feed-seed.ts does.

/** How much the seed makes. */
export interface CliquesScale {
  /** Members of the big clique (number 1); users 1..members. */
  members: number;
  /** People in no clique, who join the big one during the run. */
  joiners: number;
  cliques: number;
  posts: number;
}

/** SQL for the id of user number `n`. */
export const user = (n: string): string => `md5('cu' || (${n}))::uuid`;
/** SQL for the id of clique number `k`: 1 is the big one, 2 the one of 10 members. */
export const clique = (k: string): string => `md5('cc' || (${k}))::uuid`;

/** The members of clique `k` (2 and up) are users 1 + (k·7919 + j·4729) mod members, j = 0 (its owner) … size − 1. */
const memberOf = (k: string, j: string, members: number) => `1 + ((${k})::bigint * 7919 + (${j}) * 4729) % ${members}`;
const sizeOf = (k: string) => `CASE WHEN ${k} = 2 THEN 10 ELSE 1 + ${k} % 5 END`;

const words = [
  'garden',
  'chess',
  'running',
  'jazz',
  'cooking',
  'hiking',
  'photo',
  'knitting',
  'climbing',
  'poetry',
  'cycling',
  'baking',
  'film',
  'birds',
  'coding',
  'yoga',
  'sailing',
  'pottery',
  'comics',
  'vinyl',
];
const wordAt = (expr: string) => `(ARRAY['${words.join("','")}'])[1 + (${expr}) % ${words.length}]`;

/** The seed, one statement at a time. */
export function cliquesSeed({ members, joiners, cliques, posts }: CliquesScale): string[] {
  const batch = 100_000;
  const postBatches: string[] = [];
  for (let from = 1; from <= posts; from += batch) {
    const to = Math.min(posts, from + batch - 1);
    // One post in five into the big clique, two in five into another clique (skewed to low numbers,
    // by their owner), the rest outside any clique; over a year.
    postBatches.push(`
      INSERT INTO posts (post_id, author_id, clique_id, audience, content, created_at, updated_at)
      SELECT md5('cp' || g)::uuid, ${user('a')}, CASE WHEN k IS NULL THEN NULL ELSE ${clique('k')} END,
        CASE WHEN k IS NULL THEN 'public' ELSE 'clique' END, 'Post ' || g, at, at
      FROM (
        SELECT g, at, k, CASE WHEN k IS NULL OR k = 1 THEN 1 + floor(random() * ${members})::int ELSE ${memberOf('k', '0', members)} END AS a
        FROM (
          SELECT g, now() - random() * interval '365 days' AS at,
            CASE WHEN g % 5 = 0 THEN 1 WHEN g % 5 IN (1, 2) THEN 3 + floor(${cliques - 3} * power(random(), 3))::int END AS k
          FROM generate_series(${from}, ${to}) g
        ) s
      ) p`);
  }
  return [
    `INSERT INTO users (user_id, username, email, display_name, created_at)
     SELECT ${user('n')}, 'cq_' || n, 'cq_' || n || '@example.test', 'Clique User ' || n, now() - interval '800 days'
     FROM generate_series(1, ${members + joiners}) n`,
    // Seven in ten public (open, or by request for one in three), two private, one secret.
    `INSERT INTO cliques (clique_id, name, description, owner_id, member_count, created_at, visibility, join_policy, topics)
     SELECT ${clique('k')},
       CASE WHEN k = 1 THEN 'The big clique' WHEN k = 2 THEN 'The small clique' ELSE 'Clique ' || k || ' ' || ${wordAt('k')} END,
       'About ' || ${wordAt('k * 7')} || ' and ' || ${wordAt('k * 13')},
       ${user(`CASE WHEN k = 1 THEN 1 ELSE ${memberOf('k', '0', members)} END`)},
       CASE WHEN k = 1 THEN ${members} ELSE ${sizeOf('k')} END,
       now() - random() * interval '730 days',
       CASE WHEN k <= 2 THEN 'public' WHEN k % 10 = 0 THEN 'secret' WHEN k % 10 IN (1, 2) THEN 'private' ELSE 'public' END,
       CASE WHEN k <= 2 THEN 'open' WHEN k % 10 = 0 THEN 'invite' WHEN k % 10 IN (1, 2) OR k % 3 = 0 THEN 'request' ELSE 'open' END,
       ARRAY['topic' || k % 30, 'topic' || (k * 7 + 1) % 30]
     FROM generate_series(1, ${cliques}) k`,
    `INSERT INTO clique_members (clique_id, user_id, role, joined_at)
     SELECT ${clique('1')}, ${user('n')}, CASE WHEN n = 1 THEN 'owner' ELSE 'member' END, now() - random() * interval '700 days'
     FROM generate_series(1, ${members}) n`,
    `INSERT INTO clique_members (clique_id, user_id, role, joined_at)
     SELECT ${clique('k')}, ${user(memberOf('k', 'j', members))}, CASE WHEN j = 0 THEN 'owner' ELSE 'member' END,
       now() - random() * interval '700 days'
     FROM generate_series(2, ${cliques}) k, LATERAL generate_series(0, ${sizeOf('k')} - 1) j`,
    ...postBatches,
    `UPDATE users u SET posts_count = c.n FROM (SELECT author_id, count(*)::int n FROM posts GROUP BY author_id) c WHERE u.user_id = c.author_id`,
    'VACUUM ANALYZE',
  ];
}
