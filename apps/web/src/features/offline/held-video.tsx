import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Low-data mode: a video stays unloaded (no poster, no metadata) until the visitor asks for it. */
export function HeldVideo({ caption, onLoad, testId }: { caption: string; onLoad: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={`${testId}-held`}>
      <Stack gap="xs" align="center">
        <Text size="sm" c="dimmed" ta="center">
          {t('offline.video_held')}
        </Text>
        {caption && (
          <Text size="sm" fw={600} ta="center">
            {caption}
          </Text>
        )}
        <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={onLoad}>
          {t('offline.video_on_request')}
        </Button>
      </Stack>
    </Paper>
  );
}
