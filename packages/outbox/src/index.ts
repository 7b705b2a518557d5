/**
 * The offline outbox (docs/API.md, Installable and offline): posts, comments, chat messages,
 * bookmark changes, votes and event answers made without a connection, kept in IndexedDB with the key that makes sending
 * them idempotent, and sent once the connection returns.
 */
export { Outbox, outbox, type OutboxEntry, type OutboxKind } from './outbox';
export { flushOutbox, isConnectionError, type FlushResult } from './flush';
export { newOutboxId, whenOnline } from './connection';
export { WaitingList, type WaitingListOptions } from './waiting-list';
export { AnswerOutbox, answerOutboxes, type AnswerKind } from './answer-outbox';
