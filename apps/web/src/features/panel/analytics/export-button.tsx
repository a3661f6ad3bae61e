import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/error-messages.ts';
import { saveBlob } from '../common/download.ts';
import { analyticsPaths } from './analytics-api.ts';
import type { AnalyticsFilters } from './analytics-filters.tsx';
import { type ExportProgress, readCsvExport } from './csv-export.ts';

type State =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ExportProgress }
  | { phase: 'done'; rows: number }
  | { phase: 'failed'; message: string };

/**
 * The whole period of a guide as one CSV (interactions, accesses, ratings, completions), streamed
 * by the server; the bar follows the rows as they arrive (the server announces the total).
 */
export function ExportButton({ guideId, filters }: { guideId: string; filters: AnalyticsFilters }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const number = new Intl.NumberFormat(i18n.language);

  const start = async () => {
    abort.current = new AbortController();
    setState({ phase: 'running', progress: { rows: 0, total: null, bytes: 0 } });
    try {
      const response = await fetch(analyticsPaths.export(guideId, filters), {
        headers: { Accept: 'text/csv' },
        signal: abort.current.signal,
      });
      const { blob, rows } = await readCsvExport(response, (progress) => setState({ phase: 'running', progress }));
      saveBlob(blob, `percurso-${filters.from}-${filters.to}.csv`);
      setState({ phase: 'done', rows });
    } catch (error) {
      if (abort.current?.signal.aborted) setState({ phase: 'idle' });
      else {
        const notice = errorNotice(error);
        setState({ phase: 'failed', message: `${t('panel.analytics.export_failed')} (${t(notice.key)})` });
      }
    }
  };

  const running = state.phase === 'running' ? state.progress : null;
  const percent = running?.total ? Math.min(100, (running.rows / running.total) * 100) : running ? 0 : 100;
  return (
    <Stack gap={6} data-testid="analytics-export">
      <Group gap="sm">
        <Button
          leftSection={<IconFileSpreadsheet size={18} />}
          variant="light"
          color="accent"
          onClick={start}
          loading={state.phase === 'running'}
          disabled={filters.from > filters.to}
          data-testid="analytics-export-start"
        >
          {t('panel.analytics.export')}
        </Button>
        {running && (
          <Button variant="subtle" size="compact-sm" onClick={() => abort.current?.abort()}>
            {t('panel.analytics.export_cancel')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('panel.analytics.export_hint')}
      </Text>
      {running && (
        <>
          <Progress
            value={percent}
            animated={running.total === null}
            aria-label={t('panel.analytics.export')}
            data-testid="analytics-export-progress"
            data-value={Math.round(percent)}
          />
          <Text size="xs" aria-live="polite">
            {t('panel.analytics.export_progress', {
              done: number.format(running.rows),
              total: running.total === null ? '…' : number.format(running.total),
            })}
          </Text>
        </>
      )}
      {state.phase === 'done' && (
        <>
          <Progress value={100} color="accent" data-testid="analytics-export-progress" data-value={100} />
          <Text size="xs" role="status" data-testid="analytics-export-done">
            {t('panel.analytics.export_done', { total: number.format(state.rows) })}
          </Text>
        </>
      )}
      {state.phase === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {state.message}
        </Text>
      )}
    </Stack>
  );
}
