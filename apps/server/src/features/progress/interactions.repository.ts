import type { Coordinates, Guide, LocalizedText, PlaceVisited, Point } from '@percurso/shared';
import { sql } from 'kysely';
import { json } from '../../db/column-types.ts';
import type { Db } from '../../db/database.ts';
import type { GuideCodeSecrets } from '../unlock-codes/index.ts';
import { snapshotColumns, type VisitorSnapshot } from './progress.repository.ts';

/** Everything a visitor's progress is computed from. */
export interface VisitorState {
  /** The points interacted with, first interaction first. */
  visited: Array<{ pointId: string; guideId: string }>;
  answers: Array<{ pointId: string; questionIndex: number; optionIndex: number }>;
  /** Completed journeys, oldest completion first. */
  completed: string[];
  /** Published journeys of the visited guides (and of the asked points' guides), oldest first. */
  journeys: Array<{ id: string; guideId: string; name: LocalizedText }>;
  /** Published points of those guides, as journey progress needs them. */
  members: Array<{ id: string; guideId: string; journeyIds: string[]; journeyRequired: boolean }>;
  /** Emblems the visitor has earned. */
  earnedEmblems: string[];
}

/**
 * What recording an interaction needs of its point and the point's guide: the unlock rules and
 * names, not the content (a point's texts, media and quiz in four languages are most of its row).
 */
export interface UnlockTarget {
  point: Pick<
    Point,
    | 'id'
    | 'guideId'
    | 'journeyIds'
    | 'name'
    | 'enabled'
    | 'qrValidation'
    | 'geolocation'
    | 'stopNumber'
    | 'opensByNumber'
  > & {
    coordinates?: Coordinates | undefined;
  };
  guide: Pick<Guide, 'id' | 'name' | 'enabled'>;
  /** What checks the guide's printed codes and venue PIN (migration 0031). */
  codes: GuideCodeSecrets;
}

/** The states of several visitors read together, and which of the asked interaction ids exist. */
export interface VisitorStates {
  states: Map<string, VisitorState>;
  knownInteractionIds: Set<string>;
  /** The asked points that exist, by id (only read along with at least one visitor). */
  targets: Map<string, UnlockTarget>;
}

interface TargetRow {
  id: string;
  guideId: string;
  journeyIds: string[];
  name: LocalizedText;
  enabled: boolean;
  qrValidation: boolean;
  geolocation: boolean;
  latitude: number | null;
  longitude: number | null;
  stopNumber: number | null;
  opensByNumber: boolean;
  guideName: LocalizedText;
  guideEnabled: boolean;
  qrSecret: string | null;
  signedCodesOnly: boolean | null;
  venuePin: string | null;
  venuePinExpiresAt: string | null;
}

function toTarget(row: TargetRow): UnlockTarget {
  return {
    point: {
      id: row.id,
      guideId: row.guideId,
      journeyIds: row.journeyIds,
      name: row.name,
      enabled: row.enabled,
      qrValidation: row.qrValidation,
      geolocation: row.geolocation,
      coordinates:
        row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : undefined,
      stopNumber: row.stopNumber ?? undefined,
      opensByNumber: row.opensByNumber,
    },
    guide: { id: row.guideId, name: row.guideName, enabled: row.guideEnabled },
    codes: {
      qrSecret: row.qrSecret,
      signedCodesOnly: row.signedCodesOnly ?? false,
      venuePin: row.venuePin,
      venuePinExpiresAt: row.venuePinExpiresAt,
    },
  };
}

/**
 * The visitors' states in one statement: their interactions, answers, completed journeys and
 * emblems, and the published journeys and points (migration 0050: the live version's, not the
 * draft's) of every guide any of them visited plus the guides of `pointIds` (a guide's journeys
 * and points are read once however many visitors share it).
 * With `interactionIds`, which of those interactions exist already (whoever made them); with
 * `pointIds`, those points as unlock targets (a batch of interactions reads nothing else). The ids
 * are given as arrays (`= any(array(…))`), which the planner sizes, so the interactions are read
 * by index: an `in (select … from json…)` was planned for 100 rows and scanned the whole table.
 */
