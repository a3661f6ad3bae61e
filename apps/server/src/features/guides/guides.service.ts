import {
  type Guide,
  type GuideBundle,
  type GuideList,
  localize,
  machineFlagsOnly,
  matchesSearch,
  normalizeName,
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
import { listEnabledSocialNetworks } from '../social-networks/index.ts';
import { listEnabledSponsors } from '../sponsors/index.ts';
import { findGuideById, findGuideByNameKey, listEnabledGuideSummaries } from './guides.repository.ts';

/** The guide if visitors may see it: unknown → 404 guide/not-found, switched off → 403 guide/disabled. */
export function requireVisible<G extends Pick<Guide, 'enabled'>>(guide: G | undefined): G {
  if (!guide) throw new AppError('guide/not-found');
  if (!guide.enabled) throw new AppError('guide/disabled');
  return guide;
}

/** Throws unless the guide exists and is enabled (content of a disabled guide stays hidden). */
export async function requireVisibleGuide(db: Db, guideId: string): Promise<Guide> {
  return requireVisible(await findGuideById(db, guideId));
}

/**
 * Enabled guides matching the search (the shared matchesSearch rule over names, descriptions,
 * topics and city). Filtered here rather than in SQL so server and web agree exactly; a venue
 * network has hundreds of guides at most.
 */
export async function listGuides(db: Db, query = ''): Promise<GuideList> {
  const summaries = await listEnabledGuideSummaries(db);
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

/** A guide's bundle and the full content of its enabled points, read together (guide-cache.ts). */
export interface GuideRead {
  bundle: GuideBundle;
  points: Point[];
}

/** The visible guide this id names (one query). */
export async function findVisibleGuideById(db: Db, id: string): Promise<Guide> {
  return requireVisible(await findGuideById(db, id));
}

/** The visible guide a `/{guideName}` link names, matched ignoring accents, case and punctuation. */
export async function findVisibleGuideByName(db: Db, name: string): Promise<Guide> {
  return requireVisible(await findGuideByNameKey(db, normalizeName(name)));
}

/** A point as GET /api/points/:id answers it: the point and its guide's name (for QR links). */
export function toPointLookup(point: Point, guide: Guide): PointLookup {
  return { point, guideId: guide.id, guideName: localize(guide.name, 'pt') };
}

/**
 * Everything a visitor needs to walk the guide, in the order the managers chose: points as
 * summaries (the list and maps), their full content beside for the point endpoint.
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
    },
    points: orderedPoints,
  };
}
