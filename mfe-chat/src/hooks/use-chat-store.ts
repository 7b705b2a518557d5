import { useEffect, useState } from 'react';
import {
  getConversation,
  listCliqueMembers,
  listConversations,
  markMessagesRead,
  searchMessages,
} from '@cliques/api-client';
import { uploadMedia } from '@cliques/media';
import { outbox } from '@cliques/outbox';
import { realtimeClient } from '@cliques/realtime';
import { ChatStore, type ChatDeps } from '../stores/chat-store';

/** The browser event the host's chat badge listens to (debounced there). */
export const messagesReadEvent = 'messagesRead';

/** The real dependencies: the shared socket, the API client, this page's window. */
export function defaultChatDeps(userId: string): ChatDeps {
  return {
    realtime: realtimeClient,
    listConversations,
    getConversation,
    markRead: markMessagesRead,
    listCliqueMembers,
    searchMessages,
    uploadImage: async (file, { onProgress }) => {
      const { key, fileType, fileSize } = await uploadMedia(file, { onProgress });
      return { key, fileType, fileSize };
    },
    userId,
    newId: () => crypto.randomUUID(),
    notifyRead: () => window.dispatchEvent(new Event(messagesReadEvent)),
    isVisible: () => document.visibilityState === 'visible',
    outbox,
  };
}

/** One ChatStore for the page's lifetime: listening while mounted, reading again when the tab comes back into view. */
export function useChatStore(userId: string, deps?: ChatDeps): ChatStore {
  const [store] = useState(() => new ChatStore(deps ?? defaultChatDeps(userId)));
  useEffect(() => {
    store.start();
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') store.handleVisible();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      store.dispose();
    };
  }, [store]);
  return store;
}
