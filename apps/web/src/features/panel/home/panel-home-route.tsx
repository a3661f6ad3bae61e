import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { localize } from '@percurso/shared';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from '../guides/guides-api.ts';

/** /painel: the guides this person may manage (global admins: all), each opening its guide panel. */
function PanelHome() {
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
    <PanelPage title={t('panel.home.title')} actions={create} testId="panel-home">
      <QueryState isPending={guides.isPending} error={guides.error}>
        {() =>
          guides.data?.guides.length ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {guides.data.guides.map((guide) => (
                <Card
                  key={guide.id}
                  component={Link}
                  to={PANEL_PATHS.guidePanel(guide.id)}
                  withBorder
                  radius="md"
                  padding="sm"
                  data-testid="panel-guide-card"
                >
                  <Card.Section>
                    {guide.image ? (
                      <Image src={guide.image} h={120} alt="" />
                    ) : (
                      <Stack h={120} align="center" justify="center" bg="var(--mantine-color-violet-0)">
                        <IconBuildingBank size={40} color="var(--mantine-color-violet-4)" />
                      </Stack>
                    )}
                  </Card.Section>
                  <Group justify="space-between" mt="sm" wrap="nowrap">
                    <Text fw={600} truncate>
                      {localize(guide.name, language)}
                    </Text>
                    <Text size="xs" c={guide.enabled ? 'teal' : 'dimmed'}>
                      {guide.enabled ? t('panel.guide.enabled') : t('panel.guide.disabled')}
                    </Text>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          ) : (
            <EmptyState icon={<IconBuildingBank size={32} />} title={t('panel.home.empty')} />
          )
        }
      </QueryState>
    </PanelPage>
  );
}

export { PanelHome as Component };
