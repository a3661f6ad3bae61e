import { ANONYMOUS_NAME } from '@percurso/shared';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { anonymous, phoneNumber } from 'better-auth/plugins';
import type { SocialSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../mail/index.ts';
import type { SmsSender } from '../sms/index.ts';
import { passwordResetMail, resetPasswordLink } from './account-mail.ts';
import { emailVerificationOptions, linkOrigin, type VerificationSettings } from './email-verification.ts';
import { mailLocale, requestLocale, translate } from './mail-language.ts';
import { PHONE_CODE_SECONDS, phoneAccountEmail } from './phone.ts';
import { sessionRotationPlugin } from './session-rotation.ts';
import { signInRecordPlugin } from './sign-in-record.ts';
import { socialPlugins } from './social.ts';
import { createProfile, isProfileDisabled } from './user-profile.repository.ts';

export interface AuthSettings extends VerificationSettings {
  /** Signs session cookies and tokens; at least 32 characters. */
  secret: string;
  /** The site's public origin: base URL, the one trusted origin and, when https, secure cookies. */
  publicOrigin: string | undefined;
  /** Sends the password-reset and e-mail verification mails. */
  mailer: Mailer;
  social?: SocialSettings;
}

export const AUTH_BASE_PATH = '/api/auth';

/**
 * better-auth's configuration on our Kysely instance (PGlite or PostgreSQL alike), with our
 * snake_case table names (migration 0004 creates them; auth-schema.test.ts keeps the two equal).
 */
export function authOptions(db: Db, settings: AuthSettings, logger: Logger) {
  const isHttps = settings.publicOrigin?.startsWith('https:') ?? false;
  return {
    appName: 'Percurso',
    secret: settings.secret,
    ...(settings.publicOrigin ? { baseURL: settings.publicOrigin } : {}),
    basePath: AUTH_BASE_PATH,
    // Without PUBLIC_ORIGIN only the origin the request itself was made to is trusted
    // (same-origin), which is also what the Vite dev proxy presents.
    trustedOrigins: settings.publicOrigin
      ? [settings.publicOrigin]
      : async (request?: Request) => (request ? [new URL(request.url).origin] : []),
    // No `transaction: true`: our PGlite dialect has one connection behind a mutex, and the
    // profile hook below writes through `db` while better-auth would still hold it.
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    // Off: features/rate-limit limits /api/auth in front of this handler, per client address and in
    // the database. better-auth's own (on with NODE_ENV=production) keys by x-forwarded-for, which
    // our server never sets: one bucket for a whole venue. See docs/decisions/0005-auth.md.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 3600,
      // A reset ends every session: whoever knew the old password is signed out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        // Anonymous users have a placeholder address and no password to reset.
        if ((user as { isAnonymous?: boolean | null }).isAnonymous === true) return;
        const origin = linkOrigin(settings.publicOrigin, request);
        const locale = mailLocale(request?.headers.get('accept-language'));
        const mail = passwordResetMail(locale, {
          to: user.email,
          name: user.name,
          link: resetPasswordLink(origin, token),
        });
        // Not awaited: a known e-mail must answer as fast as an unknown one (no enumeration by timing).
        settings.mailer.send(mail).catch((error: unknown) => {
          logger.error({ err: error, component: 'mail', to: user.email }, 'password-reset e-mail not sent');
        });
      },
    },
    emailVerification: emailVerificationOptions(settings, logger),
    advanced: {
      cookiePrefix: 'percurso',
      useSecureCookies: isHttps,
      // better-auth skips the check under a test runner by default; ours test the real thing.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
    },
    logger: {
      log: (level, message, ...args) => logger[level]({ component: 'better-auth', args }, message),
    },
    onAPIError: {
      onError(error) {
        // A database that cannot be reached goes on to our error handler, which answers 503
        // `service-unavailable` (better-auth would answer a bare 500).
        if (isDatabaseUnavailable(error)) throw error;
        // Setting onError turns better-auth's own report off: what it would log, logged here.
        if (!(error instanceof APIError) || error.status === 'INTERNAL_SERVER_ERROR') {
          logger.error({ component: 'better-auth', err: error }, 'auth endpoint failed');
        }
      },
    },
    user: {
      // Off: our POST /api/auth/delete-user checks the owner and erases the account in one
      // transaction (features/account-erasure); better-auth's would only delete the auth user.
      deleteUser: { enabled: false },
      modelName: 'auth_users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    databaseHooks: {
      // A disabled user (corporate registry's bulk disable, issue 16) cannot start a session.
      session: {
        create: {
          before: async (session) => {
            if (await isProfileDisabled(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'USER_DISABLED', message: 'This account is disabled.' });
            }
          },
        },
      },
      user: {
        create: {
          // Every account, anonymous or not, gets the spec's user document.
          after: async (user) => {
            const isAnonymous = (user as { isAnonymous?: boolean | null }).isAnonymous === true;
            await createProfile(db, { id: user.id, name: user.name, email: isAnonymous ? null : user.email });
            // A provider that vouches for the address (social sign-up) proves it at once.
            if (!isAnonymous && user.emailVerified) await settings.onEmailVerified?.(user);
          },
        },
        update: {
          // The verification link followed (GET /verify-email), or a provider vouching for it on sign-in.
          after: async (user) => {
            if (user.emailVerified && (user as { isAnonymous?: boolean | null }).isAnonymous !== true) {
              await settings.onEmailVerified?.(user);
            }
          },
        },
      },
    },
    plugins: [
      phoneAuth(settings, logger),
      anonymous({
        generateName: () => ANONYMOUS_NAME,
        schema: { user: { fields: { isAnonymous: 'is_anonymous' } } },
      }),
      ...socialPlugins(db, settings.social),
      signInRecordPlugin(db, logger),
      // After the anonymous plugin: its hook reads the old session to delete the anonymous user.
      sessionRotationPlugin(),
    ],
  } satisfies BetterAuthOptions;
}

/** better-auth itself: lazy-auth.ts loads this module and builds it on the first auth request. */
export function buildAuth(db: Db, settings: AuthSettings, logger: Logger) {
  return betterAuth(authOptions(db, settings, logger));
}

export type Auth = ReturnType<typeof buildAuth>;

/**
 * better-auth's phone-number plugin: SMS codes through our SmsSender, columns in snake_case
 * (migration 0005_phone). Numbers reach it normalised and resolved to the stored one by
 * phone.routes.ts, which also keeps the anonymous user's id on sign-up
 * (docs/decisions/0009-phone-auth.md).
 */
function phoneAuth(settings: { sms?: SmsSender }, logger: Logger) {
  return phoneNumber({
    otpLength: 6,
    expiresIn: PHONE_CODE_SECONDS,
    allowedAttempts: 3,
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      if (!settings.sms) throw new Error('phone sign-in: no SMS sender configured');
      const locale = requestLocale(ctx?.headers);
      await settings.sms.send({ to, text: translate(locale, 'sms.otp', { code }) });
      logger.debug({ component: 'sms', to }, 'sign-in code sent');
    },
    // Only reached through phone.routes.ts after it checked the number is free.
    signUpOnVerification: { getTempEmail: phoneAccountEmail, getTempName: (phone) => phone },
    schema: { user: { fields: { phoneNumber: 'phone_number', phoneNumberVerified: 'phone_number_verified' } } },
  });
}
