import type { Poll } from '@cliques/contracts';
import { PollStore } from './poll-store';

const poll = (over: Partial<Poll> = {}): Poll => ({
  pollId: 'poll-1',
  options: [
    { optionId: 'a', text: 'Tea', votes: 1 },
    { optionId: 'b', text: 'Coffee', votes: 3 },
  ],
  totalVotes: 4,
  multiple: false,
  hideResultsUntilClosed: false,
  closesAt: '2099-01-01T00:00:00.000Z',
  closed: false,
  myVotes: [],
  ...over,
});

describe('PollStore', () => {
  it('votes and shows the answer, with the shares of each option', async () => {
    const send = jest.fn(async (_pollId: string, optionIds: string[]) => ({
      poll: poll({
        myVotes: optionIds,
        totalVotes: 5,
        options: [
          { optionId: 'a', text: 'Tea', votes: 2 },
          { optionId: 'b', text: 'Coffee', votes: 3 },
        ],
      }),
    }));
    const store = new PollStore(poll(), send);
    expect(store.showingResults).toBe(false);
    store.toggle('b');
    store.toggle('a');
    expect(store.chosen).toEqual(['a']);
    await store.vote('failed');
    expect(send).toHaveBeenCalledWith('poll-1', ['a']);
    expect(store.showingResults).toBe(true);
    expect(store.poll.options.map((o) => store.percentOf(o.votes))).toEqual([40, 60]);
  });

  it('keeps a vote made offline, shown as chosen until it is sent', async () => {
    const store = new PollStore(poll(), async () => null);
    store.toggle('b');
    await store.vote('failed');
    expect(store.waitingToSend).toBe(true);
    expect(store.poll.myVotes).toEqual(['b']);
  });

  it('takes the counts of a live frame for its own poll only, and the close', () => {
    const store = new PollStore(poll());
    store.applyResults({ type: 'poll', pollId: 'other', postId: 'p', options: [], totalVotes: 9, closed: false });
    expect(store.poll.totalVotes).toBe(4);
    store.applyResults({
      type: 'poll',
      pollId: 'poll-1',
      postId: 'p',
      options: [
        { optionId: 'a', votes: 5 },
        { optionId: 'b', votes: 5 },
      ],
      totalVotes: 10,
      closed: true,
    });
    expect(store.poll).toMatchObject({ totalVotes: 10, closed: true });
    expect(store.showingResults).toBe(true);
  });

  it('ticks several options on a multiple-choice poll, and shows no share while the results are hidden', () => {
    const store = new PollStore(poll({ multiple: true, totalVotes: null, hideResultsUntilClosed: true }));
    store.toggle('a');
    store.toggle('b');
    store.toggle('a');
    expect(store.chosen).toEqual(['b']);
    expect(store.percentOf(null)).toBe(0);
  });
});
