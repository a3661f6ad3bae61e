import type { LocalizedText } from '@percurso/shared';
import type { DateText, Defaulted, DefaultedJson, Json, TextArray, Timestamp } from '../column-types.ts';

/**
 * The spec's user document, minus credentials (better-auth owns those in its own tables).
 * Keyed by the auth user id.
 */
export interface UserProfilesTable {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Last 8 digits of the phone reversed: the spec's phone comparison key. */
  phone_inverted: string | null;
  phone_auth_id: string | null;
  image: Json<{ name?: string; fileUrl: string }> | null;
  gender: string | null;
  cep: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  birth_date: DateText | null;
  roles: TextArray;
  itineraries: Json<Array<{ id: string; name: string; image?: { fileUrl: string } }>>;
  places_visited: Json<Array<{ guide: string; journeysCompleted: string[]; completed: boolean }>>;
  experience_level: Defaulted<number>;
  idiom: Defaulted<string>;
  /** The content format the visitor chose (rules/content-format.ts), null: never chose (migration 0042). */
  content_format: Defaulted<string | null>;
  /** With content_format 'sign-language': which sign language (rules/content-format.ts), null: Libras (migration 0049). */
  content_sign_language: Defaulted<string | null>;
  /** False when the visitor turned usage tracking off: no visit event of theirs is stored (migration 0048). */
  usage_tracking: Defaulted<boolean>;
  tutorial: TextArray;
  registration_id_by_email: string | null;
  registration_id_by_phone: string | null;
  registration_id_by_google: string | null;
  registration_id_by_facebook: string | null;
  last_point_unlocked: string | null;
  terms_and_policy_check: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  registry: string | null;
  department: string | null;
  branch: string | null;
  total_earned_points: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A visitor's own itinerary of points (favourite route). */
export interface FavJourneysTable {
  id: string;
  user_id: string;
  guide_id: string;
  name: Json<LocalizedText>;
  point_ids: TextArray;
  created_at: Timestamp;
}

/** The snapshot of a visitor kept on event rows, so analytics need no joins. */
export interface UserSnapshotColumns {
  user_id: string;
  user_name: string | null;
  user_gender: string | null;
  user_city: string | null;
  user_birth_date: DateText | null;
}

export interface CompletedJourneysTable extends UserSnapshotColumns {
  id: string;
  journey_id: string;
  journey_name: Json<LocalizedText> | null;
  guide_id: string | null;
  user_email: string | null;
  created_at: Timestamp;
}

export interface RatingsTable {
  id: string;
  /** Aplicação, Guia, Jornada or Ponto. */
  type: string;
  /** The guide, journey or point id; 'app' for Aplicação (one rating per visitor and target). */
  target_id: string;
  target_name: Json<LocalizedText> | null;
  guide_id: string | null;
  journey_id: string | null;
  user_id: string;
  user_name: string | null;
  user_image: string | null;
  rate: number;
  comment: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Global administrators: whoever has a row here (the spec's panelAcess keyed by user id). */
export interface PanelAccessTable {
  user_id: string;
  created_at: Timestamp;
}

/** Guide or road map administrators by e-mail (the spec's adminPanelAcess). */
export interface AdminPanelAccessTable {
  id: string;
  guide_id: string | null;
  road_map_id: string | null;
  user_name: string | null;
  user_email: string;
  /** The account it names (migration 0018); road-map administrators are matched by it. */
  user_id: string | null;
  /** 'guide' or 'roadMap'. */
  type: string;
  created_at: Timestamp;
}

/** Rewards and instant rewards share one shape (two tables, as in the spec). */
export interface RewardsTable {
  id: string;
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
  guide_id: string;
  guide_name: string | null;
  journey_id: string | null;
  journey_name: string | null;
  journey_rate: Defaulted<number>;
  instant_reward_rate: Defaulted<number>;
  point_ids_selected: TextArray;
  select_point_model: Defaulted<boolean>;
  point_id: string | null;
  winner: Json<{ id: string; name?: string; email?: string }> | null;
  /** The spec's type: how to collect it, in Portuguese (the `pt` of how_to_collect, migration 0038). */
  type: string | null;
  /** How to collect it in each language; its `pt` is read from `type`. */
  how_to_collect: DefaultedJson<LocalizedText>;
  journey_model: Defaulted<boolean>;
  point_model: Defaulted<boolean>;
  points_to_win: Defaulted<number>;
  amount: Defaulted<number>;
  enabled: Defaulted<boolean>;
  start_date: DateText | null;
  final_date: DateText | null;
  created_at: Timestamp;
}

export interface EmblemsTable {
  id: string;
  name: Json<LocalizedText>;
  guide_id: string;
  journey_id: string | null;
  journey_progress: Defaulted<number>;
  image: string | null;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
}

/**
 * One prize draw (the spec's sortedReward; its shape is ours, migration 0014): the frozen eligible
 * user ids in canonical order (`entries`), their SHA-256, the seed and the winner it gives.
 */
export interface SortedRewardsTable {
  id: string;
  reward_id: string | null;
  guide_id: string | null;
  entries: Json<string[]>;
  seed: string | null;
  list_hash: string | null;
  winner_index: number | null;
  winner: Json<{ id: string; name: string; email: string | null }> | null;
  /** The draw this re-draw replaces (its winner was unreachable), and why. */
  redraw_of: string | null;
  reason: string | null;
  drawn_by: Json<{ id: string; name: string }> | null;
  mailed: Defaulted<boolean>;
  created_at: Timestamp;
}
