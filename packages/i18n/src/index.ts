import { enAr } from './ar/en.ts';
import { esAr } from './ar/es.ts';
import { frAr } from './ar/fr.ts';
import { ptBRAr } from './ar/pt-BR.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { enFavourites } from './favourites/en.ts';
import { esFavourites } from './favourites/es.ts';
import { frFavourites } from './favourites/fr.ts';
import { ptBRFavourites } from './favourites/pt-BR.ts';
import { enFormats } from './formats/en.ts';
import { esFormats } from './formats/es.ts';
import { frFormats } from './formats/fr.ts';
import { ptBRFormats } from './formats/pt-BR.ts';
import { fr } from './fr.ts';
import { enHelp } from './help/en.ts';
import { esHelp } from './help/es.ts';
import { frHelp } from './help/fr.ts';
import { ptBRHelp } from './help/pt-BR.ts';
import { enJourneyDone } from './journey-done/en.ts';
import { esJourneyDone } from './journey-done/es.ts';
import { frJourneyDone } from './journey-done/fr.ts';
import { ptBRJourneyDone } from './journey-done/pt-BR.ts';
import { enKeypad } from './keypad/en.ts';
import { esKeypad } from './keypad/es.ts';
import { frKeypad } from './keypad/fr.ts';
import { ptBRKeypad } from './keypad/pt-BR.ts';
import { enKiosk } from './kiosk/en.ts';
import { esKiosk } from './kiosk/es.ts';
import { frKiosk } from './kiosk/fr.ts';
import { ptBRKiosk } from './kiosk/pt-BR.ts';
import { enLegal } from './legal/en.ts';
import { esLegal } from './legal/es.ts';
import { frLegal } from './legal/fr.ts';
import { ptBRLegal } from './legal/pt-BR.ts';
import { enMail } from './mail/en.ts';
import { esMail } from './mail/es.ts';
import { frMail } from './mail/fr.ts';
import { ptBRMail } from './mail/pt-BR.ts';
import { enPanel } from './panel/en.ts';
import { esPanel } from './panel/es.ts';
import { frPanel } from './panel/fr.ts';
import { ptBRPanel } from './panel/pt-BR.ts';
import { enPreview } from './preview/en.ts';
import { esPreview } from './preview/es.ts';
import { frPreview } from './preview/fr.ts';
import { ptBRPreview } from './preview/pt-BR.ts';
import { ptBR } from './pt-BR.ts';
import { enRoadMaps } from './road-maps/en.ts';
import { esRoadMaps } from './road-maps/es.ts';
import { frRoadMaps } from './road-maps/fr.ts';
import { ptBRRoadMaps } from './road-maps/pt-BR.ts';
import { enTechnicalSheet } from './technical-sheet/en.ts';
import { esTechnicalSheet } from './technical-sheet/es.ts';
import { frTechnicalSheet } from './technical-sheet/fr.ts';
import { ptBRTechnicalSheet } from './technical-sheet/pt-BR.ts';
import type { Catalogue, Locale } from './types.ts';
import { enVideo } from './video/en.ts';
import { esVideo } from './video/es.ts';
import { frVideo } from './video/fr.ts';
import { ptBRVideo } from './video/pt-BR.ts';
import { enVr } from './vr/en.ts';
import { esVr } from './vr/es.ts';
import { frVr } from './vr/fr.ts';
import { ptBRVr } from './vr/pt-BR.ts';

