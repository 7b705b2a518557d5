import 'fake-indexeddb/auto';
import { AnswerOutbox } from './answer-outbox';
import { Outbox } from './outbox';

let databases = 0;
const freshOutbox = () => new Outbox(`answer-outbox-test-${(databases += 1)}`);
type Vote = { pollId: string; choice: string };
const offline = () => Object.assign(new TypeError('Failed to fetch'));

describe('AnswerOutbox', () => {
  it('keeps the latest answer per thing while offline and sends it when the connection returns', async () => {
    const sent: Vote[] = [];
    let online = false;
    const outbox = new AnswerOutbox<Vote, string>(
      'ann',
      {
        kind: 'poll_vote',
        keyOf: (vote) => vote.pollId,
        send: async (vote) => {
          if (!online) throw offline();
          sent.push(vote);
          return `ok ${vote.choice}`;
        },
      },
      { outbox: freshOutbox() },
    );
    expect(await outbox.send({ pollId: 'p1', choice: 'tea' })).toBeNull();
    expect(await outbox.send({ pollId: 'p1', choice: 'coffee' })).toBeNull();
    expect(await outbox.send({ pollId: 'p2', choice: 'yes' })).toBeNull();
    expect(outbox.waiting.entries.map((entry) => entry.payload)).toEqual([
      { pollId: 'p1', choice: 'coffee' },
      { pollId: 'p2', choice: 'yes' },
    ]);
    online = true;
    await outbox.waiting.send();
    expect(sent).toEqual([
      { pollId: 'p1', choice: 'coffee' },
      { pollId: 'p2', choice: 'yes' },
    ]);
    expect(outbox.waiting.entries).toEqual([]);
  });

  it('sends at once when online, dropping an older answer still waiting; a refusal is not kept', async () => {
    let online = false;
    const outbox = new AnswerOutbox<Vote, string>(
      'ann',
      {
        kind: 'event_rsvp',
        keyOf: (vote) => vote.pollId,
        send: async (vote) => {
          if (!online) throw offline();
          if (vote.choice === 'closed') throw Object.assign(new Error('closed'), { status: 409 });
          return 'ok';
        },
      },
      { outbox: freshOutbox() },
    );
    await outbox.send({ pollId: 'e1', choice: 'maybe' });
    online = true;
    expect(await outbox.send({ pollId: 'e1', choice: 'going' })).toBe('ok');
    expect(outbox.waiting.entries).toEqual([]);
    await expect(outbox.send({ pollId: 'e2', choice: 'closed' })).rejects.toThrow('closed');
    expect(outbox.waiting.entries).toEqual([]);
  });
});
