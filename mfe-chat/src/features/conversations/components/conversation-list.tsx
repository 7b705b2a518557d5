import { useT, type Translate } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import type { Conversation, ConversationRef } from '@cliques/contracts';
import type { ReactNode } from 'react';
import { Avatar, Badge, Button, EmptyState, ErrorState, ListSkeleton, UsersIcon, UserText } from '@cliques/ui';
import { conversationName } from '../../../lib/conversation-name';
import type { ChatStore } from '../../../stores/chat-store';
import { keyOfConversation, refOfConversation } from '../stores/conversation-list-store';

/** The last message with who sent it; each person's text in its own isolate. */
function preview(c: Conversation, me: string, t: Translate): ReactNode {
  if (!c.lastMessage) return c.cliqueId ? t('No messages yet') : t('Say hello');
  const content = <UserText>{c.lastMessage.content}</UserText>;
  if (c.lastMessage.senderId === me) return t.rich('You: {message}', { message: content });
  if (!c.cliqueId) return content;
  return (
    <>
      <UserText>{c.withUser.displayName}</UserText>: {content}
    </>
  );
}

/** Friends, people you have talked to and your cliques, latest first, with unread counts. */
export const ConversationList = observer(function ConversationList({
  store,
  me,
  onSelect,
}: {
  store: ChatStore;
  me: string;
  onSelect: (ref: ConversationRef) => void;
}) {
  const { list } = store;
  const t = useT();
  if (list.status === 'loading') return <ListSkeleton label={t('Loading conversations…')} />;
  if (list.status === 'error')
    return (
      <ErrorState
        message={t.text(list.error ?? 'Could not load your conversations.')}
        onRetry={() => void list.load()}
      />
    );
  if (list.conversations.length === 0) {
    return <EmptyState>{t('No conversations yet. Add friends or join a clique to start chatting.')}</EmptyState>;
  }
  return (
    <nav aria-label={t('Conversations')} className="chat-list">
      <ul>
        {list.conversations.map((c) => {
          const key = keyOfConversation(c);
          const current = key === store.selectedKey;
          return (
            <li key={key}>
              <button
                type="button"
                className="chat-list-item"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(refOfConversation(c))}
              >
                <span className="chat-list-name">
                  {c.cliqueId ? (
                    <UsersIcon size={20} className="chat-list-group" />
                  ) : (
                    <Avatar user={c.withUser} size="small" decorative />
                  )}
                  <UserText>{conversationName(c)}</UserText>
                  {c.cliqueId && <span className="ui-muted"> · {t('clique')}</span>}
                  <Badge count={c.unreadCount} label={t('unread messages')} />
                </span>
                <span className="chat-list-preview ui-muted">{preview(c, me, t)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {list.nextToken && <Button onClick={() => void list.loadMore()}>{t('Show more conversations')}</Button>}
    </nav>
  );
});
