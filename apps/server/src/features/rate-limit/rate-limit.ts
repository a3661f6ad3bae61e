import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';

export interface RateLimitRule {
  /** Part of the counter's key, so each rule counts separately. */
  name: string;
  /** Requests allowed per window and client address. */
  limit: number;
  windowSeconds: number;
}

/**
 * Limits per POST path under /api/auth (docs/decisions/0005-auth.md). Anonymous sign-in is
 * generous: a venue's visitors often share one Wi-Fi address.
 */
export const AUTH_RATE_LIMITS: Readonly<Record<string, RateLimitRule>> = {
  '/sign-in/anonymous': { name: 'sign-in-anonymous', limit: 60, windowSeconds: 60 },
  '/sign-in/email': { name: 'sign-in-email', limit: 10, windowSeconds: 60 },
  '/sign-up/email': { name: 'sign-up-email', limit: 5, windowSeconds: 60 },
  '/request-password-reset': { name: 'password-reset', limit: 3, windowSeconds: 60 },
  '/send-verification-email': { name: 'verification-mail', limit: 3, windowSeconds: 60 },
  '/phone-number/send-otp': { name: 'phone-send-otp', limit: 3, windowSeconds: 60 },
  '/phone-number/verify': { name: 'phone-verify', limit: 10, windowSeconds: 60 },
  '/delete-user': { name: 'delete-user', limit: 10, windowSeconds: 60 },
  '/delete-user/send-code': { name: 'delete-user-code', limit: 3, windowSeconds: 60 },
};

/**
 * Limits per recipient, whatever the client's address (a botnet or a proxy pool changes address
 * on every request): SMS codes per phone number, password-reset and verification e-mails per address.
 */
export const RECIPIENT_RATE_LIMITS = {
  phoneCode: { name: 'phone-code-to', limit: 5, windowSeconds: 15 * 60 },
  resetMail: { name: 'password-reset-to', limit: 3, windowSeconds: 15 * 60 },
  verificationMail: { name: 'verification-mail-to', limit: 3, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Wrong venue PINs (docs/decisions/0014-locked-point-content.md, amendment): per client address,
 * and per guide whatever the address (a 6-digit PIN then takes weeks of guessing, and a day's PIN
 * is changed long before). Only wrong PINs count: a venue's visitors share one Wi-Fi address.
 */
export const PIN_RATE_LIMITS = {
  perAddress: { name: 'venue-pin', limit: 10, windowSeconds: 15 * 60 },
  perGuide: { name: 'venue-pin-guide', limit: 100, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Help requests (issue 30 item 5): per visitor (their session's user, anonymous ones included) 3
 * in 15 minutes, and per client address 30 (a new anonymous session per request gets no further;
 * a venue's visitors share one Wi-Fi address). Only requests that would be stored count.
 */
export const HELP_REQUEST_RATE_LIMITS = {
  perVisitor: { name: 'help-request', limit: 3, windowSeconds: 15 * 60 },
  perAddress: { name: 'help-request-address', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Wrong kiosk PINs (docs/product-decisions.md, "Kiosk mode"): per client address and per guide,
 * like the venue PIN. A lent device's visitor gets 10 tries a quarter of an hour; past either
 * limit every PIN answers 429, the right one too, until the window ends.
 */
export const KIOSK_PIN_RATE_LIMITS = {
  perAddress: { name: 'kiosk-pin', limit: 10, windowSeconds: 15 * 60 },
  perGuide: { name: 'kiosk-pin-guide', limit: 100, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Preview links opened with a token no link has (docs/product-decisions.md, "Previewing a guide"):
 * per client address. A 256-bit token cannot be guessed; the limit keeps a scan from costing the
 * database more than a look-up a second. Expired and revoked links do not count (a curator may reload).
 */
export const PREVIEW_LINK_RATE_LIMITS = {
  perAddress: { name: 'preview-link', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitSettings {
  /** RATE_LIMITS: false turns every limit off (local development). */
  enabled: boolean;
  /** TRUST_PROXY: take the client from the first X-Forwarded-For address instead of the socket. */
  trustProxy: boolean;
}

/** Windows older than this are deleted when a new window starts. */
const KEEP_MS = 60 * 60 * 1000;

/**
 * Fixed-window counters in the database (table rate_limits), so the limits hold across server
 * processes. Mounted on a prefix; `rules` are keyed by the path below it. Exceeding a limit
 * answers 429 `rate-limited` with Retry-After (seconds until the window ends).
 */
export function rateLimit(
  db: Db,
  settings: RateLimitSettings,
  prefix: string,
  rules: Readonly<Record<string, RateLimitRule>> = AUTH_RATE_LIMITS,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!settings.enabled || c.req.method !== 'POST') return next();
    const rule = rules[c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : ''];
    if (!rule) return next();
    await count(c, db, rule, clientAddress(c, settings.trustProxy));
    return next();
  };
}

/**
 * Counts one message to `recipient` (a normalised phone number or e-mail address) against the
 * rule; over the limit, 429 `rate-limited` with Retry-After, like the per-address limits.
 */
export async function limitRecipient(
  c: Context<AppEnv>,
  db: Db,
  settings: RateLimitSettings,
  rule: RateLimitRule,
  recipient: string,
): Promise<void> {
  if (settings.enabled) await count(c, db, rule, recipient.toLowerCase());
}

/**
 * Runs an attempt at guessing something (a venue PIN) under limits on its failures: while any
 * subject has used up its failures of the window the attempt is not even made (429
 * `rate-limited`, so a right guess then tells nothing); a failure the attempt throws
 * (`isFailure`) counts against every subject, and is thrown on.
 */
export async function limitFailures<T>(
  c: Context<AppEnv>,
  db: Db,
  settings: RateLimitSettings,
  limits: ReadonlyArray<{ rule: RateLimitRule; subject: string }>,
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  if (!settings.enabled) return attempt();
  for (const { rule, subject } of limits) {
    const { windowStart, windowMs, key } = windowOf(rule, subject, Date.now());
    const row = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .executeTakeFirst();
    if ((row?.count ?? 0) >= rule.limit) refuse(c, windowStart, windowMs, Date.now());
  }
  try {
    return await attempt();
  } catch (error) {
    if (isFailure(error)) for (const { rule, subject } of limits) await count(c, db, rule, subject);
    throw error;
  }
}

function windowOf(rule: RateLimitRule, subject: string, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  return { windowMs, windowStart: new Date(Math.floor(now / windowMs) * windowMs), key: `${rule.name}:${subject}` };
}

function refuse(c: Context<AppEnv>, windowStart: Date, windowMs: number, now: number): never {
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
  c.header('Retry-After', String(retryAfter));
  throw new AppError('rate-limited');
}

async function count(c: Context<AppEnv>, db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  const now = Date.now();
  const { windowMs, windowStart, key } = windowOf(rule, subject, now);
  const { count } = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  // The first request of a window clears windows long over (any key): no timer, no extra job.
  if (count === 1) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', new Date(now - KEEP_MS))
      .execute();
  }
  if (count > rule.limit) refuse(c, windowStart, windowMs, now);
}

/**
 * The socket's remote address, or with `trustProxy` the last X-Forwarded-For address: the one our
 * reverse proxy appended. Earlier entries come from the client and can be anything it likes, so
 * counting them would let anyone pick a fresh bucket per request.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket (app.request() in tests without an env): one shared bucket.
    return 'unknown';
  }
}
