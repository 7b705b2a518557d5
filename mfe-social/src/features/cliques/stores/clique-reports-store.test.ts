import { ApiError } from '@cliques/api-client';
import type { ModerationItem } from '@cliques/contracts';
import { person } from '../../../test/render';
import { CliqueReportsStore, type CliqueReportsApi } from './clique-reports-store';

const at = '2026-11-27T10:00:00.000Z';

/** An open report of a clique post by ben, reported by ann. */
function reportedPost(id = 'r1'): ModerationItem {
  return {
    id,
    targetType: 'post',
    targetId: `p-${id}`,
    status: 'open',
    target: { author: person('u-ben', 'ben'), content: 'rude words', name: null, media: [] },
    reports: [{ id, reporter: person('u-ann', 'ann'), reason: 'harassment', note: null, createdAt: at }],
    reportCount: 1,
    firstReportedAt: at,
    resolution: null,
  };
}

function setup(items = [reportedPost('r1'), reportedPost('r2')]) {
  const api: jest.Mocked<CliqueReportsApi> = {
    listCliqueReports: jest.fn().mockResolvedValue({ items, nextToken: null }),
    actOnCliqueReport: jest.fn().mockImplementation(async (_c: string, id: string, body: { action: string }) => ({
      id,
      status: 'resolved',
      action: body.action,
    })),
  };
  return { api, store: new CliqueReportsStore('c1', api) };
}

describe('CliqueReportsStore', () => {
  it('loads the clique’s open reports', async () => {
    const { api, store } = setup();
    await store.open.load();
    expect(api.listCliqueReports).toHaveBeenCalledWith('c1', 'open', null);
    expect(store.open.items.map((item) => item.id)).toEqual(['r1', 'r2']);
    expect(store.open.hasMore).toBe(false);
  });

  it('mutes for the hours typed: the item leaves the list and the notice says so', async () => {
    const { api, store } = setup();
    await store.open.load();
    const [first] = store.open.items as [ModerationItem];
    expect(store.hoursOf(first)).toBe('24');
    store.setHours(first, '48');
    await expect(store.decide(first, 'mute')).resolves.toBe(true);
    expect(api.actOnCliqueReport).toHaveBeenCalledWith('c1', 'r1', { action: 'mute', hours: 48 });
    expect(store.open.items.map((item) => item.id)).toEqual(['r2']);
    expect(store.notice).toBe('Resolved: the author is muted in the clique.');
    expect(store.acting).toBeNull();
  });

  it('bans for ever and removes without hours', async () => {
    const { api, store } = setup();
    await store.open.load();
    const [first, second] = store.open.items as [ModerationItem, ModerationItem];
    await store.decide(first, 'ban');
    await store.decide(second, 'remove_content');
    expect(api.actOnCliqueReport.mock.calls.map((call) => call[2])).toEqual([
      { action: 'ban' },
      { action: 'remove_content' },
    ]);
    expect(store.open.items).toEqual([]);
  });

  it('refuses hours out of bounds before calling, and keeps the item when the server refuses', async () => {
    const { api, store } = setup();
    await store.open.load();
    const [first] = store.open.items as [ModerationItem];
    store.setHours(first, '9000');
    await expect(store.decide(first, 'mute')).resolves.toBe(false);
    expect(store.error).toBe('Choose a number of hours from 1 to 8760.');
    expect(api.actOnCliqueReport).not.toHaveBeenCalled();
    api.actOnCliqueReport.mockRejectedValueOnce(
      new ApiError(403, 'forbidden', 'Your role in this clique does not allow that'),
    );
    await expect(store.decide(first, 'dismiss')).resolves.toBe(false);
    expect(store.error).toBe('Your role in this clique does not allow that');
    expect(store.open.items.map((item) => item.id)).toEqual(['r1', 'r2']);
    expect(store.acting).toBeNull();
  });
});
