import { analyticsQuery, id, rawExportQuery } from '@percurso/shared';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import {
  accessAnalytics,
  guideAnalytics,
  requireGuide,
  requireRoadMapReader,
  roadMapAnalytics,
} from './analytics.service.ts';
import { exportCsv, prepareExport } from './export.service.ts';
import { resolvePeriod } from './period.ts';
import { placesAnalytics } from './places-analytics.service.ts';
import { prepareRawExport, RAW_EXPORT_CONTENT_TYPES, rawExport, rawExportFileName } from './raw-export.ts';
import { funnelAnalytics, mediaAnalytics, visitAnalytics } from './visit-insights.service.ts';

const guideParam = z.object({ guideId: id });
const periodQuery = analyticsQuery.omit({ journeyId: true });

/**
 * Usage dashboards (mounted at /api/panel; docs/panel-api.md "Analytics"). Guide dashboards and
 * the export: guide.analytics.read (global admins, the guide's admins and analysts). Road maps:
 * global admins and the road map's administrators.
 */
export function analyticsRoutes(db: Db, policy: AccessPolicy) {
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        await next();
        c.header('cache-control', 'no-store');
      })
      .get(
        '/guides/:guideId/analytics',
        validate('param', guideParam),
        validate('query', analyticsQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) =>
          c.json({ analytics: await guideAnalytics(db, c.req.valid('param').guideId, c.req.valid('query')) }),
      )
      .get(
        '/guides/:guideId/analytics/accesses',
        validate('param', guideParam),
        validate('query', analyticsQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) =>
          c.json({ analytics: await accessAnalytics(db, c.req.valid('param').guideId, c.req.valid('query')) }),
      )
      // Visit insights (issue 31): visits, dwell and media, journey funnels.
      .get(
        '/guides/:guideId/analytics/visits',
        validate('param', guideParam),
        validate('query', periodQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) =>
          c.json({ analytics: await visitAnalytics(db, c.req.valid('param').guideId, c.req.valid('query')) }),
      )
      .get(
        '/guides/:guideId/analytics/media',
        validate('param', guideParam),
        validate('query', periodQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) =>
          c.json({ analytics: await mediaAnalytics(db, c.req.valid('param').guideId, c.req.valid('query')) }),
      )
      .get(
        '/guides/:guideId/analytics/funnels',
        validate('param', guideParam),
        validate('query', periodQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) =>
          c.json({ analytics: await funnelAnalytics(db, c.req.valid('param').guideId, c.req.valid('query')) }),
      )
      // Codes and places (issue 31 item 4): scans per printed code, methods, never scanned, heatmap.
      .get(
        '/guides/:guideId/analytics/places',
        validate('param', guideParam),
        validate('query', periodQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) =>
          c.json({ analytics: await placesAnalytics(db, c.req.valid('param').guideId, c.req.valid('query')) }),
      )
      .get(
        '/guides/:guideId/analytics/export.csv',
        validate('param', guideParam),
        validate('query', analyticsQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) => {
          const { guideId } = c.req.valid('param');
          await requireGuide(db, guideId);
          const prepared = await prepareExport(db, guideId, c.req.valid('query'));
          c.header('content-type', 'text/csv; charset=utf-8');
          c.header('content-disposition', `attachment; filename="${prepared.fileName}"`);
          c.header('x-total-rows', String(prepared.totalRows));
          c.header('cache-control', 'no-store');
          return stream(c, async (out) => {
            for await (const chunk of exportCsv(db, guideId, prepared.period)) await out.write(chunk);
          });
        },
      )
      // The anonymised raw events (issue 31 item 5), streamed as NDJSON or CSV.
      .get(
        '/guides/:guideId/analytics/raw-export',
        validate('param', guideParam),
        validate('query', rawExportQuery),
        policy.guard('guide.analytics.read', 'guideId'),
        async (c) => {
          const { guideId } = c.req.valid('param');
          const { format, ...range } = c.req.valid('query');
          await requireGuide(db, guideId);
          const period = resolvePeriod(range);
          await prepareRawExport(db);
          c.header('content-type', RAW_EXPORT_CONTENT_TYPES[format]);
          c.header('content-disposition', `attachment; filename="${rawExportFileName(guideId, period, format)}"`);
          c.header('cache-control', 'no-store');
          return stream(c, async (out) => {
            for await (const chunk of rawExport(db, guideId, period, format)) await out.write(chunk);
          });
        },
      )
      .get(
        '/road-maps/:roadMapId/analytics',
        validate('param', z.object({ roadMapId: id })),
        validate('query', analyticsQuery.omit({ journeyId: true })),
        async (c) => {
          const actor = await policy.actorOf(c);
          if (actor.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
          const roadMap = await requireRoadMapReader(db, actor, c.req.valid('param').roadMapId);
          return c.json({ analytics: await roadMapAnalytics(db, roadMap, c.req.valid('query')) });
        },
      )
  );
}
