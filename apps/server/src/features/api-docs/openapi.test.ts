import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/test-app.ts';
import {
  buildOpenApiDocument,
  DOCUMENTED_OPERATIONS,
  MIDDLEWARE_PATHS,
  type OpenApiDocument,
  openApiPath,
} from './openapi-document.ts';

// Backups on (no schedule), so their routes are in the table too.
const t = setupTestApp({
  empty: true,
  settings: () => ({ backup: { dir: path.join(tmpdir(), 'percurso-openapi-backups'), schedule: undefined, keep: 1 } }),
});

/** `METHOD /path` of every handler route of /api in the app's route table. */
function registeredOperations(): string[] {
  const keys = t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${openApiPath(route.path)}`);
  return [...new Set(keys)].sort();
}

async function served(): Promise<OpenApiDocument> {
  const response = await t.app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await served();
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route of the API, and names no route that is gone', async () => {
    const documented = [...DOCUMENTED_OPERATIONS].sort();
    const registered = registeredOperations();
    expect(
      registered.filter((key) => !documented.includes(key)),
      'routes without an entry in API_OPERATIONS',
    ).toEqual([]);
    expect(
      documented.filter((key) => !registered.includes(key)),
      'entries of API_OPERATIONS without a route',
    ).toEqual([]);
    const document = await served();
    const inDocument = Object.entries(document.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(inDocument.sort()).toEqual(registered);
    expect(inDocument.length).toBeGreaterThan(150);
  });

  it('lets no handler hide among the middlewares (an ALL route is only one of the known guards)', () => {
    const all = new Set(
      t.app.routes
        .filter((route) => route.method === 'ALL' && route.path.startsWith('/api'))
        .map((route) => route.path),
    );
    expect([...all].filter((p) => !MIDDLEWARE_PATHS.includes(p))).toEqual([]);
  });

  it('fails the coverage check for a route added without documentation', () => {
    const withNewRoute = [
      ...t.app.routes,
      { method: 'GET', path: '/api/panel/new-thing/:id', handler: () => undefined },
    ];
    const document = buildOpenApiDocument(withNewRoute);
    expect(document.paths['/api/panel/new-thing/{id}']?.get?.tags).toEqual(['Undocumented']);
    expect(DOCUMENTED_OPERATIONS).not.toContain('GET /api/panel/new-thing/{id}');
  });

  it('draws parameters and bodies from the shared zod schemas the routes validate with', async () => {
    const document = await served();
    const createPoint = document.paths['/api/panel/points']?.post;
    expect(createPoint?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/pointInput',
    });
    expect(document.components.schemas.pointInput).toMatchObject({
      type: 'object',
      properties: { guideId: expect.any(Object) },
    });
    // A point's technical sheet (issue 29), with its limits, on create and on PATCH.
    const sheetOf = (name: string) =>
      (document.components.schemas[name] as { properties: Record<string, unknown> }).properties.technicalSheet;
    expect(sheetOf('pointInput')).toMatchObject({
      type: 'array',
      maxItems: 30,
      items: { properties: { label: { properties: { pt: { maxLength: 80 } } }, value: expect.any(Object) } },
    });
    expect(sheetOf('pointUpdate')).toMatchObject({ type: 'array', maxItems: 30 });
    const ratings = document.paths['/api/panel/guides/{guideId}/ratings']?.get;
    expect(ratings?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toContain('path guideId');
    expect(ratings?.security).toEqual([{ session: [] }]);
    // The error envelope lists the catalogue's codes.
    const envelope = document.components.schemas.ErrorEnvelope as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(envelope.properties.error.properties.code.enum).toContain('permission/denied');
    // A path param without a validator is still declared (OpenAPI requires it).
    expect(document.paths['/api/guides/{guideId}/qr-kit/{file}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'file', in: 'path', required: true }),
    );
  });
});

describe('the API reference page', () => {
  it('draws every operation in the reader’s language, with no script under the strict CSP', async () => {
    const response = await t.app.request('/api/docs', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Référence de l’API Percurso');
    expect(html).not.toContain('<script');
    const document = await served();
    for (const [p, methods] of Object.entries(document.paths)) {
      for (const operation of Object.values(methods)) expect(html).toContain(`id="${operation.operationId}"`);
      expect(html).toContain(`<code>${p}</code>`);
    }
  });
});
