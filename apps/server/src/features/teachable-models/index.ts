export { readTeachableModel } from './teachable-model-files.ts';
export { teachableModelRoutes } from './teachable-models.routes.ts';
