import { Group, Text } from '@mantine/core';
import { TEXT_SIZE_STEP_PX } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { useTextSizeOffset } from './text-size.ts';
import { TextSizeControls } from './text-size-controls.tsx';

/**
 * The row the "Texto" button opens: A−, the text size in per cent, A+. A chunk of its own, loaded
 * on the first press (or hover) of the button: the first screen does not need it.
 */
export default function TextSizePanel({ id, color }: { id: string; color?: string }) {
  const { t } = useTranslation();
  const offset = useTextSizeOffset();
  const percent = Math.round(((16 + offset * TEXT_SIZE_STEP_PX) / 16) * 100);
  return (
    <Group id={id} justify="center" gap="sm" py={4} data-testid="text-size-panel">
      <Text size="sm" fw={600}>
        {t('settings.text_size.label')}
      </Text>
      <TextSizeControls color={color} />
      <Text size="sm" fw={600} aria-live="polite" data-testid="text-size-value">
        {t('settings.text_size.current', { percent })}
      </Text>
    </Group>
  );
}
