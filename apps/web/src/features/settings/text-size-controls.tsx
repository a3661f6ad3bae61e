import { ActionIcon, Group } from '@mantine/core';
import { TEXT_SIZE_OFFSET_RANGE } from '@percurso/shared';
import { IconTextDecrease, IconTextIncrease } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeTextSize, useTextSizeOffset } from './text-size.ts';

/** A− / A+ buttons: the text grows or shrinks by 2 px per press. */
export function TextSizeControls({ color, variant = 'subtle' }: { color?: string; variant?: string }) {
  const { t } = useTranslation();
  const offset = useTextSizeOffset();
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label={t('settings.text_size.label')}>
      <ActionIcon
        variant={variant}
        color={color}
        size="lg"
        radius="xl"
        onClick={() => changeTextSize(-1)}
        disabled={offset <= TEXT_SIZE_OFFSET_RANGE.min}
        aria-label={t('settings.text_size.decrease')}
        title={t('settings.text_size.decrease')}
        data-testid="text-size-down"
      >
        <IconTextDecrease size={20} stroke={1.8} />
      </ActionIcon>
      <ActionIcon
        variant={variant}
        color={color}
        size="lg"
        radius="xl"
        onClick={() => changeTextSize(1)}
        disabled={offset >= TEXT_SIZE_OFFSET_RANGE.max}
        aria-label={t('settings.text_size.increase')}
        title={t('settings.text_size.increase')}
        data-testid="text-size-up"
      >
        <IconTextIncrease size={20} stroke={1.8} />
      </ActionIcon>
    </Group>
  );
}
