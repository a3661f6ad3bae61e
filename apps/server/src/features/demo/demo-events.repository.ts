import { ANALYTICS_TIME_ZONE } from '@percurso/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DEMO_IDS } from './content/ids.ts';

/**
 * A few months of plausible visits to the demo museum (issue 15), so its dashboards show
 * something: visitors with genders, birth dates and cities around Mariana (MG), their unlocks
 * and content accesses, usage logs, ratings, completions and road-map executions. Bulk
 * INSERT … SELECT generate_series (one statement per table), deterministic per visitor number
 * (hashtext), dated back from today; ids are fixed, so seeding again adds nothing.
 */
const VISITORS = 700;
const DAYS = 120;

// Per visitor n: its traits, derived from hashes of n so every run writes the same visitors.
const visitorsCte = sql`
  visitors as (
    select n, 'demo-visitor-' || n as user_id,
      case when n % 10 < 3 then 'Anônimo' else 'Visitante ' || n end as name,
      (array['Feminino', 'Feminino', 'Masculino', 'Masculino', 'Outro', null])[1 + abs(hashtext('g' || n)) % 6] as gender,
      case when n % 8 = 0 then null else
        (current_date - make_interval(years => 7 + abs(hashtext('a' || n)) % 72, days => abs(hashtext('b' || n)) % 365))::date
      end as birth,
      (array['Mariana', 'Mariana', 'Ouro Preto', 'Belo Horizonte', 'Belo Horizonte', 'Itabirito', 'Juiz de Fora',
        'Uberlândia', 'São Paulo', 'Rio de Janeiro', 'Salvador', null])[1 + abs(hashtext('c' || n)) % 12] as city,
      ((date_trunc('day', now() at time zone ${ANALYTICS_TIME_ZONE})
        - make_interval(days => abs(hashtext('d' || n)) % ${DAYS})
        + make_interval(hours => 9 + abs(hashtext('h' || n)) % 9, mins => abs(hashtext('m' || n)) % 60))
        at time zone ${ANALYTICS_TIME_ZONE}) as started_at,
      abs(hashtext('j' || n)) as pick
    from generate_series(1, ${VISITORS}) n
  ), journeys_of as (
    select id, row_number() over (order by created_at, id) - 1 as r, count(*) over () as total
    from journeys where guide_id = ${DEMO_IDS.museum} and enabled
  ), stops as (
    select p.id as point_id, p.name ->> 'pt' as point_name, j.id as journey_id,
      row_number() over (partition by j.id order by p.created_at, p.id) as k, count(*) over (partition by j.id) as total
    from points p join journeys_of j on j.id = any (p.journey_ids) where p.enabled
  ), visits as (
    select v.*, s.point_id, s.point_name, s.journey_id, s.k, s.total,
      v.started_at + make_interval(mins => (s.k * 4)::int) as ts,
      (array['intPointDialog', 'intPointDialog', 'OutOfApp', 'OutOfApp', 'OutOfApp', 'gps', 'camera', 'toolBar'])
        [1 + abs(hashtext('t' || v.n || s.k)) % 8] as tracker
    from visitors v join journeys_of j on j.r = v.pick % j.total
      join stops s on s.journey_id = j.id and s.k <= 1 + (v.pick / 7) % s.total
  )`;

export async function seedDemoEvents(db: Db): Promise<void> {
  await sql`
    with ${visitorsCte}
    insert into interactions (id, type, tracker, guide_id, guide_name, journey_id, point_id, point_name,
      user_id, user_name, user_gender, user_city, user_birth_date, created_at)
    select 'demo-ev-' || n || '-' || k || '-' || kind, kind_name, tracker, ${DEMO_IDS.museum}, 'Museu', journey_id,
      point_id, point_name, user_id, name, gender, city, birth, ts + make_interval(mins => offset_min)
    from visits cross join lateral (values ('u', 'Desbloqueio de interação', 0), ('a', 'Acesso ao conteudo', 1)) x(kind, kind_name, offset_min)
    where kind = 'u' or abs(hashtext('x' || n || k)) % 3 = 0
    order by 14
    on conflict (id) do nothing`.execute(db);

  await sql`
    with ${visitorsCte}
    insert into completed_journeys (id, journey_id, guide_id, user_id, user_name, user_gender, user_city, user_birth_date, created_at)
    select 'demo-done-' || n, journey_id, ${DEMO_IDS.museum}, user_id, name, gender, city, birth, ts + interval '1 minute'
    from visits where k = total and 1 + (pick / 7) % total = total
    on conflict do nothing`.execute(db);

  await sql`
    with ${visitorsCte}
    insert into accesses (id, feature, guide_id, guide_name, user_id, user_name, user_gender, user_city, user_birth_date, created_at)
    select 'demo-acc-' || n, 'guideAcess', ${DEMO_IDS.museum}, 'Museu', user_id,
      case when name = 'Anônimo' then null else name end, gender, city, birth, started_at - interval '1 minute'
    from visitors
    on conflict (id) do nothing`.execute(db);

  await sql`
    with ${visitorsCte}
    insert into point_clicks (id, guide_id, guide_name, point_id, point_name, user_id, user_name, user_gender, user_city, user_birth_date, created_at)
    select 'demo-click-' || n || '-' || k, ${DEMO_IDS.museum}, 'Museu', point_id, point_name, user_id, name, gender, city, birth, ts
    from visits where abs(hashtext('k' || n || k)) % 2 = 0
    on conflict (id) do nothing`.execute(db);

  await sql`
    with ${visitorsCte}
    insert into ratings (id, type, target_id, target_name, guide_id, user_id, user_name, rate, comment, created_at, updated_at)
    select 'demo-visit-rating-' || n, 'Guia', ${DEMO_IDS.museum}, (select name from guides where id = ${DEMO_IDS.museum}),
      ${DEMO_IDS.museum}, user_id,
      case when name = 'Anônimo' then null else name end,
      (array[10, 10, 9, 9, 9, 8, 8, 7, 6, 4])[1 + abs(hashtext('r' || n)) % 10],
      case when n % 25 = 0 then (array['Adorei o engenho!', 'Faltou sinalização no pátio.', 'Ótima visita com as crianças.',
        'O áudio guia é excelente.'])[1 + n / 25 % 4] end,
      started_at + interval '1 hour', started_at + interval '1 hour'
    from visitors where n % 5 = 0
    on conflict do nothing`.execute(db);

  await sql`
    with ${visitorsCte}
    insert into road_map_executions (id, type, tracker, road_map_id, guide_id, guide_name, user_id, user_name,
      user_gender, user_city, user_birth_date, created_at)
    select 'demo-exec-' || n || '-' || g.guide_id, 'roadMapQrCode', 'OutOfApp', ${DEMO_IDS.roadMap}, g.guide_id, g.guide_name,
      user_id, name, gender, city, birth, started_at + g.later
    from visitors cross join lateral (values (${DEMO_IDS.museum}, 'Museu', interval '0'), (${DEMO_IDS.tour}, 'Passeio', interval '1 day')) g(guide_id, guide_name, later)
    where name <> 'Anônimo' and n % 4 = 0 and (g.guide_id = ${DEMO_IDS.museum} or n % 8 = 0)
    on conflict (id) do nothing`.execute(db);
}
