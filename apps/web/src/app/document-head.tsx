import { BRAND_COLORS, toLanguage } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageTitle } from './page-title.ts';
import { useCurrentGuide } from './use-current-guide.ts';

const DEFAULT_FAVICON = '/favicon.svg';

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

/** Title (page-title.ts), favicon and browser bar colour follow the guide on guide pages, Percurso elsewhere. */
export function DocumentHead() {
  const guide = useCurrentGuide()?.guide;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const queryClient = useQueryClient();
  const title = pageTitle(useLocation().pathname, { guide, queryClient, t, language });
  const favicon = guide?.favIcon ?? DEFAULT_FAVICON;
  const themeColor = guide?.theme.toolBarColor ?? BRAND_COLORS.primary;

  useEffect(() => {
    document.title = title;
    setHeadLink('icon', favicon);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [title, favicon, themeColor]);

  return null;
}
