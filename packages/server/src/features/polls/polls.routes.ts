import { IdParams, PollResponse, VoteBody, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { registerPostPart } from '../posts';
import { pollPart } from './poll-part';
import { PollsService } from './polls.service';

const tags = ['polls'];

/** Polls (docs/API.md "Polls"): a post's poll is made with POST /posts; here, votes on it. */
export const pollRoutes: RoutePlugin = async (app, { context }) => {
  registerPostPart(pollPart);
  const polls = new PollsService(context.db);

  app.post(
    '/polls/:id/votes',
    {
      schema: {
        tags,
        summary: 'Vote on a poll, or change your vote',
        operationId: 'votePoll',
        params: IdParams,
        body: VoteBody,
        response: { 200: PollResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      poll: await polls.vote(callerOf(request).userId, request.params.id, request.body.optionIds),
    }),
  );

  app.delete(
    '/polls/:id/votes',
    {
      schema: {
        tags,
        summary: 'Withdraw your vote on a poll',
        operationId: 'withdrawPollVote',
        params: IdParams,
        response: { 200: PollResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ poll: await polls.withdraw(callerOf(request).userId, request.params.id) }),
  );
};
