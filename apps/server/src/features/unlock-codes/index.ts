export { unlockCodeRoutes } from './unlock-codes.routes.ts';
export { codeSignerFor } from './unlock-codes.service.ts';
export { checkCodes, type GuideCodeSecrets, NO_SECRETS } from './unlock-codes.ts';
