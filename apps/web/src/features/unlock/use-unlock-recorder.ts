import type { UnlockProof, UnlockSource } from '@percurso/shared';
import { useCallback, useMemo } from 'react';
import { useProgress } from '../progress/progress-query.ts';
import { useRecordInteraction } from '../progress/use-record-interaction.ts';

export interface UnlockRequest {
  pointId: string;
  tracker: UnlockSource;
  journeyId?: string | undefined;
  /** The scanned QR text or the visitor's position, which the server checks. */
  proof?: UnlockProof;
  /** Queue the next-journey-points dialog (default true; GPS unlocks pass false: see below). */
  showNextPoints?: boolean;
}

/**
 * The one way this feature records an unlock and reads which points are unlocked, through the
 * progress feature (POST /api/interactions and the visitor's progress state).
 */
export function useUnlockRecorder(): {
  unlockedIds: ReadonlySet<string>;
  /** Answers whose unlock it was (a visitor without a session has one afterwards). */
  record: (request: UnlockRequest) => Promise<string>;
  /** Whose unlocks these are (undefined without a session: the first unlock starts one). */
  userId: string | undefined;
  /** Whether unlockedIds is known (the visitor's progress has answered, or there is no session). */
  isReady: boolean;
} {
  const progress = useProgress();
  const { record: recordInteraction, userId } = useRecordInteraction();
  const unlockedIds = useMemo(() => new Set(progress?.unlockedPointIds ?? []), [progress]);
  const record = useCallback(
    async ({ pointId, tracker, journeyId, proof, showNextPoints }: UnlockRequest) => {
      const result = await recordInteraction(
        { pointId, tracker, ...(journeyId ? { journeyId } : {}), ...(proof ? { proof } : {}) },
        { showNextPoints: showNextPoints ?? true },
      );
      return result.progress.userId;
    },
    [recordInteraction],
  );
  return { unlockedIds, record, userId, isReady: progress !== undefined };
}
