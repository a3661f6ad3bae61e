import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { RAW_EXPORT_FORMATS, type RawExportFormat } from '@percurso/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { analyticsSearch } from './analytics-api.ts';
import type { AnalyticsFilters } from './analytics-filters.tsx';

const LABELS = {
  ndjson: 'panel.analytics.raw_export_ndjson',
  csv: 'panel.analytics.raw_export_csv',
} as const satisfies Record<RawExportFormat, string>;

/**
 * The period's anonymised raw events (issue 31 item 5) as NDJSON or CSV: plain links, so the
 * browser writes the server's stream to disk as it arrives (no copy of the file in the page). The
 * server checks the permission; this screen is only shown to those who have it.
 */
export function RawExportLinks({ guideId, filters }: { guideId: string; filters: AnalyticsFilters }) {
  const { t } = useTranslation();
  const search = analyticsSearch(filters);
  return (
    <Stack gap={6} data-testid="raw-export" component="section" aria-labelledby="raw-export-title">
      <Title order={2} fz="h5" id="raw-export-title">
        {t('panel.analytics.raw_export_title')}
      </Title>
      <Group gap="sm">
        {RAW_EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            component="a"
            href={`/api/panel/guides/${encodeURIComponent(guideId)}/analytics/raw-export?${search}&format=${format}`}
            download
            variant="light"
            color="accent"
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid={`raw-export-${format}`}
          >
            {t(LABELS[format])}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('panel.analytics.raw_export_hint')}
      </Text>
    </Stack>
  );
}
