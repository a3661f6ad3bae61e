import { notifications } from '@mantine/notifications';
import type { InteractionEarnings } from '@percurso/shared';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { showRegisterPrompt } from '../account/index.ts';
import classes from './engagement.module.css';
import { showWin } from './win-store.ts';

const EMBLEM_TOAST_MS = 7000;

/**
 * What an interaction earned, celebrated at once: each new emblem as a toast with its badge
 * popping in (still under prefers-reduced-motion), an instant reward as the win dialog, and an
 * anonymous visitor who would have played is asked to register. Emblem and reward lists refetch.
 */
export function celebrateEarnings(
  queryClient: QueryClient,
  earnings: InteractionEarnings | undefined,
  isAnonymous: boolean,
): void {
  if (!earnings) return;
  const { emblems, instantReward, rewardNeedsRegistration } = earnings;
  const t = i18next.t.bind(i18next);
  const language = i18next.language.slice(0, 2) as 'pt' | 'en' | 'es' | 'fr';
  for (const emblem of emblems) {
    const name = emblem.name[language] || emblem.name.pt || '';
    notifications.show({
      id: `emblem-${emblem.id}`,
      autoClose: EMBLEM_TOAST_MS,
      withBorder: true,
      icon: emblem.image ? <img src={emblem.image} alt="" className={classes.pop} width={40} height={40} /> : undefined,
      classNames: { icon: classes.toastIcon },
      title: t('engagement.celebrate.emblem', { name }),
      message: isAnonymous ? t('engagement.emblems.register') : t('engagement.emblems.earned'),
      'data-testid': 'emblem-celebration',
    } as Parameters<typeof notifications.show>[0]);
  }
  if (instantReward) showWin(instantReward);
  if (rewardNeedsRegistration) showRegisterPrompt(t('engagement.celebrate.register_to_play'));
  if (emblems.length > 0 || instantReward) void queryClient.invalidateQueries({ queryKey: ['engagement'] });
}
