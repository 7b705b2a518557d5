import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** What the checker reads of the OpenAPI document. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
}
interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
}

/** One documented operation, with the pattern its path matches. */
interface DocumentedOperation {
  key: string;
  method: string;
  pattern: RegExp;
  /** Segments without a parameter: the more, the more specific (`/users/search` before `/users/{id}`). */
  fixedSegments: number;
  responses: Record<string, OpenApiResponse>;
}

// The document is OpenAPI 3.0: `nullable` is a keyword (Ajv knows it), `example` an annotation.
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
addFormats(ajv);
ajv.addVocabulary(['example', 'externalDocs', 'xml']);
/** Compiled validators by schema text: each schema is compiled once per test file, when first needed. */
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(text, validate);
  }
  return validate;
}

function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const segments = path.split('/');
    const source = segments
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        pattern: new RegExp(`^${source}$`),
        fixedSegments: segments.filter((segment) => !segment.startsWith('{')).length,
        responses: operation.responses ?? {},
      });
    }
  }
  return operations.sort((a, b) => b.fixedSegments - a.fixedSegments);
}

const isJson = (contentType: string) => /^application\/(.+\+)?json\b/.test(contentType);

/**
 * Checks one answer against the document: the operation of its method and path must declare its
 * status, and a JSON body must match that status's schema. Answers of paths the document does not
 * list (pages, media files, the identity endpoint, an unknown path's 404) are not checked.
 */
function checkAnswer(
  operations: DocumentedOperation[],
  request: { method: string; url: string },
  response: LightMyRequestResponse,
): void {
  const method = request.method.toUpperCase();
  if (method === 'HEAD' || method === 'OPTIONS') return;
  const path = request.url.split('?')[0] ?? '';
  const operation = operations.find((op) => op.method === method && op.pattern.test(path));
  if (!operation) return;
  const status = String(response.statusCode);
  const declared = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  const where = `${operation.key} (${method} ${request.url})`;
  if (!declared)
    throw new Error(
      `${where} answered ${status}, which the OpenAPI document does not declare (it declares ${Object.keys(operation.responses).join(', ')}): ${response.body.slice(0, 300)}`,
    );
  const contentType = String(response.headers['content-type'] ?? '');
  const schema = declared.content?.['application/json']?.schema;
  if (response.body === '') {
    if (schema && response.statusCode < 300)
      throw new Error(`${where} answered ${status} with no body; the OpenAPI document describes one`);
    return;
  }
  if (!isJson(contentType)) return;
  if (!schema)
    throw new Error(
      `${where} answered ${status} with a JSON body the OpenAPI document does not describe: ${response.body.slice(0, 300)}`,
    );
  const validate = validatorFor(schema);
  if (!validate(JSON.parse(response.body)))
    throw new Error(
      `${where} answered ${status} with a body that does not match the OpenAPI document: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${response.body.slice(0, 500)}`,
    );
}

/**
 * Makes every `app.inject(options)` of a test check its answer against the app's own OpenAPI
 * document (`/api/openapi.json`), so a route whose answers drift from its declared schema fails the
 * test that calls it. The document is read at the first call.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  let operations: Promise<DocumentedOperation[]> | undefined;
  const documented = () =>
    (operations ??= inject({ method: 'GET', url: '/api/openapi.json' }).then((response) =>
      operationsOf(response.json() as OpenApiDocument),
    ));
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const request = typeof options === 'string' ? { method: 'GET', url: options } : options;
    const target = request.url ?? request.path;
    const url = typeof target === 'string' ? target : (target?.pathname ?? '');
    checkAnswer(await documented(), { method: request.method ?? 'GET', url }, response);
    return response;
  };
  // Only the promise form is checked; a call with a callback or the chained form goes through as it is.
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as FastifyInstance['inject'];
}
