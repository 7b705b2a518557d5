import type { SuggestionsResponse } from '@cliques/contracts';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { findSuggestions } from './suggestions.repository';
import { toUserSummary } from './user-summaries.repository';

/** People the caller may know (yourself only: another's suggestions are private, so 404). */
export async function getSuggestions(
  db: Database,
  callerId: string,
  userId: string,
  limit: number,
): Promise<SuggestionsResponse> {
  if (callerId !== userId) throw notFound('User not found');
  const rows = await findSuggestions(db, userId, limit);
  return {
    suggestions: rows.map((row) => ({
      user: toUserSummary(row),
      mutualFriends: row.mutual,
      reason: row.mutual === 1 ? '1 mutual friend' : `${row.mutual} mutual friends`,
    })),
    total: rows[0]?.total ?? 0,
  };
}
