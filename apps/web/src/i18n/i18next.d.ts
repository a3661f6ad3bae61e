import 'i18next';
import type { ptBRPanel } from '@percurso/i18n/panel/pt-BR';
import type { ptBR } from '@percurso/i18n/pt-BR';
import type { ptBRVr } from '@percurso/i18n/vr/pt-BR';

// Typed keys: `t('visitor.guide.journeys')` compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The panel catalogue is loaded with the panel (loadPanelMessages); its keys are typed too.
    // The 360° tour's catalogue comes with its routes (vr-messages.ts).
    resources: { translation: typeof ptBR & typeof ptBRPanel & typeof ptBRVr };
    keySeparator: false;
    nsSeparator: false;
  }
}
