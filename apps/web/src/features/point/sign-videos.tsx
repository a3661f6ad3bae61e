import { Stack, Text } from '@mantine/core';
import type { FormatsMessageKey } from '@percurso/i18n';
import type { SignLanguageVideo } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { loadFormatMessages, useFormatMessages } from '../../i18n/format-messages.ts';
import type { PointVideo } from './point-video.tsx';

export { loadFormatMessages };

/**
 * A point's videos in several sign languages, each named by its sign language (the `formats`
 * messages): its own chunk, loaded when the visitor switches them on. The player is handed down
 * (point-formats.tsx FormatPlayers says why).
 */
export default function SignVideos({
  videos,
  Video,
}: {
  videos: readonly SignLanguageVideo[];
  Video: typeof PointVideo;
}) {
  useFormatMessages();
  const { t } = useTranslation();
  return videos.map((video) => (
    <Stack key={video.language} gap={4} data-testid={`sign-language-video-${video.language}`}>
      <Text fw={600} size="sm">
        {t(`formats.sign_full.${video.language}` as FormatsMessageKey)}
      </Text>
      <Video media={{ fileType: 'video', url: video.url }} testId="sign-language-video" />
    </Stack>
  ));
}