export async function readVisitorStates(
  db: Db,
  userIds: readonly string[],
  ask: { interactionIds?: readonly string[]; pointIds?: readonly string[] } = {},
): Promise<VisitorStates> {
  const { rows } = await sql<{
    user_id: string;
    visited: VisitorState['visited'];
    answers: VisitorState['answers'];
    completed: string[];
    earned: string[];
    known: string[];
    targets: TargetRow[];
    journeys: VisitorState['journeys'];
    members: VisitorState['members'];
  }>`
    with visitors as (
      select distinct value as user_id from json_array_elements_text(${json(userIds)}::json)
    ), asked_points as (
      select value as id from json_array_elements_text(${json(ask.pointIds ?? [])}::json)
    ), visited as (
      select user_id, point_id, guide_id, first_at from visited_points
      where user_id = any(array(select user_id from visitors))
    ), visited_lists as (
      select user_id, json_agg(json_build_object('pointId', point_id, 'guideId', guide_id) order by first_at, point_id) as list
      from visited group by user_id
    ), seen_guides as (
      select guide_id from visited
      union select guide_id from published_points where point_id in (select id from asked_points)
    ), targets as (
      select coalesce(json_agg(json_build_object('id', p.point_id, 'guideId', p.guide_id, 'journeyIds', p.journey_ids,
          'name', p.name, 'enabled', true, 'qrValidation', p.qr_validation, 'geolocation', p.geolocation,
          'latitude', p.latitude, 'longitude', p.longitude, 'stopNumber', p.stop_number,
          'opensByNumber', p.opens_by_number, 'guideName', l.summary -> 'name', 'guideEnabled', g.enabled,
          'qrSecret', u.qr_secret, 'signedCodesOnly', u.signed_codes_only, 'venuePin', u.venue_pin,
          'venuePinExpiresAt', u.venue_pin_expires_at)), '[]') as list
      from published_points p join guides g on g.id = p.guide_id join guide_live l on l.guide_id = g.id
        left join guide_unlock_codes u on u.guide_id = g.id
      where p.point_id in (select id from asked_points)
    ), guide_journeys as (
      select coalesce(json_agg(json_build_object('id', journey_id, 'guideId', guide_id, 'name', name)
          order by created_at, journey_id), '[]') as list
      from published_journeys where guide_id in (select guide_id from seen_guides)
    ), guide_members as (
      select coalesce(json_agg(json_build_object('id', point_id, 'guideId', guide_id, 'journeyIds', journey_ids,
          'journeyRequired', journey_required) order by created_at, point_id), '[]') as list
      from published_points where guide_id in (select guide_id from seen_guides)
    ), known as (
      select coalesce(json_agg(id), '[]') as list from interactions
      where id = any(array(select json_array_elements_text(${json(ask.interactionIds ?? [])}::json)))
    )
    select v.user_id,
      coalesce(vl.list, '[]') as visited,
      coalesce((select json_agg(json_build_object('pointId', point_id, 'questionIndex', question_index,
          'optionIndex', option_index) order by point_id, question_index)
        from point_answers a where a.user_id = v.user_id), '[]') as answers,
      coalesce((select json_agg(journey_id order by created_at)
        from completed_journeys c where c.user_id = v.user_id), '[]') as completed,
      coalesce((select json_agg(emblem_id) from earned_emblems e where e.user_id = v.user_id), '[]') as earned,
      known.list as known, targets.list as targets, guide_journeys.list as journeys, guide_members.list as members
    from visitors v left join visited_lists vl on vl.user_id = v.user_id
      cross join known cross join targets cross join guide_journeys cross join guide_members
  `.execute(db);
  const states = new Map<string, VisitorState>();
  let known: string[] = [];
  let targets: TargetRow[] = [];
  for (const row of rows) {
    known = row.known;
    targets = row.targets;
    states.set(row.user_id, {
      visited: row.visited,
      answers: row.answers,
      completed: row.completed,
      journeys: row.journeys,
      members: row.members,
      earnedEmblems: row.earned,
    });
  }
  return {
    states,
    knownInteractionIds: new Set(known),
    targets: new Map(targets.map((row) => [row.id, toTarget(row)])),
  };
}

