import type { Migration } from '.';

/**
 * A post into a big clique reached its feed heads (migration 261's `feed_heads_add`) by reading
 * every member of the clique and keeping those with a head: per-member work in the request that
 * posts (3 s a post into a clique of 100,000 in docs/BENCHMARKS-HISTORY.md). The same readers are
 * now found from whichever side is smaller: the clique's members for a clique of at most 1,000,
 * else the heads built in the last day, each checked for membership. The readers, and so the
 * items, are the same either way.
 */
export const cliqueFeedHeads: Migration = {
  id: '264-clique-feed-heads',
  sql: `
CREATE OR REPLACE FUNCTION feed_heads_add(post_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(feed_heads_lock_key());
  IF cardinality(post_ids) = 0 OR NOT EXISTS (SELECT 1 FROM feed_heads) THEN RETURN; END IF;
  INSERT INTO feed_head_items (reader_id, at, id, post_id)
  SELECT h.reader_id, p.created_at, p.post_id, p.post_id
  FROM posts p
  LEFT JOIN cliques c ON c.clique_id = p.clique_id
  CROSS JOIN LATERAL (
    SELECT p.author_id AS reader_id WHERE p.clique_id IS NULL
    UNION SELECT CASE WHEN f.sender_id = p.author_id THEN f.recipient_id ELSE f.sender_id END
      FROM friendships f
      WHERE p.clique_id IS NULL AND f.status = 'accepted' AND (f.sender_id = p.author_id OR f.recipient_id = p.author_id)
    UNION SELECT fo.follower_id FROM follows fo WHERE p.audience = 'public' AND fo.followed_id = p.author_id
    UNION SELECT m.user_id FROM clique_members m WHERE c.member_count <= 1000 AND m.clique_id = p.clique_id
    UNION SELECT fh.reader_id FROM feed_heads fh
      WHERE c.member_count > 1000 AND fh.built_at > now() - interval '1 day'
        AND EXISTS (SELECT 1 FROM clique_members m WHERE m.clique_id = p.clique_id AND m.user_id = fh.reader_id)
  ) r
  JOIN feed_heads h ON h.reader_id = r.reader_id AND h.built_at > now() - interval '1 day'
  WHERE p.post_id = ANY (post_ids) AND p.status = 'published' AND NOT safety_hides(r.reader_id, p.author_id)
  ON CONFLICT DO NOTHING;
END $$;
`,
};
