import type {
  ImmersiveContent,
  LocalizedMedia,
  LocalizedText,
  Media,
  PointSection,
  Questionnaire,
  SignLanguageVideo,
  TechnicalSheetRow,
  TranslationFlags,
} from '@percurso/shared';
import type { Defaulted, DefaultedJson, Json, TextArray, Timestamp } from '../column-types.ts';

/** Interaction points (the spec's intPoints). */
export interface PointsTable {
  id: string;
  guide_id: string;
  /** Journeys the point belongs to, main journey first (GIN-indexed). */
  journey_ids: TextArray;
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
  content: Json<LocalizedText>;
  content_preview: Json<LocalizedText>;
  map_id: string | null;
  map_icon: string | null;
  map_icon_size: Defaulted<number>;
  x: number | null;
  y: number | null;
  front_image: string | null;
  medias: Json<Media[]>;
  sections: Json<PointSection[]>;
  audio: Json<LocalizedMedia>;
  audio_transcript: DefaultedJson<LocalizedText>;
  /** Issue 16: { field: { lang: 'machine' | 'human' | 'reviewed' } }; '{}' = every text human. */
  translation_flags: DefaultedJson<TranslationFlags>;
  /** The first of `sign_language_videos`, for the release before migration 0049 (which reads only it). */
  sign_language_video: string | null;
  /** One video per sign language (migration 0049), in SIGN_LANGUAGES order. */
  sign_language_videos: DefaultedJson<SignLanguageVideo[]>;
  /** Easy-read text, its narration and the audio-description track, per language (migration 0042). */
  easy_read: DefaultedJson<LocalizedText>;
  easy_read_audio: DefaultedJson<LocalizedMedia>;
  audio_description: DefaultedJson<LocalizedMedia>;
  /** The technical sheet's rows, in order (migration 0052). */
  technical_sheet: DefaultedJson<TechnicalSheetRow[]>;
  geolocation: Defaulted<boolean>;
  latitude: number | null;
  longitude: number | null;
  object_detection: Defaulted<boolean>;
  object_label: string | null;
  journey_required: Defaulted<boolean>;
  qr_required: Defaulted<boolean>;
  qr_nested: Defaulted<boolean>;
  qr_validation: Defaulted<boolean>;
  /** The keypad's number, unique per guide (migration 0039); null only for a point the release before it inserted. */
  stop_number: number | null;
  /** Its stop number unlocks it although it needs a proof (migration 0039). */
  opens_by_number: Defaulted<boolean>;
  immersive: Json<ImmersiveContent>;
  keywords: TextArray;
  tags: TextArray;
  /** Quiz or poll (the spec's questionAndAnswer), null when the point has none. */
  questionnaire: Json<Questionnaire> | null;
  enabled: Defaulted<boolean>;
  /** The spreadsheet row key it was imported with (migration 0024), unique per guide. */
  import_key: Defaulted<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
