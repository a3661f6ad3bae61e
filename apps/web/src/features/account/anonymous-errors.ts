import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../api/http.ts';

/**
 * Every query or mutation the server answers with `auth/anonymous-not-allowed` (a registered-only
 * action by an anonymous visitor) shows the register prompt, loaded then. Mounted once, by the header.
 */
export function useRegisterPromptOnAnonymousErrors(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchAnonymousErrors(queryClient, (text) => {
        void import('./register-prompt.tsx').then((module) => module.showRegisterPrompt(text));
      }),
    [queryClient],
  );
}

export function watchAnonymousErrors(queryClient: QueryClient, onRefused: (text?: string) => void): () => void {
  const check = (error: unknown) => {
    if (isApiError(error, 'auth/anonymous-not-allowed')) onRefused();
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
