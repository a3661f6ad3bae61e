export { ensureSession, sessionQuery } from './session.ts';
