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
      radius="xl"
      leftSection={<IconLanguage size={18} stroke={1.8} />}
      aria-label={t('settings.language.change', { language: t(LOCALE_NAME_KEY[locale]) })}
      aria-haspopup="menu"
      data-testid="language-menu"
      {...props}
    >
      {SHORT_LABEL[locale]}
    </Button>
  );
});
