import { type PointLookup, pointIdFromQrText, toNamePath } from '@percurso/shared';
import { isApiError } from '../../api/http.ts';

/** What a scanned QR code leads to. */
export type ScanOutcome =
  | { kind: 'open'; pointId: string; target: string }
  | { kind: 'other-guide'; guideName: string; pointId: string; target: string }
  | { kind: 'not-ours' }
  | { kind: 'unknown-point' }
  | { kind: 'guide-off' }
  | { kind: 'failed' };

/**
 * Resolves a scanned text: our /qrcode/{id} codes open their point on its guide page (where the
 * printed link lands); on a guide page a point of another guide asks first. Never rejects.
 */
export async function resolveScan(
  text: string,
  currentGuideId: string | undefined,
  lookUp: (pointId: string) => Promise<PointLookup>,
): Promise<ScanOutcome> {
  const pointId = pointIdFromQrText(text);
  if (!pointId) return { kind: 'not-ours' };
  try {
    const lookup = await lookUp(pointId);
    const target = `/${toNamePath(lookup.guideName)}?point=${encodeURIComponent(lookup.point.id)}`;
    if (currentGuideId && lookup.guideId !== currentGuideId) {
      return { kind: 'other-guide', guideName: lookup.guideName, pointId: lookup.point.id, target };
    }
    return { kind: 'open', pointId: lookup.point.id, target };
  } catch (error) {
    if (isApiError(error, 'guide/disabled')) return { kind: 'guide-off' };
    if (isApiError(error, 'point/not-found') || isApiError(error, 'not-found')) return { kind: 'unknown-point' };
    return { kind: 'failed' };
  }
}
