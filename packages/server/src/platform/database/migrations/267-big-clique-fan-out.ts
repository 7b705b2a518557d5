import type { Migration } from '.';

/**
 * A post into a clique of more than 1,000 members reached its readers' heads inside the request
 * that posted (migration 264): work for every member who read their feed that day, with their
 * heads locked until the post committed, so posts into a big clique waited on each other (244 ms
 * against 28 ms for a 10-member clique in docs/BENCHMARKS.md). The request now adds the post to
 * its author's head only, puts it in `feed_heads_big_clique_queue` and queues a
 * `feed-heads.big-clique` job (features/posts), which adds every waiting post to the members' heads
 * with `feed_heads_add_big_clique` moments later, many posts in one statement. The readers, and so
 * the items, are the same as before.
 */
export const bigCliqueFanOut: Migration = {
  id: '267-big-clique-fan-out',
  sql: `
-- Posts waiting to reach the heads of their big clique's members, taken by a job in one statement.
CREATE TABLE feed_heads_big_clique_queue (
  post_id uuid PRIMARY KEY REFERENCES posts (post_id) ON DELETE CASCADE
);

CREATE OR REPLACE FUNCTION feed_heads_add(post_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  IF cardinality(post_ids) = 0 OR NOT EXISTS (SELECT 1 FROM feed_heads) THEN RETURN; END IF;
  INSERT INTO feed_head_items (reader_id, at, id, post_id)
  SELECT h.reader_id, p.created_at, p.post_id, p.post_id
  FROM posts p
  LEFT JOIN cliques c ON c.clique_id = p.clique_id
  CROSS JOIN LATERAL (
    SELECT p.author_id AS reader_id WHERE p.clique_id IS NULL OR c.member_count > 1000
    UNION SELECT CASE WHEN f.sender_id = p.author_id THEN f.recipient_id ELSE f.sender_id END
      FROM friendships f
      WHERE p.clique_id IS NULL AND f.status = 'accepted' AND (f.sender_id = p.author_id OR f.recipient_id = p.author_id)
    UNION SELECT fo.follower_id FROM follows fo WHERE p.audience = 'public' AND fo.followed_id = p.author_id
    UNION SELECT m.user_id FROM clique_members m WHERE c.member_count <= 1000 AND m.clique_id = p.clique_id
  ) r
  JOIN feed_heads h ON h.reader_id = r.reader_id AND h.built_at > now() - interval '1 day'
  WHERE p.post_id = ANY (post_ids) AND p.status = 'published' AND NOT safety_hides(r.reader_id, p.author_id)
  ON CONFLICT DO NOTHING;
  INSERT INTO feed_heads_big_clique_queue (post_id)
  SELECT p.post_id FROM posts p JOIN cliques c ON c.clique_id = p.clique_id
  WHERE p.post_id = ANY (post_ids) AND p.status = 'published' AND c.member_count > 1000
  ON CONFLICT DO NOTHING;
  -- One waiting job is enough: it takes every post waiting when it runs. A post committed just after
  -- a job took the queue is taken by the next post's job or by feed-heads.big-clique-sweep.
  IF FOUND AND NOT EXISTS (SELECT 1 FROM jobs WHERE name = 'feed-heads.big-clique' AND locked_by IS NULL) THEN
    INSERT INTO jobs (name) VALUES ('feed-heads.big-clique');
  END IF;
END $$;

-- The members of each post's clique who hold a head built in the last day (found from the heads).
CREATE FUNCTION feed_heads_add_big_clique(post_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  INSERT INTO feed_head_items (reader_id, at, id, post_id)
  SELECT h.reader_id, p.created_at, p.post_id, p.post_id
  FROM posts p JOIN feed_heads h ON h.built_at > now() - interval '1 day'
  WHERE p.post_id = ANY (post_ids) AND p.status = 'published' AND p.clique_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM clique_members m WHERE m.clique_id = p.clique_id AND m.user_id = h.reader_id)
    AND NOT safety_hides(h.reader_id, p.author_id)
  ON CONFLICT DO NOTHING;
END $$;
`,
};
