import { Group, Stack, Text } from '@mantine/core';
import { type GuideBundle, type Journey, type PointSummary, showsMachineText } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { useMatchMedia } from '../../app/hydration.tsx';
import { useContentLanguage, useLocalize } from '../../i18n/use-content-language.ts';
import { MachineTranslatedNote } from '../../ui/machine-translated-note.tsx';
import { SegmentedSwitch } from '../../ui/segmented-switch.tsx';
import { JourneyProgressBar } from '../progress/journey-progress-bar.tsx';
import { usePointStates } from '../progress/progress-query.ts';
import { GuideMapPanel } from './guide-map-panel.tsx';
import { filterByTag, tagsOf } from './guide-model.ts';
import classes from './journey-view.module.css';
import { PointList } from './point-list.tsx';
import { TagFilter } from './tag-filter.tsx';
import type { GuideViewMode } from './use-guide-view.ts';

interface JourneyViewProps {
  bundle: GuideBundle;
  journey: Journey;
  points: PointSummary[];
  numbers: ReadonlyMap<string, number>;
  tag: string | null;
  view: GuideViewMode;
  onTag: (tag: string | null) => void;
  onView: (view: GuideViewMode) => void;
  onOpenPoint: (pointId: string) => void;
}

/** A journey: description, tag chips, then its points as cards and on the map (side by side when wide). */
export function JourneyView(props: JourneyViewProps) {
  const { bundle, journey, points, numbers, tag, view, onTag, onView, onOpenPoint } = props;
  const { t } = useTranslation();
  const localize = useLocalize();
  const language = useContentLanguage();
  const isWide = useMatchMedia('(min-width: 62em)');
  const toolbar = useRef<HTMLDivElement>(null);
  const scrollToMap = useRef(false);
  const changeView = (next: GuideViewMode) => {
    scrollToMap.current = next === 'map';
    onView(next);
  };
  // On a phone the map sits below the banner: once it shows, bring the switch and the map up.
  // (An effect, so it runs after ScrollMemory has placed the page.)
  useEffect(() => {
    if (view !== 'map' || !scrollToMap.current) return;
    scrollToMap.current = false;
    toolbar.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [view]);
  const queryClient = useQueryClient();
  const prefetchPoint = (pointId: string) => void queryClient.prefetchQuery(queries.point(pointId));
  const stateOf = usePointStates();
  const states = useMemo(() => new Map(points.map((point) => [point.id, stateOf(point)])), [points, stateOf]);
  const visible = filterByTag(points, tag);
  const description = localize(journey.description);
  // Issue 16: the journey's name (its tab) or description, machine-translated into the visitor's language.
  const machineTranslated = showsMachineText(journey.translationFlags, language, {
    name: journey.name,
    description: journey.description,
  });
  const mapPanel = (
    <GuideMapPanel
      maps={bundle.maps}
      points={visible}
      numbers={numbers}
      states={states}
      guideName={localize(bundle.guide.name)}
      onOpenPoint={onOpenPoint}
    />
  );
  const hasMap = bundle.maps.length > 0;

  return (
    <Stack gap="sm">
      {description && (
        <Text c="dimmed" size="sm" maw={720}>
          {description}
        </Text>
      )}
      {machineTranslated && <MachineTranslatedNote testId="journey-machine-translated" />}
      <JourneyProgressBar journeyId={journey.id} points={points} />
      <Group justify="space-between" gap="xs" wrap="nowrap" ref={toolbar} className={classes.toolbar}>
        <Text size="sm" fw={600} c="dimmed">
          {t('visitor.guide.points_count', { count: visible.length })}
        </Text>
        {hasMap && (
          <SegmentedSwitch
            hiddenFromMd
            value={view}
            onChange={changeView}
            aria-label={t('visitor.guide.view_mode')}
            data={[
              { value: 'list', label: t('visitor.guide.view_list') },
              { value: 'map', label: t('visitor.guide.view_map') },
            ]}
            data-testid="view-toggle"
          />
        )}
      </Group>
      <TagFilter tags={tagsOf(points)} selected={tag} onChange={onTag} />
      <div className={classes.split} data-view={hasMap ? view : undefined} data-has-map={hasMap}>
        <div className={classes.listColumn}>
          <PointList
            points={visible}
            numbers={numbers}
            states={states}
            onOpenPoint={onOpenPoint}
            onPrefetchPoint={prefetchPoint}
            isBesideMap={hasMap}
          />
        </div>
        {/* The map (and its library) loads only where it shows: wide screens, or a phone's map view. */}
        {hasMap && <div className={classes.mapColumn}>{(isWide || view === 'map') && mapPanel}</div>}
      </div>
    </Stack>
  );
}
