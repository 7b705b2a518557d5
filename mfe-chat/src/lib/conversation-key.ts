import type { ConversationRef, Message } from '@cliques/contracts';

/** A conversation's key: `u:<userId>` with a person, `c:<cliqueId>` for a clique. */
export type ConversationKey = string;

/** The key of a conversation reference. */
export function keyOf(ref: ConversationRef): ConversationKey {
  return ref.cliqueId ? `c:${ref.cliqueId}` : `u:${ref.withUserId}`;
}

/** The reference a key stands for. */
export function refOf(key: ConversationKey): ConversationRef {
  return key.startsWith('c:') ? { cliqueId: key.slice(2) } : { withUserId: key.slice(2) };
}

/** The conversation a frame names: its cliqueId, else its withUserId. */
export function refOfFrame(frame: { cliqueId?: string; withUserId?: string }): ConversationRef {
  return frame.cliqueId ? { cliqueId: frame.cliqueId } : { withUserId: frame.withUserId as string };
}

/** The conversation a message belongs to, seen by `me`. */
export function keyOfMessage(
  message: Pick<Message, 'senderId' | 'recipientId' | 'cliqueId'>,
  me: string,
): ConversationKey {
  if (message.cliqueId) return `c:${message.cliqueId}`;
  return `u:${message.senderId === me ? message.recipientId : message.senderId}`;
}

/** The deep link of a conversation: /chat?with=<userId> or /chat?clique=<cliqueId>. */
export function searchOf(ref: ConversationRef): Record<string, string> {
  return ref.cliqueId ? { clique: ref.cliqueId } : { with: ref.withUserId as string };
}

/** The conversation a deep link names, if any. */
export function refFromSearch(params: URLSearchParams): ConversationRef | null {
  const clique = params.get('clique');
  if (clique) return { cliqueId: clique };
  const withUser = params.get('with');
  return withUser ? { withUserId: withUser } : null;
}
