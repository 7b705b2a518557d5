import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

/** The part of a JSON Schema object this file reads. */
interface ObjectSchema {
  properties?: Record<string, { default?: unknown }>;
  required?: string[];
}

/** A request body's schemas by media type (`schema.body.content`). */
interface BodyContent {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/.test(mediaType);

/**
 * A query parameter with a default is not required of the client: the server's validator fills it
 * in (`useDefaults`). The schema keeps it required, so the handler's type has it; the document
 * lists it as optional, with its default.
 */
function optionalWithDefault(schema: ObjectSchema): ObjectSchema {
  const required = (schema.required ?? []).filter((name) => schema.properties?.[name]?.default === undefined);
  if (required.length === (schema.required ?? []).length) return schema;
  const { required: _required, ...rest } = schema;
  return required.length > 0 ? { ...rest, required } : rest;
}

/**
 * A body of a media type other than JSON reaches the handler as raw bytes (a Buffer), so its
 * validator schema names no type; the document says what it is, a binary string.
 */
function binaryBodies(body: BodyContent): BodyContent {
  if (!body.content) return body;
  const content = Object.fromEntries(
    Object.entries(body.content).map(([mediaType, media]) => [
      mediaType,
      isJson(mediaType) || media.schema?.type !== undefined
        ? media
        : { ...media, schema: { ...media.schema, type: 'string', format: 'binary' } },
    ]),
  );
  return { ...body, content };
}

/** How a route's schema is shown in the document (the route itself validates with the schema as it is). */
const transform: SwaggerTransform = ({ schema, url }) => {
  if (!schema) return { schema, url };
  const shown: FastifySchema = { ...schema };
  if (schema.querystring) shown.querystring = optionalWithDefault(schema.querystring as ObjectSchema);
  if (schema.body) shown.body = binaryBodies(schema.body as BodyContent);
  return { schema: shown, url };
};

/**
 * The OpenAPI document (`/api/openapi.json`, docs/API.md "The OpenAPI document"): generated from the
 * route schemas, OpenAPI 3.0, relative to the origin that serves it. New options for each app: the
 * plugin writes into the object it is given.
 */
export const openapiOptions = (): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Cliques API',
      version: '1.0.0',
      description: 'The HTTP contract of Cliques (docs/API.md). Errors answer `{error: {code, message, details?}}`.',
    },
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  },
  transform,
});
