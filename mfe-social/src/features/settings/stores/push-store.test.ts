import type { PushSubscriptionBody } from '@cliques/contracts';
import { keyBytes, PushStore, type PushApi, type PushBrowser } from './push-store';

const json = { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'p', auth: 'a' } };

/** A browser's push manager holding at most one subscription. */
function fakeBrowser(permission: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  const unsubscribe = jest.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = jest.fn(async () => {
    current = { endpoint: json.endpoint, toJSON: () => json, unsubscribe } as unknown as PushSubscription;
    return current;
  });
  const manager = { getSubscription: async () => current, subscribe } as unknown as PushManager;
  const browser: PushBrowser = {
    pushManager: () => Promise.resolve(manager),
    requestPermission: async () => permission,
  };
  return { browser, subscribe, unsubscribe };
}

const api = (): jest.Mocked<PushApi> => ({
  getPushKey: jest.fn(async () => 'AQID'),
  subscribePush: jest.fn<Promise<void>, [PushSubscriptionBody]>(async () => undefined),
  unsubscribePush: jest.fn<Promise<void>, [string]>(async () => undefined),
});

it('reads a base64url key as bytes', () => {
  expect([...keyBytes('AQID-_8')]).toEqual([1, 2, 3, 251, 255]);
});

it('subscribes with the server key and stores the subscription, then turns it off on both sides', async () => {
  const { browser, subscribe, unsubscribe } = fakeBrowser();
  const calls = api();
  const store = new PushStore(calls, browser);
  await store.load();
  expect(store.status).toBe('off');
  await store.toggle(true);
  expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([1, 2, 3]) });
  expect(calls.subscribePush).toHaveBeenCalledWith(json);
  expect(store.status).toBe('on');
  await store.toggle(false);
  expect(calls.unsubscribePush).toHaveBeenCalledWith(json.endpoint);
  expect(unsubscribe).toHaveBeenCalled();
  expect(store.status).toBe('off');
});

it('says so when the browser blocks notifications, or has no push', async () => {
  const denied = new PushStore(api(), fakeBrowser('denied').browser);
  await denied.toggle(true);
  expect(denied.status).toBe('denied');
  const none = new PushStore(api(), { pushManager: () => null, requestPermission: async () => 'default' });
  await none.load();
  expect(none.status).toBe('unsupported');
});

it('stays off with the reason when the server refuses', async () => {
  const calls = api();
  calls.subscribePush.mockRejectedValueOnce(new Error('Push endpoint refused: The host is not on a public address'));
  const store = new PushStore(calls, fakeBrowser().browser);
  await store.toggle(true);
  expect(store).toMatchObject({ status: 'off', error: 'Push endpoint refused: The host is not on a public address' });
});
