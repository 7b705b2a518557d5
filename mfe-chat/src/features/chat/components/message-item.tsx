import { observer } from 'mobx-react-lite';
import { safetyActions } from '@cliques/api-client';
import type { UserSummary } from '@cliques/contracts';
import { Button, SafetyMenu, UserText } from '@cliques/ui';
import type { ChatMessage } from '../stores/thread-store';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function ownStatus(message: ChatMessage): string {
  if (message.state === 'pending') return 'Sending…';
  if (message.state === 'failed') return 'Not sent';
  return message.readAt ? 'Read' : 'Sent';
}

export interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** The sender's name, shown in clique conversations. */
  senderName: string | null;
  onRetry: (clientMessageId: string) => void;
  /** Who sent someone else's message, when known: their messages get Report, Mute and Block. */
  sender?: UserSummary | null;
  /** After the viewer blocked the sender from this message. */
  onBlocked?: (sender: UserSummary) => void;
}

/**
 * One message: yours on the right with its state (Sending…, Sent, Read, Not sent + Retry), others' on
 * the left with a menu to report the message, or mute or block its sender.
 */
export const MessageItem = observer(function MessageItem({
  message,
  mine,
  senderName,
  onRetry,
  sender,
  onBlocked,
}: MessageItemProps) {
  return (
    <li className="chat-message" data-mine={mine} data-state={message.state}>
      {senderName && !mine && <UserText className="chat-sender">{senderName}</UserText>}
      <UserText as="p" className="chat-bubble">
        {message.content}
      </UserText>
      <span className="chat-meta ui-muted">
        <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        {mine && <span className="chat-state"> · {ownStatus(message)}</span>}
        {!mine && sender && (
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
            <Button onClick={() => onRetry(message.clientMessageId as string)}>Retry</Button>
          </>
        )}
      </span>
    </li>
  );
});
