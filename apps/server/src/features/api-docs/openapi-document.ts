import * as shared from '@percurso/shared';
import { APP_VERSION, errorEnvelope } from '@percurso/shared';
import * as sharedRoadMap from '@percurso/shared/road-map';
import { z } from 'zod';
import { validatedPartOf } from '../../http/validate.ts';
import { SESSION_COOKIE_NAME } from '../auth/index.ts';
import { API_OPERATIONS, type OperationText } from './api-operations.ts';

/** One row of Hono's route table (`app.routes`): a middleware or a handler of one method and path. */
export interface RouteRow {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }>;
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/**
 * The middleware rows of the route table (method ALL): the edge guards, the panel's access guard,
 * better-auth's own endpoints (relayed under /api/auth/*, described in the Account section) and
 * the JSON 404 of unknown API paths. Any other ALL route is an undocumented handler.
 */
export const MIDDLEWARE_PATHS = [
  '/api/*',
  '/api/auth/*',
  '/api/panel/*',
  '/api/panel/road-maps/*',
  '/api/panel/road-maps',
];

/** Hono's `/guides/:guideId/qr-kit/:file{.+\.pdf}` as OpenAPI's `/guides/{guideId}/qr-kit/{file}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^/]*\})?/g, '{$1}');
}

/** The shared schemas by their exported names: a body validated by one is a named component. */
function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of [...Object.entries(shared), ...Object.entries(sharedRoadMap)]) {
    if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  }
  return names;
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  // 'input': what a client sends (defaults optional, before transforms); a Date or a File, which
  // JSON Schema cannot say, becomes {}.
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

const OPERATION_ENTRIES = Object.entries(API_OPERATIONS).flatMap(([tag, operations]) =>
  Object.entries(operations).map(([key, text]) => ({ key, tag, text })),
);

/** `METHOD /path` of every documented operation, for the coverage test. */
export const DOCUMENTED_OPERATIONS = OPERATION_ENTRIES.map((entry) => entry.key);

function describedAs(text: OperationText): { summary: string; response?: z.ZodType } {
  return typeof text === 'string' ? { summary: text } : text;
}

/**
 * The OpenAPI 3.1 document of /api, drawn from the app's route table: every handler route, the
 * request parts its `validate` middlewares check (path, query and header parameters, JSON and form
 * bodies), the shared answer schemas the operations table names, and the error envelope. A route
 * missing from API_OPERATIONS is listed under "Undocumented" (and openapi.test.ts fails).
 */
export function buildOpenApiDocument(routes: readonly RouteRow[]): OpenApiDocument {
  const names = namedSchemas();
  const components: Record<string, JsonSchema> = { ErrorEnvelope: toJsonSchema(errorEnvelope) };
  const refTo = (schema: z.ZodType): JsonSchema => {
    const name = names.get(schema);
    if (!name) return toJsonSchema(schema);
    components[name] ??= toJsonSchema(schema);
    return { $ref: `#/components/schemas/${name}` };
  };

  // Rows of one method and path are the middlewares and the handler of one route, in order.
  const grouped = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const row of routes) {
    if (row.method === 'ALL' || !row.path.startsWith('/api/')) continue;
    const path = openApiPath(row.path);
    const key = `${row.method} ${path}`;
    const group = grouped.get(key) ?? { method: row.method, path, handlers: [] };
    group.handlers.push(row.handler);
    grouped.set(key, group);
  }

  const described = new Map(OPERATION_ENTRIES.map((entry) => [entry.key, entry]));
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, { method, path, handlers }] of grouped) {
    const entry = described.get(key);
    const { summary, response } = entry ? describedAs(entry.text) : { summary: key, response: undefined };
    const tag = entry?.tag ?? 'Undocumented';
    const operation: OpenApiOperation = {
      operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, next = '') => next.toUpperCase())}`,
      summary,
      tags: [tag],
      responses: {
        '2XX': response
          ? { description: 'Success', content: { 'application/json': { schema: refTo(response) } } }
          : { description: 'Success' },
        default: { $ref: '#/components/responses/Error' },
      },
    };
    const parameters = new Map<string, NonNullable<OpenApiOperation['parameters']>[number]>();
    for (const handler of handlers) {
      const part = validatedPartOf(handler);
      if (!part) continue;
      if (part.target === 'json' || part.target === 'form') {
        const type = part.target === 'json' ? 'application/json' : 'multipart/form-data';
        operation.requestBody = { required: true, content: { [type]: { schema: refTo(part.schema) } } };
        continue;
      }
      const place = part.target === 'param' ? 'path' : part.target;
      if (place !== 'path' && place !== 'query' && place !== 'header') continue;
      const object = toJsonSchema(part.schema);
      const required = new Set((object.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((object.properties ?? {}) as Record<string, JsonSchema>)) {
        parameters.set(`${place} ${name}`, {
          name,
          in: place,
          required: place === 'path' || required.has(name),
          schema,
        });
      }
    }
    // Every {param} of the path is declared, validated or not.
    for (const [, name = ''] of path.matchAll(/\{(\w+)\}/g)) {
      if (!parameters.has(`path ${name}`))
        parameters.set(`path ${name}`, { name, in: 'path', required: true, schema: { type: 'string' } });
    }
    if (parameters.size > 0) operation.parameters = [...parameters.values()];
    if (tag.startsWith('Panel') || path.startsWith('/api/me')) operation.security = [{ session: [] }];
    paths[path] ??= {};
    (paths[path] as Record<string, OpenApiOperation>)[method.toLowerCase()] = operation;
  }

  const tags = [
    ...new Set([
      ...Object.keys(API_OPERATIONS),
      ...Object.values(paths).flatMap((byMethod) => Object.values(byMethod).flatMap((operation) => operation.tags)),
    ]),
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Percurso API',
      version: APP_VERSION,
      description:
        'The public (visitor) and panel API of this Percurso installation, generated from its route table and shared zod schemas. ' +
        'Sessions are cookies set by the /api/auth endpoints (better-auth; its own endpoints such as /api/auth/sign-out and /api/auth/get-session are relayed under /api/auth/*). ' +
        'Writes must come from the site’s origin as application/json (multipart on uploads). Every failure answers the error envelope.',
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      responses: {
        Error: {
          description:
            'Failure: the error envelope, its code one of the catalogue’s (the HTTP status follows the code)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie (also __Secure- prefixed on https)',
        },
      },
    },
  };
}
