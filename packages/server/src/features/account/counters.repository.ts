import type { Queryable } from '../../platform/database/database';

/**
 * Every stored counter that disagrees with the rows it counts: users' posts, followers, following
 * and friends; posts' likes, comments and shares; comments' likes; cliques' members. Empty when all
 * are right. Used by the erasure tests.
 */
export async function wrongCounters(db: Queryable): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'users.posts_count',
      `SELECT user_id::text AS id, posts_count AS stored, (SELECT count(*) FROM posts p WHERE p.author_id = u.user_id AND p.status = 'published')::int AS actual FROM users u`,
    ],
    [
      'users.followers_count',
      `SELECT user_id::text AS id, followers_count AS stored, (SELECT count(*) FROM follows f WHERE f.followed_id = u.user_id)::int AS actual FROM users u`,
    ],
    [
      'users.following_count',
      `SELECT user_id::text AS id, following_count AS stored, (SELECT count(*) FROM follows f WHERE f.follower_id = u.user_id)::int AS actual FROM users u`,
    ],
    [
      'users.friends_count',
      `SELECT user_id::text AS id, friends_count AS stored,
              (SELECT count(*) FROM friendships f WHERE f.status = 'accepted' AND u.user_id IN (f.sender_id, f.recipient_id))::int AS actual FROM users u`,
    ],
    [
      'posts.likes_count',
      `SELECT post_id::text AS id, likes_count AS stored, (SELECT count(*) FROM post_likes l WHERE l.post_id = p.post_id)::int AS actual FROM posts p`,
    ],
    [
      'posts.comments_count',
      `SELECT post_id::text AS id, comments_count AS stored, (SELECT count(*) FROM comments c WHERE c.post_id = p.post_id)::int AS actual FROM posts p`,
    ],
    [
      'posts.shares_count',
      `SELECT post_id::text AS id, shares_count AS stored, (SELECT count(*) FROM shares s WHERE s.post_id = p.post_id)::int AS actual FROM posts p`,
    ],
    [
      'comments.likes_count',
      `SELECT comment_id::text AS id, likes_count AS stored, (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.comment_id)::int AS actual FROM comments c`,
    ],
    [
      'cliques.member_count',
      `SELECT clique_id::text AS id, member_count AS stored, (SELECT count(*) FROM clique_members m WHERE m.clique_id = c.clique_id)::int AS actual FROM cliques c`,
    ],
  ];
  const wrong: string[] = [];
  for (const [name, sql] of checks) {
    const { rows } = await db.query<{ id: string; stored: number; actual: number }>(
      `SELECT * FROM (${sql}) x WHERE stored <> actual`,
    );
    for (const row of rows) wrong.push(`${name} of ${row.id}: stored ${row.stored}, actual ${row.actual}`);
  }
  return wrong;
}
