import type { Federation } from '@fedify/fedify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, RateLimitedError } from '../../platform/http/errors';
import { InboxRateLimiter, senderOf } from './inbox-limit';

/** The paths Fedify answers: WebFinger, NodeInfo and the ActivityPub documents and inboxes. */
const federationPath = /^\/(\.well-known\/(webfinger|nodeinfo|host-meta)|nodeinfo\/|ap\/)/;

/** The inboxes: a person's or a clique's (`/ap/actors/{id}/inbox`) and the shared one. */
const inboxPath = /^\/ap\/(inbox|actors\/[^/]+\/inbox)$/;

/** Largest activity an inbox takes; a bigger body is refused with 413 before it is read whole. */
export const maxActivityBytes = 256 * 1024;

/** What Fedify answers when a path is not its own (or the caller does not want ActivityPub). */
const notFederation = new Response(null, { status: 404 });

/** An incoming request's body, at most `maxActivityBytes`. */
async function readBody(request: FastifyRequest): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxActivityBytes) throw new HttpError('payload_too_large', 'An activity is at most 256 KB');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > maxActivityBytes) throw new HttpError('payload_too_large', 'An activity is at most 256 KB');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The Fastify request as the web Request Fedify takes (its URL on the public origin). */
async function toWebRequest(request: FastifyRequest, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  const body = await readBody(request);
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

async function send(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  await reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Mounts Fedify in Fastify: a request on one of its paths is handed to `federation.fetch` before
 * Fastify routes it (so the body is read raw, as signatures need); what Fedify does not answer (an
 * unknown path, a browser asking for a page) goes on to Fastify's routes and the apps. Each server
 * posts at most `inboxActivitiesPerMinute` activities a minute to the inboxes: beyond, 429 with
 * Retry-After (inbox-limit.ts).
 */
export async function federationBridge(
  app: FastifyInstance,
  options: { federation: Federation<AppContext>; context: AppContext },
): Promise<void> {
  const { federation, context } = options;
  const inboxLimiter = new InboxRateLimiter();
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!federationPath.test(path)) return;
    const wait = request.method === 'POST' && inboxPath.test(path) ? inboxLimiter.take(senderOf(request)) : 0;
    if (wait > 0) throw new RateLimitedError('Too many activities from your server; try again later', wait);
    const response = await federation.fetch(await toWebRequest(request, context.config.publicOrigin), {
      contextData: context,
      onNotFound: () => notFederation,
      onNotAcceptable: () => notFederation,
    });
    if (response === notFederation) return;
    await send(reply, response);
    return reply;
  });
}
