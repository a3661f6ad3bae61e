import type { VisitEventsInput } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { findSessionUsers } from '../auth/index.ts';
import { findPointsByIds } from '../points/index.ts';
import { groupCommit } from './group-commit.ts';
import { findProfileRows, insertVisitEvents, type VisitEventRow } from './progress.repository.ts';

/**
 * POST /api/visit-events (issue 31): what the visitor's app records besides interactions (a point
 * shown and closed, narration and video plays and completions), sent in batches the app queued,
 * stored by group commit like the usage logs (decision 0026) and rolled up by the analytics drain
 * (migration 0046). Each event keeps its client id, so a batch sent again is stored once. An event
 * of an unknown or switched-off point is dropped, not refused: the batch is the app's queue, and a
 * refusal would keep it sending. Without a session an event has no visitor: counted in plays,
 * not in visits. A visitor who turned usage tracking off (their profile's usage_tracking; a
 * browser's cookie is the route's) has no event kept: answered as stored none.
 */
export interface VisitEventWriter {
  record(sessionToken: string | null, input: VisitEventsInput): Promise<number>;
}

interface Pending {
  sessionToken: string | null;
  input: VisitEventsInput;
}

const MAX_BATCH = 100;
/** A device's clock is trusted this far back (a visit queued offline), never ahead of the server's. */
const MAX_AGE_MS = 7 * 86_400_000;

/** The device's time of the event, kept between a week ago and now. */
export function eventTime(at: string | undefined, now: Date): Date {
  const time = at ? Date.parse(at) : Number.NaN;
  if (Number.isNaN(time)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - MAX_AGE_MS, time)));
}

export function createVisitEventWriter(db: Db, written: () => void = () => {}): VisitEventWriter {
  const commits = groupCommit<Pending, number>(async (take) => {
    const { counts, stored } = await db.transaction().execute(async (trx) => {
      const batch = take();
      const sessions = await findSessionUsers(
        trx,
        batch.flatMap((item) => (item.sessionToken ? [item.sessionToken] : [])),
      );
      const untracked = new Set(
        (await findProfileRows(trx, [...new Set([...sessions.values()].map((user) => user.id))]))
          .filter((profile) => !profile.usage_tracking)
          .map((profile) => profile.id),
      );
      const points = new Map(
        (
          await findPointsByIds(
            trx,
            batch.flatMap(({ input }) => input.events.map((event) => event.pointId)),
          )
        ).map((point) => [point.id, point]),
      );
      const now = new Date();
      const rows: VisitEventRow[] = [];
      const counts = batch.map(({ sessionToken, input }) => {
        const userId = sessionToken ? (sessions.get(sessionToken)?.id ?? null) : null;
        if (userId && untracked.has(userId)) return 0;
        let kept = 0;
        for (const event of input.events) {
          const point = points.get(event.pointId);
          if (!point?.enabled) continue;
          kept += 1;
          rows.push({
            id: event.id,
            kind: event.kind,
            guideId: point.guideId,
            pointId: point.id,
            journeyId: event.journeyId && point.journeyIds.includes(event.journeyId) ? event.journeyId : null,
            userId,
            language: event.language ?? null,
            format: event.format ?? null,
            createdAt: eventTime(event.at, now),
          });
        }
        return kept;
      });
      return { counts, stored: await insertVisitEvents(trx, rows) };
    });
    if (stored > 0) written();
    return counts.map((count) => async () => count);
  }, MAX_BATCH);
  return { record: (sessionToken, input) => commits.submit({ sessionToken, input }) };
}
