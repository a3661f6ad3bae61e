import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Stack, Switch } from '@mantine/core';
import { IconHandLoveYou } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PointVideo } from './point-video.tsx';

/** Sign-language interpretation, shown on demand so it does not load for everyone. */
export function SignLanguageVideo({ src }: { src: string }) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
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
      {isShown && <PointVideo media={{ fileType: 'video', url: src }} testId="sign-language-video" />}
    </Stack>
  );
}
