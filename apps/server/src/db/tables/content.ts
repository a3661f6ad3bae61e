import type {
  AboutGuide,
  Address,
  GuideTheme,
  LocalizedMedia,
  LocalizedText,
  TranslationFlags,
} from '@percurso/shared';
import type { Defaulted, DefaultedJson, Json, TextArray, Timestamp } from '../column-types.ts';

/** Venue content: what managers publish and visitors read. */
export interface GuidesTable {
  id: string;
  name: Json<LocalizedText>;
  /** normalizeName(name.pt): the indexed key of /{guideName} links. */
  name_key: string;
  /** normalizeName of the name in every language, so a link in any language finds the guide. */
  name_keys: TextArray;
  description: Json<LocalizedText>;
  type: string;
  enabled: Defaulted<boolean>;
  image: string | null;
  banner_url: string | null;
  front_images: TextArray;
  bar_logo: string | null;
  tool_bar_logo: string | null;
  fav_icon: string | null;
  theme: Json<GuideTheme>;
  address: Json<Address> | null;
  latitude: number | null;
  longitude: number | null;
  topics: TextArray;
  intro_message: Json<LocalizedText>;
  intro_audio: Json<LocalizedMedia>;
  /** Issue 16: who wrote each translated text ({ field: { lang: flag } }). */
  translation_flags: DefaultedJson<TranslationFlags>;
  sign_language_video: string | null;
  about_guide: Json<AboutGuide> | null;
  tutorial_image: string | null;
  tool_tip_link: Json<{ title: LocalizedText; link: LocalizedText }> | null;
  hide_tutorial_name: Defaulted<boolean>;
  visit_3d_url: string | null;
  gamification: Defaulted<boolean>;
  /** Migration 0040: visitors may ask staff for help at a point. */
  help_requests_enabled: Defaulted<boolean>;
  main_guide_link: string | null;
  initial_point_id: string | null;
  journey_order: TextArray;
  sponsor_ids: TextArray;
  social_net_ids: TextArray;
  road_map_id: string | null;
  /** The spec's managers [{id, email, name, roles}]; read by the management features. */
  managers: DefaultedJson<GuideManager[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * A guide's unlock codes (migration 0031): the secret its printed QR codes are signed with,
 * whether unsigned codes are refused, and the venue PIN. Never part of a public read.
 */
export interface GuideUnlockCodesTable {
  guide_id: string;
  /** base64url, 32 random bytes; null until a code is first signed. */
  qr_secret: string | null;
  signed_codes_only: Defaulted<boolean>;
  venue_pin: string | null;
  venue_pin_expires_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A guide's kiosk mode (migration 0041): the PIN's scrypt hash and the idle time before a visit resets. */
export interface GuideKiosksTable {
  guide_id: string;
  pin_hash: string;
  idle_seconds: number;
  updated_at: Defaulted<Timestamp>;
}

/** A shareable preview link of a guide's draft (migration 0044): only the SHA-256 of its token is kept. */
export interface PreviewLinksTable {
  id: string;
  guide_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface GuideManager {
  id: string;
  email: string;
  name: string;
  roles: string[];
}

export interface GuideMapsTable {
  id: string;
  guide_id: string;
  name: Json<LocalizedText>;
  type: string;
  file_url: string | null;
  width: number | null;
  height: number | null;
  center_latitude: number | null;
  center_longitude: number | null;
  zoom: number | null;
  position: number;
  created_at: Timestamp;
}

export interface JourneysTable {
  id: string;
  guide_id: string;
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
  /** Issue 16: who wrote each translated text ({ field: { lang: flag } }). */
  translation_flags: DefaultedJson<TranslationFlags>;
  point_order: TextArray;
  enabled: Defaulted<boolean>;
  background_color: string | null;
  ia_model: Json<{ modelUrl: string; metadataUrl: string }> | null;
  /** Storage keys of a model uploaded through the panel (0011); null for a model given by URL. */
  ia_model_keys: Json<string[]> | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SponsorsTable {
  id: string;
  name: string;
  url: string;
  image: string;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface SocialNetworksTable {
  id: string;
  name: string;
  url: string;
  image: string;
  suffix: string | null;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface RoadMapsTable {
  id: string;
  name: Json<LocalizedText>;
  name_key: string;
  name_keys: TextArray;
  description: Json<LocalizedText>;
  banner_image: string | null;
  logo_image: string | null;
  /** Guides of the itinerary, in order; names are read from the guides themselves. */
  guide_ids: TextArray;
  sponsor_ids: TextArray;
  social_net_ids: TextArray;
  enabled: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The spec's "vans": named groups of a road map's guides visited together. */
export interface RoadMapVansTable {
  road_map_id: string;
  position: number;
  name: string;
  guide_ids: TextArray;
}

/** One row (id 'app'): the app-wide switches and tooltip texts. */
export interface AppPropertiesTable {
  id: Defaulted<string>;
  version: string;
  enabled: boolean;
  on_evaluation: boolean;
  tooltip_title: Json<LocalizedText>;
  tooltip_text: Json<LocalizedText>;
  tooltip_images: TextArray;
  urls_prefix: string;
  topics: TextArray;
  /** Raw events (interactions, visit events) older than this many months are deleted (migration 0048). */
  raw_events_retention_months: Defaulted<number>;
  updated_at: Timestamp;
}

/** An access of a guide's venue: entrance, parking, van stop … (docs/product-decisions.md). */
export interface VenueAccessesTable {
  id: string;
  guide_id: string;
  name: Json<LocalizedText>;
  type: string;
  description: Json<LocalizedText>;
  latitude: number;
  longitude: number;
  address: Json<Address>;
  image: string;
  map_ids: TextArray;
  enabled: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}
