import { Alert, Button, Checkbox, FileInput, Stack, Table, Text } from '@mantine/core';
import type { LegacyImportReport } from '@percurso/shared';
import { IconDatabaseImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePanelToasts } from '../common/index.ts';
import { NoPanelAccess } from '../common/no-panel-access.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage } from '../common/panel-page.tsx';
import { adminToolsApi } from './admin-tools-api.ts';

/** /painel/legacyImport (global admins): the original system's JSON export, checked or imported, and its report. */
function LegacyImportRoute() {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const access = usePanelAccess();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ report: LegacyImportReport; dryRun: boolean }>();
  if (!access.can('legacy.import')) return <NoPanelAccess isAnonymous={false} />;

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      setResult(await adminToolsApi.legacyImport(file, dryRun));
    } catch (failure) {
      toasts.failure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PanelPage title={t('panel.legacy.title')} testId="legacy-import">
      <Stack gap="md">
        <Text size="sm">{t('panel.legacy.intro')}</Text>
        <FileInput
          label={t('panel.legacy.file')}
          accept=".json,application/json"
          value={file}
          onChange={setFile}
          clearable
          data-testid="legacy-file"
        />
        <Checkbox
          label={t('panel.legacy.dry_run')}
          checked={dryRun}
          onChange={(event) => setDryRun(event.currentTarget.checked)}
        />
        <Button
          leftSection={<IconDatabaseImport size={16} />}
          onClick={() => void submit()}
          loading={busy}
          disabled={!file}
          data-testid="legacy-run"
        >
          {t('panel.legacy.run')}
        </Button>
        {result && <Report {...result} />}
      </Stack>
    </PanelPage>
  );
}

function Report({ report, dryRun }: { report: LegacyImportReport; dryRun: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="legacy-report">
      <Alert color="teal">{t(dryRun ? 'panel.legacy.dry_done' : 'panel.legacy.done')}</Alert>
      {/* On a phone the counts go under the collection's name: four columns do not fit. */}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('panel.legacy.col.collection')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('panel.legacy.col.read')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('panel.legacy.col.imported')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('panel.legacy.col.skipped')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(report.collections).map(([name, entry]) => (
            <Table.Tr key={name} data-collection={name}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Text size="xs" hiddenFrom="sm" data-testid="legacy-counts">
                  {[
                    `${t('panel.legacy.col.read')}: ${entry.read}`,
                    `${t('panel.legacy.col.imported')}: ${entry.imported}`,
                    `${t('panel.legacy.col.skipped')}: ${entry.skipped.length}`,
                  ].join(' · ')}
                </Text>
                {Object.keys(entry.unmappedFields).length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('panel.legacy.unmapped', { fields: Object.keys(entry.unmappedFields).join(', ') })}
                  </Text>
                )}
                {entry.skipped.map((skip) => (
                  <Text key={skip.id} size="xs" c="red.9" data-testid="legacy-skipped">
                    {skip.id}: {skip.reason}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {entry.read}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {entry.imported}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {entry.skipped.length}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" data-testid="legacy-media">
        {t(dryRun ? 'panel.legacy.media_dry' : 'panel.legacy.media', report.media)}
      </Text>
      {report.media.failed.length > 0 && (
        <Stack gap={2} data-testid="legacy-media-failed">
          <Text size="sm" c="red.9">
            {t('panel.legacy.media_failed')}
          </Text>
          {report.media.failed.map((failure) => (
            <Text key={failure.url} size="xs" style={{ overflowWrap: 'anywhere' }}>
              {failure.url} ({failure.reason})
            </Text>
          ))}
        </Stack>
      )}
      {report.ignoredCollections.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('panel.legacy.ignored', { collections: report.ignoredCollections.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

export const Component = LegacyImportRoute;
