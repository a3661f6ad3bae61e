import type { Journey } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { requireVisibleGuide } from '../guides/index.ts';
import { findJourneyById } from './journeys.repository.ts';

/** An enabled journey of an enabled guide. */
export async function getJourney(db: Db, id: string): Promise<Journey> {
  const journey = await findJourneyById(db, id);
  if (!journey?.enabled) throw new AppError('journey/not-found');
  await requireVisibleGuide(db, journey.guideId);
  return journey;
}
