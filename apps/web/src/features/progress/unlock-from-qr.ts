import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '../account/session.ts';
import { showNextPoints } from './next-points-store.ts';
import { progressQuery } from './progress-query.ts';
import { newInteractionId, recordInteraction } from './record-interaction.ts';
import { markRecorded } from './recorded-points.ts';
import { applyRecordedInteraction } from './use-record-interaction.ts';

/**
 * The guard's /qrcode/{pointId} step (spec §2): records an unlock (tracker OutOfApp) unless the
 * visitor has interacted with the point already; a visitor without a session gets an anonymous one
 * for it (record-interaction.ts). A failure is logged and the visitor still reaches the point:
 * reading it matters more than the record.
 */
export async function unlockFromQrLink(
  queryClient: QueryClient,
  pointId: string,
  /** The opened /qrcode/ link: the proof the server checks for points that need their QR code. */
  link: string,
) {
  try {
    const user = await readSession(queryClient);
    if (user) {
      const progress = await queryClient.ensureQueryData(progressQuery(user.id));
      // Spec §2: nothing to record for a point already interacted with, nor by the view that opens next.
      if (progress.unlockedPointIds.includes(pointId)) {
        markRecorded(pointId);
        return;
      }
    }
    const result = await recordInteraction(queryClient, {
      id: newInteractionId(),
      pointId,
      tracker: 'OutOfApp',
      proof: { qr: link },
    });
    applyRecordedInteraction(queryClient, result);
    markRecorded(pointId);
    showNextPoints({
      pointId,
      guideId: result.interaction.guideId,
      journeyId: result.interaction.journeyId,
    });
  } catch (error) {
    console.warn('The QR unlock was not recorded', error);
  }
}
