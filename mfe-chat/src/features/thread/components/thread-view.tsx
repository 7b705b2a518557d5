import { useT } from '../../../i18n';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, EmptyState, ErrorState, ListSkeleton, UserText, useSafetyTexts } from '@cliques/ui';
import { useNameOf } from '../../../hooks/use-name-of';
import { conversationName } from '../../../lib/conversation-name';
import type { ChatStore } from '../../../stores/chat-store';
import { Composer } from './composer';
import { MessageAnnouncer } from './message-announcer';
import { ThreadMessages } from './thread-messages';

/**
 * The open conversation: its name, "load older", the messages (newest at the bottom) and the
 * composer. `headerTools` shows in the header after the name (the page puts presence, typing and
 * search there: other features, which this one does not import).
 */
export const ThreadView = observer(function ThreadView({
  store,
  me,
  headerTools,
}: {
  store: ChatStore;
  me: string;
  headerTools?: ReactNode;
}) {
  const { thread, selected } = store;
  const safetyTexts = useSafetyTexts();
  const t = useT();
  const nameOf = useNameOf(store, me);
  const count = thread?.visible.length ?? 0;
  if (store.openError) return <ErrorState message={t.text(store.openError)} />;
  if (!thread) {
    return store.blockedPerson ? (
      <p className="ui-card" role="status">
        {safetyTexts.blockedDone(store.blockedPerson.username)}
      </p>
    ) : (
      <EmptyState>{t('Choose a conversation to start chatting.')}</EmptyState>
    );
  }
  return (
    <section
      className="chat-thread"
      aria-label={selected ? t('Conversation with {name}', { name: conversationName(selected) }) : t('Conversation')}
    >
      <header className="chat-thread-header">
        <h2 className="chat-thread-title">{selected ? <UserText>{conversationName(selected)}</UserText> : '…'}</h2>
        {headerTools}
      </header>
      <MessageAnnouncer key={store.selectedKey} thread={thread} me={me} nameOf={nameOf} />
      {store.actions.error && (
        <p className="ui-error" role="alert">
          {t.text(store.actions.error)}
        </p>
      )}
      {thread.status === 'error' ? (
        <ErrorState message={t.text(thread.error ?? 'Could not load this conversation.')} />
      ) : thread.status !== 'ready' && count === 0 ? (
        <ListSkeleton label={t('Loading messages…')} />
      ) : (
        <>
          {thread.hasMore && (
            <Button onClick={store.loadOlder} disabled={thread.loadingOlder || !store.isConnected}>
              {thread.loadingOlder ? t('Loading older messages…') : t('Load older messages')}
            </Button>
          )}
          {count === 0 ? (
            <EmptyState>{t('No messages yet. Say hello!')}</EmptyState>
          ) : (
            <ThreadMessages key={store.selectedKey} store={store} thread={thread} me={me} />
          )}
        </>
      )}
      <Composer store={store} />
    </section>
  );
});
