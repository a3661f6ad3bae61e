import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Stack, Switch } from '@mantine/core';
import type { SignLanguageVideo } from '@percurso/shared';
import { IconHandLoveYou } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointVideo } from './point-video.tsx';

/** Several sign languages: each video under its name, a chunk with the names' messages. */
const SignVideos = lazy(() =>
  import('./sign-videos.tsx').then(async (module) => {
    await module.loadFormatMessages();
    return module;
  }),
);

/** Sign-language interpretation, one video per sign language, shown on demand so it does not load for everyone. */
export function SignLanguageVideos({ videos }: { videos: readonly SignLanguageVideo[] }) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  const [only] = videos;
  return (
    <Stack gap="xs">
      <Switch
        checked={isShown}
        onChange={(event) => setShown(event.currentTarget.checked)}
        label={t('visitor.point.sign_language')}
        thumbIcon={<IconHandLoveYou size={12} />}
        size="md"
        data-testid="sign-language-toggle"
      />
      {isShown && videos.length === 1 && only && (
        <PointVideo media={{ fileType: 'video', url: only.url }} testId="sign-language-video" />
      )}
      {isShown && videos.length > 1 && (
        <Suspense fallback={null}>
          <SignVideos videos={videos} Video={PointVideo} />
        </Suspense>
      )}
    </Stack>
  );
}
