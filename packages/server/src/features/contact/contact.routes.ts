import type { FastifySchemaValidationError } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ContactRequest, ContactResponse, contactLimits, errorResponses } from '@cliques/contracts';
import type { RoutePlugin } from '../../context';
import { badRequest, message } from '../../platform/http/errors';
import { sendContactMessage } from './contact.service';

/** Messages one client address may send per window. */
const perAddress = { max: 5, timeWindow: '15 minutes' };

const fieldLabels: Record<string, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

/**
 * POST /api/contact: no bearer token (the client sends none); the message is stored before 201 and
 * forwarded to the team by mail; each client address may send only a few per window.
 */
export const contactRoutes: RoutePlugin = async (app, { context }) => {
  // Registered in this scope only: the limit applies to contact, not to the rest of the API.
  await app.register(rateLimit, { global: false });
  app.post(
    '/contact',
    {
      config: {
        public: true,
        rateLimit: perAddress,
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        operationId: 'sendContactMessage',
        security: [],
        body: ContactRequest,
        response: { 201: ContactResponse, ...errorResponses(400, 413, 429) },
      },
      schemaErrorFormatter: contactValidationError,
    },
    async (request, reply) => {
      await sendContactMessage(
        {
          db: context.db,
          mailer: context.mailer,
          contactTo: context.config.contactTo,
          onForwardError: (error, messageId) =>
            request.log.warn({ err: error, messageId }, 'contact message stored but not forwarded'),
        },
        request.body,
        request.ip,
      );
      return reply.status(201).send({ ok: true as const });
    },
  );
};

/** Messages a person filling in the form can act on (the form shows the server's message as is). */
function contactValidationError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const details = errors.map((e) => ({
    path: e.instancePath || String(e.params.missingProperty ?? ''),
    message: e.message,
  }));
  const first = errors[0];
  const field = first ? first.instancePath.replace(/^\//, '') || String(first.params.missingProperty ?? '') : '';
  const label = fieldLabels[field];
  if (!first || dataVar !== 'body') return badRequest('Invalid request', details);
  if (first.keyword === 'additionalProperties')
    return badRequest(message('Unknown field: {field}', { field: String(first.params.additionalProperty) }), details);
  if (first.keyword === 'required' || first.keyword === 'minLength')
    return badRequest('All fields are required', details);
  if (label && first.keyword === 'format') return badRequest('Please enter a valid email address', details);
  if (label && first.keyword === 'maxLength')
    return badRequest(
      message('{label} must be at most {max} characters', {
        label,
        max: contactLimits[field as keyof typeof contactLimits],
      }),
      details,
    );
  if (label) return badRequest(message('{label} must be text', { label }), details);
  return badRequest('The request body must be a JSON object with name, email, subject and message', details);
}
