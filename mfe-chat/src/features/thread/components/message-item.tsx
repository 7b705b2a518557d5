import { formatDateTime } from '@cliques/i18n';
import { useT, type Translate } from '../../../i18n';
import { observer } from 'mobx-react-lite';
import { safetyActions } from '@cliques/api-client';
import type { UserSummary } from '@cliques/contracts';
import { Avatar, Button, SafetyMenu, UserText } from '@cliques/ui';
import type { MessageActionsStore } from '../stores/message-actions-store';
import type { ChatMessage } from '../stores/thread-store';
import { ChatImages } from './chat-images';
import { OwnMessageActions } from './own-message-actions';

function ownStatus(message: ChatMessage, seen: string | null, connected: boolean, t: Translate): string {
  if (message.state === 'pending') return connected ? t('Sending…') : t('Waiting to send');
  if (message.state === 'failed') return t('Not sent');
  return seen ?? t('Sent');
}

export interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** The sender's name, shown in clique conversations. */
  senderName: string | null;
  onRetry: (clientMessageId: string) => void;
  /** Whether chat is connected: a pending message waits to be sent until it is. */
  connected?: boolean;
  /** Who sent someone else's message, when known: their messages get Report, Mute and Block. */
  sender?: UserSummary | null;
  /** After the viewer blocked the sender from this message. */
  onBlocked?: (sender: UserSummary) => void;
  /** "Seen" or "Seen by N", on the viewer's latest message others have read. */
  seen?: string | null;
  /** Edit and delete, for the viewer's own stored messages. */
  actions?: MessageActionsStore;
  /** The message a search result was shown at: marked. */
  found?: boolean;
}

/**
 * One message (the list around it makes it a list item): yours on the right with its state (Sending…, Sent, Seen, Not sent + Retry) and Edit /
 * Delete, others' on the left with a menu to report the message, or mute or block its sender. An
 * edited message says so; a deleted one reads "This message was deleted".
 */
export const MessageItem = observer(function MessageItem({
  message,
  mine,
  senderName,
  onRetry,
  connected = true,
  sender,
  onBlocked,
  seen = null,
  actions,
  found = false,
}: MessageItemProps) {
  const deleted = Boolean(message.deletedAt);
  const t = useT();
  return (
    <div
      className="chat-message"
      data-mine={mine}
      data-state={message.state}
      data-deleted={deleted}
      data-found={found || undefined}
    >
      {senderName && !mine && (
        <span className="chat-sender">
          {sender && <Avatar user={sender} size="small" decorative />}
          <UserText>{senderName}</UserText>
        </span>
      )}
      {!deleted && message.media && <ChatImages media={message.media} />}
      {deleted ? (
        <p className="chat-bubble chat-deleted">{t('This message was deleted')}</p>
      ) : (
        message.content && (
          <UserText as="p" className="chat-bubble">
            {message.content}
          </UserText>
        )
      )}
      <span className="chat-meta ui-muted">
        <time dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, { hour: '2-digit', minute: '2-digit' })}
        </time>
        {message.editedAt && !deleted && <span className="chat-edited"> · {t('edited')}</span>}
        {mine && <span className="chat-state"> · {ownStatus(message, seen, connected, t)}</span>}
        {mine && actions && message.state === 'sent' && !deleted && (
          <OwnMessageActions message={message} actions={actions} />
        )}
        {!mine && sender && !deleted && (
          <SafetyMenu
            target={{ type: 'message', id: message.messageId }}
            person={sender}
            actions={safetyActions}
            onBlocked={() => onBlocked?.(sender)}
          />
        )}
        {message.state === 'failed' && message.clientMessageId && (
          <>
            {message.error && <span className="ui-error"> · {message.error}</span>}
            <Button onClick={() => onRetry(message.clientMessageId as string)}>{t('Retry')}</Button>
          </>
        )}
      </span>
    </div>
  );
});
