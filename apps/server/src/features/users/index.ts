export { createProfile, findProfile, recordRegistration } from './users.repository.ts';
export { meRoutes } from './users.routes.ts';
