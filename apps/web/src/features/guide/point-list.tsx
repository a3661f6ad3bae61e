import { SimpleGrid } from '@mantine/core';
import type { PointState, PointSummary } from '@percurso/shared';
import { IconFilterOff } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchMedia } from '../../app/hydration.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PointCard } from './point-card.tsx';

/** From this many points the list renders only the cards near the screen. */
export const VIRTUAL_LIST_FROM = 60;
const GAP_PX = 12;

interface PointListProps {
  points: PointSummary[];
  /** The guide has a map: on wide screens the list sits beside it, one column of wider cards. */
  isBesideMap?: boolean;
  numbers: ReadonlyMap<string, number>;
  states?: ReadonlyMap<string, PointState> | undefined;
  onOpenPoint: (pointId: string) => void;
  /** A card is pointed at or focused: its content may be wanted soon. */
  onPrefetchPoint?: (pointId: string) => void;
}

export function PointList(props: PointListProps) {
  const { points, numbers, states, onOpenPoint, onPrefetchPoint, isBesideMap = false } = props;
  const { t } = useTranslation();
  if (points.length === 0) {
    return <EmptyState icon={<IconFilterOff size={30} />} title={t('visitor.guide.no_points')} />;
  }
  const card = (point: PointSummary) => (
    <PointCard
      key={point.id}
      point={point}
      number={numbers.get(point.id)}
      state={states?.get(point.id)}
      onOpen={onOpenPoint}
      onPrefetch={onPrefetchPoint}
    />
  );
  if (points.length >= VIRTUAL_LIST_FROM) return <VirtualPointList {...props} card={card} />;
  return (
    <SimpleGrid
      cols={isBesideMap ? { base: 1, sm: 2, md: 1 } : { base: 1, sm: 2 }}
      spacing="sm"
      data-testid="point-list"
    >
      {points.map(card)}
    </SimpleGrid>
  );
}

/** A long list: rows of one or two cards, only those near the window's viewport in the page. */
function VirtualPointList({
  points,
  isBesideMap = false,
  card,
}: PointListProps & { card: (point: PointSummary) => React.ReactNode }) {
  const isTwoColumns = useMatchMedia('(min-width: 48em)');
  const isWide = useMatchMedia('(min-width: 62em)');
  const columns = (isBesideMap && isWide) || !isTwoColumns ? 1 : 2;
  const rows = useMemo(() => {
    const chunks: PointSummary[][] = [];
    for (let start = 0; start < points.length; start += columns) chunks.push(points.slice(start, start + columns));
    return chunks;
  }, [points, columns]);
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts in the page (what is above it may grow: a description, tag chips).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = Math.round((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 140,
    overscan: 4,
    gap: GAP_PX,
    scrollMargin,
  });

  return (
    <div
      ref={list}
      data-testid="point-list"
      data-virtual="true"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - scrollMargin}px)`,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: GAP_PX,
          }}
        >
          {rows[item.index]?.map(card)}
        </div>
      ))}
    </div>
  );
}