/** One visitor's state (GET /api/me/progress and the answers' progress). */
export async function readVisitorState(db: Db, userId: string): Promise<VisitorState> {
  const state = (await readVisitorStates(db, [userId])).states.get(userId);
  if (!state) throw new Error('visitor state not read');
  return state;
}

/**
 * The visitors' profile rows, locked until the transaction ends, in id order (two batches that
 * share visitors never wait for each other in a cycle): every progress write of one visitor runs
 * one after the other, so concurrent requests never count twice or lose an update.
 */
export async function lockProfiles(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_profiles')
    .selectAll()
    .where('id', 'in', [...userIds])
    .orderBy('id')
    .forUpdate()
    .execute();
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
  /** Emblems this interaction earns (stored once per visitor and emblem). */
  emblems: Array<{ emblemId: string; journeyId: string | null }>;
  /** The instant reward whose chance was won: claimed only if it still has no winner (spec §4). */
  claim: {
    rewardId: string;
    winner: { id: string; name: string | null; email: string | null };
    /** The code for the desk, written with the win (rules/redeem-code.ts). */
    redeemCode: string;
  } | null;
}

/** A visitor's profile fields after the batch's interactions, written when one of them was stored. */
export interface ProfileAfter {
  userId: string;
  lastPointUnlocked: string;
  experienceLevel: number;
  placesVisited: PlaceVisited[];
}

export interface WrittenInteraction {
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
}

/**
 * Writes a batch of interactions, the journeys they complete, the emblems they earn, the
 * visitors' profile fields and the claims of instant rewards in one statement. A claim is the
 * conditional write `… where winner is null`: of concurrent claims the first takes the row lock
 * and the others, once it commits, see its winner and claim nothing (a batch claims a reward for
 * one interaction at most). An interaction whose id exists already is not written, nor is
 * anything of it, and it is missing from the answer.
 */
