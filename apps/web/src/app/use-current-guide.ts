import type { GuideBundle } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { queries } from '../api/queries.ts';
import type { GuardData } from './guard/guard-loader.ts';

/** The guide the current page shows (loaded by the guard), or undefined outside guide pages. */
export function useCurrentGuide(): GuideBundle | undefined {
  const guideName = (useRouteLoaderData('root') as GuardData | undefined)?.guideName ?? null;
  const { data } = useQuery({ ...queries.guideByName(guideName ?? ''), enabled: guideName !== null });
  return guideName === null ? undefined : data;
}
