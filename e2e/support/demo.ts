import type { GuideBundle, Point } from '@percurso/shared';
import type { APIRequestContext } from '@playwright/test';

export const MUSEUM_PATH = '/museu-do-acucar-e-do-cafe';
export const TOUR_PATH = '/caminhos-do-centro-historico';

/** Reads a demo guide through the public API, so tests assert what the seed really wrote. */
export async function readGuide(request: APIRequestContext, path: string): Promise<GuideBundle> {
  const response = await request.get(`/api/guides/by-name${path}`);
  if (!response.ok()) throw new Error(`GET guide ${path}: ${response.status()}`);
  return (await response.json()) as GuideBundle;
}

export function findPoint(bundle: GuideBundle, predicate: (point: Point) => boolean): Point {
  const point = bundle.points.find(predicate);
  if (!point) throw new Error('the demo has no such point');
  return point;
}
