import { Alert, Button, FileInput, Modal, Radio, Stack, Text } from '@mantine/core';
import { type GuideImported, type GuideImportFields, localize } from '@percurso/shared';
import { IconFileZip, IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorNotice } from '../../../api/error-messages.ts';
import { ApiError, toApiError } from '../../../api/http.ts';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { saveBlob } from '../common/download.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';

const enc = encodeURIComponent;

/** The file name the server gave (`content-disposition`), else a plain one. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'percurso-guia.zip';
}

/** "Exportar guia" (issue 29 item 5): the guide's archive (docs/guide-archive.md), for its admins. */
export function GuideExportButton({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/panel/guides/${enc(guideId)}/export`, { credentials: 'same-origin' });
      if (!response.ok) throw await toApiError(response);
      saveBlob(await response.blob(), fileNameOf(response));
    } catch (error) {
      toasts.failure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconPackageExport size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      data-testid="guide-export"
    >
      {t('panel.archive.export')}
    </Button>
  );
}

async function importArchive(file: File, ids: GuideImportFields['ids']): Promise<GuideImported> {
  const form = new FormData();
  form.append('file', file);
  form.append('ids', ids);
  const response = await fetch('/api/panel/guides/import', { method: 'POST', body: form, credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  return response.json() as Promise<GuideImported>;
}

/** "Importar guia" on the guides list: an archive as a copy (new ids) or keeping its ids (a venue moving servers). */
export function GuideImportButton() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [ids, setIds] = useState<GuideImportFields['ids']>('new');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GuideImported['guide']>();
  const [failure, setFailure] = useState<unknown>();

  const open = () => {
    setFile(null);
    setIds('new');
    setResult(undefined);
    setFailure(undefined);
    setOpened(true);
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    setResult(undefined);
    try {
      const answer = await importArchive(file, ids);
      setResult(answer.guide);
      toasts.confirmed(answer.confirmation);
      await queryClient.invalidateQueries({ queryKey: ['panel', 'guides'] });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  // Where in the archive it went wrong ('points.3.name', 'media/…'); the upload itself needs no pointer.
  const field = failure instanceof ApiError && failure.field !== 'file' ? failure.field : undefined;

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPackageImport size={16} aria-hidden />}
        onClick={open}
        data-testid="guide-import"
      >
        {t('panel.archive.import')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('panel.archive.import')} size="lg">
        <Stack gap="md" data-testid="guide-import-dialog">
          <Text size="sm">{t('panel.archive.intro')}</Text>
          <FileInput
            label={t('panel.archive.file')}
            accept=".zip,application/zip"
            value={file}
            onChange={setFile}
            leftSection={<IconFileZip size={16} aria-hidden />}
            clearable
            data-testid="guide-import-file"
          />
          <Radio.Group
            label={t('panel.archive.ids')}
            value={ids}
            onChange={(value) => setIds(value === 'keep' ? 'keep' : 'new')}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="new"
                label={t('panel.archive.ids_new')}
                description={t('panel.archive.ids_new_hint')}
                data-testid="guide-import-copy"
              />
              <Radio
                value="keep"
                label={t('panel.archive.ids_keep')}
                description={t('panel.archive.ids_keep_hint')}
                data-testid="guide-import-keep"
              />
            </Stack>
          </Radio.Group>
          {failure !== undefined && (
            <Alert color="red" data-testid="guide-import-error">
              <Text size="sm">{t(errorNotice(failure).key)}</Text>
              {field && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('panel.archive.where', { field })}
                </Text>
              )}
            </Alert>
          )}
          {result && (
            <Alert color="teal" data-testid="guide-import-result">
              <Text size="sm">{t('panel.archive.done', { name: localize(result.name, language) })}</Text>
              <Button
                component={Link}
                to={PANEL_PATHS.guidePanel(result.id)}
                size="compact-sm"
                variant="light"
                mt="xs"
                data-testid="guide-import-open"
              >
                {t('panel.archive.open')}
              </Button>
            </Alert>
          )}
          <Button
            leftSection={<IconPackageImport size={16} aria-hidden />}
            onClick={() => void submit()}
            loading={busy}
            disabled={!file}
            data-testid="guide-import-run"
          >
            {t('panel.archive.run')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
