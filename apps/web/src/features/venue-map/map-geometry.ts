import { DEFAULT_MAP_ICON_SIZE, DEFAULT_MAP_VIEW_SCALE } from '@percurso/shared';

/** Smallest icon on screen: anything smaller is hard to tap. */
export const MIN_ICON_PX = 34;

/**
 * Floor plans use Leaflet's CRS.Simple: one map unit per image pixel, latitude upwards. Image
 * space has y downwards, so a point at (x, y) sits at [height - y, x].
 */
export function imageToLatLng(x: number, y: number, imageHeight: number): [number, number] {
  return [imageHeight - y, x];
}

export function imageBounds(width: number, height: number): [[number, number], [number, number]] {
  return [
    [0, 0],
    [height, width],
  ];
}

/**
 * Icon size on screen. mapIconSize is in image pixels (default 70), so it follows the zoom
 * (CRS.Simple draws 2^zoom screen pixels per image pixel), kept between MIN_ICON_PX and its
 * own size so icons neither vanish on a phone nor cover the plan when zoomed in.
 */
export function iconSizeAt(mapIconSize: number | undefined, zoom: number): number {
  const size = mapIconSize && mapIconSize > 0 ? mapIconSize : DEFAULT_MAP_ICON_SIZE;
  return Math.round(Math.min(size, Math.max(MIN_ICON_PX, size * 2 ** zoom)));
}

/**
 * The first view: the whole plan fitted, then enlarged by the spec's default scale (1.5), but
 * never so far that a point of the open journey falls outside the screen (a landscape plan on a
 * portrait phone would otherwise cut off the points at both ends).
 */
export function initialZoom(fitZoom: number, pointsFitZoom: number = Number.POSITIVE_INFINITY): number {
  return Math.min(fitZoom + Math.log2(DEFAULT_MAP_VIEW_SCALE), pointsFitZoom);
}

/** The box around the placed points, in CRS.Simple coordinates, or null when none is placed. */
export function pointsBounds(
  points: ReadonlyArray<{ x?: number | undefined; y?: number | undefined }>,
  planHeight: number,
): [[number, number], [number, number]] | null {
  const placed = points.filter((point) => point.x !== undefined && point.y !== undefined);
  if (placed.length === 0) return null;
  const xs = placed.map((point) => point.x ?? 0);
  const ys = placed.map((point) => point.y ?? 0);
  return [
    imageToLatLng(Math.min(...xs), Math.max(...ys), planHeight),
    imageToLatLng(Math.max(...xs), Math.min(...ys), planHeight),
  ];
}

/**
 * Where the first view looks: the middle of the points shown (so a journey in one wing opens on
 * that wing), or the middle of the plan when there are none. In CRS.Simple coordinates.
 */
export function viewCenter(
  points: ReadonlyArray<{ x?: number | undefined; y?: number | undefined }>,
  plan: { width: number; height: number },
): [number, number] {
  const placed = points.filter((point) => point.x !== undefined && point.y !== undefined);
  if (placed.length === 0) return [plan.height / 2, plan.width / 2];
  const xs = placed.map((point) => point.x ?? 0);
  const ys = placed.map((point) => point.y ?? 0);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  return imageToLatLng(x, y, plan.height);
}
