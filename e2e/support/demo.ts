import type { GuideBundle, Point, PointLookup, PointSummary } from '@percurso/shared';
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';

export const MUSEUM_PATH = '/museu-do-acucar-e-do-cafe';
export const TOUR_PATH = '/caminhos-do-centro-historico';

/** A guide bundle whose points also carry their content (as GET /api/points/:id gives it). */
export type DemoPoint = PointSummary & Point;
export type DemoGuide = Omit<GuideBundle, 'points'> & { points: DemoPoint[] };

/**
 * Reads a demo guide through the public API, so tests assert what the seed really wrote: the
 * bundle, and each point's content from the point endpoint (the bundle lists summaries). Points
 * that need their QR code or the visitor there answer only their teaser before the unlock, so a
 * reader of its own (a fresh request context, never the caller's visitor) scans their printed
 * codes first: reading the demo changes nobody's progress or session.
 */
export async function readGuide(request: APIRequestContext, path: string): Promise<DemoGuide> {
  const response = await request.get(`/api/guides/by-name${path}`);
  if (!response.ok()) throw new Error(`GET guide ${path}: ${response.status()}`);
  const bundle = (await response.json()) as GuideBundle;
  const origin = new URL(response.url()).origin;
  const reader = await playwrightRequest.newContext({ baseURL: origin });
  try {
    const points = [];
    for (const summary of bundle.points) {
      let lookup = await readPoint(reader, summary.id);
      if (lookup.locked) {
        await scanPrintedCode(reader, origin, summary.id);
        lookup = await readPoint(reader, summary.id);
      }
      points.push({ ...summary, ...lookup.point });
    }
    return { ...bundle, points };
  } finally {
    await reader.dispose();
  }
}

async function readPoint(request: APIRequestContext, pointId: string): Promise<PointLookup> {
  const lookup = await request.get(`/api/points/${encodeURIComponent(pointId)}`);
  if (!lookup.ok()) throw new Error(`GET point ${pointId}: ${lookup.status()}`);
  return (await lookup.json()) as PointLookup;
}

/** Unlocks the point for the request context's visitor (anonymous) as its printed QR link does. */
async function scanPrintedCode(request: APIRequestContext, origin: string, pointId: string) {
  const headers = { origin };
  const me = await request.get('/api/me');
  if (!me.ok()) await request.post('/api/auth/sign-in/anonymous', { data: {}, headers });
  const unlock = await request.post('/api/interactions', {
    data: { id: crypto.randomUUID(), pointId, tracker: 'OutOfApp', proof: { qr: `${origin}/qrcode/${pointId}` } },
    headers,
  });
  if (!unlock.ok()) throw new Error(`unlock ${pointId}: ${unlock.status()} ${await unlock.text()}`);
}

export function findPoint(bundle: DemoGuide, predicate: (point: DemoPoint) => boolean): DemoPoint {
  const point = bundle.points.find(predicate);
  if (!point) throw new Error('the demo has no such point');
  return point;
}

/** A sign-up body as the server wants it: the password typed twice and the terms accepted. */
export function signUpData(account: { email: string; password: string; name: string }) {
  return { ...account, confirmation: account.password, termsAndPolicyCheck: true };
}
