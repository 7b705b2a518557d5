import type { AppContext } from '../context';

/**
 * Erases a person and everything they made: posts, comments, likes, shares and their media,
 * friendships, follows, memberships (owned cliques pass on or are deleted), notifications,
 * sent messages, sessions and tokens, feed heads and the identity record. Database rows go in
 * one transaction; media files are removed after it commits. Counters of others stay right.
 *
 * Called by `DELETE /api/account` and by the identity service's DeleteUser.
 */
export async function eraseAccount(context: AppContext, userId: string): Promise<void> {
  void context;
  void userId;
  throw new Error('eraseAccount: not implemented yet');
}
