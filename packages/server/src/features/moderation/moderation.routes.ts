import type { FastifyRequest } from 'fastify';
import {
  AuditQuery,
  AuditResponse,
  CreateReportBody,
  IdParams,
  ModerationActionBody,
  ModerationActionResponse,
  ModerationReportsQuery,
  ModerationReportsResponse,
  ReportResponse,
  SetRoleBody,
  SetRoleResponse,
  errorResponses,
} from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { callerOf } from '../../platform/http/auth.plugin';
import { mediaServiceFor } from '../media';
import { actOnReport, type ActionDeps } from './actions';
import { listAudit, listReports } from './queue';
import { createReport } from './reports';
import { requireAdmin, requireStaff } from '../people';
import { setRole } from './roles.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const bodyErrors = errorResponses(400, 401, 403, 404, 409, 413);

/** Reports (everyone), roles (admins), and the moderation queue, actions and audit log (moderators and admins). */
export const moderationRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const admins = new Set(context.config.adminUsers);
  const media = await mediaServiceFor(context);
  const deps: ActionDeps = {
    db,
    admins,
    embedUrl: (key) => media.embedUrl(key),
    releaseMedia: (ownerId, keys) => media.releaseUnused(ownerId, keys),
  };
  // onRequest, after the bearer hook: a member is refused (403) before their input is even read.
  const staffOnly = async (request: FastifyRequest) => {
    await requireStaff(db, callerOf(request), admins);
  };
  const adminOnly = async (request: FastifyRequest) => requireAdmin(callerOf(request), admins);

  app.post(
    '/reports',
    {
      config: { writeLimit: 'reports' },
      schema: {
        tags: ['reports'],
        summary: 'Report a post, comment, message or person',
        operationId: 'createReport',
        body: CreateReportBody,
        response: { 200: ReportResponse, 201: ReportResponse, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const { created, report } = await createReport(db, callerOf(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );

  app.put(
    '/admin/users/:id/role',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Give a person a site role',
        operationId: 'setUserRole',
        params: IdParams,
        body: SetRoleBody,
        response: { 200: SetRoleResponse, ...bodyErrors },
      },
    },
    async (request) => setRole(db, callerOf(request), admins, request.params.id, request.body.role),
  );

  app.get(
    '/moderation/reports',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['moderation'],
        summary: 'The moderation queue',
        operationId: 'listReports',
        querystring: ModerationReportsQuery,
        response: { 200: ModerationReportsResponse, ...errors },
      },
    },
    async (request) => listReports(db, request.query, deps.embedUrl),
  );

  app.post(
    '/moderation/reports/:id/actions',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['moderation'],
        summary: 'Decide on a report',
        operationId: 'actOnReport',
        params: IdParams,
        body: ModerationActionBody,
        response: { 200: ModerationActionResponse, ...bodyErrors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const role = await requireStaff(db, caller, admins);
      return actOnReport(deps, { userId: caller.userId, role }, request.params.id, request.body);
    },
  );

  app.get(
    '/moderation/audit',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['moderation'],
        summary: 'The moderation audit log',
        operationId: 'listModerationAudit',
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errors },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
