import {
  type Guide,
  type GuideBundle,
  type GuideList,
  localize,
  machineFlagsOnly,
  matchesSearch,
  offeredFormatsOf,
  orderByIds,
  type Point,
  type PointLookup,
  toPointSummary,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { listMapsOfGuide } from '../guide-maps/index.ts';
import { listEnabledJourneysOfGuide } from '../journeys/index.ts';
import { listEnabledPointsOfGuide } from '../points/index.ts';
import { findLiveGuide, listLiveSummaries } from '../publishing/publishing.repository.ts';
import { listEnabledSocialNetworks } from '../social-networks/index.ts';
import { listEnabledSponsors } from '../sponsors/index.ts';
import { findGuideById } from './guides.repository.ts';

/** The guide if visitors may see it: unknown → 404 guide/not-found, switched off → 403 guide/disabled. */
export function requireVisible<G extends Pick<Guide, 'enabled'>>(guide: G | undefined): G {
  if (!guide) throw new AppError('guide/not-found');
  if (!guide.enabled) throw new AppError('guide/disabled');
  return guide;
}

/**
 * Throws unless the guide was published and is on air (content of a guide switched off, or never
 * published, stays hidden). Answers the guide's row as the panel holds it now.
 */
export async function requireVisibleGuide(db: Db, guideId: string): Promise<Guide> {
  const live = await findLiveGuide(db, guideId);
  if (!live) throw new AppError('guide/not-found');
  requireVisible(live);
  return requireVisible(await findGuideById(db, guideId));
}

/**
 * Published guides on air matching the search, as published (the shared matchesSearch rule over names, descriptions,
 * topics and city). Filtered here rather than in SQL so server and web agree exactly; a venue
 * network has hundreds of guides at most.
 */
export async function listGuides(db: Db, query = ''): Promise<GuideList> {
  const summaries = await listLiveSummaries(db);
  const guides = summaries
    .filter((guide) =>
      matchesSearch(query, [
        ...Object.values(guide.name),
        ...Object.values(guide.description),
        ...guide.topics,
        guide.address?.city,
      ]),
    )
    .sort((a, b) => localize(a.name, 'pt').localeCompare(localize(b.name, 'pt'), 'pt-BR'));
  return { guides };
}

/** A guide's bundle and the full content of its enabled points, read together (what a publish freezes). */
export interface GuideRead {
  bundle: GuideBundle;
  points: Point[];
}

/** A point as GET /api/points/:id answers it: the point and its guide's name (for QR links). */
export function toPointLookup(point: Point, guide: Guide): PointLookup {
  return { point, guideId: guide.id, guideName: localize(guide.name, 'pt') };
}

/**
 * Everything a visitor needs to walk the guide, in the order the managers chose: points as
 * summaries (the list and maps), their full content beside for the point endpoint. Read from the
 * tables, i.e. the draft: features/publishing freezes it at each publish, and that is what
 * visitors are served (guide-cache.ts).
 */
export async function readGuide(db: Db, guide: Guide): Promise<GuideRead> {
  const [maps, journeys, points, sponsors, socialNetworks] = await Promise.all([
    listMapsOfGuide(db, guide.id),
    listEnabledJourneysOfGuide(db, guide.id),
    listEnabledPointsOfGuide(db, guide.id),
    listEnabledSponsors(db, guide.sponsorIds),
    listEnabledSocialNetworks(db, guide.socialNetIds),
  ]);
  const orderedJourneys = orderByIds(journeys, guide.journeyOrder);
  // A point in several journeys takes the place of its first appearance.
  const pointOrder = [...new Set(orderedJourneys.flatMap((journey) => journey.pointOrder))];
  const orderedPoints = orderByIds(points, pointOrder);
  return {
    bundle: {
      // Visitors need only the machine flags (the "traduzido automaticamente" note), not who else wrote what.
      guide: { ...guide, translationFlags: machineFlagsOnly(guide.translationFlags) },
      maps,
      journeys: orderedJourneys.map((journey) => ({
        ...journey,
        translationFlags: machineFlagsOnly(journey.translationFlags),
      })),
      points: orderedPoints.map(toPointSummary),
      sponsors: orderByIds(sponsors, guide.sponsorIds),
      socialNetworks: orderByIds(socialNetworks, guide.socialNetIds),
      offeredFormats: offeredFormatsOf(orderedPoints),
    },
    points: orderedPoints,
  };
}
