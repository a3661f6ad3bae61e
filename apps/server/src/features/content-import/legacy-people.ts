import type { Insertable } from 'kysely';
import { json } from '../../db/column-types.ts';
import type {
  AdminPanelAccessTable,
  CompletedJourneysTable,
  CorporateRegistryTable,
  EmblemsTable,
  FavJourneysTable,
  InteractionsTable,
  RatingsTable,
  RewardsTable,
  UserProfilesTable,
} from '../../db/tables/index.ts';
import { type DocReader, fileUrl, refId, toDay, toIsoDate } from './legacy-export.ts';

/**
 * The original's people and event documents as rows (spec §3; decision 0024). Credentials are
 * never imported (the original's auth service holds them): imported people sign in again by a
 * password reset or their social account, see docs/product-decisions.md.
 */
const now = () => new Date().toISOString();
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function mapUser(id: string, doc: DocReader): Insertable<UserProfilesTable> {
  const image = doc.obj('image');
  const phone = doc.str('phone') ?? null;
  doc.skip('password');
  return {
    id,
    name: doc.str('name') ?? 'Anônimo',
    email: doc.str('email')?.toLowerCase() ?? null,
    phone,
    phone_inverted: doc.str('phoneInverted') ?? null,
    phone_auth_id: doc.str('phoneAuthId') ?? null,
    image:
      image && fileUrl(image) ? json({ name: text(image.name) ?? undefined, fileUrl: fileUrl(image) as string }) : null,
    gender: doc.str('gender') ?? null,
    cep: doc.str('cep') ?? null,
    country: doc.str('country') ?? null,
    state: doc.str('state') ?? null,
    city: doc.str('city') ?? null,
    birth_date: toDay(doc.raw('birthDate')) ?? null,
    roles: doc.strings('roles').length ? doc.strings('roles') : ['Comum'],
    itineraries: json(
      doc.list('itineraries').flatMap((item) =>
        isObject(item) && refId(item.id)
          ? [
              {
                id: refId(item.id) as string,
                name: String(item.name ?? ''),
                image: fileUrl(item.image) ? { fileUrl: fileUrl(item.image) as string } : undefined,
              },
            ]
          : [],
      ),
    ),
    places_visited: json(
      doc.list('placesVisited').flatMap((item) =>
        isObject(item) && refId(item.guide)
          ? [
              {
                guide: refId(item.guide) as string,
                journeysCompleted: Array.isArray(item.journeysCompleted)
                  ? item.journeysCompleted.flatMap((j) => refId(j) ?? [])
                  : [],
                completed: item.completed === true,
              },
            ]
          : [],
      ),
    ),
    experience_level: Math.max(1, Math.round(doc.num('experienceLevel') ?? 1)),
    idiom: doc.str('idiom') ?? 'Português',
    tutorial: doc.strings('tutorial'),
    registration_id_by_email: doc.str('registrationIdByEmail') ?? null,
    registration_id_by_phone: doc.str('registrationIdByPhone') ?? null,
    registration_id_by_google: doc.str('registrationIdByGoogle') ?? null,
    registration_id_by_facebook: doc.str('registrationIdByFacebook') ?? null,
    last_point_unlocked: doc.ref('lastIntPointUnlocked') ?? null,
    terms_and_policy_check: doc.bool('termsAndPolicyCheck', false),
    enabled: doc.bool('enable', true),
    registry: doc.str('registry') ?? null,
    department: doc.str('department') ?? null,
    branch: doc.str('branch') ?? null,
    total_earned_points: Math.round(doc.num('totalEarnedPoints') ?? 0),
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapRegistryEntry(id: string, doc: DocReader): Insertable<CorporateRegistryTable> | undefined {
  const registry = doc.str('registry') ?? id;
  if (!registry) return undefined;
  return {
    registry,
    name: doc.str('name') ?? null,
    email: doc.str('email')?.toLowerCase() ?? null,
    department: doc.str('department') ?? null,
    branch: doc.str('branch') ?? null,
    enabled: doc.bool('enable', true),
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapFavJourney(id: string, doc: DocReader): Insertable<FavJourneysTable> | undefined {
  const userId = doc.ref('userId');
  const guideId = doc.ref('guideId');
  if (!userId || !guideId) return undefined;
  const name = doc.text('name');
  return {
    id,
    user_id: userId,
    guide_id: guideId,
    name: json(Object.keys(name).length ? name : { pt: 'Meus favoritos', en: 'My favorites', es: 'Mis favoritos' }),
    point_ids: doc.refs('intList'),
    created_at: doc.date('creationDate') ?? now(),
  };
}

interface UserSnapshot {
  user_id: string;
  user_name: string | null;
  user_gender: string | null;
  user_city: string | null;
  user_birth_date: string | null;
}

function snapshot(value: Record<string, unknown> | undefined): UserSnapshot | undefined {
  const userId = refId(value);
  if (!userId || !value) return undefined;
  return {
    user_id: userId,
    user_name: text(value.name),
    user_gender: text(value.gender),
    user_city: text(value.city),
    user_birth_date: toDay(value.birthDate) ?? null,
  };
}

/** Snapshot names of a point: its Portuguese name. */
const nameOf = (value: unknown) => (typeof value === 'string' ? value : isObject(value) ? text(value.pt) : null);

export function mapInteraction(
  id: string,
  doc: DocReader,
  pointGuide: (pointId: string) => string | undefined,
): Insertable<InteractionsTable> | undefined {
  const point = doc.obj('intPoint');
  const pointId = refId(point);
  const user = snapshot(doc.obj('user'));
  const guideId = refId(point?.guide) ?? (pointId ? pointGuide(pointId) : undefined);
  if (!pointId || !user || !guideId) return undefined;
  return {
    id,
    type: doc.str('type') === 'Acesso ao conteudo' ? 'Acesso ao conteudo' : 'Desbloqueio de interação',
    tracker: doc.str('tracker') ?? null,
    guide_id: guideId,
    guide_name: isObject(point?.guide) ? text(point.guide.name) : null,
    journey_id: refId(point?.journey) ?? null,
    point_id: pointId,
    point_name: nameOf(point?.name),
    ...user,
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapCompletedJourney(id: string, doc: DocReader): Insertable<CompletedJourneysTable> | undefined {
  const journey = doc.raw('journey');
  const journeyId = refId(journey);
  const userDoc = doc.obj('user');
  const user = snapshot(userDoc);
  if (!journeyId || !user) return undefined;
  return {
    id,
    journey_id: journeyId,
    journey_name: isObject(journey) && typeof journey.name === 'string' ? json({ pt: journey.name }) : null,
    guide_id: isObject(journey) ? (refId(journey.guide) ?? null) : null,
    user_email: text(userDoc?.email),
    ...user,
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapRating(id: string, doc: DocReader): Insertable<RatingsTable> | undefined {
  const target = doc.obj('target');
  const user = doc.obj('user');
  const type = doc.str('type') ?? '';
  const rate = doc.num('rate');
  const userId = refId(user);
  const targetId = type === 'Aplicação' ? 'app' : refId(target);
  if (!['Aplicação', 'Guia', 'Jornada', 'Ponto'].includes(type) || !targetId || !userId || rate === undefined)
    return undefined;
  return {
    id,
    type,
    target_id: targetId,
    target_name: target && typeof target.name === 'string' ? json({ pt: target.name }) : null,
    guide_id: refId(target?.guide) ?? (type === 'Guia' ? targetId : null),
    journey_id: refId(target?.journey) ?? (type === 'Jornada' ? targetId : null),
    user_id: userId,
    user_name: text(user?.name),
    user_image: fileUrl(user?.image) ?? null,
    rate: Math.max(0, Math.min(10, Math.round(rate))),
    comment: doc.str('comment') ?? null,
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapReward(
  id: string,
  doc: DocReader,
): (Omit<Insertable<RewardsTable>, 'amount'> & { amount: number }) | undefined {
  const guide = doc.obj('guide');
  const journey = doc.obj('journey');
  const guideId = refId(guide) ?? doc.ref('guideId');
  if (!guideId) return undefined;
  const winner = doc.obj('winner');
  return {
    id,
    name: json(doc.text('name')),
    description: json(doc.text('description')),
    guide_id: guideId,
    guide_name: text(guide?.name),
    journey_id: refId(journey) ?? null,
    journey_name: text(journey?.name),
    journey_rate: doc.num('journeyRate') ?? 0,
    instant_reward_rate: doc.num('instantRewardRate') ?? 100,
    point_ids_selected: doc.refs('intPointsSelected'),
    select_point_model: doc.bool('selectIntPointModel', false),
    point_id: doc.ref('intPoint') ?? null,
    winner:
      winner && refId(winner)
        ? json({
            id: refId(winner) as string,
            name: text(winner.name) ?? undefined,
            email: text(winner.email) ?? undefined,
          })
        : null,
    type: doc.str('type') ?? null,
    how_to_collect: json(doc.str('type') ? { pt: doc.str('type') } : {}),
    journey_model: doc.bool('journeyModel', false),
    point_model: doc.bool('intModel', false),
    points_to_win: Math.max(1, Math.round(doc.num('intPointsToWin') ?? 1)),
    amount: Math.round((doc.num('amount') ?? 0) * 100) / 100,
    enabled: doc.bool('enable', true),
    start_date: toDay(doc.raw('startDate')) ?? null,
    final_date: toDay(doc.raw('finalDate')) ?? null,
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapEmblem(id: string, doc: DocReader): Insertable<EmblemsTable> | undefined {
  const guideId = doc.ref('guide');
  if (!guideId) return undefined;
  return {
    id,
    name: json(doc.text('name')),
    guide_id: guideId,
    journey_id: doc.ref('journey') ?? null,
    journey_progress: doc.num('journeyProgress') ?? 0,
    image: doc.file('image') ?? null,
    enabled: doc.bool('enable', true),
    created_at: doc.date('creationDate') ?? now(),
  };
}

export function mapAdminPanelAccess(id: string, doc: DocReader): Insertable<AdminPanelAccessTable> | undefined {
  const email = doc.str('userEmail')?.toLowerCase();
  if (!email) return undefined;
  return {
    id,
    guide_id: doc.ref('guideId') ?? null,
    road_map_id: doc.ref('roadMapId') ?? null,
    user_name: doc.str('userName') ?? null,
    user_email: email,
    type: doc.str('type') === 'roadMap' ? 'roadMap' : 'guide',
    created_at: toIsoDate(doc.raw('creationDate')) ?? now(),
  };
}
