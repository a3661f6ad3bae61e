import { Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { localize } from '@percurso/shared';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { ManagedGuidesPage } from '../guides/managed-guides-page.tsx';

/** /painel: the guides this person may manage (global admins: all), each opening its guide panel. */
function PanelHome() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <ManagedGuidesPage title={t('panel.home.title')} testId="panel-home">
      {(guides) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {guides.map((guide) => (
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
                <Text size="xs" c={guide.enabled ? 'teal.9' : 'dimmed'}>
                  {guide.enabled ? t('panel.guide.enabled') : t('panel.guide.disabled')}
                </Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </ManagedGuidesPage>
  );
}

export { PanelHome as Component };
