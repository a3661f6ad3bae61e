import { ActionIcon } from '@mantine/core';
import { IconTextSize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
