/** What other features may use of chat: the one way in (the linter refuses imports of its other files). */
export { deleteMessage, editMessage, typingEvent } from './chat-changes.service';
export type { ConfirmUploads } from './chat-media.service';
export { deleteMessage as deleteMessageRow } from './chat.repository';
export { getMessages, sendMessage } from './chat.service';
export { unreadCount } from './conversations.service';
