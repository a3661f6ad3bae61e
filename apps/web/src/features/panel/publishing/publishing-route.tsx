import { Badge, Button, Collapse, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { PUBLICATION_RETENTION, type RecordChange } from '@percurso/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { ChangeList } from './change-list.tsx';
import { ConfirmActionButton } from './confirm-action.tsx';
import { PublishStatusCard } from './publish-status-card.tsx';
import { publishingApi, publishingQueries, refreshGuide } from './publishing-api.ts';
import { useDateTime } from './use-date-time.ts';

/**
 * /guidePanel/{guideId}/publishing: what publishing now would change for visitors (record by
 * record, field by field, in each language), with a discard per record; and every published
 * version, with what restoring it would change and the restore itself (as the draft).
 */
function PublishingRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  return (
    <PanelPage title={t('panel.publishing.title')} testId="publishing-screen">
      <Stack gap="md">
        <PublishStatusCard guideId={guideId} />
        <Tabs defaultValue="changes" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="changes" data-testid="publishing-tab-changes">
              {t('panel.publishing.tab_changes')}
            </Tabs.Tab>
            <Tabs.Tab value="versions" data-testid="publishing-tab-versions">
              {t('panel.publishing.tab_versions')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="changes" pt="md">
            <DraftChanges guideId={guideId} />
          </Tabs.Panel>
          <Tabs.Panel value="versions" pt="md">
            <Versions guideId={guideId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PanelPage>
  );
}

function DraftChanges({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const changes = useQuery(publishingQueries.changes(guideId));
  const discard = async (change: RecordChange) => {
    try {
      const kind = change.kind as 'guide' | 'journey' | 'point' | 'map';
      toasts.confirmed((await publishingApi.discard(guideId, { kind, id: change.id })).confirmation);
      await refreshGuide(queryClient, guideId);
    } catch (error) {
      toasts.failure(error);
    }
  };
  return (
    <QueryState isPending={changes.isPending} error={changes.error}>
      {() =>
        changes.data && changes.data.changes.length > 0 ? (
          <ChangeList
            changes={changes.data.changes}
            onDiscard={access.can('guide.content.edit', guideId) ? discard : undefined}
          />
        ) : (
          <Text c="dimmed" data-testid="publishing-no-changes">
            {t('panel.publishing.no_changes')}
          </Text>
        )
      }
    </QueryState>
  );
}

function Versions({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const versions = useQuery(publishingQueries.versions(guideId));
  return (
    <QueryState isPending={versions.isPending} error={versions.error}>
      {() => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('panel.publishing.retention', { count: PUBLICATION_RETENTION })}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(versions.data?.versions ?? []).map((version) => (
              <li key={version.version}>
                <VersionCard guideId={guideId} version={version} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

function VersionCard({
  guideId,
  version,
}: {
  guideId: string;
  version: { version: number; publishedAt: string; publishedBy: string | null; note: string; current: boolean };
}) {
  const { t } = useTranslation();
  const access = usePanelAccess();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const formatDate = useDateTime();
  const [isOpen, setOpen] = useState(false);
  const changes = useQuery({ ...publishingQueries.versionChanges(guideId, version.version), enabled: isOpen });
  const restore = async () => {
    try {
      toasts.confirmed((await publishingApi.restore(guideId, version.version)).confirmation);
      await refreshGuide(queryClient, guideId);
    } catch (error) {
      toasts.failure(error);
    }
  };
  return (
    <Paper withBorder p="sm" data-testid="publication-version" data-version={version.version}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{t('panel.publishing.version_label', { version: version.version })}</Text>
              {version.current && (
                <Badge color="teal.9" variant="light">
                  {t('panel.publishing.current')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {formatDate(version.publishedAt)} · {version.publishedBy ?? t('panel.publishing.by_auto')}
            </Text>
            {version.note && <Text size="sm">{version.note}</Text>}
          </Stack>
          <Group gap="xs">
            <Button size="compact-sm" variant="subtle" onClick={() => setOpen((open) => !open)} aria-expanded={isOpen}>
              {isOpen ? t('panel.publishing.hide_diff') : t('panel.publishing.show_diff')}
            </Button>
            {access.can('guide.edit', guideId) && (
              <ConfirmActionButton
                size="compact-sm"
                variant="light"
                label={t('panel.publishing.restore')}
                question={t('panel.publishing.restore_confirm', { version: version.version })}
                onConfirm={restore}
                testId="publication-restore"
              />
            )}
          </Group>
        </Group>
        <Collapse in={isOpen}>
          {isOpen && (
            <QueryState isPending={changes.isPending} error={changes.error}>
              {() =>
                changes.data && changes.data.changes.length > 0 ? (
                  <ChangeList changes={changes.data.changes} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('panel.publishing.no_changes')}
                  </Text>
                )
              }
            </QueryState>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}

export const Component = PublishingRoute;
