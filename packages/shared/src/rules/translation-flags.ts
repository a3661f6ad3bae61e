import type { LocalizedText } from '../localized-text.ts';
import type { TranslationFlags } from '../schemas/content-tools.ts';

const isFilled = (text: string | undefined) => (text ?? '').replace(/<[^>]*>/g, '').trim() !== '';

/**
 * Whether a text the visitor reads in `lang` is a machine translation (issue 16): one of `texts`
 * (field name → text) is written in that language and flagged 'machine'. A language the text
 * lacks shows another language instead, which is not the flagged translation.
 */
export function showsMachineText(
  flags: TranslationFlags | undefined,
  lang: string,
  texts: Record<string, LocalizedText | undefined>,
): boolean {
  return Object.entries(texts).some(
    ([field, text]) =>
      (flags?.[field] as Record<string, string | undefined> | undefined)?.[lang] === 'machine' &&
      isFilled((text as Record<string, string | undefined> | undefined)?.[lang]),
  );
}

/** The machine flags alone, or undefined when there are none: all the visitor's note needs. */
export function machineFlagsOnly(flags: TranslationFlags | undefined): TranslationFlags | undefined {
  const kept: TranslationFlags = {};
  for (const [field, byLang] of Object.entries(flags ?? {})) {
    const machine = Object.fromEntries(Object.entries(byLang).filter(([, flag]) => flag === 'machine'));
    if (Object.keys(machine).length > 0) kept[field] = machine;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
