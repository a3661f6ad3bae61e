import '@mantine/core/styles/Switch.css';
import { ActionIcon, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clock } from '../point/playback.ts';
import classes from './mini-player.module.css';
import { setContinuous, stop, toggle, useNarration } from './narration-player.ts';
import { NarrationSeek } from './narration-seek.tsx';

/**
 * The narration that goes on after its point closed (issue 30 item 1): its title (back to the
 * point), play/pause, where it is, the continuous tour and a button that stops it. It steps aside
 * while the point's own player is on screen.
 */
export default function MiniPlayer() {
  const { t } = useTranslation();
  const { track, playing, position, duration, continuous, shownInPoint } = useNarration();
  if (!track || shownInPoint > 0) return null;
  return (
    <section className={classes.bar} aria-label={t('visitor.narration.player')} data-testid="mini-player">
      <div className={classes.inner}>
        <Group wrap="nowrap" gap="sm" align="center">
          <ActionIcon
            size={44}
            radius="xl"
            onClick={toggle}
            aria-label={t(playing ? 'visitor.point.pause_audio' : 'visitor.point.play_audio')}
            data-playing={playing || undefined}
            data-testid="mini-player-play"
          >
            {playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
          </ActionIcon>
          <Stack gap={0} className={classes.body}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Link to={track.href} className={classes.title} data-testid="mini-player-title">
                {track.title}
              </Link>
              <Text size="xs" className={classes.time} aria-hidden>
                {clock(position)} / {clock(duration)}
              </Text>
            </Group>
            <NarrationSeek position={position} duration={duration} />
            {track.next && (
              <Switch
                size="xs"
                checked={continuous}
                onChange={(event) => setContinuous(event.currentTarget.checked)}
                label={t('visitor.narration.continuous')}
                data-testid="mini-player-continuous"
              />
            )}
          </Stack>
          <ActionIcon
            size={44}
            radius="xl"
            variant="subtle"
            color="gray"
            onClick={stop}
            aria-label={t('visitor.narration.stop')}
            data-testid="mini-player-stop"
          >
            <IconX size={20} />
          </ActionIcon>
        </Group>
      </div>
    </section>
  );
}
