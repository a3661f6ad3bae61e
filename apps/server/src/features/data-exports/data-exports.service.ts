import type { Action, DataExport, ExportFormat, GuideExportDataset } from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { listPointsForPanel } from '../panel/index.ts';
import { drawHistory, listRewardsForPanel } from '../prize-draws/index.ts';
import { guideRatings } from '../ratings/index.ts';
import { listAccesses } from '../venue-accesses/index.ts';
import { readRoadMapExecutions } from './data-exports.repository.ts';
import { rowsToCsv } from './tabulate.ts';

/** Every draw of every prize-draw reward of the guide, oldest first: who won, when, how (the frozen list left out). */
async function guideWinners(db: Db, guideId: string) {
  const rewards = await listRewardsForPanel(db, guideId);
  const rows = await Promise.all(
    rewards.map(async (reward) =>
      (await drawHistory(db, reward.id)).map(({ eligibleIds, ...draw }) => ({
        ...draw,
        rewardName: reward.name,
        eligibleCount: eligibleIds.length,
      })),
    ),
  );
  return rows.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Each dataset of a guide: who may download it (the action of the panel screen that shows it) and
 * its rows, read as that screen reads them.
 */
export const GUIDE_DATASETS: Record<
  GuideExportDataset,
  { action: Action; rows(db: Db, guideId: string): Promise<object[]> }
> = {
  points: { action: 'guide.view', rows: listPointsForPanel },
  ratings: { action: 'guide.analytics.read', rows: (db, guideId) => guideRatings(db, guideId, {}) },
  winners: { action: 'guide.view', rows: guideWinners },
  accesses: { action: 'guide.view', rows: listAccesses },
};

export function roadMapExecutions(db: Db, roadMapId: string) {
  return readRoadMapExecutions(db, roadMapId);
}

/** The download: its body, content type and file name (`percurso-<owner>-<dataset>-<day>.<format>`). */
export function renderExport(
  dataset: DataExport['dataset'],
  owner: string,
  rows: readonly object[],
  format: ExportFormat,
): { body: string; contentType: string; fileName: string } {
  const now = new Date();
  const fileName = `percurso-${owner.replace(/[^\w-]/g, '_')}-${dataset}-${now.toISOString().slice(0, 10)}.${format}`;
  if (format === 'csv') return { body: rowsToCsv(rows), contentType: 'text/csv; charset=utf-8', fileName };
  const document: DataExport<object> = { dataset, exportedAt: now.toISOString(), rows: [...rows] };
  return { body: JSON.stringify(document), contentType: 'application/json; charset=utf-8', fileName };
}
