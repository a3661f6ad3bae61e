export { deleteProfilePhoto, profilePhotoRoutes } from './profile-photo.routes.ts';
export { currentUserRoutes, meRoutes } from './users.routes.ts';
