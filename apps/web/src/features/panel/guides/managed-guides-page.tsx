import { Button, Group } from '@mantine/core';
import type { PanelGuideList } from '@percurso/shared';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from './guides-api.ts';

interface ManagedGuidesPageProps {
  title: string;
  testId: string;
  /** More actions beside "New guide", shown to those who may create guides (the list's "Importar guia"). */
  creatorActions?: ReactNode;
  /** Shows the guides (never called with none: the page then says there are none). */
  children: (guides: PanelGuideList['guides']) => ReactNode;
}

/**
 * A panel page of the guides the person may manage, with "New guide" for those allowed to create
 * one; the home page shows them as cards, /guide/list as a table.
 */
export function ManagedGuidesPage({ title, testId, creatorActions, children }: ManagedGuidesPageProps) {
  const { t } = useTranslation();
  const access = usePanelAccess();
  const guides = useQuery(guideQueries.list());
  const create = access.can('guide.create') && (
    <Group gap="xs">
      {creatorActions}
      <Button component={Link} to={PANEL_PATHS.guideNew} leftSection={<IconPlus size={16} />} data-testid="new-guide">
        {t('panel.guide.new')}
      </Button>
    </Group>
  );
  return (
    <PanelPage title={title} actions={create} testId={testId}>
      <QueryState isPending={guides.isPending} error={guides.error}>
        {() =>
          guides.data?.guides.length ? (
            children(guides.data.guides)
          ) : (
            <EmptyState icon={<IconBuildingBank size={32} />} title={t('panel.home.empty')} />
          )
        }
      </QueryState>
    </PanelPage>
  );
}
