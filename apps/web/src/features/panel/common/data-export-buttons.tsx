import { Button, Group, Text } from '@mantine/core';
import type { ExportFormat, GuideExportDataset } from '@percurso/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/http.ts';
import { saveBlob } from './download.ts';
import { usePanelToasts } from './panel-toasts.ts';

const FORMATS: ExportFormat[] = ['csv', 'json'];

/** Where a guide's dataset is downloaded (the server checks who may). */
export const exportPaths = {
  guide: (guideId: string, dataset: GuideExportDataset) =>
    `/api/panel/guides/${encodeURIComponent(guideId)}/exports/${dataset}`,
  roadMapExecutions: (roadMapId: string) => `/api/panel/road-maps/${encodeURIComponent(roadMapId)}/exports/executions`,
};

/** The file name the server gave (`content-disposition: attachment; filename="…"`), else a plain one. */
function fileNameOf(response: Response, format: ExportFormat): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? `percurso-export.${format}`;
}

/**
 * "CSV" and "JSON" downloads of a dataset the screen shows (issue 29 item 6): the server checks the
 * permission and writes the file (formula-like cells neutralised in the CSV); a refusal is a toast.
 * `path`: the export's URL without its format, e.g. /api/panel/guides/{id}/exports/points.
 */
export function DataExportButtons({ path, dataset, testId }: { path: string; dataset: string; testId: string }) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const [running, setRunning] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setRunning(format);
    try {
      const response = await fetch(`${path}?format=${format}`, { credentials: 'same-origin' });
      if (!response.ok) throw await toApiError(response);
      saveBlob(await response.blob(), fileNameOf(response, format));
    } catch (error) {
      toasts.failure(error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Group gap="xs" data-testid={testId} role="group" aria-label={t('panel.export.group', { dataset })}>
      <Text size="sm" c="dimmed" aria-hidden>
        {t('panel.export.group', { dataset })}
      </Text>
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={running === format}
          disabled={running !== null && running !== format}
          onClick={() => download(format)}
          aria-label={t('panel.export.download', { dataset, format: format.toUpperCase() })}
          data-testid={`${testId}-${format}`}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
