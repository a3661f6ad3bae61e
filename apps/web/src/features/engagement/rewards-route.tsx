import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GuideBundle, VisitorInstantReward } from '@percurso/shared';
import { IconGift, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { openAuthDialog } from '../account/index.ts';
import { EmblemsSection } from './emblems-section.tsx';
import { engagementQuery, guideByIdQuery } from './engagement-api.ts';
import { PrizeCode } from './prize-code.tsx';
import { formatAmount, formatDay, howToCollectOf, ruleOf } from './reward-text.ts';

/**
 * /Rewards (?guide=): the instant rewards the visitor won and how to collect them, those still to
 * win in the guide with their rules, and the guide's emblems. Anonymous visitors are told to
 * register before they play (docs/product-decisions.md).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const guideId = search.get('guide') ?? undefined;
  const localize = useLocalize();
  const { data } = useQuery(engagementQuery(guideId));
  const { data: bundle } = useQuery({ ...guideByIdQuery(guideId ?? ''), enabled: guideId !== undefined });
  const names = namesOf(bundle, localize);

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('engagement.rewards.title')}</Title>
            {bundle && <Text c="dimmed">{localize(bundle.guide.name)}</Text>}
          </div>
          {bundle && (
            <Anchor component={Link} to={`/${encodeURIComponent((bundle.guide.name.pt ?? '').replace(/ /g, '-'))}`}>
              {t('engagement.rewards.back')}
            </Anchor>
          )}
        </Group>
        {data && !data.registered && (
          <Alert icon={<IconInfoCircle />} color="yellow" data-testid="rewards-register-first">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('engagement.rewards.register_first')}</Text>
              <Button size="xs" radius="xl" onClick={() => openAuthDialog('register')}>
                {t('engagement.rewards.register')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Section title={t('engagement.rewards.won')} testId="rewards-won">
          {data && data.won.length === 0 && <Text c="dimmed">{t('engagement.rewards.won_empty')}</Text>}
          {data?.won.map((win) => (
            <RewardCard key={win.reward.id} reward={win.reward} names={names}>
              <Group gap="xs">
                <Badge color={win.collectedAt ? 'gray' : 'teal'} variant="light">
                  {t(win.collectedAt ? 'engagement.rewards.collected' : 'engagement.rewards.to_collect')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('engagement.rewards.won_at', { date: formatDay(win.wonAt.slice(0, 10), i18n.language) })}
                </Text>
              </Group>
              {localize(howToCollectOf(win.reward)) && (
                <Text size="sm">
                  <b>{t('engagement.win.collect')}:</b> {localize(howToCollectOf(win.reward))}
                </Text>
              )}
              {win.redeemCode && !win.collectedAt && <PrizeCode code={win.redeemCode} />}
            </RewardCard>
          ))}
        </Section>
        {guideId ? (
          <Section title={t('engagement.rewards.available')} testId="rewards-available">
            {data && data.available.length === 0 && (
              <EmptyState icon={<IconGift size={30} />} title={t('engagement.rewards.available_empty')} />
            )}
            {data?.available.map((reward) => (
              <RewardCard key={reward.id} reward={reward} names={names} showRules />
            ))}
          </Section>
        ) : (
          <Text c="dimmed">{t('engagement.rewards.choose_guide')}</Text>
        )}
        <Section title={t('engagement.rewards.rules_title')} testId="rewards-rules">
          <Text size="sm">{t('engagement.rewards.rules')}</Text>
          <Text size="sm">{t('engagement.rewards.register_first')}</Text>
        </Section>
        {guideId && <EmblemsSection guideId={guideId} journeyName={names.journey} />}
      </Stack>
    </Container>
  );
}

function namesOf(bundle: GuideBundle | undefined, localize: ReturnType<typeof useLocalize>) {
  return {
    journey: (id: string) => localize(bundle?.journeys.find((journey) => journey.id === id)?.name) || id,
    point: (id: string) => localize(bundle?.points.find((point) => point.id === id)?.name) || id,
  };
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function RewardCard({
  reward,
  names,
  showRules = false,
  children,
}: {
  reward: VisitorInstantReward;
  names: ReturnType<typeof namesOf>;
  showRules?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const rule = ruleOf(reward, names);
  return (
    <Paper withBorder radius="md" p="md" data-testid="reward-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{localize(reward.name)}</Text>
          {reward.amount > 0 && (
            <Text fw={700} c="teal.8" style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(reward.amount, i18n.language)}
            </Text>
          )}
        </Group>
        <Text size="sm">{localize(reward.description)}</Text>
        {showRules && (
          <>
            <Text size="sm">{t(rule.key, rule.values)}</Text>
            <Text size="sm" c="dimmed">
              {t('engagement.rewards.chance', { percent: reward.instantRewardRate })}
              {reward.startDate &&
                ` · ${t('engagement.rewards.from', { date: formatDay(reward.startDate, i18n.language) })}`}
              {reward.finalDate &&
                ` · ${t('engagement.rewards.until', { date: formatDay(reward.finalDate, i18n.language) })}`}
            </Text>
          </>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
