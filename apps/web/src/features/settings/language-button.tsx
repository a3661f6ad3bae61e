import { Button, type ButtonProps } from '@mantine/core';
import type { Locale } from '@percurso/i18n';
import { IconLanguage } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAME_KEY, SHORT_LABEL } from './language-names.ts';

interface LanguageButtonProps extends ButtonProps {
  locale: Locale;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** The header's language button ("PT"), shared by the placeholder and the real menu target. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(function LanguageButton(
  { locale, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="subtle"
      size="compact-md"
      radius="md"
      leftSection={<IconLanguage size={20} stroke={1.8} aria-hidden />}
      // The visible "PT" starts the name (WCAG 2.5.3 label in name), then what the button does.
      aria-label={`${SHORT_LABEL[locale]}, ${t('settings.language.change', { language: t(LOCALE_NAME_KEY[locale]) })}`}
      title={t('settings.language.change', { language: t(LOCALE_NAME_KEY[locale]) })}
      aria-haspopup="menu"
      data-toolbar-item
      data-testid="language-menu"
      {...props}
    >
      <span data-toolbar-label>{SHORT_LABEL[locale]}</span>
    </Button>
  );
});
