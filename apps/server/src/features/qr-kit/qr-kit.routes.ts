import { localize } from '@percurso/shared';
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { AccessPolicy } from '../access/index.ts';
import { codeSignerFor } from '../unlock-codes/index.ts';
import { renderQrKit } from './qr-kit.pdf.ts';
import { findGuideForKit, findKitJourney, listJourneyPoints, listKitJourneys } from './qr-kit.repository.ts';

/**
 * The QR print kit, mounted under /api/guides: the journeys that have one, and per journey a PDF
 * of cards whose codes open `${PUBLIC_ORIGIN}/qrcode/{pointId}?s={signature}` (the request's origin
 * when unset; the signature proves the visitor scanned the printed card, decision 0014's amendment).
 * Permission guide.content.edit: placing codes on site is part of preparing the content.
 */
export function qrKitRoutes(db: Db, policy: AccessPolicy, publicOrigin: string | undefined) {
  const allowedGuide = async (c: Parameters<AccessPolicy['authorize']>[0]) => {
    const guideId = c.req.param('guideId') ?? '';
    await policy.authorize(c, 'guide.content.edit', guideId);
    const guide = await findGuideForKit(db, guideId);
    if (!guide) throw new AppError('guide/not-found');
    return guide;
  };
  const kitOrigin = (requestUrl: string) => (publicOrigin ?? new URL(requestUrl).origin).replace(/\/+$/, '');
  return new Hono<AppEnv>()
    .get('/:guideId/qr-kit', async (c) => {
      const guide = await allowedGuide(c);
      const journeys = await listKitJourneys(db, guide.id);
      const origin = kitOrigin(c.req.url);
      return c.json(
        {
          journeys: journeys.map((journey) => ({ ...journey, pointCount: Number(journey.pointCount ?? 0) })),
          // The panel warns before printing codes no visitor's phone can open (PUBLIC_ORIGIN unset).
          origin,
          isLoopbackOrigin: isLoopback(new URL(origin).hostname),
        },
        200,
        { 'cache-control': 'no-store' },
      );
    })
    .get('/:guideId/qr-kit/:file{.+\\.pdf}', async (c) => {
      const guide = await allowedGuide(c);
      const journeyId = c.req.param('file').replace(/\.pdf$/, '');
      const journey = await findKitJourney(db, guide.id, journeyId);
      if (!journey) throw new AppError('journey/not-found');
      const points = await listJourneyPoints(db, guide.id, journey.id);
      const order = new Map(journey.point_order.map((id, index) => [id, index]));
      points.sort(
        (a, b) => (order.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.id) ?? Number.MAX_SAFE_INTEGER),
      );
      const origin = kitOrigin(c.req.url);
      const journeyName = localize(journey.name, 'pt');
      const sign = await codeSignerFor(db, guide.id);
      const pdf = await renderQrKit({
        guideName: localize(guide.name, 'pt'),
        journeyName,
        cards: points.map((point) => ({
          name: point.name,
          stopNumber: point.stop_number ?? undefined,
          url: `${origin}/qrcode/${encodeURIComponent(point.id)}?s=${sign(point.id)}`,
        })),
      });
      const fileName = `qrcodes-${
        journeyName
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'jornada'
      }.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      });
    });
}

/** localhost, 127.0.0.0/8 and ::1: addresses that only ever reach the phone itself. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';
}
