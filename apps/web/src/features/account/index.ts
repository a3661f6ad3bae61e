export { AccountButton } from './account-button.tsx';
export { openAuthDialog } from './auth-dialog-store.ts';
export { RegisterPrompt, showRegisterPrompt } from './register-prompt.tsx';
export { ensureVisitorSession, readSession, sessionQuery, withVisitorSession } from './session.ts';
export { SessionProvider, useSessionUser } from './use-session.tsx';
