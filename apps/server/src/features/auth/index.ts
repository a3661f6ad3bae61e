export { verifyEmailLink } from './account-mail.ts';
export { authRoutes } from './auth.routes.ts';
export type { Auth, AuthSettings } from './auth.ts';
export { resolveAuthSecret } from './auth-secret.ts';
export { emailVerificationToken, linkOrigin } from './email-verification.ts';
export { hideSessionTokens } from './hide-tokens.ts';
export { createAuth } from './lazy-auth.ts';
export { requestLocale, translate } from './mail-language.ts';
export { findSessionUsers } from './session.repository.ts';
export {
  endSessionCookies,
  findSessionUser,
  mayHoldSession,
  requireSessionUser,
  SESSION_COOKIE_NAME,
  type SessionUser,
  signedSessionToken,
} from './session.ts';
export { requireVisitorSession } from './visitor-session.ts';
