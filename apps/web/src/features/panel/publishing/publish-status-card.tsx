import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePanelAccess } from '../common/panel-access.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { publishingApi, publishingQueries, refreshGuide } from './publishing-api.ts';
import { useDateTime } from './use-date-time.ts';

const PublishDialog = lazy(() => import('./publish-dialog.tsx'));

/**
 * What visitors see of the guide and what waits in the draft (docs/product-decisions.md, "Drafts
 * and publishing"): the published version, the number of changed records, a pending schedule,
 * and "Publicar" for the guide's administrators.
 */
export function PublishStatusCard({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const formatDate = useDateTime();
  const status = useQuery(publishingQueries.status(guideId));
  const [isOpen, setOpen] = useState(false);
  const canPublish = access.can('guide.edit', guideId);
  const data = status.data;
  if (!data) return null;
  const { published, changeCount, scheduled } = data;

  const cancelSchedule = async () => {
    try {
      toasts.confirmed((await publishingApi.cancelSchedule(guideId)).confirmation);
      await refreshGuide(queryClient, guideId);
    } catch (error) {
      toasts.failure(error);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="publish-status" data-changes={changeCount}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge color={published ? 'teal.9' : 'gray.7'} variant="light" size="lg" data-testid="publish-version">
              {published ? t('panel.publishing.version', { version: published.version }) : t('panel.publishing.never')}
            </Badge>
            {changeCount > 0 && (
              <Badge color="orange.9" variant="light" size="lg" data-testid="publish-change-count">
                {t('panel.publishing.changes', { count: changeCount })}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {published
              ? published.publishedBy
                ? t('panel.publishing.published_at', {
                    date: formatDate(published.publishedAt),
                    who: published.publishedBy,
                  })
                : t('panel.publishing.published_at_auto', { date: formatDate(published.publishedAt) })
              : t('panel.publishing.never_hint')}
          </Text>
          <Text size="sm" c="dimmed">
            {changeCount > 0 ? t('panel.publishing.draft_hint') : t('panel.publishing.up_to_date')}
          </Text>
          {scheduled && (
            <Group gap="xs">
              <Text size="sm" fw={600} data-testid="publish-scheduled">
                {t('panel.publishing.scheduled_for', {
                  date: formatDate(scheduled.publishAt, scheduled.timeZone),
                  zone: scheduled.timeZone,
                })}
              </Text>
              {canPublish && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={cancelSchedule}
                  data-testid="publish-cancel-schedule"
                >
                  {t('panel.publishing.cancel_schedule')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={PANEL_PATHS.publishing(guideId)} variant="default" data-testid="publish-review">
            {t('panel.publishing.review')}
          </Button>
          {canPublish && (
            <Button
              leftSection={<IconCloudUpload size={16} aria-hidden />}
              onClick={() => setOpen(true)}
              disabled={published !== null && changeCount === 0}
              data-testid="publish-open"
            >
              {t('panel.publishing.publish')}
            </Button>
          )}
        </Group>
      </Group>
      {isOpen && (
        <Suspense fallback={null}>
          <PublishDialog guideId={guideId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
