import { orderByIds } from '@percurso/shared';
import type { DemoVenue } from '../demo-content.types.ts';

/**
 * The venue with its points numbered 1, 2, 3… in journey order, as a venue numbers its wall labels
 * (and as migration 0039 numbered the points there were): the guide's journeys in its order, each
 * journey's points in its order, a point under the first journey that lists it; the rest last.
 */
export function withStopNumbers(venue: DemoVenue): DemoVenue {
  const numbers = new Map<string, number>();
  const give = (pointId: string) => {
    if (!numbers.has(pointId)) numbers.set(pointId, numbers.size + 1);
  };
  for (const journey of orderByIds(venue.journeys, venue.guide.journeyOrder)) journey.pointOrder.forEach(give);
  for (const point of venue.points) give(point.id);
  return { ...venue, points: venue.points.map((point) => ({ ...point, stopNumber: numbers.get(point.id) })) };
}
