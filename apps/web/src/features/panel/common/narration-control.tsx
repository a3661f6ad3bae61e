import { Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import type { Language, NarrationProgress, NarrationVoices } from '@percurso/shared';
import { IconMicrophone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-messages.ts';
import { ApiError } from '../../../api/http.ts';
import { postNdjson } from './ndjson.ts';
import { panelHttp } from './panel-http.ts';

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' '));

/**
 * "Gerar áudio" for one language: reads `text` aloud on the server (voice per language), shows the
 * stream's real progress, and hands the stored file's URL to `onGenerated` (the point's or guide's
 * audio for that language). An empty text answers the spec's 'Texto não encontrado no idioma {lang}'.
 */
export function NarrationControl({
  guideId,
  lang,
  text,
  name,
  onGenerated,
  testId,
}: {
  guideId: string | undefined;
  lang: Language;
  text: string;
  name?: string | undefined;
  onGenerated: (fileUrl: string) => void;
  testId?: string | undefined;
}) {
  const { t } = useTranslation();
  const voices = useQuery({
    queryKey: ['panel', 'narration-voices', guideId],
    queryFn: () =>
      panelHttp.get<NarrationVoices>(`/api/panel/guides/${encodeURIComponent(guideId ?? '')}/narration/voices`),
    enabled: Boolean(guideId),
    staleTime: Infinity,
  });
  const options = voices.data?.voices[lang] ?? [];
  const [voice, setVoice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number>();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const running = progress !== undefined;

  const generate = async () => {
    setMessage(undefined);
    if (!hasWords(text)) {
      setMessage({ text: t('panel.errors.narration/text-empty', { lang }), error: true });
      return;
    }
    setProgress(0);
    try {
      const last = await postNdjson<NarrationProgress>(
        `/api/panel/guides/${encodeURIComponent(guideId ?? '')}/narration`,
        { lang, text, voice: voice ?? options[0], name },
        (line) => setProgress(line.progress),
      );
      if (last?.status === 'success' && last.fileUrl) {
        onGenerated(last.fileUrl);
        setMessage({ text: t('panel.narration.done'), error: false });
      } else {
        setMessage({ text: t('panel.errors.narration/failed'), error: true });
      }
    } catch (error) {
      const key = errorMessageKey(error);
      const field = error instanceof ApiError ? error.field : undefined;
      setMessage({ text: t(key, { lang: field ?? lang }), error: true });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Stack gap={4} mt={4} data-testid={testId}>
      <Group gap="xs" align="end" wrap="nowrap">
        <Select
          size="xs"
          label={t('panel.narration.voice')}
          data={options}
          value={voice ?? options[0] ?? null}
          onChange={setVoice}
          allowDeselect={false}
          disabled={running || options.length === 0}
          w={130}
          data-testid={testId && `${testId}-voice`}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMicrophone size={14} />}
          onClick={() => void generate()}
          loading={running}
          disabled={!guideId}
          title={t('panel.narration.source_hint')}
          data-testid={testId && `${testId}-generate`}
        >
          {t('panel.narration.generate')}
        </Button>
      </Group>
      {running && (
        <Progress
          value={progress}
          size="lg"
          striped
          animated
          aria-label={t('panel.narration.progress', { progress })}
          data-testid={testId && `${testId}-progress`}
        />
      )}
      {running && (
        <Text size="xs" c="dimmed" role="status">
          {t('panel.narration.progress', { progress })}
        </Text>
      )}
      {message && (
        <Text size="xs" c={message.error ? 'red' : 'teal'} role="status" data-testid={testId && `${testId}-message`}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}
