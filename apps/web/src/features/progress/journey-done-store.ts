import type { LocalizedText, RecordInteractionResult } from '@percurso/shared';
import { useSyncExternalStore } from 'react';

/** A journey the visitor's last interaction completed, and what it earned with it. */
export interface JourneyDoneMoment {
  guideId: string;
  journeyId: string;
  /** Emblems of this journey earned by the same interaction. */
  emblemNames: LocalizedText[];
  /** The instant reward won by the same interaction. */
  prizeName: LocalizedText | null;
}

/** The "journey complete" moment (issue 26 item 16) waiting to be shown on its guide's page; null when none. */
let moment: JourneyDoneMoment | null = null;
const listeners = new Set<() => void>();

function set(next: JourneyDoneMoment | null) {
  moment = next;
  for (const listener of listeners) listener();
}

/** Called with every recorded interaction: one that completed a journey opens the moment. */
export function noteCompletedJourney(result: RecordInteractionResult): void {
  const journeyId = result.completedJourneyIds[0];
  if (!journeyId) return;
  set({
    guideId: result.interaction.guideId,
    journeyId,
    emblemNames: result.earnings.emblems
      .filter((emblem) => emblem.journeyId === journeyId)
      .map((emblem) => emblem.name),
    prizeName: result.earnings.instantReward?.reward.name ?? null,
  });
}

export const closeJourneyDone = () => set(null);

export function useJourneyDoneMoment(): JourneyDoneMoment | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => moment,
    () => moment,
  );
}
