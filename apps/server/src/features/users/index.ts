export { deleteProfilePhoto, profilePhotoRoutes } from './profile-photo.routes.ts';
export { meRoutes } from './users.routes.ts';
