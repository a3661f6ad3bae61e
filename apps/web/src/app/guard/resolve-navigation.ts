import type { MessageKey } from '@percurso/i18n';
import { type AppProperties, isAppOutdated } from '@percurso/shared';
import { PATHS, RESERVED_SEGMENTS } from './routes.ts';

/** What the navigation guard must do before a screen renders. */
export type NavigationDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** Load the guide by name; found → its page, missing → /dadosinvalidos, disabled → /GuideOff. */
  | { kind: 'guide'; guideName: string }
  /** Load the point (QR code) and open it on its guide page. */
  | { kind: 'point'; pointId: string }
  /** Load a shared favourite route. */
  | { kind: 'favourite'; favId: string };

export interface NavigationContext {
  /** undefined when the app properties could not be loaded. */
  appProperties: AppProperties | undefined;
  appVersion: string;
}

/** Pages that must render even when the app cannot start, so a redirect never loops. */
const STATUS_PAGES = new Set(
  [PATHS.invalidData, PATHS.outOfService, PATHS.outdatedApp, PATHS.guideOff, PATHS.terms, PATHS.privacy].map((path) =>
    path.toLowerCase(),
  ),
);

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The navigation guard of spec §2 as a pure decision; the loader carries it out. */
export function resolveNavigation(pathname: string, context: NavigationContext): NavigationDecision {
  const segments = segmentsOf(pathname);
  const path = `/${segments.join('/')}`.toLowerCase();
  const first = segments[0]?.toLowerCase();
  const { appProperties } = context;

  if (segments.length === 0) return { kind: 'redirect', to: PATHS.guideSelection };
  if (!appProperties) {
    return STATUS_PAGES.has(path) ? { kind: 'pass' } : { kind: 'redirect', to: PATHS.invalidData };
  }
  if (!appProperties.enabled) {
    return path === PATHS.outOfService.toLowerCase() ? { kind: 'pass' } : { kind: 'redirect', to: PATHS.outOfService };
  }
  if (isAppOutdated(context.appVersion, appProperties.version)) {
    return path === PATHS.outdatedApp.toLowerCase() ? { kind: 'pass' } : { kind: 'redirect', to: PATHS.outdatedApp };
  }
  // Back in service / up to date: the notice pages lead on to the guide selection.
  if (path === PATHS.outOfService.toLowerCase() || path === PATHS.outdatedApp.toLowerCase()) {
    return { kind: 'redirect', to: PATHS.guideSelection };
  }

  const qrIndex = segments.findIndex((segment) => segment.toLowerCase() === 'qrcode');
  if (qrIndex !== -1) return pointDecision(segments.at(-1), qrIndex === segments.length - 1);
  // The 360° screens load their point themselves (features/vr/load-scene-point.ts).
  if (first === 'rvscene' || first === 'rv')
    return segments[1] ? { kind: 'pass' } : { kind: 'redirect', to: PATHS.invalidData };
  if (first === 'fav') {
    const favId = segments[1];
    return favId ? { kind: 'favourite', favId } : { kind: 'redirect', to: PATHS.invalidData };
  }
  if (first !== undefined && RESERVED_SEGMENTS.has(first)) return { kind: 'pass' };
  if (first === 'guia' && segments.length === 2 && segments[1]) return { kind: 'guide', guideName: segments[1] };
  if (segments.length === 1 && segments[0]) return { kind: 'guide', guideName: segments[0] };
  return { kind: 'pass' };
}

function pointDecision(pointId: string | undefined, isMissing: boolean): NavigationDecision {
  return pointId && !isMissing ? { kind: 'point', pointId } : { kind: 'redirect', to: PATHS.invalidData };
}

/** The loading overlay text while the guard works on a path. */
export function overlayMessageKey(pathname: string): MessageKey {
  const path = pathname.toLowerCase();
  if (path.startsWith('/fav/')) return 'common.loading_route';
  if (path.includes('/qrcode/') || path.startsWith('/rvscene/') || path.startsWith('/rv/'))
    return 'common.loading_data';
  return 'common.loading_info';
}
