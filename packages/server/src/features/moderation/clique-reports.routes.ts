import {
  CliqueReportActionBody,
  CliqueReportActionResponse,
  CliqueReportParams,
  CliqueReportsQuery,
  IdParams,
  ModerationReportsResponse,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { mediaServiceFor } from '../media';
import type { ActionDeps } from './actions';
import { actOnCliqueReport, listCliqueReports } from './clique-reports.service';

const tags = ['cliques', 'moderation'];

/** A clique's own queue of reports, for its moderators, admins and owner (docs/API.md "Cliques as communities"). */
export const cliqueReportRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const media = await mediaServiceFor(context);
  const deps: ActionDeps = {
    db,
    admins: new Set(context.config.adminUsers),
    embedUrl: (key) => media.embedUrl(key),
    releaseMedia: (ownerId, keys) => media.releaseUnused(ownerId, keys),
  };

  app.get(
    '/cliques/:id/reports',
    {
      schema: {
        tags,
        summary: "The clique's reports (its moderators)",
        operationId: 'listCliqueReports',
        params: IdParams,
        querystring: CliqueReportsQuery,
        response: { 200: ModerationReportsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listCliqueReports(deps, callerOf(request).userId, request.params.id, request.query),
  );

  app.post(
    '/cliques/:id/reports/:reportId/actions',
    {
      schema: {
        tags,
        summary: 'Decide on a report of the clique (its moderators)',
        operationId: 'actOnCliqueReport',
        params: CliqueReportParams,
        body: CliqueReportActionBody,
        response: { 200: CliqueReportActionResponse, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      actOnCliqueReport(deps, callerOf(request).userId, request.params.id, request.params.reportId, request.body),
  );
};
