import type { UnlockSource } from '@percurso/shared';

export interface UnlockRequest {
  pointId: string;
  tracker: UnlockSource;
  journeyId?: string | undefined;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The one way this feature records an unlock and reads which points are unlocked; it wires the
 * progress feature's hook (POST /api/interactions and the visitor's progress state).
 */
export function useUnlockRecorder(): {
  unlockedIds: ReadonlySet<string>;
  record: (request: UnlockRequest) => Promise<void>;
} {
  // MERGE-PENDING: replaced by the progress feature's hook once branch `progress` is merged.
  return { unlockedIds: EMPTY, record: async () => undefined };
}
