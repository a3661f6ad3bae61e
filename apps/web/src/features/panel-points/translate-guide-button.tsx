import { Button, Paper, Progress, Stack, Text } from '@mantine/core';
import type { TranslateGuideProgress, TranslationStatus } from '@percurso/shared';
import { IconLanguage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { panelHttp, postNdjson } from '../panel/common/index.ts';

/**
 * "Traduzir o guia inteiro": fills every empty language of the guide's texts from Portuguese,
 * with the stream's progress; texts already written stay. `onDone` reloads the guide's content.
 */
export function TranslateGuideButton({ guideId, onDone }: { guideId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['panel', 'translation'],
    queryFn: () => panelHttp.get<TranslationStatus>('/api/panel/translation'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [progress, setProgress] = useState<number>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();

  const run = async () => {
    setMessage(undefined);
    if (status.data?.engine === null) return setMessage({ text: t('panel.translation.not_configured'), error: true });
    setProgress(0);
    try {
      const last = await postNdjson<TranslateGuideProgress>(
        `/api/panel/guides/${encodeURIComponent(guideId)}/translate-guide`,
        { source: 'pt', targets: ['en', 'es', 'fr'] },
        (line) => setProgress(line.progress),
      );
      setMessage(
        last?.status === 'success'
          ? { text: t('panel.translation.guide_done', { count: last.translated ?? 0 }), error: false }
          : { text: t('panel.errors.translation/failed'), error: true },
      );
      onDone();
    } catch (error) {
      setMessage({ text: t(errorMessageKey(error)), error: true });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="translate-guide">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('panel.translation.guide_hint')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconLanguage size={16} />}
          onClick={() => void run()}
          loading={progress !== undefined}
          w="fit-content"
          data-testid="translate-guide-run"
        >
          {t('panel.translation.guide')}
        </Button>
        {progress !== undefined && (
          <>
            <Progress
              value={progress}
              size="lg"
              striped
              animated
              aria-label={t('panel.translation.guide_progress', { progress })}
            />
            <Text size="xs" c="dimmed" role="status">
              {t('panel.translation.guide_progress', { progress })}
            </Text>
          </>
        )}
        {message && (
          <Text size="sm" c={message.error ? 'red' : 'teal'} role="status" data-testid="translate-guide-message">
            {message.text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
