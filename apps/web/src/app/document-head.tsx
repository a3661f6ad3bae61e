import { BRAND_COLORS, localize, toLanguage } from '@percurso/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Title, favicon and browser bar colour follow the guide on guide pages, Percurso elsewhere. */
export function DocumentHead() {
  const guide = useCurrentGuide()?.guide;
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const title = guide ? localize(guide.name, language) : t('common.app_name');
  const favicon = guide?.favIcon ?? DEFAULT_FAVICON;
  const themeColor = guide?.theme.toolBarColor ?? BRAND_COLORS.primary;

  useEffect(() => {
    document.title = title;
    setHeadLink('icon', favicon);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor);
  }, [title, favicon, themeColor]);

  return null;
}
