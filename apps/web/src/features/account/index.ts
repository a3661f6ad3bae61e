export { AccountButton } from './account-button.tsx';
export { openAuthDialog } from './auth-dialog-store.ts';
export { ensureSession, sessionQuery } from './session.ts';
