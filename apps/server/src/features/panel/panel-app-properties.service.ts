import type { AppProperties, AppPropertiesUpdate } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { getAppProperties, saveAppProperties } from '../app-properties/index.ts';

/** Saves the changed app properties; the tile URL stays the operator's setting (TILE_URL). */
export async function updateAppProperties(db: Db, tileUrl: string, input: AppPropertiesUpdate): Promise<AppProperties> {
  const { tileUrl: _tileUrl, ...current } = await getAppProperties(db, tileUrl);
  const next = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  await saveAppProperties(db, next);
  return { ...next, tileUrl };
}
