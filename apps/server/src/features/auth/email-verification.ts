import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../mail/index.ts';
import { emailVerificationMail, verifyEmailLink } from './account-mail.ts';
import { requestLocale } from './mail-language.ts';

/** A verification link lasts 3 days: a manager's invitation may wait for a weekend. */
export const VERIFICATION_SECONDS = 3 * 24 * 3600;

export interface VerificationSettings {
  publicOrigin: string | undefined;
  mailer: Mailer;
  /** Runs when an account's e-mail is proven (the link followed, or a provider vouching for it). */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
}

/** The origin of the site's links: PUBLIC_ORIGIN, else the one the request was made to. */
export function linkOrigin(publicOrigin: string | undefined, request: Request | undefined): string {
  const origin = publicOrigin ?? (request ? new URL(request.url).origin : undefined);
  if (!origin) throw new Error('no PUBLIC_ORIGIN and no request to take the origin from');
  return origin;
}

/**
 * better-auth's e-mail verification (docs/decisions/0005-auth.md): the link of the mail is its
 * GET /api/auth/verify-email, which sets auth_users.email_verified and lands on the web app's
 * /auth/email-verified. Only a verified address counts for ADMIN_EMAIL and panel roles.
 */
export function emailVerificationOptions(settings: VerificationSettings, logger: Logger) {
  return {
    expiresIn: VERIFICATION_SECONDS,
    // E-mail sign-ups through better-auth (no anonymous session to upgrade); the upgrade sends its own.
    sendOnSignUp: true,
    sendVerificationEmail: async ({ user, token }, request) => {
      sendVerificationMail(settings, logger, { user, token }, request);
    },
    afterEmailVerification: async (user) => {
      await settings.onEmailVerified?.(user);
    },
  } satisfies BetterAuthOptions['emailVerification'];
}

/**
 * Sends the verification mail in the language of the request (the app's, else the browser's).
 * Not awaited: a failed mail is logged, the sign-up or the resend goes on (the user can ask again).
 */
export function sendVerificationMail(
  settings: Pick<VerificationSettings, 'publicOrigin' | 'mailer'>,
  logger: Logger,
  { user, token }: { user: { email: string; name: string }; token: string },
  request: Request | undefined,
): void {
  const mail = emailVerificationMail(requestLocale(request?.headers), {
    to: user.email,
    name: user.name,
    link: verifyEmailLink(linkOrigin(settings.publicOrigin, request), token),
  });
  settings.mailer.send(mail).catch((error: unknown) => {
    logger.error({ err: error, component: 'mail', to: user.email }, 'verification e-mail not sent');
  });
}

/** A token of better-auth's /verify-email for this address, as its own endpoint signs them. */
export async function emailVerificationToken(auth: { $context: Promise<{ secret: string }> }, email: string) {
  const { secret } = await auth.$context;
  // Loaded here, not at start: better-auth loads on the first auth request (lazy-auth.ts).
  const { createEmailVerificationToken } = await import('better-auth/api');
  return createEmailVerificationToken(secret, email, undefined, VERIFICATION_SECONDS);
}
