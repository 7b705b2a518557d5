import type { Migration } from '.';

/**
 * A voter's change to a poll in one statement (`SELECT poll_vote_change(poll, voter, options)`):
 * the voter's turn (an advisory lock on poll and voter), the poll read (gone, closed), the options
 * checked, the counts it moves locked in option order, and the voter's rows replaced — all inside
 * the database. An option's count row is what every voter of a poll queues on; held from one call
 * to its commit it waits on no round trip to the server, where it waited on four (a busy server's
 * event loop between each). Answers `ok` or `unchanged`, or why nothing changed: `not_found`,
 * `closed`, `not_an_option:<index>`, `one_only`. Withdrawing is the call with no options.
 */
export const pollVoteChange: Migration = {
  id: '282-poll-vote-change',
  sql: `
CREATE FUNCTION poll_vote_change(p_poll uuid, p_voter uuid, p_options uuid[]) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  poll_multiple boolean;
  poll_closed boolean;
  bad_index bigint;
  removed integer;
  added integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('poll_vote:' || p_poll::text || ':' || p_voter::text, 0));
  SELECT pl.multiple, pl.closes_at <= now() INTO poll_multiple, poll_closed FROM polls pl WHERE pl.poll_id = p_poll;
  IF NOT FOUND THEN RETURN 'not_found'; END IF;
  IF poll_closed THEN RETURN 'closed'; END IF;
  SELECT min(o.ord) INTO bad_index FROM unnest(p_options) WITH ORDINALITY AS o(option_id, ord)
    WHERE NOT EXISTS (SELECT 1 FROM poll_options x WHERE x.poll_id = p_poll AND x.option_id = o.option_id);
  IF bad_index IS NOT NULL THEN RETURN 'not_an_option:' || (bad_index - 1); END IF;
  IF NOT poll_multiple AND cardinality(p_options) > 1 THEN RETURN 'one_only'; END IF;
  PERFORM 1 FROM poll_options WHERE poll_id = p_poll AND (option_id = ANY (p_options)
      OR option_id IN (SELECT v.option_id FROM poll_votes v WHERE v.poll_id = p_poll AND v.user_id = p_voter))
    ORDER BY option_id FOR NO KEY UPDATE;
  DELETE FROM poll_votes WHERE poll_id = p_poll AND user_id = p_voter AND NOT (option_id = ANY (p_options));
  GET DIAGNOSTICS removed = ROW_COUNT;
  INSERT INTO poll_votes (poll_id, option_id, user_id)
    SELECT p_poll, o.option_id, p_voter FROM unnest(p_options) AS o(option_id) ORDER BY o.option_id
    ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS added = ROW_COUNT;
  RETURN CASE WHEN removed + added > 0 THEN 'ok' ELSE 'unchanged' END;
END $$;
`,
};
