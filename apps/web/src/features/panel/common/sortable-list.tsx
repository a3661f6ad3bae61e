import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortableItem {
  id: string;
  label: string;
}

interface SortableListProps {
  items: SortableItem[];
  onReorder: (ids: string[]) => void;
  /** Extra controls on the right of each row (edit link, remove). */
  renderActions?: (item: SortableItem) => ReactNode;
  testId?: string;
}

/**
 * A list reordered by drag and drop (mouse, touch, or keyboard: focus the handle, Space, arrows,
 * Space). Used for a guide's journey order and a journey's point order.
 */
export function SortableList({ items, onReorder, renderActions, testId }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} position={index + 1} actions={renderActions?.(item)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, position, actions }: { item: SortableItem; position: number; actions: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid="sortable-row"
      data-dragging={isDragging || undefined}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('panel.sortable.handle', { name: item.label })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          data-testid="sortable-handle"
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Text c="dimmed" size="sm" w={24}>
          {position}.
        </Text>
        <Text style={{ flex: 1 }} truncate>
          {item.label}
        </Text>
        {actions}
      </Group>
    </Paper>
  );
}
