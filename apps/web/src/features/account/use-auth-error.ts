import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../api/error-messages.ts';
import { showWarning } from '../../ui/show-warning.ts';

/** Shows an auth failure as the spec's message (unknown codes: generic message, code as caption). */
export function useShowAuthError() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const notice = errorNotice(error);
    showWarning(t(notice.key), notice.code);
  };
}
