import { SimpleGrid } from '@mantine/core';
import type { Point, PointState } from '@percurso/shared';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PointCard } from './point-card.tsx';

interface PointListProps {
  points: Point[];
  /** Beside the map (wide screens) the list is one column of wider cards. */
  isBesideMap?: boolean;
  numbers: ReadonlyMap<string, number>;
  states?: ReadonlyMap<string, PointState> | undefined;
  onOpenPoint: (pointId: string) => void;
}

export function PointList({ points, numbers, states, onOpenPoint, isBesideMap = false }: PointListProps) {
  const { t } = useTranslation();
  if (points.length === 0) {
    return <EmptyState icon={<IconFilterOff size={30} />} title={t('visitor.guide.no_points')} />;
  }
  return (
    <SimpleGrid cols={isBesideMap ? 1 : { base: 1, sm: 2 }} spacing="sm" data-testid="point-list">
      {points.map((point) => (
        <PointCard
          key={point.id}
          point={point}
          number={numbers.get(point.id) ?? 0}
          state={states?.get(point.id)}
          onOpen={onOpenPoint}
        />
      ))}
    </SimpleGrid>
  );
}
