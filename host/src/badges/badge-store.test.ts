import { BadgeStore, pollIntervalMs, type BadgeSources } from './badge-store';

class FakeDocument {
  visibilityState: DocumentVisibilityState = 'visible';
  private listeners = new Set<() => void>();
  addEventListener(_type: string, listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: string, listener: () => void) {
    this.listeners.delete(listener);
  }
  setVisibility(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.listeners.forEach((listener) => listener());
  }
}

function sources(overrides: Partial<BadgeSources> = {}) {
  return {
    unreadNotifications: jest.fn(() => Promise.resolve(3)),
    pendingFriendRequests: jest.fn(() => Promise.resolve(2)),
    unreadMessages: jest.fn(() => Promise.resolve(150)),
    ...overrides,
  };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('polls all three counts at start and every 30 s', async () => {
  const s = sources();
  const store = new BadgeStore(s, pollIntervalMs, new FakeDocument() as unknown as Document);
  store.start();
  await flush();
  expect(store.status).toBe('running');
  expect([store.notifications, store.friendRequests, store.messages]).toEqual([3, 2, 150]);
  expect(s.unreadNotifications).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(29_999);
  expect(s.unreadNotifications).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(s.unreadNotifications).toHaveBeenCalledTimes(2);
  expect(s.pendingFriendRequests).toHaveBeenCalledTimes(2);
  expect(s.unreadMessages).toHaveBeenCalledTimes(2);
  store.stop();
});

it('pauses while the page is hidden and refreshes on return', async () => {
  const s = sources();
  const doc = new FakeDocument();
  const store = new BadgeStore(s, pollIntervalMs, doc as unknown as Document);
  store.start();
  await flush();
  doc.setVisibility('hidden');
  expect(store.status).toBe('paused');
  await jest.advanceTimersByTimeAsync(5 * pollIntervalMs);
  expect(s.unreadNotifications).toHaveBeenCalledTimes(1);
  doc.setVisibility('visible');
  await flush();
  expect(store.status).toBe('running');
  expect(s.unreadNotifications).toHaveBeenCalledTimes(2);
  store.stop();
});

it('starts paused when the page is hidden', async () => {
  const doc = new FakeDocument();
  doc.visibilityState = 'hidden';
  const s = sources();
  const store = new BadgeStore(s, pollIntervalMs, doc as unknown as Document);
  store.start();
  await jest.advanceTimersByTimeAsync(pollIntervalMs);
  expect(store.status).toBe('paused');
  expect(s.unreadNotifications).not.toHaveBeenCalled();
  store.stop();
});

it('counts 0 for each source that fails, keeping the others', async () => {
  const s = sources({ unreadMessages: jest.fn(() => Promise.reject(new Error('down'))) });
  const store = new BadgeStore(s, pollIntervalMs, new FakeDocument() as unknown as Document);
  store.start();
  await flush();
  expect([store.notifications, store.friendRequests, store.messages]).toEqual([3, 2, 0]);
  store.stop();
});

it('stops polling and clears the counts on stop', async () => {
  const s = sources();
  const store = new BadgeStore(s, pollIntervalMs, new FakeDocument() as unknown as Document);
  store.start();
  await flush();
  store.stop();
  expect(store.status).toBe('stopped');
  expect([store.notifications, store.friendRequests, store.messages]).toEqual([0, 0, 0]);
  await jest.advanceTimersByTimeAsync(3 * pollIntervalMs);
  expect(s.unreadNotifications).toHaveBeenCalledTimes(1);
});

it('polls the pending clique requests with the other counts, and clears them on stop', async () => {
  const s = { ...sources(), pendingCliqueRequests: jest.fn(() => Promise.resolve(4)) };
  const store = new BadgeStore(s, pollIntervalMs, new FakeDocument() as unknown as Document);
  store.start();
  await flush();
  expect(store.cliqueRequests).toBe(4);
  await jest.advanceTimersByTimeAsync(pollIntervalMs);
  expect(s.pendingCliqueRequests).toHaveBeenCalledTimes(2);
  store.stop();
  expect(store.cliqueRequests).toBe(0);
});
