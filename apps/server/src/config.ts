import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TILE_URL } from '@percurso/shared';
import { z } from 'zod';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/pg-dialect.ts';
import type { S3Settings } from './features/media-library/media-storage.ts';

/** Empty variables (`FOO=`) count as unset, as most shells and .env files intend. */
/** How often each process looks for due scheduled publishes (features/publishing), by default. */
export const DEFAULT_PUBLISH_POLL_MS = 30_000;

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const booleanFlag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((value) => ['true', '1', 'yes', ''].includes(value)),
);

/** An on/off switch: true/1/yes/on or false/0/no/off; unset or empty means `fallback`. */
const onOff = (fallback: 'on' | 'off') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || fallback : (value ?? fallback)),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
      .transform((value) => ['true', '1', 'yes', 'on'].includes(value)),
  );

/** ViaCEP's public JSON lookup; any service answering its shape can replace it. */
export const DEFAULT_CEP_LOOKUP_URL = 'https://viacep.com.br/ws/{cep}/json/';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_CONNECT_TIMEOUT_MS),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  MEDIA_DIR: optionalText,
  WEB_DIST: optionalText,
  PUBLIC_ORIGIN: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TILE_URL: z.string().min(1).default(DEFAULT_TILE_URL),
  SEED_DEMO: booleanFlag.default(true),
  PUBLISH_POLL_MS: z.coerce.number().int().min(50).default(DEFAULT_PUBLISH_POLL_MS),
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  BACKUP_DIR: optionalText,
  BACKUP_SCHEDULE: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z
      .string()
      .regex(/^(off|([01]?\d|2[0-3]):[0-5]\d)$/, 'must be a time of day such as 03:00, or off')
      .default('03:00'),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  BETTER_AUTH_SECRET: optionalText,
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  ADMIN_EMAIL: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.string().email().optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  TWITTER_CLIENT_ID: optionalText,
  TWITTER_CLIENT_SECRET: optionalText,
  OIDC_ISSUER_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  RATE_LIMITS: onOff('on'),
  TRUST_PROXY: onOff('off'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  CEP_LOOKUP_URL: z.string().includes('{cep}', { message: 'must contain {cep}' }).default(DEFAULT_CEP_LOOKUP_URL),
  TTS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  TTS_API_KEY: optionalText,
  TTS_MODEL: optionalText,
  TTS_VOICES: optionalText,
  LIBRETRANSLATE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  LIBRETRANSLATE_API_KEY: optionalText,
  DEEPL_API_KEY: optionalText,
  DEEPL_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
});

/** A social sign-in client: features/auth/social.ts turns these settings into better-auth plugins. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Sign-in providers from the environment; each is on only when its client id and secret are set. */
export interface SocialSettings {
  google?: OAuthClient | undefined;
  facebook?: OAuthClient | undefined;
  twitter?: OAuthClient | undefined;
  /** Any OpenID Connect issuer (Keycloak, Authentik, a test server...), found by discovery. */
  oidc?: (OAuthClient & { issuerUrl: string; name: string }) | undefined;
}

