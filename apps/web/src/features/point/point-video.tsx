import { Stack, Text } from '@mantine/core';
import type { Media } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { HeldVideo, useLowData } from '../offline/index.ts';
import classes from './point-video.module.css';

/** A native video player: inline on phones, poster first, metadata only until played. */
export function PointVideo({ media, testId = 'point-video' }: { media: Media; testId?: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const caption = localize(media.caption) || localize(media.name);
  const lowData = useLowData();
  const [requested, setRequested] = useState(false);
  if (lowData && !requested) return <HeldVideo caption={caption} onLoad={() => setRequested(true)} testId={testId} />;
  return (
    <Stack gap={4} component="figure" m={0}>
      {/* biome-ignore lint/a11y/useMediaCaption: captions come with the content when managers provide them */}
      <video
        className={classes.video}
        src={media.url}
        poster={media.posterUrl}
        controls
        playsInline
        preload={lowData ? 'none' : 'metadata'}
        data-testid={testId}
      >
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
