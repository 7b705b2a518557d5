import type { CliqueMediaPage, PollResponse } from '@cliques/contracts';
import { call, http } from '../client';
import { pageParams, type PageOptions } from './posts';

/** POST /polls/{id}/votes: your choice (again to change it while the poll is open). */
export function votePoll(pollId: string, optionIds: string[]): Promise<PollResponse> {
  return call(() =>
    http.post(`polls/${encodeURIComponent(pollId)}/votes`, { json: { optionIds } }).json<PollResponse>(),
  );
}

/** DELETE /polls/{id}/votes: takes your vote back while the poll is open. */
export function withdrawPollVote(pollId: string): Promise<PollResponse> {
  return call(() => http.delete(`polls/${encodeURIComponent(pollId)}/votes`).json<PollResponse>());
}

/** GET /cliques/{id}/media: the clique's photos and videos, newest first. */
export function listCliqueMedia(
  cliqueId: string,
  options: PageOptions & { type?: 'image' | 'video' } = {},
): Promise<CliqueMediaPage> {
  const { type, ...page } = options;
  return call(() =>
    http
      .get(`cliques/${encodeURIComponent(cliqueId)}/media`, {
        searchParams: { ...pageParams(page), ...(type ? { type } : {}) },
      })
      .json<CliqueMediaPage>(),
  );
}
