import { useT } from '../i18n';
import type { ChatStore } from '../stores/chat-store';

/**
 * The name the open conversation shows for a sender: "You", the person or clique member when the
 * page knows them, else "Member". The thread's announcer and the search results both name people so.
 */
export function useNameOf(store: ChatStore, me: string): (userId: string) => string {
  const t = useT();
  return (userId: string) =>
    userId === me ? t('You') : (store.senderOf({ senderId: userId })?.displayName ?? t('Member'));
}
