import type { AccountExport } from '@cliques/contracts';
import { openDatabase, type Database } from '../../platform/database/database';
import { JobQueue } from '../../platform/jobs/runner';
import { readZip } from '../../../test/account-helpers';
import { createPostsTestApp, post } from '../../../test/post-fixtures';
import type { TestUser } from '../../../test/test-app';
import { pollCloseJobDefinition } from './poll-close.job';

const log = { info: () => undefined, error: () => undefined };

/** docs/API.md "Polls": the close is told once, on any number of instances; export and erasure carry votes. */
describe('a poll closing, and a voter’s data', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let secondDb: Database;
  let author: TestUser;
  let voters: TestUser[];

  const createPoll = async (closesInMinutes = 5) => {
    const created = await post(t, author, {
      content: 'Closing soon',
      poll: { options: ['Yes', 'No'], multiple: false, closesInMinutes, hideResultsUntilClosed: false },
    });
    const poll = created.poll as { pollId: string; options: { optionId: string }[] };
    return { postId: created.postId, pollId: poll.pollId, optionIds: poll.options.map((o) => o.optionId) };
  };
  const vote = (user: TestUser, pollId: string, optionIds: string[]) =>
    t.request({ method: 'POST', url: `/api/polls/${pollId}/votes`, headers: user.auth, payload: { optionIds } });
  const closedNotes = async (postId: string) =>
    (
      await t.db.query<{ user_id: string }>(
        "SELECT user_id FROM notifications WHERE type = 'poll_closed' AND post_id = $1 ORDER BY user_id",
        [postId],
      )
    ).rows.map((row) => row.user_id);

  beforeAll(async () => {
    t = await createPostsTestApp();
    const schema = process.env.TEST_DATABASE_URL
      ? ((await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s ?? '')
      : '';
    secondDb = process.env.TEST_DATABASE_URL
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 3 })
      : t.db;
    author = await t.createUser('pc_author');
    voters = await Promise.all(['pc_a', 'pc_b', 'pc_c'].map((n) => t.createUser(n)));
  });
  afterAll(async () => {
    if (secondDb !== t.db) await secondDb.close();
    await t.close();
  });

  it('enqueues the close with the poll, for when it closes', async () => {
    const { pollId } = await createPoll(30);
    const { rows } = await t.db.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM run_at - now()) / 60) AS minutes FROM jobs WHERE name = 'polls.close' AND payload ->> 'pollId' = $1",
      [pollId],
    );
    expect(rows.map((row) => Number(row.minutes))).toEqual([30]);
  });

  it('tells the author and each voter once, with two instances running the job', async () => {
    const { postId, pollId, optionIds } = await createPoll();
    for (const [i, voter] of voters.entries()) await vote(voter, pollId, [optionIds[i % 2]!]);
    await t.db.query("UPDATE polls SET closes_at = now() - interval '1 second' WHERE poll_id = $1", [pollId]);
    await t.db.query("UPDATE jobs SET run_at = now() WHERE name = 'polls.close' AND payload ->> 'pollId' = $1", [
      pollId,
    ]);
    const workers = [new JobQueue(t.db, log), new JobQueue(secondDb, log)];
    for (const queue of workers) queue.define(pollCloseJobDefinition(queue === workers[0] ? t.db : secondDb));
    await Promise.all(workers.map((queue) => queue.drain()));
    // A run after an expired lease finds the close told already.
    await workers[1]!.run('polls.close', { pollId });
    const expected = [author, ...voters].map((u) => u.userId).sort();
    expect(await closedNotes(postId)).toEqual(expected);
    const listed = await t.request({ method: 'GET', url: '/api/notifications', headers: author.auth });
    expect(listed.body.notifications[0]).toMatchObject({ type: 'poll_closed', postId });
    expect((await vote(voters[0]!, pollId, [optionIds[0]!])).body.error.code).toBe('poll_closed');
  });

  it('tells nothing of a poll whose post was deleted', async () => {
    const { postId, pollId } = await createPoll();
    await t.request({ method: 'DELETE', url: `/api/posts/${postId}`, headers: author.auth });
    const queue = new JobQueue(t.db, log);
    queue.define(pollCloseJobDefinition(t.db));
    await queue.run('polls.close', { pollId });
    expect(await closedNotes(postId)).toEqual([]);
  });

  it('puts a person’s polls and votes in their export, and takes the votes out of the counts at erasure', async () => {
    const { pollId, optionIds } = await createPoll();
    const leaving = await t.createUser('pc_leaving');
    await vote(leaving, pollId, [optionIds[1]!]);
    const download = async (user: TestUser) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
      return JSON.parse(
        (await readZip(res.rawPayload)).get('account.json')?.toString('utf8') ?? 'null',
      ) as AccountExport;
    };
    expect((await download(leaving)).pollVotes).toEqual([
      { pollId, optionId: optionIds[1], option: 'No', createdAt: expect.any(String) },
    ]);
    const mine = await download(author);
    expect(mine.polls.find((p) => p.pollId === pollId)).toMatchObject({
      options: [
        { text: 'Yes', votes: 0 },
        { text: 'No', votes: 1 },
      ],
      multiple: false,
    });
    await t.db.query('DELETE FROM users WHERE user_id = $1', [leaving.userId]);
    const votes = await t.db.query<{ votes: number }>(
      'SELECT votes FROM poll_options WHERE poll_id = $1 ORDER BY position',
      [pollId],
    );
    expect(votes.rows.map((row) => row.votes)).toEqual([0, 0]);
  });
});
