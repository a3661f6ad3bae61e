import type { MessageKey } from '@percurso/i18n';
import { type GuideBundle, type Language, localize } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { queries } from './api/queries.ts';

/** The screens whose title is their heading, by first path segment (lower case). */
const SCREEN_TITLES: Record<string, MessageKey> = {
  roteiros: 'visitor.road_maps.title',
  rewards: 'engagement.rewards.title',
  rating: 'rating.page_title',
  termosdeuso: 'static.terms.title',
  politicadeprivacidade: 'static.privacy.title',
};

/**
 * The page's `<title>`: a guide's name on its pages, else the screen's heading with the app's name
 * (a road map's or a 360° scene's from the data its loader read), else the app's name. Drawn by the
 * server (entry-server.tsx) only: the app's DocumentHead keeps the guide's or the app's name, as
 * this table in the shell took the initial JavaScript over its budget (issue 28 item 2 lowers it).
 */
export function pageTitle(
  pathname: string,
  params: { roadMapName?: string; intPointId?: string },
  {
    guide,
    queryClient,
    t,
    language,
  }: { guide?: GuideBundle['guide']; queryClient: QueryClient; t: TFunction; language: Language },
): string {
  const app = t('common.app_name');
  if (guide) return localize(guide.name, language);
  const path = pathname.split('/')[1]?.toLowerCase() ?? '';
  const key = SCREEN_TITLES[path];
  const screen = key
    ? t(key)
    : path === 'roteiro'
      ? localize(queryClient.getQueryData(queries.roadMapByName(params.roadMapName ?? '').queryKey)?.name, language)
      : path === 'rvscene'
        ? localize(queryClient.getQueryData(queries.point(params.intPointId ?? '').queryKey)?.point.name, language)
        : '';
  return screen ? `${screen} · ${app}` : app;
}
