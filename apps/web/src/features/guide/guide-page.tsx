import { Badge, Button, Container, Group, Stack } from '@mantine/core';
import {
  type FavouriteRoute,
  type GuideBundle,
  type Journey,
  localize as localizeIn,
  orderByIds,
  toNamePath,
} from '@percurso/shared';
import { IconGift, IconRoute, IconStar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { EmblemsSection, rewardsPath } from '../engagement/index.ts';
import { FavouriteRoutePrefetch } from '../favourites/index.ts';
import { useLiveGuide } from '../live/use-live-guide.ts';
import { OfflineAction, PendingStatus } from '../offline/index.ts';
import { JourneyDoneHost, NextPointsHost, useGuideAccessLogs, useOpenPoint } from '../progress/guide-progress.tsx';
import { RateButton } from '../ratings/index.ts';
import { useTutorialProgress } from '../settings/tutorial-progress.ts';
import { UnlockActions } from '../unlock/index.ts';
import { GuideActions } from './guide-actions.tsx';
import { GuideBanner } from './guide-banner.tsx';
import { type GuideDialog, GuideDialogs } from './guide-dialogs.tsx';
import { GuideFooter } from './guide-footer.tsx';
import { journeyPoints, orderedJourneys, pointNumbers } from './guide-model.ts';
import { JourneyTabs } from './journey-tabs.tsx';
import { JourneyView } from './journey-view.tsx';
import { PointGoneNotice } from './point-gone-notice.tsx';
import { useGuideView } from './use-guide-view.ts';

/** /{guideName} and /guia/{guideName}: the guide the guard loaded. */
export function GuidePage() {
  const { guideName = '' } = useParams();
  const { data: bundle } = useQuery(queries.guideByName(guideName));
  return bundle ? <GuideScreen bundle={bundle} /> : null;
}

/** A favourite route as the one journey of the page (/fav/{id}): its points in its order. */
function asJourney(route: FavouriteRoute): Journey {
  return { ...route, description: {}, pointOrder: route.pointIds, enabled: true };
}

interface GuideScreenProps {
  bundle: GuideBundle;
  /** /fav/{id}: the shared route is the page's only journey. */
  favourite?: FavouriteRoute | undefined;
}

export function GuideScreen({ bundle, favourite }: GuideScreenProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { guide } = bundle;
  const view = useGuideView();
  const navigate = useNavigate();
  useLiveGuide(guide.id);
  const tutorial = useTutorialProgress(guide.name.pt ?? guide.id);
  const [dialog, setDialog] = useState<GuideDialog | null>(() =>
    tutorial.isCompleted || view.pointId ? null : 'tutorial',
  );
  const guideJourneys = useMemo(() => orderedJourneys(bundle), [bundle]);
  const journeys = useMemo(() => (favourite ? [asJourney(favourite)] : guideJourneys), [favourite, guideJourneys]);
  const openPoint = bundle.points.find((point) => point.id === view.pointId);
  // A point opened by its link (?point=): its picture is the largest thing on screen, so it is
  // asked for with the page (the server's rendering carries this link) rather than after the sheet's chunk.
  if (openPoint?.frontImage) preload(openPoint.frontImage, { as: 'image', fetchPriority: 'high' });
  // A QR link may open a point of another journey: show that journey unless one is chosen.
  const journey =
    journeys.find((candidate) => candidate.id === view.journeyId) ??
    journeys.find((candidate) => openPoint?.journeyIds.includes(candidate.id)) ??
    journeys[0];
  const points = useMemo(
    () =>
      favourite
        ? orderByIds(
            bundle.points.filter((point) => favourite.pointIds.includes(point.id)),
            favourite.pointIds,
          )
        : journeyPoints(bundle, journey),
    [bundle, journey, favourite],
  );
  const numbers = useMemo(() => pointNumbers(points), [points]);
  // The point view records the interaction (tracker intPointDialog) when it shows the content.
  const openPointHere = useOpenPoint(view.openPoint);
  const showPointHere = useOpenPoint(view.showPoint);
  useGuideAccessLogs(guide.id, openPoint?.id);

  const closeDialog = () => {
    if (dialog === 'tutorial') tutorial.complete();
    setDialog(null);
  };

  return (
    <>
      <FavouriteRoutePrefetch guideId={guide.id} />
      <GuideBanner guide={guide} />
      <Container size="lg" py="md">
        <Stack gap="md">
          <GuideActions
            guide={guide}
            onAbout={() => setDialog('about')}
            onVisit3d={() => setDialog('visit3d')}
            onHelp={() => setDialog('tutorial')}
          >
            <Button
              variant="light"
              leftSection={<IconStar size={18} />}
              onClick={() => setDialog('favourites')}
              data-testid="favourites-button"
            >
              {t('visitor.guide.favourites')}
            </Button>
            <UnlockActions bundle={bundle} journey={journey} onOpenPoint={view.openPoint} />
            <OfflineAction bundle={bundle} />
            <RateButton
              type="Guia"
              targetId={guide.id}
              guideId={guide.id}
              targetName={localize(guide.name)}
              label={t('rating.rate_guide')}
              testId="rate-guide"
            />
          </GuideActions>
          <PendingStatus />
          {view.pointId && !openPoint && <PointGoneNotice onClose={view.closePoint} />}
          {favourite && (
            <Group justify="space-between" gap="xs" data-testid="favourite-route-banner">
              <Badge size="lg" variant="light" leftSection={<IconStar size={14} />}>
                {t('favourites.page.label')}
              </Badge>
              <Button component={Link} to={`/${toNamePath(localizeIn(guide.name, 'pt'))}`} variant="subtle" size="xs">
                {t('favourites.page.full_guide')}
              </Button>
            </Group>
          )}
          {journey ? (
            <JourneyTabs journeys={journeys} activeId={journey.id} onChange={view.selectJourney}>
              <JourneyView
                bundle={bundle}
                journey={journey}
                points={points}
                numbers={numbers}
                tag={view.tag}
                view={view.view}
                onTag={view.selectTag}
                onView={view.selectView}
                onOpenPoint={openPointHere}
              />
            </JourneyTabs>
          ) : (
            <EmptyState icon={<IconRoute size={30} />} title={t('visitor.guide.no_journeys')} />
          )}
          <EmblemsSection
            guideId={guide.id}
            journeyName={(id) => localize(journeys.find((candidate) => candidate.id === id)?.name)}
          />
          <Group>
            <Button
              component={Link}
              to={rewardsPath(guide.id)}
              variant="light"
              radius="xl"
              leftSection={<IconGift size={18} />}
              data-testid="guide-rewards-link"
            >
              {t('engagement.rewards.link')}
            </Button>
          </Group>
        </Stack>
      </Container>
      <GuideFooter
        sponsors={bundle.sponsors}
        socialNetworks={bundle.socialNetworks}
        sponsorIds={guide.sponsorIds}
        socialNetIds={guide.socialNetIds}
      />
      <GuideDialogs
        bundle={bundle}
        dialog={dialog}
        onClose={closeDialog}
        onFilter={(tag) => {
          view.showTag(tag);
          setDialog(null);
        }}
        openPoint={openPoint}
        // A favourite route is no journey of the guide: the unlock counts for the point's own journeys.
        journeyId={favourite ? undefined : journey?.id}
        journeyPoints={points}
        numbers={numbers}
        onClosePoint={view.closePoint}
        onShowPoint={showPointHere}
      />
      <NextPointsHost
        bundle={bundle}
        journeys={favourite ? [...journeys, ...guideJourneys] : journeys}
        pointsOf={(candidate) => (candidate.id === favourite?.id ? points : journeyPoints(bundle, candidate))}
        isBlocked={openPoint !== undefined || dialog !== null}
        onOpenPoint={openPointHere}
      />
      <JourneyDoneHost
        bundle={bundle}
        journeys={guideJourneys}
        pointsOf={(candidate) => journeyPoints(bundle, candidate)}
        isBlocked={openPoint !== undefined || dialog !== null}
        // On a favourite route the next journey is on the guide's own page.
        onSelectJourney={(id) =>
          favourite ? navigate(`/${toNamePath(localizeIn(guide.name, 'pt'))}?journey=${id}`) : view.selectJourney(id)
        }
      />
    </>
  );
}
