import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useVisitedGuides } from './road-map-executions.ts';
import classes from './road-map-page.module.css';
import { RoadMapPartners } from './road-map-partners.tsx';
import { RoadMapPlaces } from './road-map-places.tsx';
import { RoadMapProgress } from './road-map-progress.tsx';
import { RoadMapVans } from './road-map-vans.tsx';

/**
 * A road map: banner, logo, description, the visitor's progress, its places (linking to their
 * guides, each marked visited or not), the vans, sponsors and social links.
 */
export function RoadMapPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { roadMapName = '' } = useParams();
  const { data: roadMap } = useQuery(queries.roadMapByName(roadMapName));
  const { registered, visitedIn } = useVisitedGuides();
  if (!roadMap) return null;
  const mine = registered ? visitedIn(roadMap.id) : undefined;
  const name = localize(roadMap.name);

  return (
    <article data-testid="road-map-page" data-road-map-id={roadMap.id}>
      <header className={classes.banner}>
        {roadMap.bannerImage && <img className={classes.image} src={roadMap.bannerImage} alt="" fetchPriority="high" />}
        <div className={classes.shade} />
        <Container size="lg" className={classes.content}>
          {roadMap.logoImage && <img className={classes.logo} src={roadMap.logoImage} alt="" />}
          <Title order={1} className={classes.title}>
            {name}
          </Title>
        </Container>
      </header>
      <Container size="lg" py="lg">
        <Stack gap="xl">
          <Anchor component={Link} to="/roteiros" size="sm">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('visitor.road_maps.all')}
          </Anchor>
          <Text size="lg" maw={760} style={{ whiteSpace: 'pre-line' }}>
            {localize(roadMap.description)}
          </Text>
          <RoadMapProgress
            guideIds={roadMap.guides.map((guide) => guide.id)}
            visited={mine ?? new Set()}
            registered={registered}
          />
          <RoadMapPlaces places={roadMap.guides} visited={mine} />
          <RoadMapVans vans={roadMap.vans} places={roadMap.guides} />
        </Stack>
      </Container>
      <RoadMapPartners sponsorIds={roadMap.sponsorIds} socialNetIds={roadMap.socialNetIds} />
    </article>
  );
}
