/**
 * Codes and places (issue 31 item 4): scans of the printed codes, unlocks by method, the codes
 * never scanned, and activity per point and hour for the heatmap (docs/panel-api.md "Analytics",
 * docs/product-decisions.md "Visit insights"). Fields are only ever added, never renamed.
 */
import { z } from 'zod';
import type { UNLOCK_SOURCES } from '../constants.ts';
import { localizedText } from '../localized-text.ts';
import { analyticsPeriod } from './analytics.ts';

/**
 * How a visitor reached a point, in the words of the dashboard, from the tracker the app records:
 * the in-app QR scanner ('toolBar'), a printed code's link opened by the phone's own camera
 * ('OutOfApp', through /qrcode/{id}), walking up to it ('gps'), the camera recognising it
 * ('camera'), its stop number on the keypad ('number'), the guide's list or map
 * ('intPointDialog') and augmented reality ('raContent').
 */
export const UNLOCK_METHODS = {
  toolBar: 'qr',
  OutOfApp: 'link',
  gps: 'gps',
  camera: 'camera',
  number: 'number',
  intPointDialog: 'list',
  raContent: 'ar',
} as const satisfies Record<(typeof UNLOCK_SOURCES)[number], string>;
export type UnlockMethod = (typeof UNLOCK_METHODS)[keyof typeof UNLOCK_METHODS];
/** The trackers that are a printed code being scanned: the in-app scanner and the code's link. */
export const SCAN_TRACKERS = ['toolBar', 'OutOfApp'] as const;

const count = z.number().int();
const method = z.enum(['qr', 'link', 'gps', 'camera', 'number', 'list', 'ar']);

/** GET /api/panel/guides/:guideId/analytics/places */
export const placesAnalytics = z.object({
  guideId: z.string(),
  period: analyticsPeriod,
  /** Every method in UNLOCK_METHODS' order: the period's unlocks and all its openings. */
  methods: z.array(z.object({ method, tracker: z.string(), unlocks: count, events: count })),
  /**
   * The printed codes scanned in the period (a point in a journey has a card in the journey's QR
   * kit), most scanned first: scans by the in-app scanner (qr) and by the code's link (link).
   */
  codes: z.array(
    z.object({
      pointId: z.string(),
      name: localizedText.nullable(),
      stopNumber: z.number().int().nullable(),
      qr: count,
      link: count,
      scans: count,
    }),
  ),
  /** The codes without a scan in the period, by stop number. */
  neverScanned: z.array(
    z.object({ pointId: z.string(), name: localizedText.nullable(), stopNumber: z.number().int().nullable() }),
  ),
  /** The guide's maps in their order (a floor plan's image and size in pixels). */
  maps: z.array(
    z.object({
      mapId: z.string(),
      name: localizedText.nullable(),
      type: z.string(),
      fileUrl: z.string().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      centerLatitude: z.number().nullable(),
      centerLongitude: z.number().nullable(),
      zoom: z.number().nullable(),
    }),
  ),
  /**
   * The heatmap's cells: each placed point (on a floor plan, x and y in its image's pixels, or by
   * latitude and longitude) with its openings per hour of the day (0–23, in the period's zone).
   */
  heat: z.array(
    z.object({
      pointId: z.string(),
      name: localizedText.nullable(),
      mapId: z.string().nullable(),
      x: z.number().nullable(),
      y: z.number().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      hours: z.array(count).length(24),
      total: count,
    }),
  ),
});
export type PlacesAnalytics = z.infer<typeof placesAnalytics>;
