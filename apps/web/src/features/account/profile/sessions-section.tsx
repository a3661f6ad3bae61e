import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountSession } from '@percurso/shared';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/error-messages.ts';
import { showWarning } from '../../../ui/show-warning.ts';
import { accountApi } from '../account-api.ts';
import { ProfileSection } from './profile-section.tsx';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** 'Chrome on Android', from the user agent; undefined when it says nothing we know. */
export function describeDevice(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = [
    ['Edg/', 'Edge'],
    ['OPR/', 'Opera'],
    ['Firefox/', 'Firefox'],
    ['Chrome/', 'Chrome'],
    ['Safari/', 'Safari'],
  ].find(([token]) => userAgent.includes(token as string))?.[1];
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iPhone'],
    ['iPad', 'iPad'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['CrOS', 'ChromeOS'],
    ['Linux', 'Linux'],
  ].find(([token]) => userAgent.includes(token as string))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system;
}

const isMobile = (userAgent: string | null) => /Android|iPhone|iPad|Mobile/.test(userAgent ?? '');

/** /perfil: the devices signed in to this account; sign out one of them or all the others. */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [runningId, setRunningId] = useState<string | null>(null);
  const { data, isPending } = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => accountApi.sessions(signal),
    staleTime: 0,
  });
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const run = async (id: string, action: () => Promise<unknown>, doneKey: 'revoked' | 'others_revoked') => {
    setRunningId(id);
    try {
      await action();
      notifications.show({ color: 'teal', message: t(`account.sessions.${doneKey}`), withBorder: true });
    } catch (error) {
      showWarning(t(errorNotice(error).key));
    } finally {
      setRunningId(null);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    }
  };

  const row = (session: AccountSession) => {
    const Icon = isMobile(session.userAgent) ? IconDeviceMobile : IconDeviceDesktop;
    return (
      <Group key={session.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="session-row">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <Icon size={22} aria-hidden />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate>
              {describeDevice(session.userAgent) ?? t('account.sessions.unknown_device')}
              {session.current && (
                <Text span size="sm" c="teal" fw={600}>
                  {` · ${t('account.sessions.current')}`}
                </Text>
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.sessions.since', { date: date.format(new Date(session.createdAt)) })}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            style={{ flexShrink: 0 }}
            loading={runningId === session.id}
            onClick={() => run(session.id, () => accountApi.revokeSession(session.id), 'revoked')}
          >
            {t('account.sessions.revoke')}
          </Button>
        )}
      </Group>
    );
  };

  return (
    <ProfileSection title={t('account.sessions.title')}>
      <Stack gap="sm" data-testid="profile-sessions">
        {isPending ? <Loader size="sm" mx="auto" aria-label={t('common.loading')} /> : sessions.map(row)}
        {!isPending && others.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('account.sessions.none_other')}
          </Text>
        )}
        {others.length > 0 && (
          <Button
            variant="light"
            color="red"
            radius="xl"
            loading={runningId === 'others'}
            onClick={() => run('others', accountApi.revokeOtherSessions, 'others_revoked')}
            data-testid="sessions-revoke-others"
          >
            {t('account.sessions.revoke_others')}
          </Button>
        )}
      </Stack>
    </ProfileSection>
  );
}
