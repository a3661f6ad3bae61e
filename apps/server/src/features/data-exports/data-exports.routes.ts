import { exportQuery, guideExportParams, id } from '@percurso/shared';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { requireGuide, requireRoadMapReader } from '../analytics/index.ts';
import { GUIDE_DATASETS, renderExport, roadMapExecutions } from './data-exports.service.ts';

function download(c: Context<AppEnv>, file: ReturnType<typeof renderExport>, rows: number) {
  return c.body(file.body, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'x-total-rows': String(rows),
    'cache-control': 'no-store',
  });
}

/**
 * Downloads of what a manager owns (mounted at /api/panel, before the panel's road-map guard, like
 * the dashboards): GET /guides/:guideId/exports/:dataset (points, ratings, winners, accesses) and
 * GET /road-maps/:roadMapId/exports/executions, each as CSV or JSON (?format=). Each needs the
 * permission of the panel screen that shows the data (docs/decisions/0007-permissions.md).
 */
export function dataExportRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .get(
      '/guides/:guideId/exports/:dataset',
      validate('param', guideExportParams),
      validate('query', exportQuery),
      async (c) => {
        const { guideId, dataset } = c.req.valid('param');
        const { action, rows: read } = GUIDE_DATASETS[dataset];
        await policy.authorize(c, action, guideId);
        await requireGuide(db, guideId);
        const rows = await read(db, guideId);
        return download(c, renderExport(dataset, guideId, rows, c.req.valid('query').format), rows.length);
      },
    )
    .get(
      '/road-maps/:roadMapId/exports/executions',
      validate('param', z.object({ roadMapId: id })),
      validate('query', exportQuery),
      async (c) => {
        const actor = await policy.actorOf(c);
        if (actor.isAnonymous) throw new AppError('auth/anonymous-not-allowed');
        const roadMap = await requireRoadMapReader(db, actor, c.req.valid('param').roadMapId);
        const rows = await roadMapExecutions(db, roadMap.id);
        return download(
          c,
          renderExport('road-map-executions', roadMap.id, rows, c.req.valid('query').format),
          rows.length,
        );
      },
    );
}
