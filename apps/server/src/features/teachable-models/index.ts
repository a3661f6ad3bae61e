export { readTeachableModel } from './teachable-model-files.ts';
export { teachableModelRoutes } from './teachable-models.routes.ts';
export { withModelFilesRemoved } from './teachable-models.service.ts';
