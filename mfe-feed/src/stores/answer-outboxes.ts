import { votePoll } from '@cliques/api-client';
import { rsvpEvent } from '@cliques/api-client/events';
import type { EventResponse, PollResponse, RsvpBody } from '@cliques/contracts';
import { answerOutboxes } from '@cliques/outbox';

/** A vote kept in the outbox while there is no connection. */
export interface WaitingVote {
  pollId: string;
  optionIds: string[];
}

/** An answer to an event kept in the outbox while there is no connection. */
export interface WaitingRsvp {
  eventId: string;
  status: RsvpBody['status'];
}

/** The person's votes made offline, the latest per poll (poll cards). */
export const voteOutboxFor = answerOutboxes<WaitingVote, PollResponse>({
  kind: 'poll_vote',
  keyOf: (vote) => vote.pollId,
  send: (vote) => votePoll(vote.pollId, vote.optionIds),
});

/** The person's answers to events made offline, the latest per event (event cards). */
export const rsvpOutboxFor = answerOutboxes<WaitingRsvp, EventResponse>({
  kind: 'event_rsvp',
  keyOf: (answer) => answer.eventId,
  send: (answer) => rsvpEvent(answer.eventId, answer.status),
});
