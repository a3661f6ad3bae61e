import { localeOfAcceptLanguage } from '@percurso/i18n';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { renderApiReference } from './api-reference-page.ts';
import { buildOpenApiDocument, type OpenApiDocument, type RouteRow } from './openapi-document.ts';

/** Public: the document holds nothing an integrator could not read from the source; revalidated hourly. */
const CACHE = { 'cache-control': 'public, max-age=3600' };

/**
 * The API reference (mounted at /api): GET /openapi.json, the OpenAPI 3.1 document, and GET /docs,
 * the same drawn as a page. Built once, on the first read, from the whole app's route table
 * (`routeTable`, read then, when every route is registered).
 */
export function apiDocsRoutes(routeTable: () => readonly RouteRow[]) {
  let document: OpenApiDocument | undefined;
  const documentOnce = () => {
    document ??= buildOpenApiDocument(routeTable());
    return document;
  };
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(documentOnce(), 200, CACHE))
    .get('/docs', (c) =>
      c.html(renderApiReference(documentOnce(), localeOfAcceptLanguage(c.req.header('accept-language'))), 200, {
        ...CACHE,
        vary: 'accept-language',
      }),
    );
}
