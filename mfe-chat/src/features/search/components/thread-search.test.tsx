import { screen } from '@testing-library/react';
import { bob, message } from '../../../test/fake-chat';
import { openedWithBob } from '../../../test/render-chat';

describe('search in the open conversation', () => {
  it('searches this conversation and shows who wrote each match', async () => {
    const { deps, user } = await openedWithBob([]);
    const found = message({ content: 'climbing on Sunday?' });
    deps.searchMessages.mockResolvedValue({ messages: [found], hasMore: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search this conversation' }), 'climb{Enter}');
    expect(deps.searchMessages).toHaveBeenCalledWith({ withUserId: bob.userId }, 'climb', {});
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results).toHaveTextContent('Bob');
    expect(results).toHaveTextContent('climbing on Sunday?');
  });
});
