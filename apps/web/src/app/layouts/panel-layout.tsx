import { AppShell, Burger, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../ui/brand-logo.tsx';

interface PanelLayoutProps {
  title: string;
  navigation?: ReactNode;
  /** Right side of the header (account, language). */
  actions?: ReactNode;
  /** Phones: whether the navigation column is open (the burger toggles it). */
  isNavigationOpen?: boolean;
  onToggleNavigation?: () => void;
  burgerLabel?: string;
  /** Shown instead of the route's screen (e.g. a "no access" notice). */
  children?: ReactNode;
}

/** Manager panel frame (spec: "panel layout"): header, navigation column, content. */
export function PanelLayout({
  title,
  navigation,
  actions,
  isNavigationOpen = false,
  onToggleNavigation,
  burgerLabel,
  children,
}: PanelLayoutProps) {
  const { t } = useTranslation();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !isNavigationOpen } }}
      padding="md"
    >
      <AppShell.Header>
        {/* Keyboard users reach the screen's first field without tabbing through the navigation. */}
        <a href="#panel-content" className="skip-link" data-testid="skip-link">
          {t('common.skip_to_content')}
        </a>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          {onToggleNavigation && (
            <Burger
              opened={isNavigationOpen}
              onClick={onToggleNavigation}
              hiddenFrom="sm"
              size="sm"
              aria-label={burgerLabel}
              data-testid="panel-burger"
            />
          )}
          <Link to="/index" aria-label="Percurso">
            <BrandMark size={28} />
          </Link>
          <Text fw={700} truncate style={{ flex: 1 }}>
            {title}
          </Text>
          {actions}
        </Group>
      </AppShell.Header>
      {/* Long navigation (a guide's many sections) scrolls inside its column, never sideways. */}
      <AppShell.Navbar p="md" style={{ overflowY: 'auto', overflowX: 'hidden' }}>
        {navigation}
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)" id="panel-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
