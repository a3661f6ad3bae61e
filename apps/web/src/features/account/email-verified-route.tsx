import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../app/guard/routes.ts';
import { sessionQuery } from './session.ts';

/**
 * /auth/email-verified: where the verification e-mail's link lands, through the server's
 * /api/auth/verify-email, which adds `?error=` when the link was invalid or expired.
 */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const isVerified = !params.get('error');

  // The e-mail is now verified: the profile must not show the session read before.
  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
  }, [isVerified, queryClient]);

  return (
    <Stack gap="md" data-testid="email-verified-page">
      <Title order={1} size="h3">
        {isVerified ? t('account.email.verified') : t('account.email_verified.failed_title')}
      </Title>
      <Alert
        color={isVerified ? 'teal' : 'red'}
        variant="light"
        icon={isVerified ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
        data-testid={isVerified ? 'email-verified-done' : 'email-verified-failed'}
      >
        {isVerified ? t('account.email_verified.done') : t('account.email_verified.failed')}
      </Alert>
      <Button component={Link} to={PATHS.profile} radius="xl" fullWidth>
        {t('account.email_verified.profile')}
      </Button>
    </Stack>
  );
}
