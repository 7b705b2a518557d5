import { useT } from '../i18n';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import type { ConversationRef } from '@cliques/contracts';
import { useSession } from '@cliques/session';
import { EmptyState } from '@cliques/ui';
import { keyOf, refFromSearch, refOf, searchOf } from '../lib/conversation-key';
import { useChatStore } from '../hooks/use-chat-store';
import type { ChatDeps } from '../stores/chat-store';
import { ConversationList } from '../features/conversations/components/conversation-list';
import { ThreadView } from '../features/thread/components/thread-view';
import { ConnectionBanner } from './connection-banner';
import { ThreadHeaderTools } from './thread-header-tools';
import './chat.css';

/** The chat of a signed-in user; the open conversation lives in the URL (?with=<userId> or ?clique=<cliqueId>). */
export const ChatView = observer(function ChatView({ userId, deps }: { userId: string; deps?: ChatDeps }) {
  const store = useChatStore(userId, deps);
  const [params, setParams] = useSearchParams();
  // The key names the conversation; the reference read from the URL is a new object on every render.
  const ref = refFromSearch(params);
  const refKey = ref ? keyOf(ref) : null;
  useEffect(() => {
    if (refKey) void store.open(refOf(refKey));
  }, [store, refKey]);
  const handleSelect = (next: ConversationRef) => setParams(searchOf(next));
  const t = useT();
  return (
    <main className="ui-page chat-page">
      <h1>{t('Chat')}</h1>
      <ConnectionBanner store={store} />
      <div className="chat-layout">
        <ConversationList store={store} me={userId} onSelect={handleSelect} />
        <ThreadView store={store} me={userId} headerTools={<ThreadHeaderTools store={store} me={userId} />} />
      </div>
    </main>
  );
});

/** /chat: conversations, the open one's history, live messages and the composer. */
export const ChatPage = observer(function ChatPage() {
  const session = useSession();
  const userId = session.user?.userId;
  const t = useT();
  if (!userId) {
    return (
      <main className="ui-page">
        <h1>{t('Chat')}</h1>
        <EmptyState>{t('Sign in to chat.')}</EmptyState>
      </main>
    );
  }
  return <ChatView key={userId} userId={userId} />;
});
