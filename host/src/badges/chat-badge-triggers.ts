import type { RealtimeClient } from '@cliques/realtime';

/** docs/PRODUCT.md §9: the browser event messagesRead refreshes the count at most once per 500 ms burst. */
export const messagesReadDebounceMs = 500;

/** The browser event the chat area fires after marking a conversation read. */
export const messagesReadEvent = 'messagesRead';

export interface ChatBadgeTriggerOptions {
  /** Refreshes the unread message count (BadgeStore.refreshMessages). */
  refresh: () => void;
  realtime: Pick<RealtimeClient, 'on'>;
  /** Whether the chat page is showing (it keeps its own counts and marks read as it goes). */
  isOnChat: () => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The unread-message badge's triggers besides its 30 s poll (docs/PRODUCT.md §4): an incoming message when
 * not on /chat, a messages_read frame, and the messagesRead browser event debounced by 500 ms.
 * Returns the function that removes them all.
 */
export function startChatBadgeTriggers({
  refresh,
  realtime,
  isOnChat,
  target = window,
}: ChatBadgeTriggerOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const handleMessagesRead = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      refresh();
    }, messagesReadDebounceMs);
  };
  const stopMessage = realtime.on('message', () => {
    if (!isOnChat()) refresh();
  });
  const stopRead = realtime.on('messages_read', () => refresh());
  target.addEventListener(messagesReadEvent, handleMessagesRead);
  return () => {
    stopMessage();
    stopRead();
    target.removeEventListener(messagesReadEvent, handleMessagesRead);
    if (timer) clearTimeout(timer);
  };
}

/** Whether a path is the chat page. */
export const isChatPath = (pathname: string) => pathname === '/chat' || pathname.startsWith('/chat/');
