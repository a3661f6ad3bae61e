import 'i18next';
import type { ptBRAr } from '@percurso/i18n/ar/pt-BR';
import type { ptBRFavourites } from '@percurso/i18n/favourites/pt-BR';
import type { ptBRFormats } from '@percurso/i18n/formats/pt-BR';
import type { ptBRHelp } from '@percurso/i18n/help/pt-BR';
import type { ptBRJourneyDone } from '@percurso/i18n/journey-done/pt-BR';
import type { ptBRKeypad } from '@percurso/i18n/keypad/pt-BR';
import type { ptBRKiosk } from '@percurso/i18n/kiosk/pt-BR';
import type { ptBRLegal } from '@percurso/i18n/legal/pt-BR';
import type { ptBRPanel } from '@percurso/i18n/panel/pt-BR';
import type { ptBRPreview } from '@percurso/i18n/preview/pt-BR';
import type { ptBR } from '@percurso/i18n/pt-BR';
import type { ptBRRoadMaps } from '@percurso/i18n/road-maps/pt-BR';
import type { ptBRTechnicalSheet } from '@percurso/i18n/technical-sheet/pt-BR';
import type { ptBRVideo } from '@percurso/i18n/video/pt-BR';
import type { ptBRVr } from '@percurso/i18n/vr/pt-BR';

// Typed keys: `t('visitor.guide.journeys')` compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The panel catalogue is loaded with the panel (loadPanelMessages), the favourites one with its
    // dialog (favourite-messages.ts), the road-map screens' one with them (loadRoadMapMessages), the
    // AR one with the AR routes (ar-messages.ts), the 360° one with its routes (vr-messages.ts), the "journey complete" one with its dialog
    // (journey-done-messages.ts), the video player's one with the player (video-messages.ts), the
    // stop-number keypad's one with its dialog (keypad-messages.ts), the terms and privacy texts with
    // those pages (legal-messages.ts), the "Pedir ajuda" one with its dialog (help-messages.ts), the
    // content formats' one with the point's format part (format-messages.ts), the kiosk mode's one on
    // a kiosk (kiosk-messages.ts), a guide preview's one with a preview (preview-messages.ts), a
    // point's technical sheet's one with the sheet (technical-sheet-messages.ts);
    // their keys are typed too.
    resources: {
      translation: typeof ptBR &
        typeof ptBRPanel &
        typeof ptBRFavourites &
        typeof ptBRRoadMaps &
        typeof ptBRAr &
        typeof ptBRVr &
        typeof ptBRJourneyDone &
        typeof ptBRKeypad &
        typeof ptBRLegal &
        typeof ptBRHelp &
        typeof ptBRKiosk &
        typeof ptBRPreview &
        typeof ptBRVideo &
        typeof ptBRFormats &
        typeof ptBRTechnicalSheet;
    };
    keySeparator: false;
    nsSeparator: false;
  }
}
