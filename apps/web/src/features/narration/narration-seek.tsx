import { useTranslation } from 'react-i18next';
import { clock } from '../point/playback.ts';
import { seek } from './narration-player.ts';
import classes from './narration-seek.module.css';

/**
 * The narration's seek bar (arrow keys move it), shared by the point's player and the mini-player:
 * disabled until the file's length is known, its value read out as "1:23 of 4:56".
 */
export function NarrationSeek({ position, duration, testId }: { position: number; duration: number; testId?: string }) {
  const { t } = useTranslation();
  return (
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
      aria-valuetext={t('visitor.point.audio_position_value', { position: clock(position), duration: clock(duration) })}
      data-testid={testId}
    />
  );
}
