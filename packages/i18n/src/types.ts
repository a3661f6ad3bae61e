import type { ptBR } from './pt-BR.ts';

/** Every UI message key; pt-BR is the source of truth. */
export type MessageKey = keyof typeof ptBR;

/** A translation catalogue: exactly the pt-BR keys, each with a text. */
export type Catalogue = { readonly [K in MessageKey]: string };

/** UI locales, as i18next language codes. pt-BR is the default. */
export const LOCALES = ['pt-BR', 'en', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
