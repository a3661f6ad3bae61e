export { AccountButton } from './account-button.tsx';
export { openAuthDialog } from './auth-dialog-store.ts';
export { RegisterPrompt, showRegisterPrompt } from './register-prompt.tsx';
export { ensureSession, sessionQuery } from './session.ts';
export { useSessionUser } from './use-session.ts';
