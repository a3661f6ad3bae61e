import { APP_VERSION, toNamePath } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from 'react-router';
import { api } from '../../api/endpoints.ts';
import { isApiError } from '../../api/http.ts';
import { queries } from '../../api/queries.ts';
import { ensureSession } from '../../features/account/index.ts';
import { unlockFromQrLink } from '../../features/progress/unlock-from-qr.ts';
import { clearGuardFailure, rememberGuardFailure } from '../../features/static-pages/invalid-data-reason.ts';
import { type NavigationDecision, resolveNavigation } from './resolve-navigation.ts';
import { PATHS } from './routes.ts';

/** What the root route knows after the guard: the guide the page shows, if any. */
export interface GuardData {
  guideName: string | null;
}

/**
 * The navigation guard as the root loader: it runs before every change of path, initialises auth
 * (an anonymous session when there is none) and the app (app properties), then lets the
 * navigation pass, redirects, or loads what the path names. Any failure lands on /dadosinvalidos.
 */
export function createGuardLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    const url = new URL(request.url);
    // Auth and app properties initialise together; ensureSession never rejects.
    const [appProperties, user] = await Promise.all([
      queryClient.ensureQueryData(queries.appProperties()).catch(() => undefined),
      ensureSession(queryClient),
    ]);
    const decision = resolveNavigation(url.pathname, { appProperties, appVersion: APP_VERSION });
    if (decision.kind !== 'pass' && decision.kind !== 'redirect') clearGuardFailure();
    try {
      return await carryOut(decision, queryClient, user?.id, url.href);
    } catch (error) {
      if (error instanceof Response) throw error;
      rememberGuardFailure(error);
      throw replace(PATHS.invalidData);
    }
  };
}

async function carryOut(
  decision: NavigationDecision,
  queryClient: QueryClient,
  userId: string | undefined,
  href: string,
): Promise<GuardData> {
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
      // An unlock (tracker OutOfApp) unless the visitor has interacted with the point already.
      await unlockFromQrLink(queryClient, userId, lookup.point.id, href);
      const pointParam = `point=${encodeURIComponent(lookup.point.id)}`;
      if (lookup.point.immersive.raContent) throw replace(`${PATHS.raScene}?${pointParam}`);
      throw replace(`/${toNamePath(lookup.guideName)}?${pointParam}`);
    }
    case 'favourite':
      // Answers 404 until favourite routes exist; the catch above turns that into /dadosinvalidos.
      await api.favouriteRoute(decision.favId);
      throw replace(PATHS.invalidData);
  }
}

/** Run the guard when the path changes, not when only the query changes (?point=, ?journey=). */
export function shouldRunGuard({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
