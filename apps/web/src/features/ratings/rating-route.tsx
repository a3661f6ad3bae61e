import { Card, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { APP_RATING_TARGET_ID, type GuideBundle } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useProgress } from '../progress/index.ts';
import { RateButton } from './rate-button.tsx';

/**
 * /rating (spec §2 Ratings): what the visitor can rate in a guide (?guia=<name>, chosen here when
 * missing): the app, the guide, its journeys and the points they visited, each with their score.
 */
export function Component() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [search, setSearch] = useSearchParams();
  const guideName = search.get('guia') ?? '';
  const guides = useQuery(queries.guides(''));
  const bundle = useQuery({ ...queries.guideByName(guideName), enabled: guideName !== '' });
  return (
    <Container size="sm" py="lg">
      <Stack gap="md" data-testid="rating-page">
        <Title order={1} fz="h2">
          {t('rating.page_title')}
        </Title>
        <Text c="dimmed">{t('rating.page_intro')}</Text>
        <Select
          label={t('rating.choose_guide')}
          placeholder={t('rating.no_guide')}
          data={(guides.data?.guides ?? []).map((guide) => ({
            value: guide.name.pt ?? guide.id,
            label: localize(guide.name),
          }))}
          value={guideName || null}
          onChange={(value) => setSearch(value ? { guia: value } : {}, { replace: true })}
          searchable
          data-testid="rating-guide"
        />
        {bundle.data && <GuideTargets bundle={bundle.data} />}
      </Stack>
    </Container>
  );
}

function GuideTargets({ bundle }: { bundle: GuideBundle }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const progress = useProgress();
  const guideId = bundle.guide.id;
  const visited = bundle.points.filter((point) => progress?.unlockedPointIds.includes(point.id));
  const guideName = localize(bundle.guide.name);
  return (
    <Stack gap="sm">
      <Target title={t('rating.type.Aplicação')} name="Percurso">
        <RateButton
          type="Aplicação"
          targetId={APP_RATING_TARGET_ID}
          guideId={guideId}
          targetName={t('rating.app_target')}
          label={t('rating.rate')}
          testId="rate-app"
        />
      </Target>
      <Target title={t('rating.type.Guia')} name={guideName}>
        <RateButton
          type="Guia"
          targetId={guideId}
          guideId={guideId}
          targetName={guideName}
          label={t('rating.rate')}
          testId="rate-guide"
        />
      </Target>
      {bundle.journeys.map((journey) => (
        <Target key={journey.id} title={t('rating.type.Jornada')} name={localize(journey.name)}>
          <RateButton
            type="Jornada"
            targetId={journey.id}
            guideId={guideId}
            targetName={localize(journey.name)}
            label={t('rating.rate')}
            testId="rate-journey"
          />
        </Target>
      ))}
      {visited.length > 0 && (
        <Title order={2} fz="h4" mt="sm">
          {t('rating.visited_points')}
        </Title>
      )}
      {visited.map((point) => (
        <Target key={point.id} title={t('rating.type.Ponto')} name={localize(point.name)}>
          <RateButton
            type="Ponto"
            targetId={point.id}
            guideId={guideId}
            targetName={localize(point.name)}
            label={t('rating.rate')}
            testId="rate-point"
          />
        </Target>
      ))}
    </Stack>
  );
}

function Target({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="rating-target">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div style={{ flex: '1 1 10rem', minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {title}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
        </div>
        {children}
      </Group>
    </Card>
  );
}
