import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { Language } from '@percurso/shared';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAME_KEYS } from './language-names.ts';
import { clock, usePlayback } from './playback.ts';
import classes from './point-audio.module.css';

interface PointAudioProps {
  src: string;
  /** Language of the file; named when it differs from the visitor's (a fallback). */
  language: Language;
  isFallback: boolean;
  title?: string;
  /** The narration written out (shown under the player, closed until asked for). */
  transcript?: string;
  testId?: string;
}

/**
 * One player per narration: a big play button for thumbs and a seek bar (arrow keys move it 5 s),
 * over an <audio> without the browser's own controls. preload="none": nothing of the file until the
 * visitor presses play (issue 28 item 4); the server answers Range requests, so the visitor can jump
 * anywhere.
 */
export function PointAudio({ src, language, isFallback, title, transcript, testId = 'point-audio' }: PointAudioProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { media: audio, isPlaying, position, duration, toggle, seek, events } = usePlayback<HTMLAudioElement>();
  const heading = title ?? t('visitor.point.audio_title');

  return (
    <Paper withBorder radius="lg" p="sm" className={classes.card} role="group" aria-labelledby={titleId}>
      <Group wrap="nowrap" gap="sm" align="center">
        <ActionIcon
          size={52}
          radius="xl"
          onClick={toggle}
          aria-label={t(isPlaying ? 'visitor.point.pause_audio' : 'visitor.point.play_audio')}
          data-playing={isPlaying || undefined}
          data-testid={`${testId}-play`}
        >
          {isPlaying ? <IconPlayerPauseFilled size={24} /> : <IconPlayerPlayFilled size={24} />}
        </ActionIcon>
        <Stack gap={2} className={classes.body}>
          <Text fw={700} size="sm" lh={1.2} id={titleId}>
            {heading}
            {isFallback && (
              <Text span size="xs" fw={400} ml={6} className={classes.note}>
                {t('visitor.point.audio_language', { language: t(LANGUAGE_NAME_KEYS[language]) })}
              </Text>
            )}
          </Text>
          <input
            type="range"
            className={classes.seek}
            min={0}
            max={duration || 0}
            step={1}
            value={Math.min(position, duration || 0)}
            onChange={(event) => seek(Number(event.currentTarget.value))}
            disabled={!duration}
            aria-label={t('visitor.point.audio_position')}
            aria-valuetext={t('visitor.point.audio_position_value', {
              position: clock(position),
              duration: clock(duration),
            })}
            data-testid={`${testId}-seek`}
          />
          <Text size="xs" className={classes.note} aria-hidden>
            {clock(position)} / {clock(duration)}
          </Text>
        </Stack>
      </Group>
      <audio key={src} ref={audio} src={src} preload="none" {...events} data-testid={testId} data-language={language}>
        {t('visitor.point.media_unsupported')}
      </audio>
      {transcript && (
        <details className={classes.transcript} data-testid={`${testId}-transcript`}>
          <summary>{t('visitor.point.transcript')}</summary>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {transcript}
          </Text>
        </details>
      )}
    </Paper>
  );
}
