import { LANGUAGES, type Media } from '@percurso/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '../../app/preloadable.tsx';
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

const PLACEHOLDER = { aspectRatio: '16 / 9', background: '#111', borderRadius: 'var(--mantine-radius-md)' } as const;

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
    // The fallback holds the picture's place (the player's own styles come with its chunk).
    <Suspense fallback={<div style={PLACEHOLDER} />}>
      <VideoPlayer
        src={media.url}
        poster={media.posterUrl}
        caption={caption}
        tracks={tracks}
        shown={shown}
        testId={testId}
        autoPlay={autoPlay}
      />
    </Suspense>
  );
}
