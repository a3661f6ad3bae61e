import { type RvInfoPoint, toNamePath } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { buildTour, type Tour, type TourScene } from './tour.ts';

/** The words the viewer shows for a tour: scene names (numbered when unnamed), marker and link labels. */
export function useTourLabels(tour: Tour | undefined) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const sceneName = useCallback(
    (scene: TourScene) => {
      const named = localize(scene.name);
      if (named) return named;
      if (scene.id === 'main') return t('vr.main_scene');
      return t('vr.scene', { number: (tour?.scenes.findIndex((other) => other.id === scene.id) ?? 0) + 1 });
    },
    [localize, t, tour],
  );
  const infoLabel = useCallback(
    (marker: RvInfoPoint) => t('vr.info', { title: localize(marker.title) }),
    [localize, t],
  );
  const goToLabel = useCallback((scene: string) => t('vr.go_to', { scene }), [t]);
  return { sceneName, infoLabel, goToLabel };
}

/** The point a 360° route names (the guard loaded it), its tour and the words the viewer shows. */
export function useTour() {
  const pointId = useParams().intPointId ?? '';
  const query = useQuery(queries.point(pointId));
  const lookup = query.data;
  const tour = useMemo(() => (lookup ? buildTour(lookup.point.immersive) : undefined), [lookup]);
  const labels = useTourLabels(tour);
  const pointPath = lookup ? `/${toNamePath(lookup.guideName)}?point=${encodeURIComponent(lookup.point.id)}` : '/index';
  return { pointId, lookup, tour, ...labels, pointPath, isPending: query.isPending };
}
