import { type AccessLogInput, localize } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findSessionUsers } from '../auth/index.ts';
import { findGuidesByIds, requireVisible } from '../guides/index.ts';
import { findPointsByIds } from '../points/index.ts';
import { groupCommit } from './group-commit.ts';
import { findProfileRows, insertUsageLogs, type UsageLogRow } from './progress.repository.ts';
import { snapshotOf } from './progress.service.ts';

/**
 * POST /api/access-logs by group commit (decision 0026): a guide page opened by a crowd sends one
 * log per visitor and point, so the logs that arrive together are stored together, their
 * sessions, profiles, points and guides read once per batch. A log of a visitor without a session
 * (or with an ended one) has no user, since reading needs none; an unknown or switched-off guide
 * or point is refused to that visitor alone. A visitor who turned usage tracking off has no log
 * kept (the route drops those of a browser whose tracking cookie says off before they get here).
 */
export interface UsageLogWriter {
  record(sessionToken: string | null, input: AccessLogInput): Promise<void>;
}

interface Pending {
  sessionToken: string | null;
  input: AccessLogInput;
}

const MAX_BATCH = 500;

export function createUsageLogWriter(db: Db): UsageLogWriter {
  const commits = groupCommit<Pending, void>(
    (take) =>
      db.transaction().execute(async (trx) => {
        const batch = take();
        const sessions = await findSessionUsers(
          trx,
          batch.flatMap((item) => (item.sessionToken ? [item.sessionToken] : [])),
        );
        const profiles = new Map(
          (await findProfileRows(trx, [...new Set([...sessions.values()].map((user) => user.id))])).map((row) => [
            row.id,
            row,
          ]),
        );
        const points = new Map(
          (
            await findPointsByIds(
              trx,
              batch.flatMap(({ input }) => (input.kind === 'guideAccess' ? [] : [input.pointId])),
            )
          ).map((point) => [point.id, point]),
        );
        const guideIds = batch.map(({ input }) =>
          input.kind === 'guideAccess' ? input.guideId : (points.get(input.pointId)?.guideId ?? ''),
        );
        const guides = new Map((await findGuidesByIds(trx, guideIds)).map((guide) => [guide.id, guide]));
        const rows: UsageLogRow[] = [];
        const refusals = batch.map(({ sessionToken, input }) => {
          try {
            const user = sessionToken ? (sessions.get(sessionToken) ?? null) : null;
            const profile = user ? profiles.get(user.id) : null;
            if (user && !profile) throw new AppError('user/unregistered-user');
            // Usage tracking turned off (issue 31 item 6): nothing of this visitor's is kept.
            if (profile?.usage_tracking === false) return null;
            const visitor = profile ? snapshotOf(profile) : null;
            const isAnonymous = user?.isAnonymous ?? true;
            if (input.kind === 'guideAccess') {
              const guide = requireVisible(guides.get(input.guideId));
              const name = localize(guide.name, 'pt');
              rows.push({
                id: input.id,
                kind: input.kind,
                guideId: guide.id,
                guideName: name,
                pointId: null,
                pointName: null,
                visitor,
                isAnonymous,
              });
              return null;
            }
            const point = points.get(input.pointId);
            if (!point?.enabled) throw new AppError('point/not-found');
            const guide = requireVisible(guides.get(point.guideId));
            rows.push({
              id: input.id,
              kind: input.kind,
              guideId: guide.id,
              guideName: localize(guide.name, 'pt'),
              pointId: point.id,
              pointName: localize(point.name, 'pt'),
              visitor,
              isAnonymous,
            });
            return null;
          } catch (error) {
            if (error instanceof AppError) return error;
            throw error;
          }
        });
        await insertUsageLogs(trx, rows);
        return refusals.map((refusal) => async () => {
          if (refusal) throw refusal;
        });
      }),
    MAX_BATCH,
  );
  return { record: (sessionToken, input) => commits.submit({ sessionToken, input }) };
}
