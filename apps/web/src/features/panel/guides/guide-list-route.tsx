import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { localize } from '@percurso/shared';
import { IconBuildingBank, IconLayoutDashboard, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from './guides-api.ts';

/** /guide/list: the guides the person may manage, with their state, role and actions. */
function GuideListRoute() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const access = usePanelAccess();
  const guides = useQuery(guideQueries.list());
  const create = access.can('guide.create') && (
    <Button component={Link} to={PANEL_PATHS.guideNew} leftSection={<IconPlus size={16} />} data-testid="new-guide">
      {t('panel.guide.new')}
    </Button>
  );
  return (
    <PanelPage title={t('panel.nav.guides')} actions={create} testId="guide-list">
      <QueryState isPending={guides.isPending} error={guides.error}>
        {() =>
          guides.data?.guides.length ? (
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('panel.guide.field.name')}</Table.Th>
                    <Table.Th>{t('panel.guide.status')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('panel.guide.city')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {guides.data.guides.map((guide) => (
                    <Table.Tr key={guide.id} data-testid="guide-row">
                      <Table.Td>
                        <Text fw={500} component={Link} to={PANEL_PATHS.guidePanel(guide.id)}>
                          {localize(guide.name, language)}
                        </Text>
                        {guide.roles.length > 0 && (
                          <Text size="xs" c="dimmed">
                            {guide.roles.map((role) => t(`panel.role.${role}`)).join(', ')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge color={guide.enabled ? 'teal' : 'gray'} variant="light">
                          {guide.enabled ? t('panel.guide.enabled') : t('panel.guide.disabled')}
                        </Badge>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">{guide.address?.city}</Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Tooltip label={t('panel.guide.open_panel')}>
                            <ActionIcon
                              component={Link}
                              to={PANEL_PATHS.guidePanel(guide.id)}
                              variant="subtle"
                              aria-label={t('panel.guide.open_panel')}
                            >
                              <IconLayoutDashboard size={18} />
                            </ActionIcon>
                          </Tooltip>
                          {guide.can.edit && (
                            <Tooltip label={t('panel.edit')}>
                              <ActionIcon
                                component={Link}
                                to={PANEL_PATHS.guideEdit(guide.id)}
                                variant="subtle"
                                aria-label={t('panel.edit')}
                              >
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <EmptyState icon={<IconBuildingBank size={32} />} title={t('panel.home.empty')} />
          )
        }
      </QueryState>
    </PanelPage>
  );
}

export { GuideListRoute as Component };
