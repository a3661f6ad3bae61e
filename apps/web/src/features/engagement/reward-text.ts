import type { LocalizedText, VisitorInstantReward } from '@percurso/shared';

/** /Rewards of a guide (the spec's route; the guide travels in the query string). */
export const rewardsPath = (guideId?: string) =>
  guideId ? `/Rewards?guide=${encodeURIComponent(guideId)}` : '/Rewards';

/** A prize's value in reais, two decimals, in the visitor's language. */
export function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(amount);
}

/** A 'YYYY-MM-DD' day in the visitor's language, without time-zone shifts. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** The rule of a reward, as message key and values (journey and point names come from the guide). */
export function ruleOf(
  reward: VisitorInstantReward,
  names: { journey: (id: string) => string; point: (id: string) => string },
) {
  if (reward.model === 'points') {
    const total = new Set(reward.pointIdsSelected).size;
    return {
      key: 'engagement.rewards.rule_points' as const,
      values: {
        count: Math.min(reward.pointsToWin, total),
        total,
        points: reward.pointIdsSelected.map(names.point).join(', '),
      },
    };
  }
  const journey = reward.journeyId ? names.journey(reward.journeyId) : '';
  return reward.journeyRate > 0
    ? { key: 'engagement.rewards.rule_journey' as const, values: { percent: reward.journeyRate, journey } }
    : { key: 'engagement.rewards.rule_journey_start' as const, values: { journey } };
}

/**
 * "How to collect it" in every language the manager wrote (issue 26 item 15); a copy kept offline
 * from before the field has only the Portuguese `type`.
 */
export const howToCollectOf = (reward: Pick<VisitorInstantReward, 'type'> & { howToCollect?: LocalizedText }) =>
  reward.howToCollect ?? (reward.type ? { pt: reward.type } : {});
