import type { LocalizedText } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Sets the guide's kiosk PIN (its hash) and idle time, replacing any set before. */
export async function saveGuideKiosk(db: Db, guideId: string, pinHash: string, idleSeconds: number): Promise<void> {
  await db
    .insertInto('guide_kiosks')
    .values({ guide_id: guideId, pin_hash: pinHash, idle_seconds: idleSeconds })
    .onConflict((conflict) =>
      conflict.column('guide_id').doUpdateSet({ pin_hash: pinHash, idle_seconds: idleSeconds, updated_at: new Date() }),
    )
    .execute();
}

/**
 * The guide's kiosk with its name as visitors know it (the published one: a renamed draft's link
 * does not open yet), or undefined when the guide is unknown or has no kiosk PIN.
 */
export function findGuideKiosk(db: Db, guideId: string) {
  return db
    .selectFrom('guide_kiosks')
    .innerJoin('guides', 'guides.id', 'guide_kiosks.guide_id')
    .leftJoin('guide_live', 'guide_live.guide_id', 'guides.id')
    .select(['guides.id', 'guide_kiosks.pin_hash', 'guide_kiosks.idle_seconds'])
    .select(sql<LocalizedText>`coalesce(guide_live.summary -> 'name', guides.name)`.as('name'))
    .where('guides.id', '=', guideId)
    .executeTakeFirst();
}

/** Whether the guide exists. */
export async function guideExists(db: Db, guideId: string): Promise<boolean> {
  return (await db.selectFrom('guides').select('id').where('id', '=', guideId).executeTakeFirst()) !== undefined;
}
