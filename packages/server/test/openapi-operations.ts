import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the contract's OpenAPI document uses (TypeBox output, OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema | JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** One parameter of an operation (path or query). */
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document: `GET /api/users/{id}` and what it takes. */
export interface Operation {
  /** `METHOD /path`, the key the matrix and the reports use. */
  key: string;
  method: string;
  path: string;
  params: Parameter[];
  /** The JSON body's schema; null when the operation takes no JSON body. */
  body: JsonSchema | null;
  /** Other body types it takes (a release archive). */
  otherBodyTypes: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the app's served OpenAPI document (`/api/openapi.json`), in document order. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`/api/openapi.json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content ?? {};
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (operation.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({
            name: p.name,
            in: p.in as Parameter['in'],
            required: p.in === 'path' || Boolean(p.required),
            schema: p.schema ?? {},
          })),
        body: content['application/json']?.schema ?? null,
        otherBodyTypes: Object.keys(content).filter((type) => type !== 'application/json'),
      });
    }
  }
  return operations;
}

/** The path with its `{name}` parameters filled in (percent-encoded as given by `encode`). */
export function fillPath(
  path: string,
  values: Record<string, string>,
  encode: (value: string) => string = encodeURIComponent,
): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encode(values[name] ?? ''));
}
