import { act, screen, within } from '@testing-library/react';
import { bob, me, message } from '../../../test/fake-chat';
import { openedWithBob } from '../../../test/render-chat';

/** The one live region that announces new messages (the typing line has its own). */
const announcer = () => document.querySelector('p.visually-hidden[aria-live="polite"]') as HTMLElement;

describe('the open conversation’s messages', () => {
  it('are a plain list: new messages from others are announced through one polite region, not yours', async () => {
    const { deps } = await openedWithBob([message({ content: 'yesterday’s news' })]);
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list).not.toHaveAttribute('aria-live');
    expect(screen.queryByRole('log')).toBeNull();
    expect(announcer()).toHaveTextContent(/^$/);

    act(() => deps.realtime.emit({ type: 'message', message: message({ content: 'are you coming?' }) }));
    expect(within(list).getByText('are you coming?')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('New message from Bob: are you coming?');

    const mine = message({ senderId: me, recipientId: bob.userId, content: 'on my way' });
    act(() => deps.realtime.emit({ type: 'message', message: mine }));
    expect(within(list).getByText('on my way')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('New message from Bob: are you coming?');
  });

  it('shows a search result: older pages load until it is there, then it is scrolled to and marked', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const latest = message({ at: 300, content: 'latest' });
    const { deps, user } = await openedWithBob([latest], true);
    const plan = message({ at: 100, content: 'the old plan' });
    deps.searchMessages.mockResolvedValue({ messages: [plan], hasMore: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search this conversation' }), 'plan{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Show in conversation' }));
    expect(deps.realtime.fetched.at(-1)).toEqual({ withUserId: bob.userId, before: latest.messageId });

    const between = message({ at: 200, content: 'in between' });
    act(() =>
      deps.realtime.emit({
        type: 'messages',
        withUserId: bob.userId,
        before: latest.messageId,
        messages: [between],
        hasMore: true,
      }),
    );
    expect(deps.realtime.fetched.at(-1)).toEqual({ withUserId: bob.userId, before: between.messageId });
    const fetches = deps.realtime.fetched.length;
    act(() =>
      deps.realtime.emit({
        type: 'messages',
        withUserId: bob.userId,
        before: between.messageId,
        messages: [plan],
        hasMore: true,
      }),
    );
    expect(deps.realtime.fetched).toHaveLength(fetches);
    const item = within(screen.getByRole('list', { name: 'Messages' }))
      .getByText('the old plan')
      .closest('li');
    expect(scrolled.at(-1)).toBe(item);
    expect(item?.querySelector('[data-found]')).not.toBeNull();
  });
});
