import type { AccountSession, DeleteAccountInput, DeleteAccountMethod } from '@percurso/shared';
import { apiGet, apiPost } from '../../api/http.ts';

/** The query parameter a first social sign-in comes back with (a new account, see session-language.ts). */
export const NEW_ACCOUNT_PARAM = 'nova-conta';

/** Where a social sign-in for deletion comes back to: /perfil reopens the delete-account card. */
export const DELETE_ACCOUNT_HASH = '#excluir-conta';

/** Account calls of the remaining issue-3 items; the older ones are in api/endpoints.ts. */
export const accountApi = {
  /** Starts social sign-in; a brand-new account comes back to `callbackURL` with NEW_ACCOUNT_PARAM. */
  signInWithProvider: (provider: string, callbackURL: string) => {
    const url = new URL(callbackURL, window.location.origin);
    url.searchParams.set(NEW_ACCOUNT_PARAM, '1');
    const newUserCallbackURL = `${url.pathname}${url.search}${url.hash}`;
    return apiPost<{ url: string }>('/api/auth/sign-in/social', {
      provider,
      callbackURL,
      newUserCallbackURL,
      // A failure comes back here with ?error= (social-sign-in-error.ts shows it).
      errorCallbackURL: callbackURL,
      disableRedirect: true,
    });
  },
  deleteMethod: (signal?: AbortSignal) => apiGet<DeleteAccountMethod>('/api/auth/delete-user', signal),
  sendDeletionCode: () => apiPost<{ status: boolean }>('/api/auth/delete-user/send-code', {}),
  deleteAccount: (input: DeleteAccountInput) => apiPost<unknown>('/api/auth/delete-user', input),
  sessions: (signal?: AbortSignal) => apiGet<{ sessions: AccountSession[] }>('/api/auth/sessions', signal),
  revokeSession: (id: string) => apiPost<{ status: boolean }>('/api/auth/sessions/revoke', { id }),
  revokeOtherSessions: () => apiPost<{ status: boolean }>('/api/auth/revoke-other-sessions', {}),
  /** Mails a new verification link to the signed-in user's own address. */
  sendVerificationEmail: () => apiPost<{ status: boolean }>('/api/auth/send-verification-email', {}),
};
