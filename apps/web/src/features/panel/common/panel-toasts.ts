import { notifications } from '@mantine/notifications';
import type { MessageKey } from '@percurso/i18n';
import { type PanelConfirmation, TOAST_TIMEOUT_MS } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/error-messages.ts';
import { isApiError } from '../../../api/http.ts';
import { showWarning } from '../../../ui/show-warning.ts';
import { showEditConflict } from './edit-conflict-notice.tsx';

/**
 * The panel's confirmations and failures as toasts (root layout: bottom-right, 5 s, spec §8).
 * `success('panel.toast.guide_saved')` says 'Guia salvo!'; `failure(error)` says the server's code
 * in the user's language (unknown codes: generic message with the code as caption).
 */
export function usePanelToasts() {
  const { t } = useTranslation();
  return {
    success: (key: MessageKey, values?: Record<string, string>) =>
      notifications.show({
        color: 'teal',
        message: t(key, values),
        withBorder: true,
        autoClose: TOAST_TIMEOUT_MS.default,
      }),
    /** The spec's confirmation for a write the server answered with `{ confirmation }`. */
    confirmed: (confirmation: PanelConfirmation) =>
      notifications.show({
        color: 'teal',
        message: t(`panel.confirm.${confirmation}` as MessageKey),
        withBorder: true,
        autoClose: TOAST_TIMEOUT_MS.default,
      }),
    /** A stale save ('edit-conflict') gets a notice that offers to reload. */
    failure: (error: unknown) => {
      if (isApiError(error, 'edit-conflict')) return showEditConflict(t);
      const notice = errorNotice(error);
      showWarning(t(notice.key), notice.code);
    },
    warning: (key: MessageKey) => showWarning(t(key)),
  };
}