export { enAr } from './ar/en.ts';
export { esAr } from './ar/es.ts';
export { frAr } from './ar/fr.ts';
export { ptBRAr } from './ar/pt-BR.ts';
export { en } from './en.ts';
export { es } from './es.ts';
export { enFavourites } from './favourites/en.ts';
export { esFavourites } from './favourites/es.ts';
export { frFavourites } from './favourites/fr.ts';
export { ptBRFavourites } from './favourites/pt-BR.ts';
export { enFormats } from './formats/en.ts';
export { esFormats } from './formats/es.ts';
export { frFormats } from './formats/fr.ts';
export { ptBRFormats } from './formats/pt-BR.ts';
export { fr } from './fr.ts';
export { enHelp } from './help/en.ts';
export { esHelp } from './help/es.ts';
export { frHelp } from './help/fr.ts';
export { ptBRHelp } from './help/pt-BR.ts';
export { enJourneyDone } from './journey-done/en.ts';
export { esJourneyDone } from './journey-done/es.ts';
export { frJourneyDone } from './journey-done/fr.ts';
export { ptBRJourneyDone } from './journey-done/pt-BR.ts';
export { enKeypad } from './keypad/en.ts';
export { esKeypad } from './keypad/es.ts';
export { frKeypad } from './keypad/fr.ts';
export { ptBRKeypad } from './keypad/pt-BR.ts';
export { enKiosk } from './kiosk/en.ts';
export { esKiosk } from './kiosk/es.ts';
export { frKiosk } from './kiosk/fr.ts';
export { ptBRKiosk } from './kiosk/pt-BR.ts';
export { enLegal } from './legal/en.ts';
export { esLegal } from './legal/es.ts';
export { frLegal } from './legal/fr.ts';
export { ptBRLegal } from './legal/pt-BR.ts';
export { enMail } from './mail/en.ts';
export { esMail } from './mail/es.ts';
export { frMail } from './mail/fr.ts';
export { ptBRMail } from './mail/pt-BR.ts';
export { localeOfAcceptLanguage, localeOfLanguages } from './negotiate.ts';
export { enPanel } from './panel/en.ts';
export { esPanel } from './panel/es.ts';
export { frPanel } from './panel/fr.ts';
export { ptBRPanel } from './panel/pt-BR.ts';
export { enPreview } from './preview/en.ts';
export { esPreview } from './preview/es.ts';
export { frPreview } from './preview/fr.ts';
export { ptBRPreview } from './preview/pt-BR.ts';
export { ptBR } from './pt-BR.ts';
export { enRoadMaps } from './road-maps/en.ts';
export { esRoadMaps } from './road-maps/es.ts';
export { frRoadMaps } from './road-maps/fr.ts';
export { ptBRRoadMaps } from './road-maps/pt-BR.ts';
export { enTechnicalSheet } from './technical-sheet/en.ts';
export { esTechnicalSheet } from './technical-sheet/es.ts';
export { frTechnicalSheet } from './technical-sheet/fr.ts';
export { ptBRTechnicalSheet } from './technical-sheet/pt-BR.ts';
export * from './types.ts';
export { enVideo } from './video/en.ts';
export { esVideo } from './video/es.ts';
export { frVideo } from './video/fr.ts';
export { ptBRVideo } from './video/pt-BR.ts';
export { enVr } from './vr/en.ts';
export { esVr } from './vr/es.ts';
export { frVr } from './vr/fr.ts';
export { ptBRVr } from './vr/pt-BR.ts';

/**
 * Every message of every locale (visitor, panel, favourites, road-map screens and the other lazily loaded parts together), in
 * i18next's resource shape (one `translation` namespace). For the server and tests; the web app
 * loads the parts apart.
 */
export const resources: Record<Locale, { translation: Catalogue }> = {
  'pt-BR': {
    translation: {
      ...ptBR,
      ...ptBRPanel,
      ...ptBRFavourites,
      ...ptBRRoadMaps,
      ...ptBRAr,
      ...ptBRVr,
      ...ptBRJourneyDone,
      ...ptBRKeypad,
      ...ptBRLegal,
      ...ptBRHelp,
      ...ptBRKiosk,
      ...ptBRPreview,
      ...ptBRVideo,
      ...ptBRFormats,
      ...ptBRTechnicalSheet,
      ...ptBRMail,
    },
  },
  en: {
    translation: {
      ...en,
      ...enPanel,
      ...enFavourites,
      ...enRoadMaps,
      ...enAr,
      ...enVr,
      ...enJourneyDone,
      ...enKeypad,
      ...enLegal,
      ...enHelp,
      ...enKiosk,
      ...enPreview,
      ...enVideo,
      ...enFormats,
      ...enTechnicalSheet,
      ...enMail,
    },
  },
  es: {
    translation: {
      ...es,
      ...esPanel,
      ...esFavourites,
      ...esRoadMaps,
      ...esAr,
      ...esVr,
      ...esJourneyDone,
      ...esKeypad,
      ...esLegal,
      ...esHelp,
      ...esKiosk,
      ...esPreview,
      ...esVideo,
      ...esFormats,
      ...esTechnicalSheet,
      ...esMail,
    },
  },
  fr: {
    translation: {
      ...fr,
      ...frPanel,
      ...frFavourites,
      ...frRoadMaps,
      ...frAr,
      ...frVr,
      ...frJourneyDone,
      ...frKeypad,
      ...frLegal,
      ...frHelp,
      ...frKiosk,
      ...frPreview,
      ...frVideo,
      ...frFormats,
      ...frTechnicalSheet,
      ...frMail,
    },
  },
};
