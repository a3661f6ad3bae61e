import { Stack, Text } from '@mantine/core';
import { LANGUAGES, type Media } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { HeldVideo, useLowData } from '../offline/index.ts';
import { LANGUAGE_NAME_KEYS } from './language-names.ts';
import classes from './point-video.module.css';

/**
 * A native video player: inline on phones, poster first, metadata only until played. Captions
 * (WebVTT, one per language) are offered in the player's menu, the visitor's language shown first.
 */
export function PointVideo({ media, testId = 'point-video' }: { media: Media; testId?: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const caption = localize(media.caption) || localize(media.name);
  const tracks = LANGUAGES.flatMap((lang) => {
    const src = media.captions?.[lang]?.trim();
    return src ? [{ lang, src }] : [];
  });
  const shown = tracks.find((track) => track.lang === language) ? language : undefined;
  const lowData = useLowData();
  const [requested, setRequested] = useState(false);
  if (lowData && !requested) return <HeldVideo caption={caption} onLoad={() => setRequested(true)} testId={testId} />;
  return (
    <Stack gap={4} component="figure" m={0}>
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks come from the manager's WebVTT files, when there are some */}
      <video
        className={classes.video}
        src={media.url}
        poster={media.posterUrl}
        controls
        playsInline
        preload={lowData ? 'none' : 'metadata'}
        // Captions from another origin (an S3 bucket) load only through CORS.
        crossOrigin={tracks.some((track) => /^https?:/.test(track.src)) ? 'anonymous' : undefined}
        aria-label={caption || undefined}
        data-testid={testId}
      >
        {tracks.map((track) => (
          <track
            key={track.lang}
            kind="captions"
            src={track.src}
            srcLang={track.lang}
            label={t(LANGUAGE_NAME_KEYS[track.lang])}
            default={track.lang === shown}
          />
        ))}
        {t('visitor.point.media_unsupported')}
      </video>
      {caption && (
        <Text component="figcaption" size="sm" c="dimmed">
          {caption}
        </Text>
      )}
    </Stack>
  );
}
