import { AppShell, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../ui/brand-logo.tsx';

/**
 * Manager panel frame (header + navigation column + content). No panel screen exists yet; the
 * panel issue routes its pages here and fills `navigation`.
 */
export function PanelLayout({ title, navigation }: { title: string; navigation?: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <BrandMark size={28} />
          <Text fw={700}>{title}</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md">{navigation}</AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
