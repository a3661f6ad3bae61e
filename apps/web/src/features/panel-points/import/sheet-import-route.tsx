import { Alert, Anchor, Button, FileInput, Group, Progress, Stack, Switch, Table, Text } from '@mantine/core';
import type { SheetImportProgress, SheetPreview, SheetPreviewRow, SheetRowNote } from '@percurso/shared';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePanelToasts } from '../../panel/common/index.ts';
import { PanelPage } from '../../panel/common/panel-page.tsx';
import { POINT_PATHS } from '../point-paths.ts';
import { invalidateGuide } from '../use-guide-content.ts';
import { sheetImportApi } from './sheet-import-api.ts';

type Run = { line: SheetImportProgress; rows: number } | undefined;

/**
 * /guidePanel/{guideId}/points/import: the spreadsheet import of spec §7 addSheetIntPoint. The
 * manager downloads the template, checks the sheet (per-row errors, nothing written), then imports
 * it with a progress bar; a failed row is named and the import can continue from it.
 */
function SheetImportRoute() {
  const { t } = useTranslation();
  const { guideId = '' } = useParams();
  const toasts = usePanelToasts();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SheetPreview>();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<Run>();

  const check = async (chosen: File | null = file) => {
    if (!chosen) return;
    setBusy(true);
    setRun(undefined);
    try {
      setPreview(await sheetImportApi.preview(guideId, chosen));
    } catch (failure) {
      setPreview(undefined);
      toasts.failure(failure);
    } finally {
      setBusy(false);
    }
  };

  const start = async (startIndex: number) => {
    if (!file || !preview) return;
    setBusy(true);
    try {
      await sheetImportApi.run(guideId, file, startIndex, (line) => setRun({ line, rows: preview.totalIndex }));
    } catch (failure) {
      toasts.failure(failure);
    } finally {
      // The point list is fresh before the link to it shows (busy hides it).
      await invalidateGuide(client, guideId).catch(() => undefined);
      setBusy(false);
    }
  };

  const line = run?.line;
  const rows = preview ? preview.rows.filter((row) => !onlyErrors || row.problems.length > 0) : [];
  const valid = preview ? preview.totalIndex - preview.invalid : 0;

  return (
    <PanelPage title={t('panel.import.title')} testId="sheet-import">
      <Stack gap="md">
        <Text size="sm">{t('panel.import.intro')}</Text>
        <Group gap="xs">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              component="a"
              href={sheetImportApi.templateUrl(guideId, format)}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
              data-testid={`import-template-${format}`}
            >
              {t(format === 'xlsx' ? 'panel.import.template_xlsx' : 'panel.import.template_csv')}
            </Button>
          ))}
        </Group>
        <FileInput
          label={t('panel.import.file')}
          placeholder={t('panel.import.file_placeholder')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setPreview(undefined);
            setRun(undefined);
            void check(chosen);
          }}
          clearable
          // Mantine's placeholder grey reads at 2.07:1 on the button; gray 7 passes WCAG AA.
          styles={{ wrapper: { '--input-placeholder-color': 'var(--mantine-color-gray-7)' } as CSSProperties }}
          data-testid="import-file"
        />
        {line && <ImportProgress line={line} busy={busy} onResume={(index) => void start(index)} guideId={guideId} />}
        {preview && (
          <Stack gap="sm" data-testid="import-preview">
            <Text fw={600} data-testid="import-summary">
              {t('panel.import.summary', {
                total: preview.totalIndex,
                creates: preview.creates,
                updates: preview.updates,
                invalid: preview.invalid,
              })}
            </Text>
            {preview.unknownColumns.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('panel.import.unknown_columns', { columns: preview.unknownColumns.join(', ') })}
              </Text>
            )}
            {preview.invalid > 0 && (
              <Switch
                label={t('panel.import.only_errors')}
                checked={onlyErrors}
                onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
              />
            )}
            <PreviewTable rows={rows.slice(0, 500)} />
            {preview.invalid > 0 ? (
              <Alert color="red" data-testid="import-fix-first">
                {t('panel.import.fix_first')}
              </Alert>
            ) : (
              !line && (
                <Button
                  leftSection={<IconUpload size={16} />}
                  onClick={() => void start(0)}
                  loading={busy}
                  disabled={valid === 0}
                  data-testid="import-run"
                >
                  {t('panel.import.run', { count: valid })}
                </Button>
              )
            )}
          </Stack>
        )}
      </Stack>
    </PanelPage>
  );
}

