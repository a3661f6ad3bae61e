import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { enPanel } from './panel/en.ts';
import { esPanel } from './panel/es.ts';
import { frPanel } from './panel/fr.ts';
import { ptBRPanel } from './panel/pt-BR.ts';
import { ptBR } from './pt-BR.ts';
import type { Catalogue, Locale } from './types.ts';
import { enVr } from './vr/en.ts';
import { esVr } from './vr/es.ts';
import { frVr } from './vr/fr.ts';
import { ptBRVr } from './vr/pt-BR.ts';

export { en } from './en.ts';
export { es } from './es.ts';
export { fr } from './fr.ts';
export { enPanel } from './panel/en.ts';
export { esPanel } from './panel/es.ts';
export { frPanel } from './panel/fr.ts';
export { ptBRPanel } from './panel/pt-BR.ts';
export { ptBR } from './pt-BR.ts';
export * from './types.ts';
export { enVr } from './vr/en.ts';
export { esVr } from './vr/es.ts';
export { frVr } from './vr/fr.ts';
export { ptBRVr } from './vr/pt-BR.ts';

/**
 * Every message of every locale, visitor and panel together, in i18next's resource shape (one
 * `translation` namespace). For the server and tests; the web app loads the two parts apart.
 */
export const resources: Record<Locale, { translation: Catalogue }> = {
  'pt-BR': { translation: { ...ptBR, ...ptBRPanel, ...ptBRVr } },
  en: { translation: { ...en, ...enPanel, ...enVr } },
  es: { translation: { ...es, ...esPanel, ...esVr } },
  fr: { translation: { ...fr, ...frPanel, ...frVr } },
};
