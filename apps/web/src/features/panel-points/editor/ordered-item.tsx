import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { move, removeAt } from './media-kinds.ts';

interface OrderedItemProps<T> {
  /** The whole list the item belongs to; the buttons answer it reordered or without the item. */
  items: readonly T[];
  index: number;
  onChange: (items: T[]) => void;
  /** What the card's header shows left of the buttons. */
  title: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One card of an ordered list the manager edits: a header with move up, move down and remove. */
export function OrderedItem<T>({ items, index, onChange, title, testId, children }: OrderedItemProps<T>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        {title}
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={t('panel.points.move_up')}
            onClick={() => onChange(move(items, index, -1))}
            disabled={index === 0}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('panel.points.move_down')}
            onClick={() => onChange(move(items, index, 1))}
            disabled={index === items.length - 1}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('panel.points.remove')}
            onClick={() => onChange(removeAt(items, index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}
