import type { Notification, NotificationsResponse } from '@cliques/contracts';
import { person } from '../../../test/render';
import { NotificationsStore, type NotificationsApi } from './notifications-store';

const note = (id: string, read = false, type: Notification['type'] = 'follow'): Notification => ({
  notificationId: id,
  type,
  actor: person('u-ann', 'ann'),
  read,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const page = (notifications: Notification[], extra: Partial<NotificationsResponse> = {}): NotificationsResponse => ({
  notifications,
  unreadCount: notifications.filter((n) => !n.read).length,
  hasMore: false,
  nextToken: null,
  total: notifications.length,
  ...extra,
});

function setup() {
  const api: jest.Mocked<NotificationsApi> = { listNotifications: jest.fn(), markNotificationsRead: jest.fn() };
  return { api, store: new NotificationsStore(api, 2) };
}

describe('NotificationsStore', () => {
  it('loads a page, then appends the next one by nextToken', async () => {
    const { api, store } = setup();
    api.listNotifications.mockResolvedValueOnce(
      page([note('n1'), note('n2')], { hasMore: true, nextToken: 't1', total: 3, unreadCount: 3 }),
    );
    await store.load();
    expect(store.items.map((n) => n.notificationId)).toEqual(['n1', 'n2']);
    expect(store.hasMore).toBe(true);
    api.listNotifications.mockResolvedValueOnce(page([note('n3')], { unreadCount: 3, total: 3 }));
    await store.loadMore();
    expect(api.listNotifications).toHaveBeenLastCalledWith({
      limit: 2,
      unreadOnly: false,
      type: undefined,
      nextToken: 't1',
      grouped: true,
    });
    expect(store.items.map((n) => n.notificationId)).toEqual(['n1', 'n2', 'n3']);
    expect(store.hasMore).toBe(false);
  });

  it('reloads with the filters, and a slow answer to an old filter is dropped', async () => {
    const { api, store } = setup();
    let answerOld: (value: NotificationsResponse) => void = () => undefined;
    api.listNotifications.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)));
    const old = store.load();
    api.listNotifications.mockResolvedValueOnce(page([note('f1')]));
    await store.setType('follow');
    answerOld(page([note('old', false, 'comment')]));
    await old;
    expect(api.listNotifications).toHaveBeenLastCalledWith({
      limit: 2,
      unreadOnly: false,
      type: 'follow',
      grouped: true,
    });
    expect(store.items.map((n) => n.notificationId)).toEqual(['f1']);
  });

  it('marks one read, and with unread only drops what was marked', async () => {
    const { api, store } = setup();
    api.listNotifications.mockResolvedValue(page([note('n1'), note('n2')]));
    await store.setUnreadOnly(true);
    api.markNotificationsRead.mockResolvedValueOnce({ updated: 1, unreadCount: 1 });
    await store.markRead('n1');
    expect(api.markNotificationsRead).toHaveBeenCalledWith(['n1']);
    expect(store.items.map((n) => n.notificationId)).toEqual(['n2']);
    expect(store).toMatchObject({ unreadCount: 1, total: 1 });
    await store.markRead('n1');
    expect(api.markNotificationsRead).toHaveBeenCalledTimes(1);
  });

  it('marks all read', async () => {
    const { api, store } = setup();
    api.listNotifications.mockResolvedValue(page([note('n1'), note('n2', true)]));
    await store.load();
    api.markNotificationsRead.mockResolvedValueOnce({ updated: 1, unreadCount: 0 });
    await store.markAllRead();
    expect(api.markNotificationsRead).toHaveBeenCalledWith('all');
    expect(store.items.every((n) => n.read)).toBe(true);
    expect(store.unreadCount).toBe(0);
  });

  it('shows the server message when loading fails', async () => {
    const { api, store } = setup();
    api.listNotifications.mockRejectedValueOnce(new Error('nextToken is invalid'));
    await store.load();
    expect(store).toMatchObject({ status: 'error', error: 'nextToken is invalid' });
  });

  it('puts a live notification on top, counted once, and only under a matching type filter', async () => {
    const { api, store } = setup();
    api.listNotifications.mockResolvedValueOnce(page([note('n1', true)]));
    await store.load();
    store.receive(note('n2'));
    store.receive(note('n2'));
    expect(store.items.map((n) => n.notificationId)).toEqual(['n2', 'n1']);
    expect(store).toMatchObject({ unreadCount: 1, total: 2 });
    api.listNotifications.mockResolvedValueOnce(page([note('n3', false, 'post_like')]));
    await store.setType('post_like');
    store.receive(note('n4', false, 'follow'));
    expect(store.items.map((n) => n.notificationId)).toEqual(['n3']);
    expect(store.unreadCount).toBe(2);
  });

  it('tells the bell the unread count a mark-read answered', async () => {
    const api: jest.Mocked<NotificationsApi> = { listNotifications: jest.fn(), markNotificationsRead: jest.fn() };
    const announce = jest.fn();
    const store = new NotificationsStore(api, 2, announce);
    api.listNotifications.mockResolvedValueOnce(page([note('n1'), note('n2')]));
    await store.load();
    api.markNotificationsRead.mockResolvedValueOnce({ updated: 2, unreadCount: 0 });
    await store.markAllRead();
    expect(announce).toHaveBeenCalledWith(0);
  });

  it('folds a live like into its group’s line: one more, its actor first, on top, unread again', async () => {
    const { api, store } = setup();
    const group: Notification = {
      ...note('g1', true, 'post_like'),
      groupId: 'g1',
      count: 2,
      actors: [person('u-ann', 'ann'), person('u-bo', 'bo')],
      latestAt: '2026-11-21T10:00:00.000Z',
    };
    api.listNotifications.mockResolvedValueOnce(page([note('n1'), group], { unreadCount: 1 }));
    await store.load();
    store.receive({
      ...note('n9', false, 'post_like'),
      actor: person('u-bo', 'bo'),
      groupId: 'g1',
      createdAt: '2026-11-21T11:00:00.000Z',
    });
    expect(store.items.map((n) => n.notificationId)).toEqual(['g1', 'n1']);
    expect(store.items[0]).toMatchObject({ count: 3, read: false, latestAt: '2026-11-21T11:00:00.000Z' });
    expect(store.items[0]?.actors?.map((a) => a.userId)).toEqual(['u-bo', 'u-ann']);
    expect(store.unreadCount).toBe(2);
    store.receive({ ...note('n10', false, 'post_like'), groupId: 'g1' });
    expect(store).toMatchObject({ unreadCount: 2, total: 2 });
  });
});
