import type { ptBRAr } from './ar/pt-BR.ts';
import type { ptBRFavourites } from './favourites/pt-BR.ts';
import type { ptBRFormats } from './formats/pt-BR.ts';
import type { ptBRHelp } from './help/pt-BR.ts';
import type { ptBRJourneyDone } from './journey-done/pt-BR.ts';
import type { ptBRKeypad } from './keypad/pt-BR.ts';
import type { ptBRKiosk } from './kiosk/pt-BR.ts';
import type { ptBRLegal } from './legal/pt-BR.ts';
import type { ptBRMail } from './mail/pt-BR.ts';
import type { ptBRPanel } from './panel/pt-BR.ts';
import type { ptBRPreview } from './preview/pt-BR.ts';
import type { ptBR } from './pt-BR.ts';
import type { ptBRRoadMaps } from './road-maps/pt-BR.ts';
import type { ptBRTechnicalSheet } from './technical-sheet/pt-BR.ts';
import type { ptBRVideo } from './video/pt-BR.ts';
import type { ptBRVr } from './vr/pt-BR.ts';

/** Keys of the visitor catalogue, loaded with the app shell; pt-BR is the source of truth. */
export type VisitorMessageKey = keyof typeof ptBR;
/** Keys of the manager panel catalogue, loaded only when the panel opens. */
export type PanelMessageKey = keyof typeof ptBRPanel;
/** Keys of the favourite routes' catalogue, loaded only when the favourites dialog opens. */
export type FavouritesMessageKey = keyof typeof ptBRFavourites;
/** Keys of the road-map screens' catalogue, loaded with those screens (issue 13). */
export type RoadMapMessageKey = keyof typeof ptBRRoadMaps;
/** Keys of the augmented reality screens' catalogue, loaded only by those routes. */
export type ArMessageKey = keyof typeof ptBRAr;
/** Keys of the 360° tour's catalogue, loaded only by the 360° routes and the scene editor. */
export type VrMessageKey = keyof typeof ptBRVr;
/** Keys of the "journey complete" moment's catalogue, loaded with its dialog (issue 26 item 16). */
export type JourneyDoneMessageKey = keyof typeof ptBRJourneyDone;
/** Keys of the stop-number keypad's catalogue, loaded with its dialog (issue 30 item 2). */
export type KeypadMessageKey = keyof typeof ptBRKeypad;
/** Keys of the terms of use and privacy policy texts, loaded with those two pages. */
export type LegalMessageKey = keyof typeof ptBRLegal;
/** Keys of the "Pedir ajuda" dialog's catalogue, loaded with its dialog (issue 30 item 5). */
export type HelpMessageKey = keyof typeof ptBRHelp;
/** Keys of the kiosk mode's catalogue, loaded on a device in kiosk mode only (issue 30 item 6). */
export type KioskMessageKey = keyof typeof ptBRKiosk;
/** Keys of a guide preview's catalogue, loaded with a preview only (issue 29 item 2). */
export type PreviewMessageKey = keyof typeof ptBRPreview;
/** Keys of the point video player's controls, loaded with the player (issue 26 item 13). */
export type VideoMessageKey = keyof typeof ptBRVideo;
/** Keys of the content formats' chooser and views, loaded with them (issue 30 item 3). */
export type FormatsMessageKey = keyof typeof ptBRFormats;
/** Keys of a point's technical sheet as visitors read it, loaded with the sheet (issue 29). */
export type TechnicalSheetMessageKey = keyof typeof ptBRTechnicalSheet;
/** Keys of the e-mail and SMS texts and the API reference page: the server's only, never sent to the web app. */
export type MailMessageKey = keyof typeof ptBRMail;
/** Every UI message key (the web app's; mail and SMS texts are not among them). */
export type MessageKey =
  | VisitorMessageKey
  | PanelMessageKey
  | FavouritesMessageKey
  | RoadMapMessageKey
  | ArMessageKey
  | VrMessageKey
  | JourneyDoneMessageKey
  | KeypadMessageKey
  | LegalMessageKey
  | HelpMessageKey
  | KioskMessageKey
  | PreviewMessageKey
  | VideoMessageKey
  | FormatsMessageKey
  | TechnicalSheetMessageKey;

