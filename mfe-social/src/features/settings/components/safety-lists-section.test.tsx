import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { person } from '../../../test/render';
import type { PeopleListApi } from '../stores/people-list-store';
import { SafetyListsSection } from './safety-lists-section';

function fakeList(
  pages: { items: ReturnType<typeof person>[]; nextToken: string | null }[],
): jest.Mocked<PeopleListApi> {
  return {
    list: jest.fn(async ({ nextToken }) => pages[nextToken ? Number(nextToken) : 0] ?? { items: [], nextToken: null }),
    undo: jest.fn().mockResolvedValue(undefined),
  };
}

function renderSection(
  blocked: jest.Mocked<PeopleListApi>,
  muted: jest.Mocked<PeopleListApi>,
  report = jest.fn().mockResolvedValue({ id: 'r-1', status: 'open' }),
) {
  render(
    <MemoryRouter>
      <SafetyListsSection api={{ blocked, muted }} report={report} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

it('lists the people I blocked, page by page, and unblocks one', async () => {
  const blocked = fakeList([
    { items: [person('u-ann', 'ann'), person('u-bob', 'bob')], nextToken: '1' },
    { items: [person('u-cal', 'cal')], nextToken: null },
  ]);
  const user = renderSection(blocked, fakeList([{ items: [], nextToken: null }]));
  const list = await screen.findByRole('list', { name: 'Blocked people' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/profile/u-ann', '/profile/u-bob']);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(list).findByRole('link', { name: /cal/ })).toBeInTheDocument();
  expect(blocked.list).toHaveBeenLastCalledWith({ nextToken: '1' });
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Unblock @bob' }));
  expect(blocked.undo).toHaveBeenCalledWith('u-bob');
  expect(await screen.findByRole('status')).toHaveTextContent('You unblocked @bob.');
  expect(within(list).queryByRole('link', { name: /bob/ })).not.toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
});

it('lists the people I muted, says when there is nobody, and keeps a person whose unmute failed', async () => {
  const muted = fakeList([{ items: [person('u-dan', 'dan')], nextToken: null }]);
  muted.undo.mockRejectedValueOnce(new Error("You're doing that too often. Try again in 5 seconds."));
  const user = renderSection(fakeList([{ items: [], nextToken: null }]), muted);
  expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Muted people' });
  await user.click(within(list).getByRole('button', { name: 'Unmute @dan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("You're doing that too often. Try again in 5 seconds.");
  expect(within(list).getByRole('link', { name: /dan/ })).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Unmute @dan' }));
  expect(await screen.findByRole('status')).toHaveTextContent('You unmuted @dan.');
  expect(await screen.findByText('You have not muted anyone.')).toBeInTheDocument();
});

it('reports a person I blocked from the list (blocking first does not stop a report), and offers no report for muted people', async () => {
  const report = jest.fn().mockResolvedValue({ id: 'r-1', status: 'open' });
  const user = renderSection(
    fakeList([{ items: [person('u-bob', 'bob')], nextToken: null }]),
    fakeList([{ items: [person('u-dan', 'dan')], nextToken: null }]),
    report,
  );
  const muted = await screen.findByRole('list', { name: 'Muted people' });
  expect(within(muted).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Report @bob' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this profile' });
  await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(report).toHaveBeenCalledWith({ targetType: 'user', targetId: 'u-bob', reason: 'harassment' });
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Thanks — a moderator will look at it.');
});
