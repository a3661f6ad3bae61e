import type { TranslationFlags } from '@percurso/shared';
import type { LanguageFlags } from './translate-control.tsx';

/**
 * The four-language field props that keep one field's translation flags (issue 16) in its
 * record's flags: { field: { lang: flag } }. Every editor (point, guide, journey) goes through it.
 * `read` gives the record's flags at the time of the change, so two changes in a row both count.
 */
export function fieldFlagProps(
  read: () => TranslationFlags | undefined,
  field: string,
  write: (next: TranslationFlags) => void,
) {
  return {
    flags: read()?.[field] ?? {},
    onFlagsChange: (flags: LanguageFlags) => {
      const { [field]: _old, ...others } = read() ?? {};
      write(Object.keys(flags).length > 0 ? { ...others, [field]: flags } : others);
    },
  };
}
