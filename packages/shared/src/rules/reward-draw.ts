/** The fields of an instant reward the draw reads. */
export interface InstantRewardCandidate {
  journeyId?: string | null;
  enabled: boolean;
  /** First day it can be won: 'YYYY-MM-DD', 'YYYY/MM/DD' or an ISO date-time; open when missing. */
  startDate?: string | null;
  /** Last day it can be won (inclusive), same forms; open when missing. */
  finalDate?: string | null;
  /** Whoever already won it; null, undefined or '' when nobody has. */
  winner?: unknown;
}

const DAY = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:$|[T ])/;

/**
 * The calendar day a date names, as 'YYYY-MM-DD' (comparable as text), or null when unreadable.
 * An ISO date-time keeps the day as written, without time-zone conversion.
 */
function calendarDay(date: string): string | null {
  const match = DAY.exec(date.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * True when `today` (the venue's calendar day, in any of the accepted forms) lies between the
 * reward's start and final dates, both inclusive. A missing date leaves that side open; an
 * unreadable date or today excludes the reward, so a typo never gives a prize away.
 */
export function isWithinRewardDates(
  reward: Pick<InstantRewardCandidate, 'startDate' | 'finalDate'>,
  today: string,
): boolean {
  const day = calendarDay(today);
  if (day === null) return false;
  const start = reward.startDate ? calendarDay(reward.startDate) : '';
  const final = reward.finalDate ? calendarDay(reward.finalDate) : '9999-12-31';
  if (start === null || final === null) return false;
  return start <= day && day <= final;
}

export function hasWinner(reward: Pick<InstantRewardCandidate, 'winner'>): boolean {
  return reward.winner !== null && reward.winner !== undefined && reward.winner !== '';
}

/**
 * The journey's instant rewards that can still be won today, in their stored order: enabled,
 * inside their dates and without a winner. The draw tries them one after another when the server
 * copy of a candidate turns out to have a winner already.
 */
export function instantRewardCandidates<T extends InstantRewardCandidate>(
  rewards: readonly T[],
  journeyId: string,
  today: string,
): T[] {
  return rewards.filter(
    (reward) =>
      reward.journeyId === journeyId && reward.enabled && isWithinRewardDates(reward, today) && !hasWinner(reward),
  );
}

/** The first instant reward the draw plays for (spec §4 Reward drawing), or null when none remains. */
export function findInstantRewardCandidate<T extends InstantRewardCandidate>(
  rewards: readonly T[],
  journeyId: string,
  today: string,
): T | null {
  return instantRewardCandidates(rewards, journeyId, today)[0] ?? null;
}

/**
 * Whether the visitor wins, given instantRewardRate (percent) and a random number in [0, 1):
 * wins when random·100 < rate, so rate 100 always wins and rate 0 never does.
 */
export function winsInstantReward(instantRewardRate: number, random: number): boolean {
  return random * 100 < instantRewardRate;
}
