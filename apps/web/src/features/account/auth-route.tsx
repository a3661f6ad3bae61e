import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../app/guard/routes.ts';
import { GoToGuidesButton } from '../static-pages/go-to-guides-button.tsx';
import { AUTH_CARD_TITLE_KEYS, AuthCards } from './auth-cards.tsx';
import type { AuthCard } from './auth-dialog-store.ts';
import { useSessionUser } from './use-session.ts';

/** /auth/login, /login and /auth/registerEmail: the dialog's cards on a page of their own. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const [card, setCard] = useState<AuthCard>(/registerEmail$/i.test(pathname) ? 'register' : 'login');
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
