import { Button, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openAuthDialog } from '../auth-dialog-store.ts';
import { useSessionUser } from '../use-session.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** /perfil: the registered user's profile; anonymous visitors are asked to sign in or register. */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionUser();

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
            <ProfilePhoto user={user} />
            <ProfileEditor key={user.id} user={user} />
          </>
        )}
      </Stack>
    </Container>
  );
}
