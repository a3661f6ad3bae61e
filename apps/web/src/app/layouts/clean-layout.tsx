import { Anchor, Center, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { PATHS } from '../guard/routes.ts';
import classes from './clean-layout.module.css';

/** Centred card pages: terms, privacy, notices and error pages. */
export function CleanLayout() {
  const { t } = useTranslation();
  return (
    <Center component="main" id="main" className={classes.backdrop}>
      <Stack align="center" gap="lg" w="100%" maw={720}>
        <Anchor component={Link} to={PATHS.guideSelection} underline="never">
          <BrandLogo label={t('common.app_name')} />
        </Anchor>
        <Paper className={classes.card} radius="lg" shadow="sm" withBorder>
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
