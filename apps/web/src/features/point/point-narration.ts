import { type GuideBundle, localize, namePathOf, type Point, type PointSummary, toLanguage } from '@percurso/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { createContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useCurrentGuide } from '../../app/use-current-guide.ts';
import { useContentLanguage } from '../../i18n/use-content-language.ts';
import { journeyPoints, orderedJourneys } from '../guide/guide-model.ts';
import type { NarrationTrack } from '../narration/narration-player.ts';
import { mediaForLanguage } from './point-media.ts';

/** What a point's players give the persistent player besides the file: whose narration it is. */
export type PointNarration = Omit<NarrationTrack, 'src' | 'language'>;

export const PointNarrationContext = createContext<PointNarration | null>(null);

/**
 * The point's narration context: its name, guide, picture, link, and (on a guide page) the
 * narration of the points after it in the journey, for the continuous tour.
 */
export function usePointNarration(point: Point, journeyId?: string): PointNarration {
  const bundle = useCurrentGuide();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const upcoming = bundle ? pointsAfter(bundle, point, journeyId) : [];
    return {
      pointId: point.id,
      title: localize(point.name, language),
      guideTitle: bundle ? localize(bundle.guide.name, language) : '',
      href: bundle ? pointHref(bundle, point.id) : `${pathname}${search}`,
      artwork: point.frontImage || undefined,
      next: bundle ? nextNarration(queryClient, bundle, upcoming) : undefined,
    };
  }, [bundle, point, journeyId, language, queryClient, pathname, search]);
}

const pointHref = (bundle: GuideBundle, pointId: string) =>
  `/${namePathOf(bundle.guide.name)}?point=${encodeURIComponent(pointId)}`;

/** The points after this one in its journey (the one followed, else its first in the guide's order). */
function pointsAfter(bundle: GuideBundle, point: Point, journeyId: string | undefined): PointSummary[] {
  const journey =
    bundle.journeys.find((candidate) => candidate.id === journeyId && point.journeyIds.includes(candidate.id)) ??
    orderedJourneys(bundle).find((candidate) => point.journeyIds.includes(candidate.id));
  const points = journeyPoints(bundle, journey);
  const index = points.findIndex((candidate) => candidate.id === point.id);
  return index < 0 ? [] : points.slice(index + 1);
}

/**
 * The first of `upcoming` with a narration the visitor may hear (a point still to unlock by its QR
 * code or on site is skipped: the server withholds its content), in the language of that moment.
 */
function nextNarration(
  queryClient: QueryClient,
  bundle: GuideBundle,
  upcoming: PointSummary[],
): NarrationTrack['next'] {
  if (!upcoming.some((point) => point.kinds.audio)) return undefined;
  return async () => {
    for (const [index, summary] of upcoming.entries()) {
      if (!summary.kinds.audio) continue;
      const lookup = await queryClient.fetchQuery(queries.point(summary.id)).catch(() => null);
      if (!lookup || lookup.locked) continue;
      const language = toLanguage(i18next.resolvedLanguage ?? i18next.language);
      const audio = mediaForLanguage(lookup.point.audio, language);
      if (!audio) continue;
      return {
        ...audio,
        pointId: summary.id,
        title: localize(lookup.point.name, language),
        guideTitle: localize(bundle.guide.name, language),
        href: pointHref(bundle, summary.id),
        artwork: lookup.point.frontImage || undefined,
        next: nextNarration(queryClient, bundle, upcoming.slice(index + 1)),
      };
    }
    return null;
  };
}
