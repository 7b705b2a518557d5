import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '@cliques/contracts';
import { HttpError, RateLimitedError, message } from './errors';
import { requestLocale } from '../i18n/language';
import { translate } from '../i18n/translate';
import { validationText } from '../i18n/validation';

/**
 * One error handler: client errors keep their message, in the request's language (Accept-Language;
 * English byte for byte when it asks for none Cliques speaks); 5xx never leak details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // Any route can fail, and then answers 500 `internal` with the error body: its documented answers say so.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) route.schema.response = { 500: ErrorBody, ...(route.schema.response as object) };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      const text = translate(locale, error.text);
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: text, ...(error.details ? { details: error.details } : {}) },
      });
    }
    if (error.validation) {
      const details = error.validation.map((v) => ({
        path: v.instancePath || v.params?.missingProperty || '',
        message: v.message,
      }));
      return reply
        .status(400)
        .send({ error: { code: 'validation_failed', message: validationText(locale, error), details } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: { code: 'rate_limited', message: translate(locale, 'Too many requests, please try again later') },
      });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: 'payload_too_large', message: translate(locale, 'Request body is too large') } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: status === 404 ? 'not_found' : 'validation_failed', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: translate(locale, 'Internal server error') } });
  });
  app.setNotFoundHandler((request, reply) => {
    const text = message('No route for {method} {path}', {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
    });
    reply.status(404).send({ error: { code: 'not_found', message: translate(requestLocale(request), text) } });
  });
}

/**
 * Errors Fastify answers before any route or hook (a URL whose percent-encoding is not UTF-8):
 * the contract's error shape instead of Fastify's own. Passed as the server's `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const badUrl = 'The URL is not valid percent-encoded UTF-8';
  void reply.status(status).send({
    error: {
      code: 'validation_failed',
      message: error.code === 'FST_ERR_BAD_URL' ? translate(requestLocale(request), badUrl) : error.message,
    },
  });
}
