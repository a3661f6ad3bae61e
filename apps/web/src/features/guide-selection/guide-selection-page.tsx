import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle, IconMapSearch, IconRoute } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useHydrated } from '../../app/hydration.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { GUIDE_SELECTION_TUTORIAL, useTutorialProgress } from '../settings/tutorial-progress.ts';
import { GuideCard } from './guide-card.tsx';
import { GuideSearch } from './guide-search.tsx';
import classes from './guide-selection-page.module.css';
import { useGuideSearch } from './use-guide-search.ts';

const SelectionTutorial = lazy(() => import('./selection-tutorial.tsx'));
const GuidesLoadFailed = lazy(() => import('./guides-load-failed.tsx'));

/** /index: search and pick a guide. The tutorial opens on the first visit. */
export function GuideSelectionPage() {
  const { t } = useTranslation();
  const search = useGuideSearch();
  const guides = useQuery({ ...queries.guides(search.query), placeholderData: keepPreviousData });
  const tutorial = useTutorialProgress(GUIDE_SELECTION_TUTORIAL);
  const [isTutorialOpen, setTutorialOpen] = useState(!tutorial.isCompleted);
  const hydrated = useHydrated();
  const list = guides.data?.guides ?? [];

  const closeTutorial = () => {
    setTutorialOpen(false);
    tutorial.complete();
  };

  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Stack gap="md" maw={640}>
            <Title order={1} className={classes.title}>
              {t('visitor.selection.title')}
            </Title>
            <Text className={classes.subtitle}>{t('visitor.selection.subtitle')}</Text>
            <GuideSearch value={search.value} onChange={search.setValue} />
            <Group gap="xs">
              <Button
                variant="white"
                size="compact-md"
                leftSection={<IconHelpCircle size={18} />}
                onClick={() => setTutorialOpen(true)}
                data-testid="selection-help-button"
              >
                {t('visitor.selection.how_it_works')}
              </Button>
              <Button
                component={Link}
                to="/roteiros"
                variant="white"
                size="compact-md"
                leftSection={<IconRoute size={18} />}
              >
                {t('visitor.selection.road_maps')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py="lg">
        {guides.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={280} radius="lg" />
            ))}
          </SimpleGrid>
        ) : guides.isError ? (
          <Suspense fallback={null}>
            <GuidesLoadFailed error={guides.error} onRetry={() => void guides.refetch()} />
          </Suspense>
        ) : list.length === 0 ? (
          <EmptyState
            icon={<IconMapSearch size={32} />}
            title={t('visitor.selection.empty_title')}
            text={t('visitor.selection.empty_text')}
            action={
              search.value ? (
                <Button variant="light" onClick={() => search.setValue('')}>
                  {t('visitor.selection.clear_search')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('visitor.selection.count', { count: list.length })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="guide-list">
              {list.map((guide, index) => (
                <GuideCard key={guide.id} guide={guide} eager={index < 2} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Container>

      {/* After the list: the guide images go first, the tutorial's chunks and images after them.
          Only once hydrated: the server drew the page with the cookie's list of seen tutorials, the
          browser reads its own (they differ when the cookie was lost), and a dialog is never drawn
          by the server anyway. */}
      {hydrated && isTutorialOpen && !guides.isPending && (
        <Suspense fallback={null}>
          <SelectionTutorial onClose={closeTutorial} />
        </Suspense>
      )}
    </>
  );
}