function ImportProgress({
  line,
  busy,
  onResume,
  guideId,
}: {
  line: SheetImportProgress;
  busy: boolean;
  onResume: (index: number) => void;
  guideId: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // The import starts from the button under a long preview: bring the progress into view.
  // Braces: Chromium's scrollIntoView now answers a promise, which React would call as a cleanup.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  const percent = line.totalIndex === 0 ? 100 : Math.round((line.nextIndex / line.totalIndex) * 100);
  return (
    <Stack gap="xs" ref={box} data-testid="import-progress" data-status={line.status}>
      <Progress
        value={percent}
        color={line.status === 'error' ? 'red' : line.status === 'success' ? 'teal' : 'blue'}
        animated={line.status === 'progress'}
        aria-label={t('panel.import.progress', { next: line.nextIndex, total: line.totalIndex })}
      />
      {line.status === 'progress' && (
        <Text size="sm" aria-live="polite">
          {t('panel.import.progress', { next: line.nextIndex, total: line.totalIndex })}
        </Text>
      )}
      {line.status === 'success' && (
        <Alert color="teal" data-testid="import-done">
          {t('panel.import.done', { created: line.created ?? 0, updated: line.updated ?? 0 })}{' '}
          {!busy && (
            <Anchor component={Link} to={POINT_PATHS.list(guideId)} size="sm" fw={600} data-testid="import-see-points">
              {t('panel.import.see_points')}
            </Anchor>
          )}
        </Alert>
      )}
      {line.status === 'error' && (
        <Alert color="red" data-testid="import-failed">
          <Stack gap="xs">
            <Text size="sm">{t('panel.import.failed_row', { row: line.row })}</Text>
            {line.problems && <Notes notes={line.problems} kind="problem" />}
            <Group>
              <Button size="xs" variant="light" loading={busy} onClick={() => onResume(line.nextIndex)}>
                {t('panel.import.resume', { row: line.row })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function PreviewTable({ rows }: { rows: SheetPreviewRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped withTableBorder verticalSpacing="xs" data-testid="import-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('panel.import.col.row')}</Table.Th>
            <Table.Th>{t('panel.import.col.name')}</Table.Th>
            <Table.Th>{t('panel.import.col.action')}</Table.Th>
            <Table.Th>{t('panel.import.col.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.index} data-testid="import-row" data-invalid={row.problems.length > 0}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td style={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
              <Table.Td>
                <Text size="xs" fw={700} tt="uppercase" c={row.action === 'create' ? 'blue.8' : 'grape.8'}>
                  {t(row.action === 'create' ? 'panel.import.action.create' : 'panel.import.action.update')}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.problems.length === 0 && row.warnings.length === 0 ? (
                  <Text size="sm" c="teal">
                    {t('panel.import.row_ok')}
                  </Text>
                ) : (
                  <>
                    <Notes notes={row.problems} kind="problem" />
                    <Notes notes={row.warnings} kind="warning" />
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Notes({ notes, kind }: { notes: SheetRowNote[]; kind: 'problem' | 'warning' }) {
  const { t } = useTranslation();
  return notes.map((note) => (
    <Text
      key={`${note.column}-${note.code}`}
      size="sm"
      c={kind === 'problem' ? 'red' : 'orange'}
      data-testid={`import-${kind}`}
    >
      {t(`panel.import.${kind}.${note.code}` as 'panel.import.problem.name-required')} (
      {t('panel.import.column', { column: note.column })})
    </Text>
  ));
}

export const Component = SheetImportRoute;
