import type { Guide, Point } from '@percurso/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { guideQueries } from '../panel/guides/guides-api.ts';
import { journeyQueries } from '../panel/journeys/journeys-api.ts';
import type { GuideContent } from './point-draft.ts';

export interface LoadedGuideContent extends GuideContent {
  guide: Guide;
  points: Point[];
}

/** A guide with its journeys, maps and points, as the panel reads them (disabled ones too). */
export function useGuideContent(guideId: string): {
  content: LoadedGuideContent | undefined;
  isPending: boolean;
  error: unknown;
} {
  const enabled = guideId !== '';
  const guide = useQuery({ ...guideQueries.one(guideId), enabled });
  const journeys = useQuery({ ...journeyQueries.ofGuide(guideId), enabled });
  const maps = useQuery({ ...guideQueries.maps(guideId), enabled });
  const points = useQuery({ ...guideQueries.points(guideId), enabled });
  const error = guide.error ?? journeys.error ?? maps.error ?? points.error;
  const content = useMemo(
    () =>
      guide.data && journeys.data && maps.data && points.data
        ? {
            guide: guide.data,
            journeyOrder: guide.data.journeyOrder,
            journeys: journeys.data,
            maps: maps.data,
            points: points.data,
          }
        : undefined,
    [guide.data, journeys.data, maps.data, points.data],
  );
  return { content, isPending: !content && enabled && !error, error };
}

/** The same content outside React (the guide picker needs it before re-rendering). */
export async function fetchGuideContent(client: QueryClient, guideId: string): Promise<LoadedGuideContent> {
  const [guide, journeys, maps, points] = await Promise.all([
    client.ensureQueryData(guideQueries.one(guideId)),
    client.ensureQueryData(journeyQueries.ofGuide(guideId)),
    client.ensureQueryData(guideQueries.maps(guideId)),
    client.ensureQueryData(guideQueries.points(guideId)),
  ]);
  return { guide, journeyOrder: guide.journeyOrder, journeys, maps, points };
}

/** After a write: the guide's lists (and the visitor bundle) show the change. */
export function invalidateGuide(client: QueryClient, guideId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: ['panel', 'guide', guideId] });
}
