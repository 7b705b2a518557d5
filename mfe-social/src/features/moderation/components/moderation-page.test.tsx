import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cliques/api-client';
import type { AuditEntry, ModerationItem } from '@cliques/contracts';
import { setLocale } from '@cliques/i18n';
import { person, renderWithProviders } from '../../../test/render';
import type { ModerationApi } from '../stores/moderation-store';
import { ModerationPage } from './moderation-page';

const bob = person('u-bob', 'bob');
const ann = person('u-ann', 'ann');
const cal = person('u-cal', 'cal');

const item = (id: string, changes: Partial<ModerationItem> = {}): ModerationItem => ({
  id,
  targetType: 'post',
  targetId: `p-${id}`,
  status: 'open',
  target: { author: bob, content: `rude post ${id}`, name: null, media: [] },
  reports: [
    {
      id: `${id}-1`,
      reporter: ann,
      reason: 'harassment',
      note: 'he keeps at it',
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    { id: `${id}-2`, reporter: cal, reason: 'hate', note: null, createdAt: '2026-11-22T11:00:00.000Z' },
  ],
  reportCount: 2,
  firstReportedAt: '2026-11-22T10:00:00.000Z',
  resolution: null,
  ...changes,
});

function fakeApi(overrides: Partial<ModerationApi> = {}): jest.Mocked<ModerationApi> {
  return {
    listModerationReports: jest.fn(async (status) =>
      status === 'open'
        ? {
            items: [
              item('r1'),
              item('r2', {
                targetType: 'user',
                targetId: 'u-bob',
                target: { author: bob, content: 'bio', name: 'Bob', media: [] },
              }),
            ],
            nextToken: null,
          }
        : { items: [], nextToken: null },
    ),
    actOnReport: jest.fn(async (id, body) => ({ id, status: 'resolved' as const, action: body.action })),
    listModerationAudit: jest.fn(async () => ({ items: [], nextToken: null })),
    ...overrides,
  } as jest.Mocked<ModerationApi>;
}

const open = (api: ModerationApi) => {
  renderWithProviders(<ModerationPage api={api} />, { path: '/moderation' });
  return userEvent.setup();
};

it('lists each open target with its content, author and every report (reason, reporter, note)', async () => {
  open(fakeApi());
  const post = await screen.findByRole('article', { name: 'Reported post by bob' });
  expect(within(post).getByText('rude post r1')).toBeInTheDocument();
  expect(within(post).getByRole('link', { name: /bob/ })).toHaveAttribute('href', '/profile/u-bob');
  const reports = within(within(post).getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
  expect(reports[0]).toHaveTextContent('Harassment or bullying · reported by @ann');
  expect(reports[0]).toHaveTextContent('he keeps at it');
  expect(reports[1]).toHaveTextContent('Hate speech · reported by @cal');
  expect(within(post).getByText('2 reports')).toBeInTheDocument();
  expect(within(post).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/post/p-r1');
  expect(within(post).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  const profile = screen.getByRole('article', { name: 'Reported profile by bob' });
  expect(within(profile).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  expect(within(profile).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
});

it('shows moderators a reported post’s content warning above its text, both in full', async () => {
  const warned = item('r3', {
    target: { author: bob, content: 'spoiler text', name: null, media: [], contentWarning: 'Film spoilers' },
  });
  open(fakeApi({ listModerationReports: jest.fn(async () => ({ items: [warned], nextToken: null })) }));
  const post = await screen.findByRole('article', { name: 'Reported post by bob' });
  expect(post).toHaveTextContent('Content warning: Film spoilers');
  expect(within(post).getByText('spoiler text')).toBeInTheDocument();
});

it('removes content after a confirmation, with the note; the item leaves the queue', async () => {
  const api = fakeApi();
  const user = open(api);
  const post = await screen.findByRole('article', { name: 'Reported post by bob' });
  await user.type(within(post).getByRole('textbox', { name: 'Note for the audit log (optional)' }), 'targeted abuse');
  await user.click(within(post).getByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove this post?' });
  expect(dialog).toHaveTextContent('It is deleted for everyone');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(api.actOnReport).toHaveBeenCalledWith('r1', { action: 'remove_content', note: 'targeted abuse' });
  expect(await screen.findByRole('status')).toHaveTextContent('Resolved: content removed.');
  expect(screen.queryByRole('article', { name: 'Reported post by bob' })).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Reported profile by bob' })).toBeInTheDocument();
});

it('suspends for the days chosen, refusing a number out of bounds', async () => {
  const api = fakeApi();
  const user = open(api);
  const post = await screen.findByRole('article', { name: 'Reported post by bob' });
  await user.click(within(post).getByRole('button', { name: 'Suspend' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend @bob?' });
  const days = within(dialog).getByRole('spinbutton', { name: 'Days (1–365)' });
  expect(days).toHaveValue(7);
  await user.clear(days);
  await user.type(days, '400');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose 1 to 365 days.');
  expect(api.actOnReport).not.toHaveBeenCalled();
  await user.clear(days);
  await user.type(days, '3');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(api.actOnReport).toHaveBeenCalledWith('r1', { action: 'suspend_user', days: 3 });
  expect(await screen.findByRole('status')).toHaveTextContent('Resolved: account suspended.');
});

it('dismisses at once, and says why when an action is refused', async () => {
  const api = fakeApi({
    actOnReport: jest
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'not_found', 'Report not found'))
      .mockResolvedValueOnce({ id: 'r1', status: 'resolved', action: 'dismiss' }),
  });
  const user = open(api);
  const post = await screen.findByRole('article', { name: 'Reported post by bob' });
  await user.click(within(post).getByRole('button', { name: 'Dismiss' }));
  expect(await within(post).findByRole('alert')).toHaveTextContent('Report not found');
  await user.click(within(post).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Reported post by bob' })).not.toBeInTheDocument());
  expect(api.actOnReport).toHaveBeenLastCalledWith('r1', { action: 'dismiss' });
});

it('shows resolved items with their resolution, and the audit log', async () => {
  const resolved = item('r9', {
    status: 'resolved',
    target: { author: null, content: null, name: null, media: [] },
    resolution: {
      action: 'remove_content',
      moderator: cal,
      note: 'gone',
      days: null,
      resolvedAt: '2026-11-22T12:00:00.000Z',
    },
  });
  const entry: AuditEntry = {
    id: 'a1',
    action: 'suspend_user',
    moderator: cal,
    targetType: 'post',
    targetId: 'p-1',
    subject: bob,
    note: 'repeat offender',
    days: 3,
    role: null,
    snapshot: 'rude words',
    createdAt: '2026-11-22T12:00:00.000Z',
  };
  const api = fakeApi({
    listModerationReports: jest.fn(async (status) => ({
      items: status === 'resolved' ? [resolved] : [],
      nextToken: null,
    })),
    listModerationAudit: jest.fn(async () => ({ items: [entry], nextToken: null })),
  });
  const user = open(api);
  expect(await screen.findByText('No open reports. All clear.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resolved' }));
  const done = await screen.findByRole('article', { name: 'Reported post' });
  expect(done).toHaveTextContent('This content is no longer there.');
  expect(done).toHaveTextContent('Content removed by @cal');
  expect(within(done).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Audit log' }));
  const log = await screen.findByRole('list', { name: 'Audit log' });
  expect(log).toHaveTextContent('@cal suspended @bob for 3 days');
  expect(log).toHaveTextContent('Note: repeat offender');
  expect(log).toHaveTextContent('rude words');
});

it('tells someone who may not moderate that the page is not theirs', async () => {
  open(
    fakeApi({ listModerationReports: jest.fn().mockRejectedValue(new ApiError(403, 'forbidden', 'Moderators only')) }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Only moderators and admins can see this page.');
  expect(screen.queryByRole('button', { name: 'Resolved' })).not.toBeInTheDocument();
});

describe('in Spanish and Arabic', () => {
  afterEach(() => act(async () => setLocale('en')));
  const entries: AuditEntry[] = [
    {
      id: 'a1',
      action: 'remove_content',
      moderator: cal,
      targetType: 'comment',
      targetId: 'c-1',
      subject: bob,
      note: 'insults',
      days: null,
      role: null,
      snapshot: null,
      createdAt: '2026-11-22T12:00:00.000Z',
    },
    {
      id: 'a2',
      action: 'suspend_user',
      moderator: null,
      targetType: 'user',
      targetId: 'u-bob',
      subject: bob,
      note: null,
      days: 1,
      role: null,
      snapshot: null,
      createdAt: '2026-11-22T13:00:00.000Z',
    },
  ];
  const api = () => fakeApi({ listModerationAudit: jest.fn(async () => ({ items: entries, nextToken: null })) });

  it('says each audit entry as one sentence of the language, its names and numbers in place', async () => {
    await act(async () => setLocale('es'));
    const user = userEvent.setup();
    // The Spanish catalogs load as the page first renders (it suspends until they are in).
    await act(async () => {
      renderWithProviders(<ModerationPage api={api()} />, { path: '/moderation' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderación' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Publicación de bob denunciada' })).toHaveTextContent(
      'Acoso o intimidación · denunciado por @ann',
    );
    await user.click(screen.getByRole('button', { name: 'Registro de auditoría' }));
    const log = await screen.findByRole('list', { name: 'Registro de auditoría' });
    expect(log).toHaveTextContent('@cal eliminó un comentario de @bob');
    expect(log).toHaveTextContent('Nota: insults');
    expect(log).toHaveTextContent('Una cuenta eliminada suspendió a @bob durante 1 día');

    await act(async () => setLocale('ar'));
    expect(await screen.findByRole('list', { name: 'سجل التدقيق' })).toHaveTextContent('أزال @cal تعليقًا لـ @bob');
    expect(screen.getByRole('list', { name: 'سجل التدقيق' })).toHaveTextContent(
      'علّق حساب محذوف حساب @bob لمدة يوم واحد',
    );
  });
});
