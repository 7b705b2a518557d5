import type { Context } from '@fedify/fedify';
import type { CreateReportBody, ReportResponse } from '@cliques/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { findLocalPerson } from './actors.repository';
import { lookUpRemoteAccount, remoteAccountQuery } from './lookup';
import { jobContext } from './post-delivery.job';
import { findRemoteActorById, serverPolicy } from './remote-actors.repository';
import { flagJobName, type ReportForward } from './reports.outbox';

/** A route as `METHOD /path` (its pattern, with the /api prefix). */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * A people search whose text names an account elsewhere (`@name@host`, `name@host`, an actor's
 * URL) looks it up on its server first (at most 5 s), which stores it here; the search then asks
 * for its username here (`name@host`), so the route's own query returns it, with whoever blocks
 * leave out left out as ever. Nothing found, or a blocked or silent server: a handle is still
 * searched as `name@host` (an account stored before is found), a URL as typed.
 */
async function resolveSearchedAccount(ctx: Context<AppContext>, query: Record<string, unknown>, key: string) {
  const text = query[key];
  if (typeof text !== 'string') return;
  const wanted = remoteAccountQuery(text);
  if (!wanted) return;
  const found = await lookUpRemoteAccount(ctx, text);
  query[key] = found?.username ?? wanted.username ?? text;
}

/**
 * A follow of a remote account needs a caller other servers can reach (their server fetches the
 * follower's actor to check the Follow), and a server that is not blocked: 403 otherwise.
 */
async function checkRemoteFollow(context: AppContext, callerId: string, followedId: unknown): Promise<void> {
  if (typeof followedId !== 'string' || !isId(followedId)) return;
  const remote = await findRemoteActorById(context.db, followedId);
  if (!remote) return;
  if ((await serverPolicy(context.db, remote.host)) === 'block') throw forbidden('That server is blocked here');
  if (!(await findLocalPerson(context.db, callerId)))
    throw forbidden(
      'To follow people on other servers, turn on “Let people on other servers find and follow you” in Settings',
    );
}

/**
 * Where federation joins routes other features own (they cannot import this feature, which
 * imports them): people searches resolve remote accounts (`GET /api/users/search`, and
 * `GET /api/search` for people), `POST /api/follows/{id}` refuses a remote follow the caller cannot
 * make, and a new report with `forward: true` enqueues its Flag (reports.outbox.ts).
 */
export function addFederationApiHooks(app: FastifyInstance, context: AppContext): void {
  const ctxFor = () => jobContext(context);
  app.addHook('preHandler', async (request) => {
    if (!request.user) return;
    const route = routeOf(request);
    const query = request.query as Record<string, unknown>;
    if (route === 'GET /api/users/search') await resolveSearchedAccount(ctxFor(), query, 'query');
    else if (route === 'GET /api/search' && (query.type === 'all' || query.type === 'people'))
      await resolveSearchedAccount(ctxFor(), query, 'q');
    else if (route === 'POST /api/follows/:id')
      await checkRemoteFollow(context, request.user.userId, (request.params as { id?: unknown }).id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode !== 201 || routeOf(request) !== 'POST /api/reports') return payload;
    const body = request.body as CreateReportBody;
    if (body.forward !== true) return payload;
    const forward: ReportForward = {
      reportId: (payload as ReportResponse).id,
      targetType: body.targetType,
      targetId: body.targetId,
      reason: body.reason,
      note: body.note || null,
    };
    await context.jobs.enqueue(flagJobName, forward);
    return payload;
  });
}
