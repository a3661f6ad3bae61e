import { APP_VERSION, type AppProperties, DEFAULT_RAW_EVENTS_RETENTION_MONTHS } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { findAppProperties, type StoredAppProperties } from './app-properties.repository.ts';

/** What a fresh installation answers before anyone saved app properties: the app is on. */
const DEFAULTS: StoredAppProperties = {
  version: APP_VERSION,
  enabled: true,
  onEvaluation: false,
  tooltipTitle: {},
  tooltipText: {},
  tooltipImages: [],
  urlsPrefix: '',
  topics: [],
  rawEventsRetentionMonths: DEFAULT_RAW_EVENTS_RETENTION_MONTHS,
};

export async function getAppProperties(db: Db, tileUrl: string): Promise<AppProperties> {
  const stored = (await findAppProperties(db)) ?? DEFAULTS;
  return { ...stored, tileUrl };
}
