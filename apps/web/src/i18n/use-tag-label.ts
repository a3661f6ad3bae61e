import type { MessageKey } from '@percurso/i18n';
import { useTranslation } from 'react-i18next';

/**
 * Topic tags are words the managers type (in Portuguese). Those the catalogues know (`tags.*`,
 * e.g. 'café', 'arte sacra') show in the visitor's language; any other shows as written.
 */
export function useTagLabel(): (tag: string) => string {
  const { t } = useTranslation();
  return (tag) => t(`tags.${tag.trim().toLowerCase()}` as MessageKey, { defaultValue: tag });
}
