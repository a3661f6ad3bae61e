import '../../ui/dialog-styles.ts';
import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@percurso/shared';
import { IconArrowRight, IconAward, IconGift, IconRosette, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJourneyDoneMessages } from '../../i18n/journey-done-messages.ts';
import { useFocusReturn } from '../../ui/focus-return.ts';
import { rewardsPath } from '../engagement/reward-text.ts';
import { RateButton } from '../ratings/index.ts';

export { loadJourneyDoneMessages } from '../../i18n/journey-done-messages.ts';

interface JourneyDoneDialogProps {
  guideId: string;
  guideName: string;
  journeyId: string;
  journeyName: string;
  /** The journey's points, all visited now. */
  pointCount: number;
  emblemNames: string[];
  prizeName: string | null;
  /** The guide's next journey not completed yet; null when every one is. */
  nextJourney: { id: string; name: string } | null;
  onNextJourney: (journeyId: string) => void;
  onClose: () => void;
}

/**
 * "Jornada concluída" (issue 26 item 16): the journey's name, its points visited, the emblems and
 * prize it earned, and what to do next — the next journey, the rewards, rating and sharing it.
 * Still under prefers-reduced-motion; the focus returns to what had it before.
 */
export default function JourneyDoneDialog(props: JourneyDoneDialogProps) {
  const { guideId, guideName, journeyId, journeyName, pointCount, emblemNames, prizeName, nextJourney } = props;
  const { t } = useTranslation();
  useJourneyDoneMessages();
  useFocusReturn();
  const reduceMotion = useReducedMotion();

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}?journey=${encodeURIComponent(journeyId)}`;
    const text = t('journey_done.share_text', { journey: journeyName, guide: guideName });
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: text, text, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    notifications.show({
      message: t('journey_done.link_copied'),
      color: 'teal',
      autoClose: TOAST_TIMEOUT_MS.linkCopy,
      withBorder: true,
    });
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      centered
      size={480}
      title={t('journey_done.title')}
      transitionProps={reduceMotion ? { duration: 0 } : { transition: 'pop', duration: 250 }}
      closeButtonProps={{ 'aria-label': t('journey_done.close') }}
    >
      <Stack align="center" ta="center" gap="sm" data-testid="journey-done">
        <ThemeIcon size={84} radius="xl" color="teal" aria-hidden>
          <IconAward size={48} />
        </ThemeIcon>
        <Title order={2} fz="h3" data-testid="journey-done-name">
          {journeyName}
        </Title>
        <Text data-testid="journey-done-points">{t('journey_done.points', { count: pointCount })}</Text>
        {emblemNames.map((name) => (
          <Text key={name} fw={600} data-testid="journey-done-emblem">
            <IconRosette size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('journey_done.emblem', { name })}
          </Text>
        ))}
        {prizeName && (
          <Text fw={600} data-testid="journey-done-prize">
            <IconGift size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('journey_done.prize', { name: prizeName })}
          </Text>
        )}
        <Stack gap="xs" w="100%" mt="sm">
          {nextJourney ? (
            <Button
              data-autofocus
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal' } }}
              rightSection={<IconArrowRight size={18} aria-hidden />}
              onClick={() => props.onNextJourney(nextJourney.id)}
              data-testid="journey-done-next"
            >
              {t('journey_done.next', { name: nextJourney.name })}
            </Button>
          ) : (
            <Text size="sm" data-testid="journey-done-all">
              {t('journey_done.all_journeys')}
            </Text>
          )}
          <Button
            component={Link}
            to={rewardsPath(guideId)}
            variant="light"
            leftSection={<IconGift size={18} aria-hidden />}
            onClick={props.onClose}
            data-testid="journey-done-rewards"
          >
            {t('journey_done.rewards')}
          </Button>
          <RateButton
            type="Jornada"
            targetId={journeyId}
            guideId={guideId}
            targetName={journeyName}
            label={t('rating.rate_journey')}
            testId="rate-journey"
          />
          <Button
            variant="default"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void share()}
            data-testid="journey-done-share"
          >
            {t('journey_done.share')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
