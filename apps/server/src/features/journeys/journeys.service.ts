import type { Journey } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuideCache } from '../guides/index.ts';
import { findJourneyById } from './journeys.repository.ts';

/** An enabled journey of a guide on air, as last published (its guide found through the panel's row). */
export async function getJourney(db: Db, cache: GuideCache, id: string): Promise<Journey> {
  const journey = await findJourneyById(db, id);
  if (!journey) throw new AppError('journey/not-found');
  return cache.journey(id, journey.guideId);
}
