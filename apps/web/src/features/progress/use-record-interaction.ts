import type { RecordInteractionResult, UnlockProof, UnlockSource } from '@percurso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { queries } from '../../api/queries.ts';
import { sessionQuery } from '../account/session.ts';
import { useSessionUser } from '../account/use-session.tsx';
import { celebrateEarnings } from '../engagement/celebrate.tsx';
import { noteCompletedJourney } from './journey-done-store.ts';
import { showNextPoints } from './next-points-store.ts';
import { progressQuery } from './progress-query.ts';
import { newInteractionId, recordInteraction } from './record-interaction.ts';
import { markRecorded } from './recorded-points.ts';
import { announceProgress } from './tab-sync.ts';

export interface RecordInteractionRequest {
  pointId: string;
  /** intPointDialog, toolBar, OutOfApp, raContent, or the unlock sources gps and camera. */
  tracker: UnlockSource;
  /** The journey the visitor is following, when the point belongs to several. */
  journeyId?: string;
  /** What unlocks a point that needs it: the scanned QR text or where the visitor stands. */
  proof?: UnlockProof;
}

export interface RecordInteractionOptions {
  /** Open the next-journey-points dialog afterwards (default true; it waits until the point view closes). */
  showNextPoints?: boolean;
  /**
   * Recorded by the point view for the content it shows (shown-point.ts). Otherwise the recording
   * is the way in (scanner, GPS, camera), and the point view that opens next records nothing more.
   */
  shown?: boolean;
}

/**
 * Records interactions from any screen: generates the id, retries safely, puts the visitor's new
 * progress in the cache (so cards, maps, bars and the level update) and opens the
 * next-journey-points dialog. Rejects with ApiError, e.g. code 'interaction/qr-validation-required'
 * for a GPS or camera unlock of a point that needs its QR code.
 */
export function useRecordInteraction() {
  const user = useSessionUser();
  const [isPending, setPending] = useState(false);
  const recordQuietly = useInteractionRecorder();
  const record = useCallback(
    async (request: RecordInteractionRequest, options: RecordInteractionOptions = {}) => {
      setPending(true);
      try {
        return await recordQuietly(request, options);
      } finally {
        setPending(false);
      }
    },
    [recordQuietly],
  );
  return { record, isPending, userId: user?.id };
}

/**
 * useRecordInteraction's recording alone, for a screen that shows no "recording" state: the point
 * view's own record of the point shown. With the state, its component rendered twice more (the
 * whole point, its player included), in renders that do not yield: most of a 0.7 s task on a
 * 4×-throttled phone, with the point's sheet's own first updates.
 */
export function useInteractionRecorder() {
  const queryClient = useQueryClient();
  return useCallback(
    async (request: RecordInteractionRequest, options: RecordInteractionOptions = {}) => {
      const result = await recordInteraction(queryClient, {
        id: newInteractionId(),
        pointId: request.pointId,
        tracker: request.tracker,
        ...(request.journeyId ? { journeyId: request.journeyId } : {}),
        ...(request.proof ? { proof: request.proof } : {}),
      });
      applyRecordedInteraction(queryClient, result);
      if (!options.shown) markRecorded(request.pointId);
      if (options.showNextPoints ?? true) {
        showNextPoints({
          pointId: result.interaction.pointId,
          guideId: result.interaction.guideId,
          journeyId: request.journeyId ?? result.interaction.journeyId,
        });
      }
      return result;
    },
    [queryClient],
  );
}

/**
 * Puts the progress an interaction answered into the cache of its visitor, celebrates what it
 * earned (and the journey it completed), and reads the point again if what the cache holds is its teaser: the server now answers
 * its content.
 */
export function applyRecordedInteraction(
  queryClient: ReturnType<typeof useQueryClient>,
  result: RecordInteractionResult,
): void {
  queryClient.setQueryData(progressQuery(result.progress.userId).queryKey, result.progress);
  announceProgress();
  const isAnonymous = queryClient.getQueryData(sessionQuery().queryKey)?.isAnonymous ?? true;
  celebrateEarnings(queryClient, result.earnings, isAnonymous);
  noteCompletedJourney(result);
  const point = queries.point(result.interaction.pointId);
  if (queryClient.getQueryData(point.queryKey)?.locked) void queryClient.invalidateQueries(point);
}
