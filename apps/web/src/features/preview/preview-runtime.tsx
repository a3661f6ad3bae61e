import { isLocale } from '@percurso/i18n';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { loadPreviewMessages } from '../../i18n/preview-messages.ts';
import { changeLocale } from '../../i18n/setup.ts';
import { PreviewBanner } from './preview-banner.tsx';
import type { PreviewLanguageMessage } from './preview-frame.ts';

/**
 * The preview's chunk (docs/product-decisions.md, "Previewing a guide"), started with the app (its
 * writes already refused, refuse-writes.ts): the banner says it is a preview, the preview's
 * messages come, and the language follows the panel's frame without becoming the person's chosen one.
 */
export async function startPreview(): Promise<void> {
  const lang = new URLSearchParams(location.search).get('lang');
  if (isLocale(lang)) await changeLocale(lang, { remember: false });
  await loadPreviewMessages();
  // Screens drawn before the messages came (a refused link's page) are drawn again with them.
  await i18next.changeLanguage(i18next.language);
  window.addEventListener('message', (event: MessageEvent<Partial<PreviewLanguageMessage>>) => {
    if (event.origin !== location.origin || event.data?.type !== 'percurso-preview-language') return;
    if (isLocale(event.data.locale)) void changeLocale(event.data.locale, { remember: false });
  });
  document.documentElement.dataset.preview = '';
  const host = document.createElement('div');
  host.id = 'percurso-preview';
  document.body.prepend(host);
  createRoot(host).render(<PreviewBanner />);
}
