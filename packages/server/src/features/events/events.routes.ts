import {
  AttendeesPage,
  AttendeesQuery,
  EventInput,
  EventResponse,
  IdParams,
  RsvpBody,
  UpcomingPage,
  UpcomingQuery,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { postsServiceFor, registerPostPart } from '../posts';
import { eventPart } from './event-part';
import { EventsService } from './events.service';

const tags = ['events'];

/** Events (docs/API.md "Events"): made with POST /posts; here, answers, lists, the author's edits, calendars. */
export const eventRoutes: RoutePlugin = async (app, { context }) => {
  registerPostPart(eventPart);
  const events = new EventsService(context.db, (await postsServiceFor(context)).embedUrl);
  const answer = async (userId: string, eventId: string, event: Promise<EventResponse['event']>) => ({
    event: await event,
    postId: (await events.seeable(userId, eventId)).postId,
  });

  app.get(
    '/events/upcoming',
    {
      schema: {
        tags,
        summary: 'Upcoming events you may see and have not declined, soonest first',
        operationId: 'listUpcomingEvents',
        querystring: UpcomingQuery,
        response: { 200: UpcomingPage, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { limit, nextToken, cliqueId, userId } = request.query;
      return events.upcoming(callerOf(request).userId, { cliqueId, userId }, { limit, nextToken });
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'An event',
        operationId: 'getEvent',
        params: IdParams,
        response: { 200: EventResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => events.read(callerOf(request).userId, request.params.id),
  );

  app.put(
    '/events/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Answer an event: going (waitlisted past its capacity), maybe or not going',
        operationId: 'rsvpEvent',
        params: IdParams,
        body: RsvpBody,
        response: { 200: EventResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      return answer(userId, request.params.id, events.rsvp(userId, request.params.id, request.body.status));
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Change your event (those going or maybe are told of a new time or place)',
        operationId: 'editEvent',
        params: IdParams,
        body: EventInput,
        response: { 200: EventResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      return answer(userId, request.params.id, events.edit(userId, request.params.id, request.body));
    },
  );

  app.post(
    '/events/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel your event (kept, marked cancelled; those going or maybe are told)',
        operationId: 'cancelEvent',
        params: IdParams,
        response: { 200: EventResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId;
      return answer(userId, request.params.id, events.cancel(userId, request.params.id));
    },
  );

  app.get(
    '/events/:id/attendees',
    {
      schema: {
        tags,
        summary: 'Who answered an event, in the order they answered (a waitlist in line order)',
        operationId: 'listEventAttendees',
        params: IdParams,
        querystring: AttendeesQuery,
        response: { 200: AttendeesPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => events.attendees(callerOf(request).userId, request.params.id, request.query),
  );
};
