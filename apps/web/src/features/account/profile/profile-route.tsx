import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_ACCOUNT_HASH } from '../account-api.ts';
import { openAuthDialog } from '../auth-dialog-store.ts';
import { useSessionUser } from '../use-session.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** /perfil: the registered user's profile; anonymous visitors are asked to sign in or register. */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isRegistered = user !== undefined && !user.isAnonymous;

  // Back from signing in again with a provider to delete the account: reopen that dialog.
  useEffect(() => {
    if (!isRegistered || window.location.hash !== DELETE_ACCOUNT_HASH) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    openAuthDialog('delete-account');
  }, [isRegistered]);

  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>{t('account.profile.title')}</Title>
        {!user ? (
          <Loader mx="auto" aria-label={t('common.loading')} />
        ) : user.isAnonymous ? (
          <Paper withBorder radius="lg" p="xl" data-testid="profile-sign-in-prompt">
            <Stack align="center" gap="md" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light">
                <IconUserCircle size={36} />
              </ThemeIcon>
              <Text maw={420}>{t('account.profile.anonymous')}</Text>
              <Button radius="xl" onClick={() => openAuthDialog('login')} data-testid="profile-sign-in">
                {t('account.profile.sign_in')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <ProfileEditor key={user.id} user={user} />
            <SessionsSection />
          </>
        )}
      </Stack>
    </Container>
  );
}
