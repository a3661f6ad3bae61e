import { Anchor, List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { guideQueries } from './guides-api.ts';

/**
 * What switching a guide on needs (the server's initialIntPoint-empty and maps-empty), shown as a
 * checklist while the guide is off instead of only as an error after trying.
 */
export function GuideEnableChecklist({
  guideId,
  savedInitialPointId,
}: {
  guideId: string;
  savedInitialPointId: string;
}) {
  const { t } = useTranslation();
  const maps = useQuery(guideQueries.maps(guideId));
  const items = [
    { key: 'initial_point' as const, met: savedInitialPointId !== '' },
    {
      key: 'map' as const,
      met: (maps.data ?? []).length > 0,
      link: (
        <Anchor component={Link} to={PANEL_PATHS.maps(guideId)} size="sm">
          {t('panel.guide.checklist.map_link')}
        </Anchor>
      ),
    },
  ];
  if (maps.isPending) return null;
  const ready = items.every((item) => item.met);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="guide-enable-checklist" data-ready={ready}>
      <Text size="sm" fw={600} mb={4}>
        {t(ready ? 'panel.guide.checklist.ready' : 'panel.guide.checklist.title')}
      </Text>
      <List spacing={4} size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.key}
            data-met={item.met}
            icon={
              <ThemeIcon size={20} radius="xl" color={item.met ? 'teal' : 'red'} variant="light">
                {item.met ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
              </ThemeIcon>
            }
          >
            {t(`panel.guide.checklist.${item.key}`)}
            <Text span size="sm" c="dimmed">
              {' '}
              ({t(item.met ? 'panel.guide.checklist.done' : 'panel.guide.checklist.missing')})
            </Text>
            {!item.met && item.link && <> · {item.link}</>}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
