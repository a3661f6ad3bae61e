import '@mantine/core/styles/Switch.css';
import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { Language } from '@percurso/shared';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useContext, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { play, setContinuous, showInPoint, toggle, useNarration } from '../narration/narration-player.ts';
import { NarrationSeek } from '../narration/narration-seek.tsx';
import { LANGUAGE_NAME_KEYS } from './language-names.ts';
import { clock } from './playback.ts';
import classes from './point-audio.module.css';
import { PointNarrationContext } from './point-narration.ts';

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
 * One player per narration: a big play button for thumbs and a seek bar (arrow keys move it 5 s).
 * It drives the visit's one persistent player (features/narration), so the narration goes on when
 * the point closes, in the mini-player and on the lock screen. Nothing of the file loads before the
 * visitor presses play (issue 28 item 4); the server answers Range requests, so the visitor can
 * jump anywhere.
 */
export function PointAudio({ src, language, isFallback, title, transcript, testId = 'point-audio' }: PointAudioProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const context = useContext(PointNarrationContext);
  const narration = useNarration();
  const isCurrent = narration.track?.src === src;
  const isPlaying = isCurrent && narration.playing;
  const position = isCurrent ? narration.position : 0;
  const duration = isCurrent ? narration.duration : 0;
  const heading = title ?? t('visitor.point.audio_title');
  // While this player shows the narration being heard, the mini-player steps aside.
  useEffect(() => (isCurrent ? showInPoint() : undefined), [isCurrent]);

  const onPlay = () => {
    if (isCurrent) return toggle();
    play({
      pointId: context?.pointId ?? '',
      guideTitle: context?.guideTitle ?? '',
      href: context?.href ?? location.pathname,
      artwork: context?.artwork,
      next: context?.next,
      title: title ?? context?.title ?? heading,
      src,
      language,
    });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      className={classes.card}
      role="group"
      aria-labelledby={titleId}
      data-testid={testId}
      data-src={src}
      data-language={language}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <ActionIcon
          size={52}
          radius="xl"
          onClick={onPlay}
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
          <NarrationSeek position={position} duration={duration} testId={`${testId}-seek`} />
          <Text size="xs" className={classes.note} aria-hidden>
            {clock(position)} / {clock(duration)}
          </Text>
        </Stack>
      </Group>
      {transcript && (
        <details className={classes.transcript} data-testid={`${testId}-transcript`}>
          <summary>{t('visitor.point.transcript')}</summary>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {transcript}
          </Text>
        </details>
      )}
      {context?.next && (
        <Switch
          mt="xs"
          size="sm"
          checked={narration.continuous}
          onChange={(event) => setContinuous(event.currentTarget.checked)}
          label={t('visitor.narration.continuous')}
          data-testid={`${testId}-continuous`}
        />
      )}
    </Paper>
  );
}
