/** Business constants of the product specification (§9). */

export const APP_VERSION = '1.1.11';
export const ANONYMOUS_NAME = 'Anônimo';

export const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';
/** BCP 47 locale of each content language, as the spec names them. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  pt: 'pt-BR',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
};

export const BRAND_COLORS = { primary: '#6C4CE0', secondary: '#40C0B7' } as const;

export const TOAST_TIMEOUT_MS = { default: 5000, warning: 3000, favouriteToggle: 1000, linkCopy: 2000 } as const;

export const MAX_SUGGESTIONS = 3;
export const MIN_GUIDE_NAME_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 6;
/** The password hash accepts at most this many characters (better-auth's default limit). */
export const MAX_PASSWORD_LENGTH = 128;
/** The longest person's name a profile keeps (sign-up, /perfil, phone sign-up). */
export const MAX_NAME_LENGTH = 120;

// Account constants live here, not beside the account schemas: the web shell reads them, and a
// module that builds zod schemas at load time would pull zod into every visitor's first load.
export const USER_ROLES = ['Comum', 'Administração'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLES: readonly UserRole[] = ['Comum'];
export const DEFAULT_IDIOM = 'Português';
/** The interface languages a profile can choose (the spec's idiom values, one per language). */
export const IDIOMS = ['Português', 'English', 'Español', 'Français'] as const;
export type Idiom = (typeof IDIOMS)[number];

/**
 * A venue PIN: 4 to 8 digits (6 recommended: the guessing limit makes them last a day or an event).
 * Here, not beside the unlock-codes schemas: the visitor's PIN form on a guide page checks it.
 */
export const VENUE_PIN_PATTERN = /^\d{4,8}$/;

export const DEFAULT_MAP_ICON_SIZE = 70;
export const DEFAULT_MAP_VIEW_SCALE = 1.5;
export const VISIT_3D_DIALOG = { maxWidthPx: 800, widthPercent: 95 } as const;

export const TEXT_SIZE_STEP_PX = 2;
/** Text size offset bounds (in steps of TEXT_SIZE_STEP_PX) so the layout never breaks. */
export const TEXT_SIZE_OFFSET_RANGE = { min: -2, max: 5 } as const;
/**
 * Cookies the app mirrors its local settings into, so the server draws a landing page as the app
 * will hydrate it (decision 0025): the text size offset, and the tutorials seen (a JSON list).
 */
export const TEXT_SIZE_COOKIE = 'percurso-text-size';
export const TUTORIALS_COOKIE = 'percurso-tutorials';

export const EARTH_RADIUS_M = 6_371_000;
export const NEARBY_RADIUS_M = 25;

export const GENDERS = ['Masculino', 'Feminino', 'Outro'] as const;
export const GUIDE_TYPES = ['Público', 'Privado'] as const;
export const QUESTION_TYPES = ['Enquete', 'Quiz'] as const;
export const MEDIA_FILE_TYPES = ['image', 'video', 'audio', 'pdf', 'doc'] as const;
export const MAP_TYPES = ['floorPlan', 'geographic'] as const;

/** Default OSM-style raster tile template for geographic maps (override with TILE_URL). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const INTERACTION_TYPES = ['Desbloqueio de interação', 'Acesso ao conteudo'] as const;
/** Where an unlock or access came from; the only ways into a point that requires QR validation. */
export const TRACKERS = ['intPointDialog', 'toolBar', 'OutOfApp', 'raContent'] as const;
/**
 * Every way a visitor reaches a point: the spec's trackers plus walking up to it ('gps'),
 * pointing the camera at it ('camera') and typing its stop number on the keypad ('number'). GPS
 * and camera are refused for points with QR validation; a number unlocks a point that needs a
 * proof only when its managers allow it (rules/unlock-proof.ts).
 */
export const UNLOCK_SOURCES = [...TRACKERS, 'gps', 'camera', 'number'] as const;

/**
 * The trackers the usage rollups count one by one (migration 0019's t_* columns, the guide
 * dashboard's unlocks by tracker). A keypad unlock ('number') counts there in a point's unlocks;
 * the codes-and-places view counts every tracker, 'number' too (migration 0047, UNLOCK_METHODS).
 */
export const ROLLED_UP_TRACKERS = [...TRACKERS, 'gps', 'camera'] as const;

/** A point's stop number (issue 30): a short whole number, unique within its guide, 1 to 9999. */
export const STOP_NUMBER_MIN = 1;
export const STOP_NUMBER_MAX = 9999;

/** A point's technical sheet ("Ficha técnica"): at most this many rows, each label and value this long per language. */
export const TECHNICAL_SHEET_MAX_ROWS = 30;
export const TECHNICAL_SHEET_LABEL_MAX = 80;
export const TECHNICAL_SHEET_VALUE_MAX = 500;

export const DEFAULT_EXPERIENCE_LEVEL = 1;
export const EXPERIENCE_LEVELS = ['Iniciante', 'Intermediário', 'Avançado'] as const;

/** Analytics buckets of a visitor's journey progress (percent of required points). */
export const JOURNEY_PROGRESS_BUCKETS = [
  'Leitura única',
  '1 a 10',
  '11 a 25',
  '26 a 50',
  '51 a 75',
  '75 a 99',
  '100',
] as const;

export const DEFAULT_INSTANT_REWARD_RATE = 100;

// Instant rewards and emblems (spec §3, §9 defaults).
export const DEFAULT_POINTS_TO_WIN = 1;
export const DEFAULT_JOURNEY_RATE = 0;
export const DEFAULT_REWARD_AMOUNT = 0;
export const DEFAULT_EMBLEM_JOURNEY_PROGRESS = 0;
/** How an instant reward is qualified for: a share of a journey, or a number of chosen points. */
export const INSTANT_REWARD_MODELS = ['journey', 'points'] as const;
