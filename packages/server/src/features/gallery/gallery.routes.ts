import { CliqueMediaPage, CliqueMediaQuery, IdParams, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { postsServiceFor } from '../posts';
import { GalleryService } from './gallery.service';

/** A clique's gallery (docs/API.md "A clique's gallery"). */
export const galleryRoutes: RoutePlugin = async (app, { context }) => {
  const gallery = new GalleryService(context.db, (await postsServiceFor(context)).embedUrl);

  app.get(
    '/cliques/:id/media',
    {
      schema: {
        tags: ['cliques'],
        summary: 'The photos and videos posted in a clique, newest first',
        operationId: 'listCliqueMedia',
        params: IdParams,
        querystring: CliqueMediaQuery,
        response: { 200: CliqueMediaPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { type, limit, nextToken } = request.query;
      return gallery.media(callerOf(request).userId, request.params.id, type ?? null, { limit, nextToken });
    },
  );
};
