import type { GuideBundle, Point, PointLookup, PointSummary } from '@percurso/shared';
import type { APIRequestContext } from '@playwright/test';

export const MUSEUM_PATH = '/museu-do-acucar-e-do-cafe';
export const TOUR_PATH = '/caminhos-do-centro-historico';

/** A guide bundle whose points also carry their content (as GET /api/points/:id gives it). */
export type DemoPoint = PointSummary & Point;
export type DemoGuide = Omit<GuideBundle, 'points'> & { points: DemoPoint[] };

/**
 * Reads a demo guide through the public API, so tests assert what the seed really wrote: the
 * bundle, and each point's content from the point endpoint (the bundle lists summaries).
 */
export async function readGuide(request: APIRequestContext, path: string): Promise<DemoGuide> {
  const response = await request.get(`/api/guides/by-name${path}`);
  if (!response.ok()) throw new Error(`GET guide ${path}: ${response.status()}`);
  const bundle = (await response.json()) as GuideBundle;
  const points = await Promise.all(
    bundle.points.map(async (summary) => {
      const lookup = await request.get(`/api/points/${encodeURIComponent(summary.id)}`);
      if (!lookup.ok()) throw new Error(`GET point ${summary.id}: ${lookup.status()}`);
      return { ...summary, ...((await lookup.json()) as PointLookup).point };
    }),
  );
  return { ...bundle, points };
}

export function findPoint(bundle: DemoGuide, predicate: (point: DemoPoint) => boolean): DemoPoint {
  const point = bundle.points.find(predicate);
  if (!point) throw new Error('the demo has no such point');
  return point;
}
