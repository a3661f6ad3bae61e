export { profilePhotoRoutes } from './profile-photo.routes.ts';
export { createProfile, findProfile, recordRegistration } from './users.repository.ts';
export { meRoutes } from './users.routes.ts';