export type LogLevel = z.infer<typeof environment>['LOG_LEVEL'];

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the embedded database (`pglite/`) and, by default, uploaded media (`media/`). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL only: opening (or waiting for) a pooled connection fails after `connectMs`; a
   * statement is cancelled after `statementMs` (0: never), migrations excepted (decision 0029).
   */
  databaseTimeouts: { connectTimeoutMs: number; statementTimeoutMs: number };
  mediaDir: string;
  /** The built web app (`apps/web/dist`) served on the same port. */
  webDist: string;
  /**
   * The web build's server entry that renders the landing pages (`dist-ssr/entry-server.js` beside
   * WEB_DIST, written by `npm run build`); without it those pages go out unrendered.
   */
  webServerEntry?: string | undefined;
  publicOrigin: string | undefined;
  logLevel: LogLevel;
  tileUrl: string;
  seedDemo: boolean;
  /** How often each process looks for due scheduled publishes (features/publishing; PUBLISH_POLL_MS, default 30 s). */
  publishPollMs?: number;
  /**
   * On SIGTERM (docs/operations.md, "Stopping"): readiness answers 503 for `graceMs` while requests
   * are still served (a proxy's health checks take the process out of rotation), then the listener
   * closes and requests in flight get up to `timeoutMs` to finish before the database closes.
   */
  shutdown: { graceMs: number; timeoutMs: number };
  /**
   * Backups (docs/operations.md, "Backups"): archives are written to `dir` (BACKUP_DIR, default
   * DATA_DIR/backups); `schedule` is the daily time (BACKUP_SCHEDULE, server's time zone, default
   * 03:00; undefined when `off`); the newest `keep` archives stay (BACKUP_KEEP, default 7).
   */
  backup: BackupSettings;
  /** BETTER_AUTH_SECRET; when unset the server keeps a generated one in DATA_DIR/auth-secret. */
  authSecret: string | undefined;
  /** SMTP server for outgoing e-mail; without it messages go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** The From of outgoing e-mail; required with SMTP_URL. */
  mailFrom: string | undefined;
  /** Postal-code lookup URL with a `{cep}` placeholder (ViaCEP's JSON shape). */
  cepLookupUrl: string;
  /** METRICS_TOKEN: GET /metrics answers a scraper sending it as a Bearer token; unset, /metrics is 404. */
  metricsToken?: string | undefined;
  /** ADMIN_EMAIL: the registered user with this e-mail is made a global admin on boot and on sign-up. */
  adminEmail: string | undefined;
  /** RATE_LIMITS (default on): the per-address limits on sign-in, sign-up, OTP and reset. */
  rateLimits: boolean;
  /** TRUST_PROXY (default off): behind one reverse proxy; the client address is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** Social sign-in providers: each one whose *_CLIENT_ID and *_CLIENT_SECRET are both set. */
  social: SocialSettings;
  /** Uploads go to this S3-compatible bucket when S3_BUCKET is set; else to MEDIA_DIR. */
  s3: S3Settings | undefined;
  /** Narration engine: eSpeak NG (built in) unless TTS_URL names an OpenAI-compatible speech API. */
  tts: TtsSettings | undefined;
  /** Translation engine: DeepL when DEEPL_API_KEY is set, else LibreTranslate at LIBRETRANSLATE_URL, else none. */
  translation: TranslationSettings | undefined;
}

/** An OpenAI-compatible speech endpoint (POST {url}/v1/audio/speech); voices per language `pt:alloy,nova;en:…`. */
export interface TtsSettings {
  url: string;
  apiKey: string | undefined;
  model: string;
  voices: Partial<Record<'pt' | 'en' | 'es' | 'fr', string[]>>;
}

export type TranslationSettings =
  | { engine: 'deepl'; url: string; apiKey: string }
  | { engine: 'libretranslate'; url: string; apiKey: string | undefined };

/** `pt:alloy,nova;en:echo` → { pt: ['alloy', 'nova'], en: ['echo'] }; a bare list applies to every language. */
function parseVoices(value: string | undefined): TtsSettings['voices'] {
  const voices: TtsSettings['voices'] = {};
  const langs = ['pt', 'en', 'es', 'fr'] as const;
  for (const part of (value ?? 'alloy').split(';')) {
    const [head, tail] = part.includes(':') ? part.split(':', 2) : [undefined, part];
    const list = (tail ?? '')
      .split(',')
      .map((voice) => voice.trim())
      .filter(Boolean);
    for (const lang of langs) if (head === undefined || head.trim() === lang) voices[lang] = list;
  }
  return voices;
}

function translationSettings(values: z.infer<typeof environment>): TranslationSettings | undefined {
  if (values.DEEPL_API_KEY) {
    // DeepL's free keys end in ':fx' and have their own host.
    const host = values.DEEPL_API_KEY.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
    return { engine: 'deepl', url: values.DEEPL_API_URL ?? host, apiKey: values.DEEPL_API_KEY };
  }
  if (values.LIBRETRANSLATE_URL) {
    return { engine: 'libretranslate', url: values.LIBRETRANSLATE_URL, apiKey: values.LIBRETRANSLATE_API_KEY };
  }
  return undefined;
}

