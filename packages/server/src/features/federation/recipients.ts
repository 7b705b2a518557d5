import type { Recipient } from '@fedify/fedify/vocab';
import type { RemoteInbox } from './remote-actors.repository';

/** A stored remote account as a recipient of an activity (its inbox and its server's shared inbox). */
export const recipientOf = (row: RemoteInbox): Recipient => ({
  id: new URL(row.actorUri),
  inboxId: new URL(row.inbox),
  endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
});
