export { authRoutes } from './auth.routes.ts';
export { type Auth, type AuthSettings, authOptions, createAuth } from './auth.ts';
export { resolveAuthSecret } from './auth-secret.ts';
export { requestLocale, translate } from './mail-language.ts';
export { findSessionUsers } from './session.repository.ts';
export { findSessionUser, requireSessionUser, type SessionUser, signedSessionToken } from './session.ts';
export { requireVisitorSession } from './visitor-session.ts';
