import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { Catalogue, Locale } from './types.ts';

export { en } from './en.ts';
export { es } from './es.ts';
export { fr } from './fr.ts';
export { ptBR } from './pt-BR.ts';
export * from './types.ts';

/** Every catalogue, in i18next's resource shape (one `translation` namespace per locale). */
export const resources: Record<Locale, { translation: Catalogue }> = {
  'pt-BR': { translation: ptBR },
  en: { translation: en },
  es: { translation: es },
  fr: { translation: fr },
};
