import { screen, within } from '@testing-library/react';
import type { ModerationItem } from '@cliques/contracts';
import { person, renderWithProviders } from '../../../../test/render';
import { CliqueReportsStore, type CliqueReportsApi } from '../../stores/clique-reports-store';
import { CliqueReports } from './reports';

const at = '2026-11-27T10:00:00.000Z';
const item: ModerationItem = {
  id: 'r1',
  targetType: 'comment',
  targetId: 'cm1',
  status: 'open',
  target: { author: person('u-ben', 'ben'), content: 'you are all fools', name: null, media: [] },
  reports: [
    { id: 'r1', reporter: person('u-ann', 'ann'), reason: 'harassment', note: null, createdAt: at },
    { id: 'r2', reporter: person('u-cat', 'cat'), reason: 'spam', note: 'again', createdAt: at },
  ],
  reportCount: 2,
  firstReportedAt: at,
  resolution: null,
};

function show(items: ModerationItem[] = [item]) {
  const api: jest.Mocked<CliqueReportsApi> = {
    listCliqueReports: jest.fn().mockResolvedValue({ items, nextToken: null }),
    actOnCliqueReport: jest.fn().mockResolvedValue({ id: 'r1', status: 'resolved', action: 'mute' }),
  };
  const view = renderWithProviders(<CliqueReports store={new CliqueReportsStore('c1', api)} />);
  return { api, ...view };
}

it('shows what was reported, by whom it was written, how often and why, with the four decisions', async () => {
  show();
  const card = await screen.findByRole('listitem');
  expect(within(card).getByText('Comment')).toBeInTheDocument();
  expect(within(card).getByText('you are all fools')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /ben/ })).toBeInTheDocument();
  expect(within(card).getByText(/2 reports · Harassment or bullying, Spam or scam/)).toBeInTheDocument();
  for (const name of ['Remove what ben wrote', 'Mute ben in the clique', 'Ban ben from the clique'])
    expect(within(card).getByRole('button', { name })).toBeEnabled();
  expect(within(card).getByRole('button', { name: 'Dismiss the reports about ben' })).toBeEnabled();
});

it('mutes for the hours typed; the item leaves the list and the status line says so', async () => {
  const { api, user } = show();
  const card = await screen.findByRole('listitem');
  const hours = within(card).getByLabelText('Hours of a mute (1–8760)');
  await user.clear(hours);
  await user.type(hours, '12');
  await user.click(within(card).getByRole('button', { name: 'Mute ben in the clique' }));
  expect(api.actOnCliqueReport).toHaveBeenCalledWith('c1', 'r1', { action: 'mute', hours: 12 });
  expect(await screen.findByText('Resolved: the author is muted in the clique.')).toBeInTheDocument();
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  expect(screen.getByText('No open reports. All clear.')).toBeInTheDocument();
});

it('says so when the clique has no open reports', async () => {
  show([]);
  expect(await screen.findByText('No open reports. All clear.')).toBeInTheDocument();
});
