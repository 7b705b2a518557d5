import { ApiError } from '@cliques/api-client';
import { message } from '../../../test/fake-chat';
import { SearchStore } from './search-store';

const ref = { withUserId: 'u-bob' };

describe('SearchStore', () => {
  it('searches the open conversation, then pages back from the last match', async () => {
    const [newer, older] = [message({ content: 'climb at 6' }), message({ content: 'climbing?' })];
    const search = jest
      .fn()
      .mockResolvedValueOnce({ messages: [newer], hasMore: true })
      .mockResolvedValueOnce({ messages: [older], hasMore: false });
    const store = new SearchStore(search);
    store.reset(ref);
    await store.run('  climb ');
    expect(search).toHaveBeenLastCalledWith(ref, 'climb', {});
    expect(store).toMatchObject({ status: 'ready', results: [newer], hasMore: true });
    await store.more();
    expect(search).toHaveBeenLastCalledWith(ref, 'climb', { before: newer.messageId });
    expect(store.results).toEqual([newer, older]);
    expect(store.hasMore).toBe(false);
  });

  it('asks nothing for fewer than two characters or before a conversation is open', async () => {
    const search = jest.fn();
    const store = new SearchStore(search);
    await store.run('climb');
    store.reset(ref);
    await store.run(' c ');
    expect(search).not.toHaveBeenCalled();
  });

  it('shows a refusal, and drops the answer of a search of a conversation no longer open', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const search = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'blocked', 'You cannot reach this person'))
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const store = new SearchStore(search);
    store.reset(ref);
    await store.run('climb');
    expect(store).toMatchObject({ status: 'error', error: 'You cannot reach this person' });
    const late = store.run('climb');
    store.reset({ cliqueId: 'c-1' });
    answer({ messages: [message()], hasMore: false });
    await late;
    expect(store).toMatchObject({ status: 'idle', results: [] });
  });
});
