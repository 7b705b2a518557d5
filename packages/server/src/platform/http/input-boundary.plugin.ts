import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorBody } from '@cliques/contracts';
import { badRequest, message } from './errors';
import { findNonFiniteNumber, findTextProblem, normaliseStrings, problemError } from '../input/clean-input';
import { jsonTooDeep, maxJsonDepth } from './json-depth';

/**
 * The one check every request's input passes before any route sees it (docs/API.md, "Hardening"):
 * JSON bodies nested at most 32 deep (checked on the text, before anything recurses); no NUL and no
 * lone surrogate in any string of the body, query or path, object keys included (400
 * `validation_failed`); body strings trimmed and stripped of unpaired bidi controls; after
 * validation, no number that is not finite (coerced from `1e400`). Scopes with
 * their own body parsers (identity, media uploads, release archives) get buffers, which pass as
 * they are and are checked where they are read.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  // Any route can get input this check refuses, so every route's documented answers include its 400.
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) route.schema.response = { 400: ErrorBody, ...(route.schema.response as object) };
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) {
      done(badRequest(message('JSON may nest at most {max} levels', { max: maxJsonDepth })), undefined);
      return;
    }
    // The parser answers through `done`; nothing is left to wait for.
    void parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request);
    if (problem) throw problemError(problem);
    if (request.body && typeof request.body === 'object') request.body = normaliseStrings(request.body);
  });
  app.addHook('preHandler', async (request) => {
    const problem =
      findNonFiniteNumber(request.params, 'params') ??
      findNonFiniteNumber(request.query, 'query') ??
      findNonFiniteNumber(request.body, 'body');
    if (problem) throw problemError(problem);
  });
}

function inputProblem(request: FastifyRequest) {
  return (
    findTextProblem(request.params, 'params') ??
    findTextProblem(request.query, 'query') ??
    findTextProblem(request.body, 'body')
  );
}
