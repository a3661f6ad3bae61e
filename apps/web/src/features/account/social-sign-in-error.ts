import type { MessageKey } from '@percurso/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../ui/show-warning.ts';

/** The query parameter better-auth adds to errorCallbackURL when a social sign-in fails. */
export const SOCIAL_ERROR_PARAM = 'error';

/**
 * The message of a social sign-in that came back with an error. `account_not_linked`: the
 * provider's e-mail belongs to an account registered with e-mail and password, whose e-mail was
 * never validated, so the two are not joined (spec §8 'Email ainda não foi validado!').
 */
export function socialErrorMessage(error: string): { message: MessageKey; caption?: MessageKey } {
  if (error === 'account_not_linked') {
    return { message: 'errors.auth/email-not-validated', caption: 'auth.email_not_validated_hint' };
  }
  return { message: 'errors.auth/internal-error' };
}

/** Shows, once, the error a social sign-in came back with, and takes it out of the address. */
export function useSocialSignInError(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const url = new URL(window.location.href);
    const error = url.searchParams.get(SOCIAL_ERROR_PARAM);
    if (!error) return;
    url.searchParams.delete(SOCIAL_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const { message, caption } = socialErrorMessage(error);
    showWarning(t(message), caption && t(caption));
  }, [t]);
}
