import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The published rules of a visitor's actions (issue 29): what the server checks when a visitor
 * unlocks a point or answers its questions, and which journeys a visit completes, as the guide's
 * live version has them, not as the draft does. A manager who makes a point QR-only, moves it,
 * changes a quiz's right answer or adds a point changes nothing for visitors until the publish.
 * - `published_points`: the live version's points (only enabled points are published), with
 *   the fields those checks read; `published_journeys`: its journeys. Rewritten by each publish
 *   in the publish's transaction (features/publishing), deleted with their guide.
 * The live versions that exist are copied from their publication's content.
 */
const statements = [
  `create table published_points (
    point_id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    name jsonb not null,
    journey_ids text[] not null default '{}',
    journey_required boolean not null,
    qr_validation boolean not null,
    geolocation boolean not null,
    latitude double precision,
    longitude double precision,
    stop_number integer,
    opens_by_number boolean not null,
    questionnaire jsonb,
    created_at timestamptz not null
  )`,
  'create index published_points_guide_idx on published_points (guide_id)',
  `create table published_journeys (
    journey_id text primary key,
    guide_id text not null references guides (id) on delete cascade,
    name jsonb not null,
    created_at timestamptz not null
  )`,
  'create index published_journeys_guide_idx on published_journeys (guide_id)',
];

/** The live versions that exist, copied from their publication's content (a test runs it again). */
export const backfill = [
  `insert into published_points (point_id, guide_id, name, journey_ids, journey_required, qr_validation,
     geolocation, latitude, longitude, stop_number, opens_by_number, questionnaire, created_at)
   select p.value ->> 'id', l.guide_id, p.value -> 'name',
     array(select jsonb_array_elements_text(coalesce(p.value -> 'journeyIds', '[]'))),
     coalesce((p.value ->> 'journeyRequired')::boolean, false), coalesce((p.value ->> 'qrValidation')::boolean, false),
     coalesce((p.value ->> 'geolocation')::boolean, false),
     (p.value -> 'coordinates' ->> 'latitude')::double precision, (p.value -> 'coordinates' ->> 'longitude')::double precision,
     (p.value ->> 'stopNumber')::integer, coalesce((p.value ->> 'opensByNumber')::boolean, false),
     nullif(p.value -> 'questionnaire', 'null'::jsonb), (p.value ->> 'createdAt')::timestamptz
   from guide_live l
   join guide_publications g on g.guide_id = l.guide_id and g.version = l.version
   cross join lateral jsonb_array_elements(g.content -> 'points') p (value)
   on conflict (point_id) do nothing`,
  `insert into published_journeys (journey_id, guide_id, name, created_at)
   select j.value ->> 'id', l.guide_id, j.value -> 'name', (j.value ->> 'createdAt')::timestamptz
   from guide_live l
   join guide_publications g on g.guide_id = l.guide_id and g.version = l.version
   cross join lateral jsonb_array_elements(g.content -> 'bundle' -> 'journeys') j (value)
   on conflict (journey_id) do nothing`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [...statements, ...backfill]);
}