/** apps/web/dist, found from this file so it does not depend on the process's directory. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Reads the configuration from environment variables; relative paths resolve against `cwd`:
 * by default the folder npm was run from (INIT_CWD), so `npm run seed` at the repository root
 * and `npm start` there use the same ./data although npm runs workspace scripts in their folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = env.INIT_CWD ?? process.cwd()): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.SMTP_URL && !values.MAIL_FROM) {
    throw new Error('Invalid configuration: MAIL_FROM: required when SMTP_URL is set');
  }
  for (const prefix of ['GOOGLE', 'FACEBOOK', 'TWITTER', 'OIDC'] as const) {
    const id = values[`${prefix}_CLIENT_ID`];
    const secret = values[`${prefix}_CLIENT_SECRET`];
    if (Boolean(id) !== Boolean(secret)) {
      throw new Error(`Invalid configuration: ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET: set both or neither`);
    }
  }
  if (values.OIDC_CLIENT_ID && !values.OIDC_ISSUER_URL) {
    throw new Error('Invalid configuration: OIDC_ISSUER_URL: required when OIDC_CLIENT_ID is set');
  }
  if (values.S3_BUCKET && !(values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const webDist = values.WEB_DIST ? path.resolve(cwd, values.WEB_DIST) : DEFAULT_WEB_DIST;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseTimeouts: {
      connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    mediaDir: path.resolve(cwd, values.MEDIA_DIR ?? path.join(dataDir, 'media')),
    webDist,
    webServerEntry: path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js'),
    publicOrigin: values.PUBLIC_ORIGIN,
    logLevel: values.LOG_LEVEL,
    tileUrl: values.TILE_URL,
    seedDemo: values.SEED_DEMO,
    publishPollMs: values.PUBLISH_POLL_MS,
    shutdown: { graceMs: values.SHUTDOWN_GRACE_MS, timeoutMs: values.SHUTDOWN_TIMEOUT_MS },
    backup: {
      dir: path.resolve(cwd, values.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      schedule: values.BACKUP_SCHEDULE === 'off' ? undefined : timeOfDay(values.BACKUP_SCHEDULE),
      keep: values.BACKUP_KEEP,
    },
    authSecret: values.BETTER_AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    cepLookupUrl: values.CEP_LOOKUP_URL,
    adminEmail: values.ADMIN_EMAIL,
    metricsToken: values.METRICS_TOKEN,
    rateLimits: values.RATE_LIMITS,
    trustProxy: values.TRUST_PROXY,
    tts: values.TTS_URL
      ? {
          url: values.TTS_URL,
          apiKey: values.TTS_API_KEY,
          model: values.TTS_MODEL ?? 'tts-1',
          voices: parseVoices(values.TTS_VOICES),
        }
      : undefined,
    translation: translationSettings(values),
    s3:
      values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            bucket: values.S3_BUCKET,
            region: values.S3_REGION ?? 'us-east-1',
            endpoint: values.S3_ENDPOINT,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            publicUrl: values.S3_PUBLIC_URL,
          }
        : undefined,
    social: {
      google: client(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
      facebook: client(values.FACEBOOK_CLIENT_ID, values.FACEBOOK_CLIENT_SECRET),
      twitter: client(values.TWITTER_CLIENT_ID, values.TWITTER_CLIENT_SECRET),
      oidc:
        values.OIDC_ISSUER_URL && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
          ? {
              issuerUrl: values.OIDC_ISSUER_URL,
              clientId: values.OIDC_CLIENT_ID,
              clientSecret: values.OIDC_CLIENT_SECRET,
              name: values.OIDC_NAME ?? 'OpenID Connect',
            }
          : undefined,
    },
  };
}

export interface BackupSettings {
  dir: string;
  schedule: { hour: number; minute: number } | undefined;
  keep: number;
}

function timeOfDay(text: string): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = text.split(':').map(Number);
  return { hour, minute };
}

function client(clientId: string | undefined, clientSecret: string | undefined): OAuthClient | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}
