import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { localize } from '@percurso/shared';
import { IconLayoutDashboard, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { GuideImportButton } from './guide-archive.tsx';
import { ManagedGuidesPage } from './managed-guides-page.tsx';

/** /guide/list: the guides the person may manage, with their state, role and actions. */
function GuideListRoute() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <ManagedGuidesPage title={t('panel.nav.guides')} testId="guide-list" creatorActions={<GuideImportButton />}>
      {(guides) => (
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
              {guides.map((guide) => (
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
      )}
    </ManagedGuidesPage>
  );
}

export { GuideListRoute as Component };
