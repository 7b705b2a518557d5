import { useT } from '../../../i18n';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ChatMessage, ThreadStore } from '../stores/thread-store';

/**
 * Announces each message that arrives from someone else while the conversation is open, politely,
 * through one visually hidden live region (the message list itself is not live: it is virtualized,
 * so messages scrolling in and out would be read). The viewer's own messages are not announced.
 */
export const MessageAnnouncer = observer(function MessageAnnouncer({
  thread,
  me,
  nameOf,
}: {
  thread: ThreadStore;
  me: string;
  nameOf: (userId: string) => string;
}) {
  const t = useT();
  // What had arrived before this conversation was opened is not news; the viewer's own never is.
  const [before] = useState(() => thread.arrived);
  const [announced, setAnnounced] = useState<ChatMessage | null>(null);
  const arrived = thread.arrived;
  useEffect(() => {
    if (arrived && arrived !== before && arrived.senderId !== me) setAnnounced(arrived);
  }, [arrived, before, me]);
  const name = announced ? nameOf(announced.senderId) : '';
  return (
    <p className="visually-hidden" aria-live="polite">
      {announced && (
        // A new element per message: the same words twice are still read twice.
        <span key={announced.messageId}>
          {announced.content
            ? t('New message from {name}: {text}', { name, text: announced.content })
            : t('New message from {name}', { name })}
        </span>
      )}
    </p>
  );
});
