import { BRAND_COLORS, localize, toLanguage } from '@percurso/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentGuide } from './use-current-guide.ts';

const DEFAULT_FAVICON = '/favicon.svg';

// A page the server drew (start-app.js starts its app) already has its exact title (page-title.ts:
// "Roteiros · Percurso", a road map's or a scene's name): it stays until the visitor moves on.
let keepDrawnTitle = typeof document === 'object' && document.querySelector('script[src="/start-app.js"]') !== null;

function setHeadLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) {
    link.href = href;
    link.removeAttribute('type');
  }
}

/** Title, favicon and browser bar colour follow the guide on guide pages, Percurso elsewhere. */
export function DocumentHead() {
  const guide = useCurrentGuide()?.guide;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const title = guide ? localize(guide.name, language) : t('common.app_name');
  const favicon = guide?.favIcon ?? DEFAULT_FAVICON;
  const themeColor = guide?.theme.toolBarColor ?? BRAND_COLORS.primary;

  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path sets the title again
  useEffect(() => {
    if (keepDrawnTitle) keepDrawnTitle = false;
    else document.title = title;
  }, [title, pathname]);

  useEffect(() => {
    setHeadLink('icon', favicon);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [favicon, themeColor]);

  return null;
}
