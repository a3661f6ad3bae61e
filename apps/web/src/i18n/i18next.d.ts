import 'i18next';
import type { ptBR } from '@percurso/i18n/pt-BR';

// Typed keys: `t('visitor.guide.journeys')` compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
    keySeparator: false;
    nsSeparator: false;
  }
}
