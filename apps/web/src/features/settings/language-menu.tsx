import { isLocale, type Locale } from '@percurso/i18n';
import type { OfferedFormats } from '@percurso/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from './language-button.tsx';

const loadDropdown = () => import('./language-menu-dropdown.tsx');
const LanguageMenuDropdown = lazy(loadDropdown);

/**
 * Language switch for UI and content (pt-BR, en, es, fr), and the content format's entry; the
 * choices are remembered. The menu (and Floating UI) loads on first hover, focus or tap, keeping
 * it off the first screen. `offered`: the formats of the guide shown (none: every format).
 */
export function LanguageMenu({ color, offered }: { color?: string; offered?: OfferedFormats | undefined }) {
  const { i18n } = useTranslation();
  const current: Locale = isLocale(i18n.language) ? i18n.language : 'pt-BR';
  const [isRequested, setRequested] = useState(false);
  const prefetch = () => void loadDropdown();

  const placeholder = (
    <LanguageButton
      locale={current}
      color={color}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setRequested(true)}
    />
  );
  if (!isRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenuDropdown current={current} color={color} offered={offered} />
    </Suspense>
  );
}
