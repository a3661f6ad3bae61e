import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { LOCALES, type Locale } from '@percurso/i18n';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLocale } from '../../i18n/setup.ts';
import { LanguageButton } from './language-button.tsx';
import { LOCALE_NAME_KEY } from './language-names.ts';

interface LanguageMenuDropdownProps {
  current: Locale;
  color: string | undefined;
}

/** The language menu itself (Mantine Menu + Floating UI): its own chunk, loaded on first use. */
export default function LanguageMenuDropdown({ current, color }: LanguageMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal defaultOpened withInitialFocusPlaceholder={false}>
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
      </Menu.Dropdown>
    </Menu>
  );
}
