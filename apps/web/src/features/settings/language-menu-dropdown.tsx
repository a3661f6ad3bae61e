import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { LOCALES, type Locale } from '@percurso/i18n';
import type { OfferedFormats } from '@percurso/shared';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLocale } from '../../i18n/setup.ts';
import { LanguageButton } from './language-button.tsx';
import { LOCALE_NAME_KEY } from './language-names.ts';

interface LanguageMenuDropdownProps {
  current: Locale;
  color: string | undefined;
  /** The guide's formats; none: every format (outside a guide). */
  offered: OfferedFormats | undefined;
}

/**
 * The content format's entry and chooser (issue 30 item 3) with their messages: a chunk of its
 * own, asked for with this one (its file list stays here, off the app shell).
 */
const loadFormatEntry = () =>
  import('./format-entry.tsx').then(async (module) => {
    await module.loadFormatMessages();
    return module;
  });
const FormatEntry = lazy(loadFormatEntry);
const FormatEntryDialog = lazy(() => loadFormatEntry().then((module) => ({ default: module.FormatEntryDialog })));
void loadFormatEntry().catch(() => undefined);

/**
 * The language menu itself (Mantine Menu + Floating UI), with the content format's entry: its own
 * chunk, loaded on first use.
 */
export default function LanguageMenuDropdown({ current, color, offered }: LanguageMenuDropdownProps) {
  const { t } = useTranslation();
  const [isChoosingFormat, setChoosingFormat] = useState(false);
  return (
    <>
      <Menu
        position="bottom-end"
        shadow="md"
        width={180}
        withinPortal
        defaultOpened
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <LanguageButton locale={current} color={color} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('settings.language.label')}</Menu.Label>
          {LOCALES.map((locale) => (
            <Menu.Item
              key={locale}
              lang={locale}
              onClick={() => chooseLocale(locale)}
              rightSection={locale === current ? <IconCheck size={16} /> : null}
              data-testid={`language-option-${locale}`}
              aria-current={locale === current ? 'true' : undefined}
            >
              {t(LOCALE_NAME_KEY[locale])}
            </Menu.Item>
          ))}
          <Suspense fallback={null}>
            <FormatEntry onOpen={() => setChoosingFormat(true)} />
          </Suspense>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        <FormatEntryDialog opened={isChoosingFormat} onClose={() => setChoosingFormat(false)} offered={offered} />
      </Suspense>
    </>
  );
}
