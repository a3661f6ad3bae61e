export { profilePhotoRoutes } from './profile-photo.routes.ts';
export {
  createProfile,
  findProfile,
  type RegistrationMethod,
  recordRegistration,
  recordSignInId,
} from './users.repository.ts';
export { meRoutes } from './users.routes.ts';
