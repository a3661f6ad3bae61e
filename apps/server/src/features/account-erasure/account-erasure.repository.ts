import { phoneInverted } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { drainAnalytics, localDay } from '../analytics/index.ts';

/** What an erasure found of the person before removing it: the photo URLs to delete from storage. */
export interface ErasedAccount {
  photoUrls: string[];
}

/** Event tables that keep a snapshot of the visitor (UserSnapshotColumns). */
const SNAPSHOT_TABLES = [
  'interactions',
  'completed_journeys',
  'accesses',
  'point_clicks',
  'point_accesses',
  'road_map_executions',
] as const;

/** A text[] of these values (sent as JSON: PGlite and pg bind arrays alike that way). */
const list = (values: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * 1 January of the year that gives the same age in whole years on the event's day (the day the
 * dashboards compute age bands on): every age band of every dashboard stays as it was, the birth
 * date does not. Ages out of 0–120 were 'Desconhecida' and stay so (null).
 */
const ageOnlyBirthDate = sql`(select case when a.years between 0 and 120
    then make_date(extract(year from ${localDay('created_at')})::int - a.years, 1, 1) end
  from (select extract(year from age(${localDay('created_at')}::timestamp, user_birth_date::timestamp))::int as years) a)`;

/**
 * Erases an account in one transaction (docs/product-decisions.md, "Account deletion"): rows that
 * only serve the person are deleted, rows the venue's statistics and audits need keep the opaque
 * user id, the age (as a band-preserving year) and the rolled-up region, and lose the name,
 * e-mail, phone, gender, city, exact birth date, photo and free text. The auth user goes last
 * (its sessions, accounts and the user document cascade).
 */
export async function eraseAccountRows(db: Db, userId: string): Promise<ErasedAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('auth_users as u')
      .leftJoin('user_profiles as p', 'p.id', 'u.id')
      .select(['u.email as authEmail', 'u.phone_number', 'u.image as authImage', 'p.email', 'p.phone', 'p.image'])
      .where('u.id', '=', userId)
      .forUpdate('u')
      .executeTakeFirst();
    if (!person) return undefined;
    const emails = [...new Set([person.authEmail, person.email].filter((e): e is string => !!e))].map((e) =>
      e.toLowerCase(),
    );
    const phones = [...new Set([person.phone_number, person.phone].filter((p): p is string => !!p))];
    const recipients = [...emails, ...phones.map(phoneInverted)];

    // The rollups first: what is still in their inbox is counted with the person's gender, age and
    // region before the event rows lose them.
    await drainAnalytics(trx, { wait: true });

    // Only the person's: favourite routes, answers, visited points, help requests, administrator grants.
    await trx.deleteFrom('fav_journeys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('point_answers').where('user_id', '=', userId).execute();
    await trx.deleteFrom('visited_points').where('user_id', '=', userId).execute();
    // Help requests (issue 30 item 5) say where the person was and what they needed.
    await trx.deleteFrom('help_requests').where('user_id', '=', userId).execute();
    await trx.deleteFrom('panel_access').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('admin_panel_access')
      .where((eb) =>
        eb.or([eb('user_id', '=', userId), ...(emails.length > 0 ? [eb(sql`lower(user_email)`, 'in', emails)] : [])]),
      )
      .execute();
    await sql`update guides set managers = coalesce((select jsonb_agg(m) from jsonb_array_elements(managers) m
        where m ->> 'id' is distinct from ${userId} and not lower(coalesce(m ->> 'email', '')) = any(${list(emails)})), '[]')
      where exists (select 1 from jsonb_array_elements(managers) m
        where m ->> 'id' = ${userId} or lower(coalesce(m ->> 'email', '')) = any(${list(emails)}))`.execute(trx);
    // Pending codes and reset links (better-auth's verifications) and the per-recipient counters.
    await sql`delete from auth_verifications where value = ${userId} or identifier = any(${list(phones)})
      or exists (select 1 from unnest(${list(phones)}) p where identifier like p || '-%')`.execute(trx);
    if (recipients.length > 0) {
      await sql`delete from rate_limits where substr(key, strpos(key, ':') + 1) = any(${list(recipients)})`.execute(
        trx,
      );
    }

    // Statistics and audits: the opaque id stays, the person does not.
    for (const table of SNAPSHOT_TABLES) {
      await sql`update ${sql.table(table)} set user_name = null, user_gender = null, user_city = null,
        user_birth_date = ${ageOnlyBirthDate}
        ${table === 'completed_journeys' ? sql`, user_email = null` : sql``}
        where user_id = ${userId}`.execute(trx);
    }
    await trx
      .updateTable('ratings')
      .set({ user_name: null, user_image: null, comment: null })
      .where('user_id', '=', userId)
      .execute();
    await sql`update analytics_visitors set gender = 'Não informado' where user_id = ${userId}`.execute(trx);
    // A won reward stays won (one winner), by an id that names nobody; a draw keeps its frozen
    // list of ids, seed and winner index, so it still recomputes to the same entry.
    for (const table of ['rewards', 'instant_rewards'] as const) {
      await sql`update ${sql.table(table)} set winner = jsonb_build_object('id', winner ->> 'id')
        where winner ->> 'id' = ${userId}`.execute(trx);
    }
    await sql`update sorted_rewards set winner = jsonb_build_object('id', winner ->> 'id', 'name', '', 'email', null)
      where winner ->> 'id' = ${userId}`.execute(trx);
    await sql`update sorted_rewards set drawn_by = jsonb_build_object('id', drawn_by ->> 'id', 'name', '')
      where drawn_by ->> 'id' = ${userId}`.execute(trx);
    await trx.updateTable('media_files').set({ uploaded_by: null }).where('uploaded_by', '=', userId).execute();
    await sql`update user_disable_jobs set user_ids = array_remove(user_ids, ${userId}),
        created_by = case when created_by = ${userId} then null else created_by end
      where ${userId} = any(user_ids) or created_by = ${userId}`.execute(trx);

    // Sessions, accounts and the user document cascade.
    await trx.deleteFrom('auth_users').where('id', '=', userId).execute();
    const photoUrls = [person.image?.fileUrl, person.authImage].filter((url): url is string => !!url);
    return { photoUrls };
  });
}
