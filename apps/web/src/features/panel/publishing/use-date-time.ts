import { useTranslation } from 'react-i18next';

/** An instant as the manager reads it: medium date and short time, in a zone (default: the browser's). */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string, timeZone?: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
