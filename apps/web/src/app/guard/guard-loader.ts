import { APP_VERSION, type AppProperties, qrDestination } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiError } from '../../api/http.ts';
import { queries } from '../../api/queries.ts';
import { sessionQuery } from '../../features/account/session.ts';
import { clearGuardFailure, rememberGuardFailure } from '../../features/static-pages/invalid-data-reason.ts';
import { type NavigationDecision, resolveNavigation } from './resolve-navigation.ts';
import { PATHS } from './routes.ts';

/** What the root route knows after the guard: the guide the page shows, if any. */
export interface GuardData {
  guideName: string | null;
}

/** The app as it almost always is: switched on and up to date. */
const USUAL_APP = { enabled: true, version: APP_VERSION } as AppProperties;

/**
 * The navigation guard as the root loader: it runs before every change of path, initialises the
 * app (app properties), then lets the navigation pass, redirects, or loads what the path names.
 * Any failure lands on /dadosinvalidos. Nothing here waits for a session: reading needs none
 * (the anonymous one starts with the first write, features/account/session.ts), so the session
 * is only asked for alongside, for the header. The guide or point the path names starts loading
 * together with the app properties rather than after them.
 */
export function createGuardLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    const url = new URL(request.url);
    void queryClient.prefetchQuery(sessionQuery());
    startLoading(queryClient, resolveNavigation(url.pathname, { appProperties: USUAL_APP, appVersion: APP_VERSION }));
    const appProperties = await queryClient.ensureQueryData(queries.appProperties()).catch(() => undefined);
    const decision = resolveNavigation(url.pathname, { appProperties, appVersion: APP_VERSION });
    if (decision.kind !== 'pass' && decision.kind !== 'redirect') clearGuardFailure();
    try {
      return await carryOut(decision, queryClient, url.href);
    } catch (error) {
      if (error instanceof Response) throw error;
      rememberGuardFailure(error);
      throw replace(PATHS.invalidData);
    }
  };
}

/** Fetches what the path names before the app properties have answered (they rarely change the decision). */
function startLoading(queryClient: QueryClient, decision: NavigationDecision): void {
  const started =
    decision.kind === 'guide'
      ? queryClient.fetchQuery(queries.guideByName(decision.guideName))
      : decision.kind === 'point'
        ? queryClient.fetchQuery(queries.point(decision.pointId))
        : undefined;
  // A failure is carryOut's to handle, with the same answer (ensureQueryData joins a fetch under way).
  started?.catch(() => undefined);
}

async function carryOut(decision: NavigationDecision, queryClient: QueryClient, href: string): Promise<GuardData> {
  switch (decision.kind) {
    case 'pass':
      return { guideName: null };
    case 'redirect':
      throw replace(decision.to);
    case 'guide':
      try {
        await queryClient.ensureQueryData(queries.guideByName(decision.guideName));
      } catch (error) {
        if (isApiError(error, 'guide/disabled')) throw replace(PATHS.guideOff);
        if (isApiError(error, 'guide/not-found')) console.info(i18next.t('visitor.guide.not_found_redirect'));
        throw error;
      }
      return { guideName: decision.guideName };
    case 'point': {
      const lookup = await queryClient.ensureQueryData(queries.point(decision.pointId)).catch((error: unknown) => {
        // A printed QR code of a switched-off guide says so, like the guide's own link.
        if (isApiError(error, 'guide/disabled')) throw replace(PATHS.guideOff);
        throw error;
      });
      // An unlock (tracker OutOfApp) unless the visitor has interacted with the point already;
      // the progress code loads only for QR links, not with the first screen.
      const { unlockFromQrLink } = await import('../../features/progress/unlock-from-qr.ts');
      await unlockFromQrLink(queryClient, lookup.point.id, href);
      // A point that needed this code answered its teaser: once unlocked, its content (and AR flag).
      const shown = lookup.locked
        ? await queryClient.fetchQuery({ ...queries.point(lookup.point.id), staleTime: 0 })
        : lookup;
      throw replace(qrDestination(shown.point, shown.guideName));
    }
    case 'favourite': {
      // A shared route (read afresh: its owner may have just changed it) and its guide, for
      // anyone; an unknown id (404) lands on /dadosinvalidos.
      const shared = await queryClient.fetchQuery(queries.favouriteRoute(decision.favId));
      await queryClient.ensureQueryData(queries.guideByName(shared.guideName)).catch((error: unknown) => {
        if (isApiError(error, 'guide/disabled')) throw replace(PATHS.guideOff);
        throw error;
      });
      return { guideName: shared.guideName };
    }
  }
}

/** Run the guard when the path changes, not when only the query changes (?point=, ?journey=). */
export function shouldRunGuard({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
