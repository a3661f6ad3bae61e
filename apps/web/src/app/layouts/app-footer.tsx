import { Anchor, Container, Group, Text } from '@mantine/core';
import { APP_VERSION } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../guard/routes.ts';

/** Small print under every full-layout page. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Container size="lg" component="footer" py="lg" w="100%">
      <Group justify="space-between" gap="xs">
        <Group gap="md">
          <Anchor component={Link} to={PATHS.terms} size="sm" c="dimmed">
            {t('common.terms')}
          </Anchor>
          <Anchor component={Link} to={PATHS.privacy} size="sm" c="dimmed">
            {t('common.privacy')}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed">
          {t('common.app_name')} {APP_VERSION}
        </Text>
      </Group>
    </Container>
  );
}
