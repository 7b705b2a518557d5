import type { ServerFrame } from '@cliques/contracts';
import { isChatPath, messagesReadDebounceMs, startChatBadgeTriggers } from './chat-badge-triggers';

/** Stands in for the realtime client: delivers frames to whoever listens. */
class FakeRealtime {
  private handlers = new Map<string, Set<(frame: ServerFrame) => void>>();
  on(type: string, handler: (frame: ServerFrame) => void) {
    const set = this.handlers.get(type) ?? new Set();
    set.add(handler);
    this.handlers.set(type, set);
    return () => set.delete(handler);
  }
  emit(frame: ServerFrame) {
    this.handlers.get(frame.type)?.forEach((handler) => handler(frame));
  }
}

const message = {
  messageId: 'm1',
  senderId: 'u2',
  recipientId: 'u1',
  cliqueId: null,
  content: 'hi',
  createdAt: '2026-01-01T00:00:00.000Z',
  readAt: null,
};

function setup(onChat = false) {
  const realtime = new FakeRealtime();
  const refresh = jest.fn();
  let chat = onChat;
  const stop = startChatBadgeTriggers({ refresh, realtime: realtime as never, isOnChat: () => chat, target: window });
  return { realtime, refresh, stop, setOnChat: (value: boolean) => (chat = value) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('refreshes the count on an incoming message when not on /chat, and not while on /chat', () => {
  const { realtime, refresh, setOnChat } = setup();
  realtime.emit({ type: 'message', message });
  expect(refresh).toHaveBeenCalledTimes(1);
  setOnChat(true);
  realtime.emit({ type: 'message', message });
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('refreshes the count on messages_read, on /chat or not', () => {
  const { realtime, refresh } = setup(true);
  realtime.emit({ type: 'messages_read', byUserId: 'u1', withUserId: 'u2', readAt: '2026-01-01T00:00:00.000Z' });
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('debounces the messagesRead browser event by 500 ms', () => {
  const { refresh } = setup(true);
  window.dispatchEvent(new Event('messagesRead'));
  jest.advanceTimersByTime(300);
  window.dispatchEvent(new Event('messagesRead'));
  jest.advanceTimersByTime(messagesReadDebounceMs - 1);
  expect(refresh).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(refresh).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('messagesRead'));
  jest.advanceTimersByTime(messagesReadDebounceMs);
  expect(refresh).toHaveBeenCalledTimes(2);
});

it('stops listening to everything once stopped, including a pending debounce', () => {
  const { realtime, refresh, stop } = setup();
  window.dispatchEvent(new Event('messagesRead'));
  stop();
  jest.advanceTimersByTime(1000);
  realtime.emit({ type: 'message', message });
  realtime.emit({ type: 'messages_read', byUserId: 'u1', withUserId: 'u2', readAt: 'x' });
  window.dispatchEvent(new Event('messagesRead'));
  jest.advanceTimersByTime(1000);
  expect(refresh).not.toHaveBeenCalled();
});

it('knows the chat page by its path', () => {
  expect(isChatPath('/chat')).toBe(true);
  expect(isChatPath('/chatter')).toBe(false);
  expect(isChatPath('/feed')).toBe(false);
});
