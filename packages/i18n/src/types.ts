import type { ptBRPanel } from './panel/pt-BR.ts';
import type { ptBR } from './pt-BR.ts';
import type { ptBRVr } from './vr/pt-BR.ts';

/** Keys of the visitor catalogue, loaded with the app shell; pt-BR is the source of truth. */
export type VisitorMessageKey = keyof typeof ptBR;
/** Keys of the manager panel catalogue, loaded only when the panel opens. */
export type PanelMessageKey = keyof typeof ptBRPanel;
/** Keys of the 360° tour's catalogue, loaded only by the 360° routes and the scene editor. */
export type VrMessageKey = keyof typeof ptBRVr;
/** Every UI message key. */
export type MessageKey = VisitorMessageKey | PanelMessageKey | VrMessageKey;

/** A visitor catalogue: exactly the pt-BR keys, each with a text. */
export type VisitorCatalogue = { readonly [K in VisitorMessageKey]: string };
/** A panel catalogue: exactly the pt-BR panel keys, each with a text. */
export type PanelCatalogue = { readonly [K in PanelMessageKey]: string };
/** Everything a locale says: its visitor and panel catalogues together (the server's view). */
/** A 360° tour catalogue: exactly the pt-BR ones, each with a text. */
export type VrCatalogue = { readonly [K in VrMessageKey]: string };
export type Catalogue = VisitorCatalogue & PanelCatalogue & VrCatalogue;

/** UI locales, as i18next language codes. pt-BR is the default. */
export const LOCALES = ['pt-BR', 'en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
