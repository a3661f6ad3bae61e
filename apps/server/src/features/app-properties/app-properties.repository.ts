import type { AppProperties } from '@percurso/shared';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';

/** Stored app properties; the tile URL is the operator's setting (TILE_URL), not stored. */
export type StoredAppProperties = Omit<AppProperties, 'tileUrl'>;

export async function findAppProperties(db: Db): Promise<StoredAppProperties | undefined> {
  const row = await db.selectFrom('app_properties').selectAll().executeTakeFirst();
  if (!row) return undefined;
  return {
    version: row.version,
    enabled: row.enabled,
    onEvaluation: row.on_evaluation,
    tooltipTitle: row.tooltip_title,
    tooltipText: row.tooltip_text,
    tooltipImages: row.tooltip_images,
    urlsPrefix: row.urls_prefix,
    topics: row.topics,
    rawEventsRetentionMonths: row.raw_events_retention_months,
  };
}

/** Writes the single app properties row. */
export async function saveAppProperties(db: Db, properties: StoredAppProperties): Promise<void> {
  const row = {
    version: properties.version,
    enabled: properties.enabled,
    on_evaluation: properties.onEvaluation,
    tooltip_title: json(properties.tooltipTitle),
    tooltip_text: json(properties.tooltipText),
    tooltip_images: properties.tooltipImages,
    urls_prefix: properties.urlsPrefix,
    topics: properties.topics,
    raw_events_retention_months: properties.rawEventsRetentionMonths,
    updated_at: new Date(),
  };
  await db
    .insertInto('app_properties')
    .values({ id: 'app', ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
}
