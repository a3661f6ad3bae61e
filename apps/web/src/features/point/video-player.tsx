import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import {
  IconBadgeCc,
  IconBadgeCcFilled,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../app/hydration.tsx';
import { useVideoMessages } from '../../i18n/video-messages.ts';
import { describeShown, mediaPlays } from '../progress/visit-events.ts';
import { clock, usePlayback } from './playback.ts';
import classes from './video-player.module.css';

export { loadVideoMessages } from '../../i18n/video-messages.ts';

/** How far an arrow key moves the seek bar. */
const SEEK_STEP_SECONDS = 5;

export interface VideoPlayerProps {
  src: string;
  poster?: string | undefined;
  caption: string;
  /** WebVTT captions, one per language; `shown` is the one on at first (the visitor's language). */
  tracks: { lang: string; src: string; label: string }[];
  shown: string | undefined;
  testId: string;
  /**
   * Starts by itself, muted (browsers allow a muted video to): the sign-language video of a
   * visitor who chose that format (docs/product-decisions.md, "Formats").
   */
  autoPlay?: boolean | undefined;
}

/**
 * The point's video with controls of the app's own (issue 26 item 13). Chromium's native controls
 * live in a closed shadow root that keeps every key event from the page, Escape included, so the
 * point could not be closed from them. These are buttons and sliders of the page: Escape reaches
 * the sheet from any of them, Space and K play or pause, the arrows move the seek bar 5 s. Full
 * screen shows the whole player (controls included); there Escape leaves full screen only.
 */
export default function VideoPlayer({ src, poster, caption, tracks, shown, testId, autoPlay }: VideoPlayerProps) {
  const { t } = useTranslation();
  useVideoMessages();
  const frame = useRef<HTMLDivElement>(null);
  const { media: video, isPlaying, position, duration, toggle, seek, events } = usePlayback<HTMLVideoElement>();
  // Plays and completions of the point's video, for the panel's visit insights (issue 31).
  const [plays] = useState(() => mediaPlays({ play: 'videoPlay', complete: 'videoComplete' }));
  const [isMuted, setMuted] = useState(false);
  const [volume, setVolume] = useState(1);
  const [captionsOn, setCaptionsOn] = useState(shown !== undefined);
  const [isFullscreen, setFullscreen] = useState(false);
  // Known in the browser only (iPhones have no element full screen, only the video's own), so a
  // server-drawn player hydrates without the button and shows it in the render that switches the
  // page to the browser's values, which yields. Set in an effect, it re-rendered the player in a
  // render that does not (0.16 s on a 4×-throttled phone, on a point link).
  const canFullscreen = useHydrated() && fullscreenAvailable();

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // A browser that lets the page see that Escape (Chromium keeps it) leaves full screen here; the
  // point's sheet ignores an Escape pressed in full screen.
  useEffect(() => {
    if (!isFullscreen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isFullscreen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per file shown.
  useEffect(() => {
    const element = video.current;
    if (!autoPlay || !element) return;
    element.muted = true;
    element.preload = 'auto';
    // A browser that still refuses leaves the play button, as for any video.
    void element.play().catch(() => undefined);
  }, [autoPlay, src]);

  const toggleMuted = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };
  const changeVolume = (value: number) => {
    if (!video.current) return;
    video.current.volume = value;
    video.current.muted = value === 0;
  };
  const showCaptions = (on: boolean) => {
    const preferred = shown ?? tracks[0]?.lang;
    for (const track of Array.from(video.current?.textTracks ?? [])) {
      track.mode = on && track.language === preferred ? 'showing' : 'hidden';
    }
    setCaptionsOn(on);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const element = video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (document.fullscreenEnabled && frame.current) void frame.current.requestFullscreen().catch(() => undefined);
    else element?.webkitEnterFullscreen?.();
  };

  // Space (off the buttons, which it presses) and K play or pause while the focus is in the player.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = event.target instanceof HTMLButtonElement;
    if (event.key.toLowerCase() === 'k' || (event.key === ' ' && !onButton)) {
      event.preventDefault();
      toggle();
    }
  };
  const onSeekKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    seek(position + direction * SEEK_STEP_SECONDS);
  };

  const shownVolume = isMuted ? 0 : volume;
  return (
    <Stack gap={4} component="figure" m={0}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of media controls, not a form section (a fieldset would draw a frame and want a legend) */}
      <div
        ref={frame}
        className={classes.player}
        role="group"
        aria-label={caption ? t('video.player', { name: caption }) : t('video.player_unnamed')}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-player`}
      >
        <video
          ref={video}
          className={classes.video}
          src={src}
          poster={poster}
          playsInline
          // Nothing of the file before play (issue 28 item 4): the poster is the picture until then.
          preload="none"
          // Captions from another origin (an S3 bucket) load only through CORS.
          crossOrigin={tracks.some((track) => /^https?:/.test(track.src)) ? 'anonymous' : undefined}
          aria-label={caption || undefined}
          onClick={toggle}
          {...events}
          onPlay={() => {
            events.onPlay();
            plays.onPlay(describeShown());
          }}
          onTimeUpdate={(event) => {
            events.onTimeUpdate(event);
            plays.onProgress(event.currentTarget.currentTime, event.currentTarget.duration);
          }}
          onEnded={(event) => {
            events.onEnded();
            plays.onProgress(event.currentTarget.currentTime, event.currentTarget.duration, true);
          }}
          onVolumeChange={(event) => {
            setMuted(event.currentTarget.muted);
            setVolume(event.currentTarget.volume);
          }}
          data-testid={testId}
        >
          {tracks.map((track) => (
            <track
              key={track.lang}
              kind="captions"
              src={track.src}
              srcLang={track.lang}
              label={track.label}
              default={track.lang === shown}
            />
          ))}
          {t('visitor.point.media_unsupported')}
        </video>
        <div className={classes.controls}>
          <Group gap="xs" wrap="nowrap">
            <input
              type="range"
              className={classes.range}
              min={0}
              max={duration || 0}
              step="any"
              value={Math.min(position, duration || 0)}
              onChange={(event) => seek(Number(event.currentTarget.value))}
              onKeyDown={onSeekKeyDown}
              disabled={!duration}
              aria-label={t('video.position')}
              aria-valuetext={t('video.position_value', { position: clock(position), duration: clock(duration) })}
              data-testid={`${testId}-seek`}
            />
            <Text size="sm" className={classes.time} aria-hidden data-testid={`${testId}-time`}>
              {clock(position)} / {clock(duration)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              size={44}
              radius="xl"
              onClick={toggle}
              aria-label={t(isPlaying ? 'video.pause' : 'video.play')}
              data-testid={`${testId}-play`}
            >
              {isPlaying ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
            </ActionIcon>
            <ActionIcon
              size={44}
              variant="default"
              onClick={toggleMuted}
              aria-label={t(isMuted ? 'video.unmute' : 'video.mute')}
              data-testid={`${testId}-mute`}
            >
              {isMuted ? <IconVolumeOff size={22} /> : <IconVolume size={22} />}
            </ActionIcon>
            <input
              type="range"
              className={`${classes.range} ${classes.volume}`}
              min={0}
              max={1}
              step={0.1}
              value={shownVolume}
              onChange={(event) => changeVolume(Number(event.currentTarget.value))}
              aria-label={t('video.volume')}
              // The catalogue's form, not Intl.NumberFormat: its first use cost 10 ms of the point's hydration.
              aria-valuetext={t('video.volume_value', { percent: String(Math.round(shownVolume * 100)) })}
              data-testid={`${testId}-volume`}
            />
            <div className={classes.spacer} />
            {tracks.length > 0 && (
              <ActionIcon
                size={44}
                variant="default"
                onClick={() => showCaptions(!captionsOn)}
                aria-label={t('video.captions')}
                aria-pressed={captionsOn}
                data-testid={`${testId}-captions`}
              >
                {captionsOn ? <IconBadgeCcFilled size={22} /> : <IconBadgeCc size={22} />}
              </ActionIcon>
            )}
            {canFullscreen && (
              <ActionIcon
                size={44}
                variant="default"
                onClick={toggleFullscreen}
                aria-label={t(isFullscreen ? 'video.exit_fullscreen' : 'video.fullscreen')}
                data-testid={`${testId}-fullscreen`}
              >
                {isFullscreen ? <IconMinimize size={22} /> : <IconMaximize size={22} />}
              </ActionIcon>
            )}
          </Group>
        </div>
      </div>
      {caption && (
        <Text component="figcaption" size="sm" c="dimmed">
          {caption}
        </Text>
      )}
    </Stack>
  );
}

/** Whether this browser can show the player (video and controls) full screen, or only the video. */
function fullscreenAvailable(): boolean {
  return document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype;
}
