import { Stack, Text } from '@mantine/core';
import { LANGUAGES, type Media } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary, preloadable } from '../../app/preloadable.tsx';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { HeldVideo, useLowData } from '../offline/index.ts';
import { LANGUAGE_NAME_KEYS } from './language-names.ts';

// The player and its control names are a chunk of their own, fetched when a point with a video opens.
const VideoPlayer = preloadable('video-player', () =>
  import('./video-player.tsx').then(async (module) => {
    await module.loadVideoMessages();
    return module.default;
  }),
);

// The player's frame (video-player.module.css): a 1 px border around the 16∶9 picture and its two
// rows of 44 px controls (4 px above, a 2 px gap, the xs spacing below).
const FRAME = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  overflow: 'hidden',
} as const;
const PICTURE = { aspectRatio: '16 / 9', backgroundColor: '#111' } as const;
const CONTROLS = { height: 'calc(2 * 44px + 2px + 4px + var(--mantine-spacing-xs))' } as const;

/** Holds the whole player's place, caption included, until its chunk arrives: nothing below moves. */
function PlayerPlaceholder({ caption, poster, testId }: { caption: string; poster?: string; testId: string }) {
  return (
    <Stack gap={4} component="figure" m={0} data-testid={`${testId}-placeholder`}>
      <div style={FRAME}>
        {/* The poster, as the video draws it (contained, centred): the player's arrival changes no pixel of it. */}
        <div
          style={
            poster
              ? { ...PICTURE, background: `#111 url(${JSON.stringify(poster)}) center / contain no-repeat` }
              : PICTURE
          }
        />
        <div style={CONTROLS} />
      </div>
      {caption && (
        <Text component="figcaption" size="sm" c="dimmed">
          {caption}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A point's video: inline on phones, the poster first and nothing of the file until the visitor
 * presses play (issue 28 item 4). Captions (WebVTT, one per language) can be switched on in the
 * player, the visitor's language first.
 */
export function PointVideo({
  media,
  testId = 'point-video',
  autoPlay = false,
}: {
  media: Media;
  testId?: string;
  /** Starts by itself, muted: the sign-language video of a visitor who chose that format. */
  autoPlay?: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const caption = localize(media.caption) || localize(media.name);
  const tracks = LANGUAGES.flatMap((lang) => {
    const src = media.captions?.[lang]?.trim();
    return src ? [{ lang, src, label: t(LANGUAGE_NAME_KEYS[lang]) }] : [];
  });
  const shown = tracks.find((track) => track.lang === language) ? language : undefined;
  const lowData = useLowData();
  const [requested, setRequested] = useState(false);
  if (lowData && !requested) return <HeldVideo caption={caption} onLoad={() => setRequested(true)} testId={testId} />;
  return (
    // The player's own styles come with its chunk; until then the fallback holds its place.
    <PartBoundary fallback={<PlayerPlaceholder caption={caption} poster={media.posterUrl} testId={testId} />}>
      <VideoPlayer
        src={media.url}
        poster={media.posterUrl}
        caption={caption}
        tracks={tracks}
        shown={shown}
        testId={testId}
        autoPlay={autoPlay}
      />
    </PartBoundary>
  );
}
