import type { LocalizedText, PlaceVisited } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import type { VisitorSnapshot } from './progress.repository.ts';

/** Everything a visitor's progress is computed from, read in one statement. */
export interface VisitorState {
  /** An interaction with the asked id exists (whoever it belongs to). */
  known: boolean;
  /** The points interacted with, first interaction first. */
  visited: Array<{ pointId: string; guideId: string }>;
  answers: Array<{ pointId: string; questionIndex: number; optionIndex: number }>;
  /** Completed journeys, oldest completion first. */
  completed: string[];
  /** Enabled journeys of the visited guides (and of the asked point's guide), oldest first. */
  journeys: Array<{ id: string; guideId: string; name: LocalizedText }>;
  /** Enabled points of those guides, as journey progress needs them. */
  members: Array<{ id: string; guideId: string; journeyIds: string[]; journeyRequired: boolean }>;
  /** Emblems the visitor has earned. */
  earnedEmblems: string[];
}

/**
 * The visitor's state: their interactions, answers and completed journeys, and the enabled
 * journeys and points of the guides they visited plus the guide of `pointId`. With
 * `interactionId`, whether that interaction exists already.
 */
export async function readVisitorState(
  db: Db,
  userId: string,
  ask: { interactionId?: string; pointId?: string } = {},
): Promise<VisitorState> {
  const { rows } = await sql<VisitorState>`
    with visited as (
      select point_id, guide_id, min(created_at) as first_at from interactions
      where user_id = ${userId} group by point_id, guide_id
    ), seen_guides as (
      select guide_id from visited
      union select guide_id from points where id = ${ask.pointId ?? null}::text
    )
    select
      exists (select 1 from interactions where id = ${ask.interactionId ?? null}::text) as known,
      coalesce((select json_agg(json_build_object('pointId', point_id, 'guideId', guide_id) order by first_at, point_id)
        from visited), '[]') as visited,
      coalesce((select json_agg(json_build_object('pointId', point_id, 'questionIndex', question_index,
          'optionIndex', option_index) order by point_id, question_index)
        from point_answers where user_id = ${userId}), '[]') as answers,
      coalesce((select json_agg(journey_id order by created_at)
        from completed_journeys where user_id = ${userId}), '[]') as completed,
      coalesce((select json_agg(json_build_object('id', id, 'guideId', guide_id, 'name', name) order by created_at, id)
        from journeys where enabled and guide_id in (select guide_id from seen_guides)), '[]') as journeys,
      coalesce((select json_agg(json_build_object('id', id, 'guideId', guide_id, 'journeyIds', journey_ids,
          'journeyRequired', journey_required) order by created_at, id)
        from points where enabled and guide_id in (select guide_id from seen_guides)), '[]') as members,
      coalesce((select json_agg(emblem_id) from earned_emblems where user_id = ${userId}), '[]') as "earnedEmblems"
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('visitor state not read');
  return row;
}

export interface NewUnlock {
  interaction: {
    id: string;
    type: string;
    tracker: string;
    guideId: string;
    guideName: string;
    journeyId: string | null;
    pointId: string;
    pointName: string;
  };
  visitor: VisitorSnapshot;
  /** Journeys this interaction completes (written once per visitor and journey). */
  completions: Array<{ id: string; journeyId: string; journeyName: LocalizedText }>;
  /** The profile's fields after this interaction. */
  profile: { lastPointUnlocked: string; experienceLevel: number; placesVisited: PlaceVisited[] };
  /** Emblems this interaction earns (stored once per visitor and emblem). */
  emblems: Array<{ emblemId: string; journeyId: string | null }>;
  /** The instant reward whose chance was won: claimed only if it still has no winner (spec §4). */
  claim: { rewardId: string; winner: { id: string; name: string | null; email: string | null } } | null;
}

/**
 * Writes an interaction, the journeys it completes, the emblems it earns, the visitor's profile
 * fields and the claim of an instant reward in one statement. The claim is the conditional write
 * `… where winner is null`: of concurrent claims the first takes the row lock and the others, once
 * it commits, see its winner and claim nothing. When the interaction id exists already nothing is
 * written and no row is answered.
 */
export async function writeInteraction(db: Db, unlock: NewUnlock) {
  const { interaction: i, visitor: v, profile } = unlock;
  const { rows } = await sql<{
    id: string;
    type: string;
    tracker: string | null;
    guide_id: string;
    journey_id: string | null;
    point_id: string;
    user_id: string;
    created_at: Date;
    completed_journey_ids: string[];
    earned_emblem_ids: string[];
    claimed_reward_id: string | null;
  }>`
    with ins as (
      insert into interactions (id, type, tracker, guide_id, guide_name, journey_id, point_id, point_name,
        user_id, user_name, user_gender, user_city, user_birth_date)
      values (${i.id}, ${i.type}, ${i.tracker}, ${i.guideId}, ${i.guideName}, ${i.journeyId}, ${i.pointId},
        ${i.pointName}, ${v.userId}, ${v.name}, ${v.gender}, ${v.city}, ${v.birthDate}::date)
      on conflict (id) do nothing
      returning id, type, tracker, guide_id, journey_id, point_id, user_id, created_at
    ), done as (
      insert into completed_journeys (id, journey_id, journey_name, guide_id, user_email,
        user_id, user_name, user_gender, user_city, user_birth_date)
      select c.id, c.journey_id, c.journey_name, ${i.guideId}, ${v.email},
        ${v.userId}, ${v.name}, ${v.gender}, ${v.city}, ${v.birthDate}::date
      from json_to_recordset(${json(unlock.completions.map((c) => ({ id: c.id, journey_id: c.journeyId, journey_name: c.journeyName })))}::json)
        as c(id text, journey_id text, journey_name jsonb)
      where exists (select 1 from ins)
      on conflict (user_id, journey_id) do nothing
      returning journey_id
    ), profile as (
      update user_profiles set last_point_unlocked = ${profile.lastPointUnlocked},
        experience_level = ${profile.experienceLevel}, places_visited = ${json(profile.placesVisited)}::jsonb,
        updated_at = now()
      where id = ${v.userId} and exists (select 1 from ins)
      returning id
    ), emblems as (
      insert into earned_emblems (user_id, emblem_id, guide_id, journey_id)
      select ${v.userId}, e.emblem_id, ${i.guideId}, e.journey_id
      from json_to_recordset(${json(unlock.emblems.map((e) => ({ emblem_id: e.emblemId, journey_id: e.journeyId })))}::json)
        as e(emblem_id text, journey_id text)
      where exists (select 1 from ins)
      on conflict (user_id, emblem_id) do nothing
      returning emblem_id
    ), claimed as (
      update instant_rewards set winner = ${unlock.claim ? json(unlock.claim.winner) : null}::jsonb, won_at = now()
      where id = ${unlock.claim?.rewardId ?? null}::text and winner is null and enabled and exists (select 1 from ins)
      returning id
    )
    select ins.*, coalesce((select json_agg(journey_id) from done), '[]') as completed_journey_ids,
      coalesce((select json_agg(emblem_id) from emblems), '[]') as earned_emblem_ids,
      (select id from claimed) as claimed_reward_id
    from ins
  `.execute(db);
  return rows[0];
}
