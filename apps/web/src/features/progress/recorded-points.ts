/**
 * Points whose interaction was just recorded by the way the visitor reached them (a /qrcode/
 * link, the scanner, GPS, the camera): the point view that then shows them records nothing more.
 */
const justRecorded = new Set<string>();

/** Says that an interaction with the point was recorded on the way to showing it. */
export function markRecorded(pointId: string): void {
  justRecorded.add(pointId);
}

/** Whether the way in recorded the point (once: the next showing records again). */
export function takeRecorded(pointId: string): boolean {
  return justRecorded.delete(pointId);
}
