import type { PointLookup } from '@percurso/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../api/error-messages.ts';
import { isPreview } from '../../api/preview-reads.ts';
import { showWarning } from '../../ui/show-warning.ts';
import { takeRecorded } from './recorded-points.ts';
import { useInteractionRecorder } from './use-record-interaction.ts';

/**
 * Every screen that shows a point's content records that the visitor saw it (tracker
 * intPointDialog, spec §4): opened from the list, the map, previous / next, the next-points dialog,
 * a shared `?point=` link, a reload or /interaction. Once per showing of the point; not for a
 * locked point's teaser (nothing shown, and the server would refuse it), and not when the way in
 * recorded it already (markRecorded). Nor in a preview, where nothing is recorded (features/preview).
 */
export function useRecordShownPoint(lookup: PointLookup | undefined, journeyId: string | undefined): void {
  const { t } = useTranslation();
  const record = useInteractionRecorder();
  const recordedFor = useRef<string | null>(null);
  const pointId = lookup && !lookup.locked && !isPreview() ? lookup.point.id : undefined;
  useEffect(() => {
    // Closed (or loading, or a teaser): the next showing of any point records again.
    if (!pointId) {
      recordedFor.current = null;
      return;
    }
    if (recordedFor.current === pointId) return;
    recordedFor.current = pointId;
    if (takeRecorded(pointId)) return;
    record({ pointId, tracker: 'intPointDialog', ...(journeyId ? { journeyId } : {}) }, { shown: true }).catch(
      (error: unknown) => {
        const notice = errorNotice(error);
        showWarning(t('progress.record_failed'), notice.code ?? t(notice.key));
      },
    );
  }, [pointId, journeyId, record, t]);
}
