export { eraseAccount } from './account-erasure.service.ts';
