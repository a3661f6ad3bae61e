import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { DeskHelpRequest, HelpRequestStatus } from '@percurso/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHelpMessages } from '../../../i18n/help-messages.ts';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { useChangeStream } from '../../live/use-change-stream.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { useDeskChime } from './desk-chime.ts';
import { FloorPlanPlace } from './floor-plan-place.tsx';
import { helpDeskApi, helpDeskQuery } from './help-desk-api.ts';

const STATUS_COLOR: Record<HelpRequestStatus, string> = { open: 'red.8', acknowledged: 'yellow.9', closed: 'gray.7' };
/** The card's left edge says its state at a glance (inline: see floor-plan-place.tsx). */
const EDGE: Record<HelpRequestStatus, string> = {
  open: 'var(--mantine-color-red-7)',
  acknowledged: 'var(--mantine-color-yellow-7)',
  closed: 'var(--mantine-color-gray-5)',
};

/**
 * /guidePanel/{guideId}/help-desk: the front desk (issue 30 item 5). Visitors' help requests of
 * the guide, oldest first, refetched on each event of the guide's request stream (NOTIFY, from
 * any server process); each with the point's place on its floor plan. Staff acknowledge (the
 * visitor's phone shows it) and close. Guide admins and content editors (guide.helpDesk).
 */
function HelpDeskRoute() {
  const { t } = useTranslation();
  const { guideId = '' } = useParams();
  // The visitor dialog's catalogue holds the help-request error messages a failed action shows.
  useHelpMessages();
  const queryClient = useQueryClient();
  const guide = useQuery(guideQueries.one(guideId));
  const requests = useQuery(helpDeskQuery(guideId));
  const [live, setLive] = useState(false);
  useChangeStream(
    helpDeskApi.eventsUrl(guideId),
    'help-requests-changed',
    () => void queryClient.invalidateQueries({ queryKey: helpDeskQuery(guideId).queryKey }),
    setLive,
  );
  const openIds = useMemo(
    () => requests.data?.filter((request) => request.status === 'open').map((request) => request.id),
    [requests.data],
  );
  const sound = useDeskChime(openIds);
  const openCount = openIds?.length ?? 0;
  // A desk in another tab shows how many wait: "(2) Balcão de atendimento".
  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, '');
    document.title = openCount > 0 ? `(${openCount}) ${title}` : title;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [openCount]);

  return (
    <PanelPage
      title={t('panel.nav.help_desk')}
      testId="help-desk-screen"
      actions={
        <Badge
          color={live ? 'teal.9' : 'gray.7'}
          variant={live ? 'filled' : 'outline'}
          data-testid="help-desk-live"
          data-live={live ? 'on' : 'off'}
        >
          {t('panel.help_desk.live')}
        </Badge>
      }
    >
      <Stack gap="md">
        <Text>{t('panel.help_desk.intro')}</Text>
        <Switch
          checked={sound.isOn}
          onChange={(event) => sound.setSound(event.currentTarget.checked)}
          label={t('panel.help_desk.sound')}
          description={t('panel.help_desk.sound_hint')}
          data-testid="help-desk-sound"
        />
        {guide.data && !guide.data.helpRequestsEnabled && (
          <Alert color="yellow" data-testid="help-desk-off">
            {t('panel.help_desk.off')}
          </Alert>
        )}
        <QueryState isPending={requests.isPending} error={requests.error}>
          {() => <RequestList requests={requests.data ?? []} guideId={guideId} />}
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

function RequestList({ requests, guideId }: { requests: DeskHelpRequest[]; guideId: string }) {
  const { t } = useTranslation();
  if (requests.length === 0) return <Text c="dimmed">{t('panel.help_desk.empty')}</Text>;
  return (
    // Read out as requests arrive and change.
    <Stack gap="sm" component="ul" aria-live="polite" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((request) => (
        <li key={request.id}>
          <RequestCard request={request} guideId={guideId} />
        </li>
      ))}
    </Stack>
  );
}

function RequestCard({ request, guideId }: { request: DeskHelpRequest; guideId: string }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const toasts = usePanelToasts();
  const [busy, setBusy] = useState<'acknowledge' | 'close' | null>(null);
  const pointName = request.pointName ? localize(request.pointName) : t('panel.help_desk.unknown_point');
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(request.createdAt));

  const move = async (action: 'acknowledge' | 'close') => {
    setBusy(action);
    try {
      await helpDeskApi[action](request.id);
      toasts.success(action === 'acknowledge' ? 'panel.help_desk.acked_toast' : 'panel.help_desk.closed_toast');
      await queryClient.invalidateQueries({ queryKey: helpDeskQuery(guideId).queryKey });
    } catch (error) {
      toasts.failure(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      style={{ borderLeft: `4px solid ${EDGE[request.status]}` }}
      data-status={request.status}
      data-testid="help-request"
      data-request-id={request.id}
    >
      <SimpleGrid cols={{ base: 1, sm: request.place ? 2 : 1 }} spacing="md">
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={STATUS_COLOR[request.status]} variant="filled" data-testid="help-request-status">
              {t(`panel.help_desk.status.${request.status}`)}
            </Badge>
            <Badge color="dark" variant="outline">
              {t(`panel.help_desk.need.${request.need}`)}
            </Badge>
          </Group>
          <Text fw={700} fz="lg" data-testid="help-request-point">
            {request.stopNumber !== null
              ? t('panel.help_desk.point', { number: request.stopNumber, name: pointName })
              : pointName}
          </Text>
          <Text size="sm">{t('panel.help_desk.asked', { time })}</Text>
          {request.message && (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="help-request-message"
            >
              {t('panel.help_desk.message', { message: request.message })}
            </Text>
          )}
          {request.status !== 'closed' && (
            <Group gap="xs" mt="xs">
              {request.status === 'open' && (
                <Button
                  leftSection={<IconCheck size={18} aria-hidden="true" />}
                  loading={busy === 'acknowledge'}
                  disabled={busy !== null}
                  onClick={() => void move('acknowledge')}
                  data-testid="help-request-acknowledge"
                >
                  {t('panel.help_desk.ack')}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconX size={18} aria-hidden="true" />}
                loading={busy === 'close'}
                disabled={busy !== null}
                onClick={() => void move('close')}
                data-testid="help-request-close"
              >
                {t('panel.help_desk.close')}
              </Button>
            </Group>
          )}
        </Stack>
        {request.place ? (
          <FloorPlanPlace
            place={request.place}
            label={t('panel.help_desk.place', { name: pointName, map: localize(request.place.mapName) })}
          />
        ) : null}
      </SimpleGrid>
      {!request.place && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('panel.help_desk.no_place')}
        </Text>
      )}
    </Paper>
  );
}

export { HelpDeskRoute as Component };
