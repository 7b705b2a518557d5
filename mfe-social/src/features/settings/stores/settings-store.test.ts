import type { UserProfile } from '@cliques/contracts';
import { SettingsStore, type SettingsApi } from './settings-store';

const me = (settings: Record<string, unknown>) => ({ userId: 'u-ann', settings }) as unknown as UserProfile;

describe('SettingsStore', () => {
  it('reads stored preferences (absent means on) and saves both sections, keeping other keys', async () => {
    const api: jest.Mocked<SettingsApi> = {
      getUser: jest
        .fn()
        .mockResolvedValue(
          me({ feed: { type: 'friends' }, notifications: { follow: false }, profile: { showFriends: false } }),
        ),
      updateSettings: jest.fn(async (_id, settings) => settings),
    };
    const store = new SettingsStore('u-ann', api);
    await store.load();
    expect(store.notifications.follow).toBe(false);
    expect(store.notifications.post_like).toBe(true);
    expect(store.showFriends).toBe(false);
    expect(store.showPresence).toBe(true);
    store.setNotification('comment', false);
    store.setShowFriends(true);
    store.setShowPresence(false);
    await store.save();
    const saved = api.updateSettings.mock.calls[0]?.[1] as Record<string, Record<string, unknown>>;
    expect(saved.feed).toEqual({ type: 'friends' });
    expect(saved.profile).toEqual({ showFriends: true, showPresence: false });
    expect(saved.notifications).toMatchObject({ follow: false, comment: false, post_like: true });
    expect(store.message).toBe('Settings saved');
  });

  it('reads and saves the content-warning preferences, and hands them to the post cards', async () => {
    const api: jest.Mocked<SettingsApi> = {
      getUser: jest.fn().mockResolvedValue(me({ contentWarnings: { alwaysExpand: true } })),
      updateSettings: jest.fn(async (_id, settings) => settings),
    };
    const reading = { take: jest.fn() };
    const store = new SettingsStore('u-ann', api, reading);
    await store.load();
    expect(store).toMatchObject({ alwaysExpandWarnings: true, alwaysShowSensitiveMedia: false });
    store.setAlwaysShowSensitiveMedia(true);
    await store.save();
    const contentWarnings = { alwaysExpand: true, alwaysShowSensitiveMedia: true };
    expect(api.updateSettings.mock.calls[0]?.[1]).toMatchObject({ contentWarnings });
    expect(reading.take).toHaveBeenLastCalledWith(expect.objectContaining({ contentWarnings }));
  });

  it('shows the server message when saving fails', async () => {
    const api: jest.Mocked<SettingsApi> = {
      getUser: jest.fn().mockResolvedValue(me({})),
      updateSettings: jest.fn().mockRejectedValue(new Error('settings must be at most 16 KB as JSON')),
    };
    const store = new SettingsStore('u-ann', api);
    await store.load();
    await store.save();
    expect(store).toMatchObject({ error: 'settings must be at most 16 KB as JSON', saving: false, message: '' });
  });
});
