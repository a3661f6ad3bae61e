import '@mantine/core/styles/Divider.css';
import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints.ts';
import { accountApi } from './account-api.ts';
import { useShowAuthError } from './use-auth-error.ts';

/**
 * One button per social provider the server has configured (none: nothing at all). The browser
 * goes to the provider and comes back to this page signed in; the session query then reads the
 * new user. From an anonymous session the server replaces the anonymous user, as e-mail sign-in.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const showAuthError = useShowAuthError();
  const [runningId, setRunningId] = useState<string | undefined>();
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => api.signInProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const start = async (id: string) => {
    setRunningId(id);
    try {
      const { pathname, search, hash } = window.location;
      const { url } = await accountApi.signInWithProvider(id, `${pathname}${search}${hash}`);
      window.location.assign(url);
    } catch (error) {
      showAuthError(error);
      setRunningId(undefined);
    }
  };

  return (
    <Stack gap="sm" data-testid="social-sign-in">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          radius="xl"
          loading={runningId === provider.id}
          disabled={runningId !== undefined && runningId !== provider.id}
          onClick={() => start(provider.id)}
          data-testid={`social-${provider.id}`}
        >
          {t('auth.social.continue_with', { provider: provider.name })}
        </Button>
      ))}
      <Divider label={t('auth.social.or')} labelPosition="center" />
    </Stack>
  );
}
