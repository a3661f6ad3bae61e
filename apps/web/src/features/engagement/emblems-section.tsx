import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { VisitorEmblem } from '@percurso/shared';
import { IconAward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { openAuthDialog } from '../account/index.ts';
import classes from './engagement.module.css';
import { engagementQuery } from './engagement-api.ts';

interface EmblemsSectionProps {
  /** One guide's emblems; without it, those of every guide the visitor has visited (/perfil). */
  guideId?: string;
  /** Names a journey (from the guide the page shows). */
  journeyName?: (journeyId: string) => string | undefined;
  /** Shown when there is no emblem at all (else the section is left out). */
  emptyText?: string;
}

/** Earned emblems and locked ones with what is missing; anonymous visitors are asked to register to keep them. */
export function EmblemsSection({ guideId, journeyName, emptyText }: EmblemsSectionProps) {
  const { t } = useTranslation();
  // Drawn in a render that yields: the data cache's own re-render (when the answer arrives, after
  // the page) is synchronous, and drew the section's cards in one blocking task on a slow phone.
  const data = useDeferredValue(useQuery(engagementQuery(guideId)).data);
  if (!data) return null;
  if (data.emblems.length === 0) {
    return emptyText ? (
      <Text c="dimmed" data-testid="emblems-empty">
        {emptyText}
      </Text>
    ) : null;
  }
  const earned = data.emblems.filter((emblem) => emblem.earnedAt).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="emblems-title" data-testid="emblems">
      <Title order={2} fz="h4" id="emblems-title">
        {t('engagement.emblems.title')}{' '}
        <Text span c="dimmed" fz="sm">
          {earned}/{data.emblems.length}
        </Text>
      </Title>
      {!data.registered && (
        <Text size="sm" data-kiosk-hidden>
          {t('engagement.emblems.register')}{' '}
          <Anchor component="button" type="button" onClick={() => openAuthDialog('register')} fz="sm">
            {t('engagement.rewards.register')}
          </Anchor>
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm">
        {data.emblems.map((emblem) => (
          <EmblemCard
            key={emblem.id}
            emblem={emblem}
            journey={emblem.journeyId ? journeyName?.(emblem.journeyId) : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function EmblemCard({ emblem, journey }: { emblem: VisitorEmblem; journey: string | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const earned = emblem.earnedAt !== null;
  const status = earned
    ? t('engagement.emblems.earned')
    : emblem.missingPoints > 0
      ? t('engagement.emblems.missing', { count: emblem.missingPoints })
      : t('engagement.emblems.next_unlock');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      ta="center"
      data-testid="emblem"
      data-state={earned ? 'earned' : 'locked'}
      aria-label={`${localize(emblem.name)}: ${earned ? status : `${t('engagement.emblems.locked')}, ${status}`}`}
    >
      <Stack gap={4} align="center">
        {emblem.image ? (
          <img src={emblem.image} alt="" className={`${classes.badge} ${earned ? '' : classes.locked}`} />
        ) : (
          <IconAward size={64} className={earned ? undefined : classes.locked} aria-hidden />
        )}
        <Text fw={600} size="sm" lh={1.2}>
          {localize(emblem.name)}
        </Text>
        {journey && (
          <Text size="xs" c="dimmed" lh={1.2}>
            {journey} · {t('engagement.emblems.threshold', { percent: emblem.journeyProgress })}
          </Text>
        )}
        <Text size="xs" c={earned ? 'teal' : 'dimmed'} fw={earned ? 600 : 400}>
          {status}
        </Text>
      </Stack>
    </Paper>
  );
}
