import { Type } from '@sinclair/typebox';
import type { RoutePlugin } from '../../context';
import { notFound } from '../../platform/http/errors';
import { isId } from '../../platform/input/ids';
import { mediaServiceFor } from '../media';
import { findFederableMedia } from './notes.repository';

const Params = Type.Object({ id: Type.String(), position: Type.Integer({ minimum: 0, maximum: 99 }) });

/** How long other servers may keep the redirect (the signed address it names lasts at least an hour). */
const redirectMaxAge = 600;

/**
 * `GET /ap/posts/{id}/media/{position}`: the stable address of a picture or video of a post other
 * servers may see (the Note's attachment URL). Media URLs are signed and expire within hours, too
 * soon for servers that fetch a file when a reader opens it days later; this address redirects
 * to a freshly signed one while other servers may see the post (a reachable person's public post,
 * or a post of a public clique), and is 404 after.
 */
export const postMediaRoutes: RoutePlugin = async (app, { context }) => {
  app.get(
    '/ap/posts/:id/media/:position',
    { config: { public: true }, schema: { hide: true, params: Params } },
    async (request, reply) => {
      const { id, position } = request.params;
      const media = isId(id) ? await findFederableMedia(context.db, id, position) : undefined;
      if (!media) throw notFound('File not found');
      const signed = (await mediaServiceFor(context)).embedUrl(media.key);
      return reply
        .header('Cache-Control', `public, max-age=${redirectMaxAge}`)
        .redirect(new URL(signed, context.config.publicOrigin).href, 302);
    },
  );
};
