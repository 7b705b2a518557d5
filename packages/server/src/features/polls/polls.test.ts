import type { TestUser } from '../../../test/test-app';
import { befriend, createClique, createPostsTestApp, post } from '../../../test/post-fixtures';
import { connect, trackSockets } from '../../../test/socket-test-client';

type PollView = {
  pollId: string;
  options: { optionId: string; text: string; votes: number | null }[];
  totalVotes: number | null;
  multiple: boolean;
  closesAt: string;
  closed: boolean;
  myVotes: string[];
};

const pollInput = (over: Record<string, unknown> = {}) => ({
  options: ['Tea', 'Coffee', 'Water'],
  multiple: false,
  closesInMinutes: 60,
  hideResultsUntilClosed: false,
  ...over,
});

/** docs/API.md "Polls": a post's poll, POST and DELETE /polls/{id}/votes, and the live results. */
describe('polls', () => {
  let t: Awaited<ReturnType<typeof createPostsTestApp>>;
  let author: TestUser;
  let voter: TestUser;
  let other: TestUser;
  const track = trackSockets();

  const vote = (user: TestUser | null, pollId: string, optionIds: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/polls/${pollId}/votes`,
      headers: user ? user.auth : {},
      payload: { optionIds },
    });
  const withdraw = (user: TestUser | null, pollId: string) =>
    t.request({ method: 'DELETE', url: `/api/polls/${pollId}/votes`, headers: user ? user.auth : {} });
  const pollOf = async (user: TestUser, postId: string) =>
    (await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: user.auth })).body.post.poll as PollView;
  const createPoll = async (
    user: TestUser,
    over: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ) => {
    const created = await post(t, user, { content: 'Which one?', poll: pollInput(over), ...extra });
    return { postId: created.postId, poll: created.poll as PollView };
  };
  const stored = async () =>
    Number((await t.db.query('SELECT (SELECT count(*) FROM polls) + (SELECT count(*) FROM posts) AS n')).rows[0]?.n);
  const findPost = async (pollId: string) =>
    (await t.db.query<{ post_id: string }>('SELECT post_id FROM polls WHERE poll_id = $1', [pollId])).rows[0]
      ?.post_id ?? '';
  const votesStored = async () => Number((await t.db.query('SELECT count(*) AS n FROM poll_votes')).rows[0]?.n);

  beforeAll(async () => {
    t = await createPostsTestApp();
    [author, voter, other] = await Promise.all(['pl_author', 'pl_voter', 'pl_other'].map((n) => t.createUser(n)));
  });
  afterAll(() => t.close());

  describe('POST /posts with a poll', () => {
    it('makes a post that carries the poll, on every read and in the feed', async () => {
      const before = Date.now();
      const { postId, poll } = await createPoll(author, { options: [' Tea ', 'Coffee'] });
      expect(poll).toMatchObject({
        options: [
          { text: 'Tea', votes: 0 },
          { text: 'Coffee', votes: 0 },
        ],
        totalVotes: 0,
        multiple: false,
        closed: false,
        myVotes: [],
      });
      const closesIn = Date.parse(poll.closesAt) - before;
      expect(closesIn).toBeGreaterThan(59 * 60_000);
      expect(closesIn).toBeLessThan(61 * 60_000);
      expect(await pollOf(voter, postId)).toEqual(poll);
      const feed = await t.request({
        method: 'GET',
        url: `/api/users/${author.userId}/feed?type=own`,
        headers: voter.auth,
      });
      expect(feed.body.posts.find((p: { postId: string }) => p.postId === postId).poll).toEqual(poll);
      const plain = await post(t, author, { content: 'no poll here' });
      expect(plain).not.toHaveProperty('poll');
    });

    it.each([
      ['one option', { options: ['Only'] }, '/poll/options'],
      ['eleven options', { options: Array.from({ length: 11 }, (_, i) => `o${i}`) }, '/poll/options'],
      ['an option of 101 characters', { options: ['a'.repeat(101), 'b'] }, '/poll/options/0'],
      ['a duplicate option', { options: ['Tea', ' tea'] }, '/poll/options/1'],
      ['a blank option', { options: ['Tea', '  '] }, '/poll/options/1'],
      ['four minutes', { closesInMinutes: 4 }, '/poll/closesInMinutes'],
      ['more than thirty days', { closesInMinutes: 43_201 }, '/poll/closesInMinutes'],
      ['no multiple', { multiple: undefined }, '/poll'],
    ])('answers 400 naming the field for %s, and stores nothing', async (_, over, path) => {
      const before = await stored();
      const res = await t.request({
        method: 'POST',
        url: '/api/posts',
        headers: author.auth,
        payload: { content: 'bad poll', poll: pollInput(over) },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      expect(await stored()).toBe(before);
    });

    it('answers 401 without a token', async () => {
      const res = await t.request({ method: 'POST', url: '/api/posts', payload: { content: 'x', poll: pollInput() } });
      expect(res.status).toBe(401);
    });
  });

  describe('POST and DELETE /polls/{id}/votes', () => {
    it('counts a vote, changes it, and withdraws it; nobody learns who chose what', async () => {
      const { postId, poll } = await createPoll(author);
      const [tea, coffee] = poll.options.map((o) => o.optionId);
      const voted = await vote(voter, poll.pollId, [tea]);
      expect(voted.status).toBe(200);
      expect(voted.body.poll).toMatchObject({ totalVotes: 1, myVotes: [tea] });
      expect(voted.body.poll.options.map((o: { votes: number }) => o.votes)).toEqual([1, 0, 0]);
      const changed = await vote(voter, poll.pollId, [coffee]);
      expect(changed.body.poll.options.map((o: { votes: number }) => o.votes)).toEqual([0, 1, 0]);
      expect(changed.body.poll.myVotes).toEqual([coffee]);
      const seenByAuthor = await t.request({ method: 'GET', url: `/api/posts/${postId}`, headers: author.auth });
      expect(seenByAuthor.body.post.poll).toMatchObject({ totalVotes: 1, myVotes: [] });
      expect(JSON.stringify(seenByAuthor.body)).not.toContain(voter.userId);
      const withdrawn = await withdraw(voter, poll.pollId);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.poll).toMatchObject({ totalVotes: 0, myVotes: [] });
    });

    it('takes several options on a multiple-choice poll', async () => {
      const { poll } = await createPoll(author, { multiple: true });
      const ids = poll.options.map((o) => o.optionId);
      const res = await vote(voter, poll.pollId, [ids[0], ids[2]]);
      expect(res.body.poll).toMatchObject({ totalVotes: 2, myVotes: expect.arrayContaining([ids[0], ids[2]]) });
    });

    it('hides the counts from everyone, the author too, until the poll closes', async () => {
      const { postId, poll } = await createPoll(author, { hideResultsUntilClosed: true });
      const res = await vote(voter, poll.pollId, [poll.options[0]?.optionId]);
      expect(res.body.poll).toMatchObject({ totalVotes: null, myVotes: [poll.options[0]?.optionId] });
      expect(res.body.poll.options.every((o: { votes: unknown }) => o.votes === null)).toBe(true);
      expect((await pollOf(author, postId)).totalVotes).toBeNull();
      await t.db.query("UPDATE polls SET closes_at = now() - interval '1 second' WHERE poll_id = $1", [poll.pollId]);
      expect(await pollOf(author, postId)).toMatchObject({ closed: true, totalVotes: 1 });
    });

    it('answers 400 naming the field for a bad choice, and stores nothing', async () => {
      const { poll } = await createPoll(author);
      const { poll: another } = await createPoll(author);
      const single = poll.options.map((o) => o.optionId);
      const before = await votesStored();
      const cases: [unknown, string][] = [
        [[another.options[0]?.optionId], '/optionIds/0'],
        [[single[0], single[1]], '/optionIds'],
        [[], '/optionIds'],
        [['not-an-id'], '/optionIds/0'],
      ];
      for (const [optionIds, path] of cases) {
        const res = await vote(voter, poll.pollId, optionIds);
        expect(res.status).toBe(400);
        expect(res.body.error.details).toEqual([expect.objectContaining({ path })]);
      }
      expect((await vote(voter, 'not-an-id', [single[0]])).status).toBe(400);
      expect(await votesStored()).toBe(before);
    });

    it('answers 401 without a token', async () => {
      const { poll } = await createPoll(author);
      expect((await vote(null, poll.pollId, [poll.options[0]?.optionId])).status).toBe(401);
      expect((await withdraw(null, poll.pollId)).status).toBe(401);
    });

    it('answers 409 poll_closed once it closed, and keeps the votes', async () => {
      const { poll } = await createPoll(author);
      const first = poll.options[0]?.optionId;
      await vote(voter, poll.pollId, [first]);
      await t.db.query("UPDATE polls SET closes_at = now() - interval '1 second' WHERE poll_id = $1", [poll.pollId]);
      const late = await vote(voter, poll.pollId, [poll.options[1]?.optionId]);
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('poll_closed');
      expect((await withdraw(voter, poll.pollId)).body.error.code).toBe('poll_closed');
      expect((await pollOf(voter, await findPost(poll.pollId))).myVotes).toEqual([first]);
    });

    it('lets only those who may see and act on the post vote: audience, clique and blocks', async () => {
      const friendsOnly = await createPoll(author, {}, { audience: 'friends' });
      const cliqueId = await createClique(t, [author, voter]);
      const inClique = await createPoll(author, {}, { cliqueId });
      const missing = '00000000-0000-4000-8000-000000000000';
      const before = await votesStored();
      for (const pollId of [friendsOnly.poll.pollId, inClique.poll.pollId, missing]) {
        expect((await vote(other, pollId, [friendsOnly.poll.options[0]?.optionId])).status).toBe(404);
        expect((await withdraw(other, pollId)).status).toBe(404);
      }
      await befriend(t, author, other);
      expect((await vote(other, friendsOnly.poll.pollId, [friendsOnly.poll.options[0]?.optionId])).status).toBe(200);
      expect((await vote(voter, inClique.poll.pollId, [inClique.poll.options[0]?.optionId])).status).toBe(200);
      const open = await createPoll(author);
      await t.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        author.userId,
        voter.userId,
      ]);
      const refused = await vote(voter, open.poll.pollId, [open.poll.options[0]?.optionId]);
      expect(refused.body.error.code).toBe('blocked');
      await t.db.query('DELETE FROM user_blocks WHERE blocker_id = $1', [author.userId]);
      expect(await votesStored()).toBe(before + 2);
    });
  });

  it('counts 200 simultaneous votes exactly', async () => {
    const { postId, poll } = await createPoll(author, { multiple: true });
    const voters = await Promise.all(Array.from({ length: 200 }, (_, i) => t.createUser(`pl_crowd_${i}`)));
    const ids = poll.options.map((o) => o.optionId);
    const answers = await Promise.all(
      voters.map((user, i) => vote(user, poll.pollId, i % 4 === 0 ? [ids[0], ids[1]] : [ids[i % 3]])),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const expected = [0, 0, 0];
    voters.forEach((_, i) => {
      if (i % 4 === 0) {
        expected[0]! += 1;
        expected[1]! += 1;
      } else expected[i % 3]! += 1;
    });
    const seen = await pollOf(other, postId);
    expect(seen.options.map((o) => o.votes)).toEqual(expected);
    expect(seen.totalVotes).toBe(250);
    const counted = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM poll_votes WHERE poll_id = $1', [
      poll.pollId,
    ]);
    expect(Number(counted.rows[0]?.n)).toBe(250);
  }, 120_000);

  it('lets voters change their votes at once, crossing each other, without a refusal and with exact counts', async () => {
    const { postId, poll } = await createPoll(author, { multiple: true });
    const voters = await Promise.all(Array.from({ length: 40 }, (_, i) => t.createUser(`pl_switch_${i}`)));
    const [a, b, c] = poll.options.map((o) => o.optionId);
    // Half hold A and B and move to C; the other half hold C and move to A and B: their counts cross.
    const first = (i: number) => (i % 2 === 0 ? [a!, b!] : [c!]);
    const then = (i: number) => (i % 2 === 0 ? [c!] : [b!, a!]);
    await Promise.all(voters.map((user, i) => vote(user, poll.pollId, first(i))));
    const changes = await Promise.all(voters.map((user, i) => vote(user, poll.pollId, then(i))));
    expect(changes.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const seen = await pollOf(other, postId);
    expect(seen.options.map((o) => o.votes)).toEqual([20, 20, 20]);
  }, 120_000);

  it('sends the results live to a page watching the poll, never to one that may not see it', async () => {
    const { poll } = await createPoll(author);
    const { poll: hidden } = await createPoll(author, {}, { audience: 'friends' });
    const watcher = track(await connect(t, voter));
    const stranger = track(await connect(t, await t.createUser('pl_outsider')));
    watcher.send({ action: 'watchPolls', pollIds: [poll.pollId] });
    stranger.send({ action: 'watchPolls', pollIds: [hidden.pollId] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await vote(author, poll.pollId, [poll.options[1]?.optionId]);
    await vote(author, hidden.pollId, [hidden.options[1]?.optionId]);
    const frame = await watcher.next('poll', (f) => f.pollId === poll.pollId, 2000);
    expect(frame).toMatchObject({ totalVotes: 1, closed: false });
    expect(frame.options.map((o: { votes: number }) => o.votes)).toEqual([0, 1, 0]);
    expect(JSON.stringify(frame)).not.toContain(author.userId);
    expect(await stranger.collect('poll', 400)).toEqual([]);
  });

  it('takes an erased voter’s votes out of the counts', async () => {
    const { postId, poll } = await createPoll(author);
    const leaving = await t.createUser('pl_leaving');
    await vote(leaving, poll.pollId, [poll.options[2]?.optionId]);
    await t.db.query('DELETE FROM users WHERE user_id = $1', [leaving.userId]);
    expect((await pollOf(voter, postId)).options.map((o) => o.votes)).toEqual([0, 0, 0]);
  });
});
