import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { Language } from '@percurso/shared';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from './language-names.ts';
import classes from './point-audio.module.css';

interface PointAudioProps {
  src: string;
  /** Language of the file; named when it differs from the visitor's (a fallback). */
  language: Language;
  isFallback: boolean;
  title?: string;
  testId?: string;
}

/**
 * A big play button for thumbs, over the native player for seeking. preload="metadata" fetches
 * only the header; the server answers Range requests, so the visitor can jump anywhere.
 */
export function PointAudio({ src, language, isFallback, title, testId = 'point-audio' }: PointAudioProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [isPlaying, setPlaying] = useState(false);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <Paper withBorder radius="lg" p="sm" className={classes.card}>
      <Group wrap="nowrap" gap="sm" align="center">
        <ActionIcon
          size={52}
          radius="xl"
          onClick={toggle}
          aria-label={t(isPlaying ? 'visitor.point.pause_audio' : 'visitor.point.play_audio')}
          aria-pressed={isPlaying}
          data-testid={`${testId}-play`}
        >
          {isPlaying ? <IconPlayerPauseFilled size={24} /> : <IconPlayerPlayFilled size={24} />}
        </ActionIcon>
        <Stack gap={4} className={classes.body}>
          <Text fw={700} size="sm" lh={1.2}>
            {title ?? t('visitor.point.audio_title')}
            {isFallback && (
              <Text span size="xs" c="dimmed" fw={400} ml={6}>
                {t('visitor.point.audio_language', { language: t(LANGUAGE_NAME_KEYS[language]) })}
              </Text>
            )}
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: narration audio; its text is the point content */}
          <audio
            key={src}
            ref={audio}
            className={classes.audio}
            src={src}
            controls
            preload="metadata"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            data-testid={testId}
            data-language={language}
          >
            {t('visitor.point.media_unsupported')}
          </audio>
        </Stack>
      </Group>
    </Paper>
  );
}
