import { Badge, Card, Group, Text } from '@mantine/core';
import type { RoadMap } from '@percurso/shared';
import type { roadMapCompletion } from '@percurso/shared/road-map';
import { IconCircleCheck, IconMapPin, IconRosette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import classes from './road-map-card.module.css';
import { roadMapPath } from './road-map-path.ts';

type Completion = ReturnType<typeof roadMapCompletion>;

/**
 * A road map in the list: banner, logo, name, description preview, number of places and, for a
 * registered visitor, their progress (a 'completed' mark once every place is visited).
 */
export function RoadMapCard({ roadMap, completion }: { roadMap: RoadMap; completion?: Completion | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Card
      component={Link}
      to={roadMapPath(roadMap)}
      withBorder
      padding={0}
      className={classes.card}
      data-testid="road-map-card"
      data-road-map-id={roadMap.id}
    >
      <div className={classes.media}>
        <LazyImage src={roadMap.bannerImage} alt="" ratio="16 / 9" />
        {roadMap.logoImage && <img className={classes.logo} src={roadMap.logoImage} alt="" loading="lazy" />}
      </div>
      <div className={classes.body}>
        <Text fw={700} fz="lg" lh={1.25} component="h2" m={0}>
          {localize(roadMap.name)}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {localize(roadMap.description)}
        </Text>
        <Group mt="auto" gap="xs">
          <Badge variant="light" color="accent" leftSection={<IconMapPin size={12} />}>
            {t('visitor.road_maps.places', { count: roadMap.guides.length })}
          </Badge>
          {completion?.complete ? (
            <Badge color="teal" leftSection={<IconRosette size={12} />} data-testid="road-map-complete-mark">
              {t('road_maps.progress.complete_mark')}
            </Badge>
          ) : (
            completion?.band && (
              <Badge variant="outline" color="teal" leftSection={<IconCircleCheck size={12} />}>
                {t('road_maps.progress.count', { visited: completion.visited, total: completion.total })}
              </Badge>
            )
          )}
        </Group>
      </div>
    </Card>
  );
}