export async function writeInteractions(
  db: Db,
  unlocks: readonly NewUnlock[],
  profiles: readonly ProfileAfter[],
): Promise<WrittenInteraction[]> {
  const interactions = unlocks.map(({ interaction: i, visitor: v }) => ({
    id: i.id,
    type: i.type,
    tracker: i.tracker,
    guide_id: i.guideId,
    guide_name: i.guideName,
    journey_id: i.journeyId,
    point_id: i.pointId,
    point_name: i.pointName,
    ...snapshotColumns(v),
  }));
  const completions = unlocks.flatMap(({ interaction: i, visitor: v, completions: done }) =>
    done.map((c) => ({
      interaction_id: i.id,
      id: c.id,
      journey_id: c.journeyId,
      journey_name: c.journeyName,
      guide_id: i.guideId,
      user_email: v.email,
      ...snapshotColumns(v),
    })),
  );
  const emblems = unlocks.flatMap(({ interaction: i, visitor: v, emblems: earned }) =>
    earned.map((e) => ({
      interaction_id: i.id,
      user_id: v.userId,
      emblem_id: e.emblemId,
      guide_id: i.guideId,
      journey_id: e.journeyId,
    })),
  );
  const claims = unlocks.flatMap(({ interaction: i, claim }) =>
    claim ? [{ interaction_id: i.id, reward_id: claim.rewardId, winner: claim.winner, code: claim.redeemCode }] : [],
  );
  const profileRows = profiles.map((p) => ({
    id: p.userId,
    last_point_unlocked: p.lastPointUnlocked,
    experience_level: p.experienceLevel,
    places_visited: p.placesVisited,
  }));
  const { rows } = await sql<WrittenInteraction>`
    with ins as (
      insert into interactions (id, type, tracker, guide_id, guide_name, journey_id, point_id, point_name,
        user_id, user_name, user_gender, user_city, user_birth_date)
      select i.id, i.type, i.tracker, i.guide_id, i.guide_name, i.journey_id, i.point_id, i.point_name,
        i.user_id, i.user_name, i.user_gender, i.user_city, i.user_birth_date
      from json_to_recordset(${json(interactions)}::json) as i(id text, type text, tracker text, guide_id text,
        guide_name text, journey_id text, point_id text, point_name text, user_id text, user_name text,
        user_gender text, user_city text, user_birth_date date)
      on conflict (id) do nothing
      returning id, type, tracker, guide_id, journey_id, point_id, user_id, created_at
    ), done as (
      insert into completed_journeys (id, journey_id, journey_name, guide_id, user_email,
        user_id, user_name, user_gender, user_city, user_birth_date)
      select c.id, c.journey_id, c.journey_name, c.guide_id, c.user_email,
        c.user_id, c.user_name, c.user_gender, c.user_city, c.user_birth_date
      from json_to_recordset(${json(completions)}::json) as c(interaction_id text, id text, journey_id text,
        journey_name jsonb, guide_id text, user_email text, user_id text, user_name text, user_gender text,
        user_city text, user_birth_date date)
      where c.interaction_id in (select id from ins)
      on conflict (user_id, journey_id) do nothing
      returning id, journey_id
    ), profile as (
      update user_profiles up set last_point_unlocked = p.last_point_unlocked,
        experience_level = p.experience_level, places_visited = p.places_visited, updated_at = now()
      from json_to_recordset(${json(profileRows)}::json) as p(id text, last_point_unlocked text,
        experience_level int, places_visited jsonb)
      where up.id = p.id and p.id in (select user_id from ins)
      returning up.id
    ), emblems as (
      insert into earned_emblems (user_id, emblem_id, guide_id, journey_id)
      select e.user_id, e.emblem_id, e.guide_id, e.journey_id
      from json_to_recordset(${json(emblems)}::json) as e(interaction_id text, user_id text, emblem_id text,
        guide_id text, journey_id text)
      where e.interaction_id in (select id from ins)
      on conflict (user_id, emblem_id) do nothing
      returning user_id, emblem_id
    ), claimed as (
      update instant_rewards r set winner = c.winner, won_at = now(), redeem_code = c.code
      from json_to_recordset(${json(claims)}::json) as c(interaction_id text, reward_id text, winner jsonb, code text)
      -- Switched on as published (migration 0051), whatever the draft says.
      where r.id = c.reward_id and r.winner is null and c.interaction_id in (select id from ins)
        and exists (select 1 from published_engagement p
          where p.kind = 'instantReward' and p.id = r.id and (p.rule->>'enabled')::boolean)
      returning r.id, c.interaction_id
    ), completions_of as (
      select c.interaction_id, json_agg(c.journey_id) as ids
      from json_to_recordset(${json(completions)}::json) as c(interaction_id text, id text, journey_id text)
      where c.id in (select id from done) group by c.interaction_id
    )
    select ins.*, coalesce(completions_of.ids, '[]') as completed_journey_ids,
      coalesce((select json_agg(emblems.emblem_id) from emblems
        join json_to_recordset(${json(emblems)}::json) as e(interaction_id text, user_id text, emblem_id text)
          on e.user_id = emblems.user_id and e.emblem_id = emblems.emblem_id
        where e.interaction_id = ins.id), '[]') as earned_emblem_ids,
      (select claimed.id from claimed where claimed.interaction_id = ins.id) as claimed_reward_id
    from ins left join completions_of on completions_of.interaction_id = ins.id
  `.execute(db);
  return rows;
}
