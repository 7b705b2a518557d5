import { randomBytes } from 'node:crypto';
import { CalendarFeedParams, CalendarTokenResponse, IdParams, errorResponses } from '@cliques/contracts';
import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { notFound } from '../../platform/http/errors';
import { calendarOwner, deleteCalendarToken, replaceCalendarToken } from './calendar.repository';
import { calendarEvents } from './event-lists.repository';
import { postsServiceFor } from '../posts';
import { EventsService } from './events.service';
import { icsCalendar } from './ics';
import { toEventView } from './event-part';

const tags = ['events'];
const calendarType = 'text/calendar; charset=utf-8';

/** Calendars (docs/API.md "Events"): one event's .ics, and a personal subscription feed behind a secret token. */
export const calendarRoutes: RoutePlugin = async (app, { context }) => {
  const events = new EventsService(context.db, (await postsServiceFor(context)).embedUrl);
  const origin = context.config.publicOrigin;
  const postUrl = (postId: string) => `${origin}/post/${postId}`;
  // The feed's links need no signed media: calendars show no cover.
  const unsigned = (key: string) => key;

  app.get(
    '/events/:id/ics',
    {
      schema: {
        tags,
        summary: 'One event as iCalendar',
        operationId: 'eventIcs',
        params: IdParams,
        response: { 200: Type.String(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { event, postId } = await events.read(callerOf(request).userId, request.params.id);
      return reply
        .type(calendarType)
        .header('Content-Disposition', `attachment; filename="event-${event.eventId}.ics"`)
        .send(icsCalendar([{ event, url: postUrl(postId) }], event.title));
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { public: true },
      schema: {
        // Out of the API document, as media downloads are: its secret is its only authority (docs/API.md "Events").
        hide: true,
        tags,
        summary: 'Your calendar feed (no bearer token: the secret in the address)',
        operationId: 'calendarFeed',
        params: CalendarFeedParams,
        response: { 200: Type.String(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const userId = await calendarOwner(context.db, request.params.file.slice(0, -'.ics'.length));
      if (!userId) throw notFound('Calendar not found');
      const items = (await calendarEvents(context.db, userId)).map((json) => ({
        event: toEventView(json, unsigned),
        url: postUrl(json.postId),
      }));
      return reply
        .type(calendarType)
        .header('Cache-Control', 'private, max-age=300')
        .send(icsCalendar(items, 'Cliques'));
    },
  );

  app.post(
    '/calendar/token',
    {
      schema: {
        tags,
        summary: 'Make your calendar feed’s secret address (replacing any earlier one)',
        operationId: 'createCalendarToken',
        response: { 200: CalendarTokenResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = randomBytes(32).toString('base64url');
      await replaceCalendarToken(context.db, callerOf(request).userId, token);
      return { token, url: `${origin}/api/calendar/${token}.ics` };
    },
  );

  app.delete(
    '/calendar/token',
    {
      schema: {
        tags,
        summary: 'Revoke your calendar feed’s address',
        operationId: 'deleteCalendarToken',
        response: { 204: Type.Null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await deleteCalendarToken(context.db, callerOf(request).userId);
      return reply.status(204).send(null);
    },
  );
};