/** A visitor catalogue: exactly the pt-BR keys, each with a text. */
export type VisitorCatalogue = { readonly [K in VisitorMessageKey]: string };
/** A panel catalogue: exactly the pt-BR panel keys, each with a text. */
export type PanelCatalogue = { readonly [K in PanelMessageKey]: string };
/** A favourites catalogue: exactly the pt-BR favourites keys, each with a text. */
export type FavouritesCatalogue = { readonly [K in FavouritesMessageKey]: string };
/** A road-map screens' catalogue: exactly the pt-BR road-map keys. */
export type RoadMapCatalogue = { readonly [K in RoadMapMessageKey]: string };
/** An augmented reality catalogue: exactly the pt-BR AR keys, each with a text. */
export type ArCatalogue = { readonly [K in ArMessageKey]: string };
/** A 360° tour catalogue: exactly the pt-BR ones, each with a text. */
export type VrCatalogue = { readonly [K in VrMessageKey]: string };
/** A "journey complete" catalogue: exactly the pt-BR ones, each with a text. */
export type JourneyDoneCatalogue = { readonly [K in JourneyDoneMessageKey]: string };
/** A stop-number keypad catalogue: exactly the pt-BR ones, each with a text. */
export type KeypadCatalogue = { readonly [K in KeypadMessageKey]: string };
/** A terms-and-privacy catalogue: exactly the pt-BR ones, each with a text. */
export type LegalCatalogue = { readonly [K in LegalMessageKey]: string };
/** A "Pedir ajuda" dialog catalogue: exactly the pt-BR ones, each with a text. */
export type HelpCatalogue = { readonly [K in HelpMessageKey]: string };
/** A kiosk mode catalogue: exactly the pt-BR ones, each with a text. */
export type KioskCatalogue = { readonly [K in KioskMessageKey]: string };
/** A guide preview catalogue: exactly the pt-BR ones, each with a text. */
export type PreviewCatalogue = { readonly [K in PreviewMessageKey]: string };
/** A video player catalogue: exactly the pt-BR ones, each with a text. */
export type VideoCatalogue = { readonly [K in VideoMessageKey]: string };
/** A content formats catalogue: exactly the pt-BR ones, each with a text. */
export type FormatsCatalogue = { readonly [K in FormatsMessageKey]: string };
/** A technical sheet catalogue: exactly the pt-BR ones, each with a text. */
export type TechnicalSheetCatalogue = { readonly [K in TechnicalSheetMessageKey]: string };
/** A mail catalogue: exactly the pt-BR mail and SMS keys, each with a text. */
export type MailCatalogue = { readonly [K in MailMessageKey]: string };
/** Everything a locale says: all its catalogues together (the server's view). */
export type Catalogue = VisitorCatalogue &
  PanelCatalogue &
  FavouritesCatalogue &
  RoadMapCatalogue &
  ArCatalogue &
  VrCatalogue &
  JourneyDoneCatalogue &
  KeypadCatalogue &
  LegalCatalogue &
  HelpCatalogue &
  KioskCatalogue &
  PreviewCatalogue &
  VideoCatalogue &
  FormatsCatalogue &
  TechnicalSheetCatalogue &
  MailCatalogue;

/** UI locales, as i18next language codes. pt-BR is the default. */
export const LOCALES = ['pt-BR', 'en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The cookie that carries the visitor's locale, written by the web app with each choice: the
 * server draws a landing page in it, so a returning English visitor never sees Portuguese first.
 */
export const LOCALE_COOKIE = 'percurso-lang';
