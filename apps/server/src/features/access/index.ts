export { type AccessPolicy, createAccessPolicy } from './access.policy.ts';
export { findRegisteredUserByEmail, findUnverifiedUserIds } from './access.repository.ts';
export { accessRoutes } from './access.routes.ts';
export {
  type AccessSummary,
  applyAdminEmail,
  grantGlobalAdmin,
  loadActor,
  requirePermission,
  revokeGlobalAdmin,
  summarizeAccess,
} from './access.service.ts';
