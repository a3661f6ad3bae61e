import '../../ui/dialog-styles.ts';
import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import classes from './engagement.module.css';
import { PrizeCode } from './prize-code.tsx';
import { formatAmount, howToCollectOf, rewardsPath } from './reward-text.ts';
import { closeWin, useWin } from './win-store.ts';

/** The instant-reward win dialog: what was won, how to collect it, and the way to /Rewards. */
export default function WinDialog() {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const reduceMotion = useReducedMotion();
  const win = useWin();
  if (!win) return null;
  const { reward } = win;
  const howToCollect = localize(howToCollectOf(reward));
  return (
    <Modal
      opened
      onClose={closeWin}
      centered
      zIndex={400}
      title={t('engagement.win.title')}
      transitionProps={reduceMotion ? { duration: 0 } : { transition: 'pop', duration: 250 }}
      data-testid="instant-reward-win"
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={84} radius="xl" color="yellow" className={classes.winBadge} aria-hidden>
          <IconGift size={48} />
        </ThemeIcon>
        <Title order={2} fz="h3" data-testid="instant-reward-win-name">
          {localize(reward.name)}
        </Title>
        <Text>{localize(reward.description)}</Text>
        {reward.amount > 0 && (
          <Text fw={600}>{t('engagement.rewards.value', { amount: formatAmount(reward.amount, i18n.language) })}</Text>
        )}
        {howToCollect && (
          <Text size="sm" c="dimmed">
            <b>{t('engagement.win.collect')}:</b> {howToCollect}
          </Text>
        )}
        {win.redeemCode && <PrizeCode code={win.redeemCode} />}
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={closeWin} data-testid="instant-reward-win-close">
            {t('engagement.celebrate.close')}
          </Button>
          <Button component={Link} to={rewardsPath(reward.guideId)} onClick={closeWin}>
            {t('engagement.win.see_rewards')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
