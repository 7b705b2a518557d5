import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, RateLimitedError } from '../errors';

/** One error handler: client errors keep their message; 5xx never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
      });
    }
    if (error.validation) {
      const details = error.validation.map((v) => ({
        path: v.instancePath || v.params?.missingProperty || '',
        message: v.message,
      }));
      return reply
        .status(400)
        .send({ error: { code: 'validation_failed', message: validationMessage(error), details } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'rate_limited', message: 'Too many requests, please try again later' } });
    }
    if (status === 413) {
      return reply.status(413).send({ error: { code: 'payload_too_large', message: 'Request body is too large' } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: status === 404 ? 'not_found' : 'validation_failed', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  if (first.keyword === 'additionalProperties') return `Unknown field: ${String(first.params?.additionalProperty)}`;
  const where = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const field = where || (first.params?.missingProperty as string | undefined) || error.validationContext || 'request';
  return `${field} ${first.message ?? 'is invalid'}`;
}

/**
 * Errors Fastify answers before any route or hook (a URL whose percent-encoding is not UTF-8):
 * the contract's error shape instead of Fastify's own. Passed as the server's `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({
    error: {
      code: 'validation_failed',
      message: error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid percent-encoded UTF-8' : error.message,
    },
  });
}
