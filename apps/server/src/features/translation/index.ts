export { translationRoutes } from './translation.routes.ts';
export {
  createTranslationEngine,
  deepLEngine,
  libreTranslateEngine,
  type TranslationEngine,
} from './translation-engine.ts';
