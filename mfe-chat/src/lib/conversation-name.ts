import type { Conversation } from '@cliques/contracts';

/** A conversation's name: the clique's, or the other person's. */
export const conversationName = (c: Conversation) => c.cliqueName ?? c.withUser.displayName;
