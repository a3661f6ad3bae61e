import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../app/guard/routes.ts';
import { GoToGuidesButton } from '../static-pages/go-to-guides-button.tsx';
import { AUTH_CARD_TITLE_KEYS, AuthCards } from './auth-cards.tsx';
import type { AuthCard } from './auth-dialog-store.ts';
import { useSessionUser } from './use-session.tsx';

/**
 * /auth/login, /login, /auth/registerEmail and /auth/registerPhone: the dialog's cards on a page of their own. After a
 * password reset the login page says so.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const pageState = state as { isPasswordReset?: boolean; card?: string } | null;
  const isAfterPasswordReset = pageState?.isPasswordReset === true;
  const user = useSessionUser();
  const [card, setCard] = useState<AuthCard>(
    /registerEmail$/i.test(pathname)
      ? 'register'
      : /registerPhone$/i.test(pathname)
        ? 'phone-register'
        : pageState?.card === 'reset-password'
          ? 'reset-password'
          : 'login',
  );
  const [isDone, setDone] = useState(false);

  if (user?.isAnonymous === false && !isDone) {
    return (
      <Stack align="center" gap="md" data-testid="already-signed-in">
        <Text ta="center">{t('auth.already_signed_in', { name: user.name })}</Text>
        <GoToGuidesButton />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t(AUTH_CARD_TITLE_KEYS[card])}
      </Title>
      {isAfterPasswordReset && card === 'login' && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} data-testid="password-reset-done">
          {t('account.new_password.done')}
        </Alert>
      )}
      <AuthCards
        card={card}
        onCardChange={setCard}
        onDone={() => {
          setDone(true);
          void navigate(PATHS.guideSelection);
        }}
      />
    </Stack>
  );
}
