import { ActionIcon, Container, Group, Text } from '@mantine/core';
import { type GuideBundle, namePathOf } from '@percurso/shared';
import { IconLayoutGrid } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The button itself, not the feature's index: the index brings screens the first paint does not need.
import { AccountButton } from '../../features/account/account-button.tsx';
import { LanguageMenu } from '../../features/settings/language-menu.tsx';
import { TextSizeButton } from '../../features/settings/text-size-toggle.tsx';
import { ScanButton } from '../../features/unlock/scan-button.tsx';
import { StopKeypadButton } from '../../features/unlock/stop-keypad-button.tsx';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { PATHS } from '../guard/routes.ts';
import classes from './app-header.module.css';

const loadTextSizePanel = () => import('../../features/settings/text-size-panel.tsx');
const TextSizePanel = lazy(loadTextSizePanel);

/**
 * Top bar: the guide's logo and toolbar colour on guide pages, Percurso's otherwise. Every
 * control carries a short visible label under its icon (hidden on the narrowest screens, where it
 * stays the control's name); the guide's name shrinks to two lines rather than covering them.
 */
export function AppHeader({ bundle }: { bundle: GuideBundle | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const guide = bundle?.guide;
  const name = guide ? localize(guide.name) : t('common.app_name');
  const controlColor = guide ? 'var(--guide-toolbar-fg)' : undefined;
  const [isTextSizeOpen, setTextSizeOpen] = useState(false);
  const textSizePanelId = useId();

  return (
    <header className={classes.header} data-branded={guide ? true : undefined}>
      <Container size="lg" className={classes.bar}>
        <Link to={guide ? `/${namePathOf(guide.name)}` : PATHS.guideSelection} className={classes.home}>
          {guide?.toolBarLogo ? (
            <img className={classes.logo} src={guide.toolBarLogo} alt={t('visitor.guide.logo_alt', { name })} />
          ) : guide ? (
            <Text fw={700} lineClamp={2} className={classes.title}>
              {name}
            </Text>
          ) : (
            <BrandLogo label={name} />
          )}
        </Link>
        <Group gap={2} wrap="nowrap" component="nav" aria-label={t('common.main_navigation')} className={classes.nav}>
          {guide && (
            <ActionIcon
              component={Link}
              to={PATHS.guideSelection}
              variant="subtle"
              color={controlColor}
              radius="md"
              title={t('common.go_to_guides')}
              data-toolbar-item
              data-kiosk-hidden
            >
              <IconLayoutGrid size={20} stroke={1.8} aria-hidden />
              <span data-toolbar-label>{t('toolbar.guides')}</span>
            </ActionIcon>
          )}
          <ScanButton currentGuideId={guide?.id} color={controlColor} />
          {bundle && <StopKeypadButton bundle={bundle} color={controlColor} />}
          <TextSizeButton
            isOpen={isTextSizeOpen}
            onToggle={() => setTextSizeOpen((open) => !open)}
            panelId={textSizePanelId}
            color={controlColor}
          />
          <LanguageMenu color={controlColor} offered={bundle?.offeredFormats} />
          <AccountButton color={controlColor} />
        </Group>
      </Container>
      {isTextSizeOpen && (
        <Container size="lg" className={classes.panel}>
          <Suspense fallback={null}>
            <TextSizePanel id={textSizePanelId} color={controlColor} />
          </Suspense>
        </Container>
      )}
    </header>
  );
}
