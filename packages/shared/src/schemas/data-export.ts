import { z } from 'zod';
import { id } from './common.ts';

/** A guide's datasets a manager may download (issue 29 item 6); road-map executions are per road map. */
export const GUIDE_EXPORT_DATASETS = ['points', 'ratings', 'winners', 'accesses'] as const;
export type GuideExportDataset = (typeof GUIDE_EXPORT_DATASETS)[number];

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/panel/guides/:guideId/exports/:dataset */
export const guideExportParams = z.object({ guideId: id, dataset: z.enum(GUIDE_EXPORT_DATASETS) });

/** ?format=csv (default) or json. */
export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });

/** The JSON download: the rows exactly as the panel's list reads them, and when they were read. */
export interface DataExport<Row = Record<string, unknown>> {
  dataset: GuideExportDataset | 'road-map-executions';
  exportedAt: string;
  rows: Row[];
}
