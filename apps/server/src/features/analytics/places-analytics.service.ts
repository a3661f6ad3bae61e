import {
  ANALYTICS_TIME_ZONE,
  type AnalyticsQuery,
  type PlacesAnalytics,
  SCAN_TRACKERS,
  UNLOCK_METHODS,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { requireGuide } from './analytics.service.ts';
import { resolvePeriod } from './period.ts';
import * as places from './places-analytics.repository.ts';
import { drainAnalytics } from './rollup-inbox.ts';

/**
 * Codes and places (issue 31 item 4; definitions in docs/product-decisions.md "Visit insights"):
 * unlocks and openings by method, scans per printed code, the codes never scanned, and each
 * placed point's openings per hour of the day.
 */
export async function placesAnalytics(db: Db, guideId: string, query: AnalyticsQuery): Promise<PlacesAnalytics> {
  await requireGuide(db, guideId);
  const period = resolvePeriod(query);
  // The rollups lag the events by up to a second (migration 0025): bring them up to date first.
  await drainAnalytics(db, { wait: true });
  const [methodRows, hourRows, { points, maps }] = await Promise.all([
    places.readPointMethods(db, guideId, period),
    places.readPointHours(db, guideId, period),
    places.readPointsAndMaps(db, guideId),
  ]);
  const byTracker = new Map<string, { events: number; unlocks: number }>();
  const scans = new Map<string, { qr: number; link: number }>();
  for (const row of methodRows) {
    const sums = byTracker.get(row.tracker) ?? { events: 0, unlocks: 0 };
    sums.events += row.events;
    sums.unlocks += row.unlocks;
    byTracker.set(row.tracker, sums);
    if ((SCAN_TRACKERS as readonly string[]).includes(row.tracker)) {
      const code = scans.get(row.pointId) ?? { qr: 0, link: 0 };
      if (row.tracker === 'toolBar') code.qr += row.events;
      else code.link += row.events;
      scans.set(row.pointId, code);
    }
  }
  const hours = new Map<string, number[]>();
  for (const row of hourRows) {
    const cells = hours.get(row.pointId) ?? Array.from({ length: 24 }, () => 0);
    cells[row.hour] = (cells[row.hour] ?? 0) + row.events;
    hours.set(row.pointId, cells);
  }
  const codes = points
    .filter((point) => point.inJourney)
    .map((point) => {
      const { qr, link } = scans.get(point.id) ?? { qr: 0, link: 0 };
      return { pointId: point.id, name: point.name, stopNumber: point.stopNumber, qr, link, scans: qr + link };
    });
  return {
    guideId,
    period: { from: period.from, to: period.to, timeZone: ANALYTICS_TIME_ZONE },
    methods: Object.entries(UNLOCK_METHODS).map(([tracker, method]) => ({
      method,
      tracker,
      unlocks: byTracker.get(tracker)?.unlocks ?? 0,
      events: byTracker.get(tracker)?.events ?? 0,
    })),
    // Stable sort: equal counts keep the stop-number order.
    codes: codes.filter((code) => code.scans > 0).sort((a, b) => b.scans - a.scans),
    neverScanned: codes
      .filter((code) => code.scans === 0)
      .map(({ pointId, name, stopNumber }) => ({ pointId, name, stopNumber })),
    maps,
    heat: points
      .filter((point) => (point.mapId !== null && point.x !== null) || point.latitude !== null)
      .map((point) => {
        const cells = hours.get(point.id) ?? Array.from({ length: 24 }, () => 0);
        return {
          pointId: point.id,
          name: point.name,
          mapId: point.mapId,
          x: point.x,
          y: point.y,
          latitude: point.latitude,
          longitude: point.longitude,
          hours: cells,
          total: cells.reduce((sum, n) => sum + n, 0),
        };
      }),
  };
}
