import { ActionIcon, Group, Text } from '@mantine/core';
import { TEXT_SIZE_STEP_PX } from '@percurso/shared';
import { IconTextSize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTextSizeOffset } from './text-size.ts';
import { TextSizeControls } from './text-size-controls.tsx';

interface TextSizeButtonProps {
  isOpen: boolean;
  onToggle: () => void;
  /** Id of the panel the button opens (aria-controls). */
  panelId: string;
  color?: string;
}

/**
 * The header's "Texto" button: opens a row under the bar with A−, the current size and A+. One
 * button instead of two keeps the bar narrow enough for the guide's name at large text sizes.
 */
export function TextSizeButton({ isOpen, onToggle, panelId, color }: TextSizeButtonProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant={isOpen ? 'light' : 'subtle'}
      color={color}
      radius="md"
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-controls={panelId}
      title={t('settings.text_size.label')}
      data-toolbar-item
      data-testid="text-size-toggle"
    >
      <IconTextSize size={20} stroke={1.8} aria-hidden />
      <span data-toolbar-label>{t('toolbar.text_size')}</span>
    </ActionIcon>
  );
}

/** The row the "Texto" button opens: A−, the text size in per cent, A+. */
export function TextSizePanel({ id, color }: { id: string; color?: string }) {
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
