import { useSyncExternalStore } from 'react';

/** The interaction whose journey the next-journey-points dialog shows; null when closed. */
export interface NextPointsRequest {
  pointId: string;
  guideId: string;
  journeyId: string | null;
}

let request: NextPointsRequest | null = null;
const listeners = new Set<() => void>();

function set(next: NextPointsRequest | null) {
  request = next;
  for (const listener of listeners) listener();
}

/** Spec §2: the next-journey-points dialog opens after an interaction is recorded. */
export const showNextPoints = (next: NextPointsRequest) => set(next);
export const closeNextPoints = () => set(null);

export function useNextPointsRequest(): NextPointsRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => request,
    () => request,
  );
}
