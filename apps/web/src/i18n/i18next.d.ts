import 'i18next';
import type { ptBRPanel } from '@percurso/i18n/panel/pt-BR';
import type { ptBR } from '@percurso/i18n/pt-BR';
import type { ptBRRoadMaps } from '@percurso/i18n/road-maps/pt-BR';

// Typed keys: `t('visitor.guide.journeys')` compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The panel catalogue is loaded with the panel (loadPanelMessages); its keys are typed too.
    // So is the road-map screens' catalogue (loadRoadMapMessages).
    resources: { translation: typeof ptBR & typeof ptBRPanel & typeof ptBRRoadMaps };
    keySeparator: false;
    nsSeparator: false;
  }
}
