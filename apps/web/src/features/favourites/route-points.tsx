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
import { IconGripVertical, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RoutePointsProps {
  points: { id: string; name: string }[];
  onChange: (pointIds: string[]) => void;
}

/**
 * A route's points in order, reordered by drag and drop (mouse, touch, or keyboard: focus the
 * handle, Space, arrows, Space) with dnd-kit, like the panel's sortable lists; × takes one out.
 */
export function RoutePoints({ points, onChange }: RoutePointsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = points.map((point) => point.id);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  if (points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('favourites.routes.no_points')}
      </Text>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={4} data-testid="favourite-route-points">
          {points.map((point, index) => (
            <Row
              key={point.id}
              point={point}
              position={index + 1}
              onRemove={() => onChange(ids.filter((id) => id !== point.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  point,
  position,
  onRemove,
}: {
  point: { id: string; name: string };
  position: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: point.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={4}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid="favourite-route-point"
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('favourites.routes.move', { name: point.name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={22}>
          {position}.
        </Text>
        <Text size="sm" flex={1} truncate>
          {point.name}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('favourites.routes.remove_point', { name: point.name })}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
