import { Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmblemsSection } from '../../engagement/index.ts';
import { LevelSummary } from '../../progress/level-summary.tsx';
import { DELETE_ACCOUNT_HASH } from '../account-api.ts';
import { openAuthDialog } from '../auth-dialog-store.ts';
import { RegisterPrompt } from '../register-prompt.tsx';
import { useSessionUser } from '../use-session.tsx';
import { ProfileEditor } from './profile-editor.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** The content format's section, with its messages (a chunk of its own). */
const ContentFormatSection = lazy(() =>
  import('./content-format-section.tsx').then(async (module) => {
    await module.loadFormatMessages();
    return module;
  }),
);

/** Its own chunk (with the privacy texts), so the app shell's route list does not grow. */
const UsageTrackingSwitch = lazy(() =>
  import('../../settings/usage-tracking-switch.tsx').then(async (module) => {
    await module.loadUsageTrackingTexts();
    return module;
  }),
);

/**
 * /perfil: the registered user's profile; anonymous visitors are asked to sign in or register.
 * Everyone sees the content format and the usage tracking switch (issues 30 and 31).
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isRegistered = user != null && !user.isAnonymous;

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
        {user !== undefined && (
          <Paper withBorder radius="lg" p="md" aria-label={t('progress.your_progress')} component="section">
            <LevelSummary />
          </Paper>
        )}
        {user !== undefined && (
          <Paper withBorder radius="lg" p="md" component="section">
            <EmblemsSection emptyText={t('engagement.emblems.empty')} />
          </Paper>
        )}
        {user !== undefined && (
          <Suspense fallback={null}>
            <ContentFormatSection />
          </Suspense>
        )}
        {user !== undefined && (
          <Suspense fallback={null}>
            <UsageTrackingSwitch />
          </Suspense>
        )}
        {user === undefined ? (
          <Loader mx="auto" aria-label={t('common.loading')} />
        ) : user === null || user.isAnonymous ? (
          <Paper withBorder radius="lg" p="xl" data-testid="profile-sign-in-prompt">
            <RegisterPrompt text={t('account.profile.anonymous')} />
          </Paper>
        ) : (
          <>
            <ProfilePhoto user={user} />
            <ProfileEditor key={user.id} user={user} />
            <SessionsSection />
          </>
        )}
      </Stack>
    </Container>
  );
}
