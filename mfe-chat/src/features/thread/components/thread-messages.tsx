import { useT } from '../../../i18n';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { AnchoredList, Button, type AnchoredListHandle } from '@cliques/ui';
import type { ChatStore } from '../../../stores/chat-store';
import type { ChatMessage, ThreadStore } from '../stores/thread-store';
import { MessageItem } from './message-item';

const keyOf = (message: ChatMessage) => message.clientMessageId ?? message.messageId;

/**
 * One message with what the store knows around it (sender, connection). Its own observer: the list
 * renders items in virtua's render, where the thread's observer does not see what they read.
 */
const MessageRow = observer(function MessageRow({
  store,
  message,
  me,
  clique,
  seen,
  found,
}: {
  store: ChatStore;
  message: ChatMessage;
  me: string;
  clique: boolean;
  seen: string | null;
  found: boolean;
}) {
  const t = useT();
  const mine = message.senderId === me;
  return (
    <MessageItem
      message={message}
      mine={mine}
      senderName={clique ? (store.people.get(message.senderId)?.displayName ?? t('Member')) : null}
      onRetry={store.retry}
      connected={store.isConnected}
      sender={mine ? null : store.senderOf(message)}
      onBlocked={store.personBlocked}
      seen={seen}
      actions={store.actions}
      found={found}
    />
  );
});

/**
 * The open conversation's messages, newest at the bottom, in a box that opens at the newest and
 * mounts only the messages near its viewport. Scrolled up, "New messages" brings the newest back;
 * a search result asked for (`thread.wanted`) is scrolled to and marked.
 */
export const ThreadMessages = observer(function ThreadMessages({
  store,
  thread,
  me,
}: {
  store: ChatStore;
  thread: ThreadStore;
  me: string;
}) {
  const t = useT();
  const list = useRef<AnchoredListHandle>(null);
  const messages = thread.visible;
  const newestId = messages[messages.length - 1]?.messageId ?? null;
  const newest = useRef(newestId);
  newest.current = newestId;
  // The newest message when the person scrolled up from the end; null while at the end.
  const [leftAt, setLeftAt] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const wanted = thread.wanted;
  const wantedIndex = wanted ? messages.findIndex((m) => m.messageId === wanted) : -1;
  useEffect(() => {
    if (!wanted || wantedIndex < 0) return;
    list.current?.scrollToItem(wantedIndex);
    setFound(wanted);
    thread.want(null);
  }, [thread, wanted, wantedIndex]);

  const isClique = Boolean(thread.ref.cliqueId);
  const seen = thread.seenOf(me);
  return (
    <>
      <AnchoredList
        ref={list}
        className="chat-messages"
        list={{ as: 'ol', label: t('Messages') }}
        items={messages}
        itemKey={keyOf}
        gap="var(--space-2)"
        follows={(message) => message.senderId === me}
        onAtEndChange={(atEnd) => setLeftAt(atEnd ? null : newest.current)}
        renderItem={(message) => (
          <MessageRow
            store={store}
            message={message}
            me={me}
            clique={isClique}
            seen={seen?.messageId === message.messageId ? t.text(seen.text) : null}
            found={found === message.messageId}
          />
        )}
      />
      {leftAt !== null && leftAt !== newestId && (
        <Button className="chat-new-messages" onClick={() => list.current?.scrollToEnd()}>
          {t('New messages')}
        </Button>
      )}
    </>
  );
});
