import type {
  Language,
  TranslateGuideProgress,
  TranslateGuideRequest,
  TranslateRequest,
  TranslateResult,
} from '@percurso/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { flagFieldOf, loadGuideTexts, RICH_FIELDS, saveTexts, type TextRecord } from './translation.repository.ts';
import type { TranslationEngine } from './translation-engine.ts';

export const isFilled = (text: string | undefined) => (text ?? '').replace(/<[^>]*>/g, '').trim().length > 0;

function requireEngine(engine: TranslationEngine | undefined): TranslationEngine {
  if (!engine) throw new AppError('translation/not-configured');
  return engine;
}

/** "Traduzir" in a four-language field: the texts in the target language (the caller decides where they go). */
export async function translateTexts(
  engine: TranslationEngine | undefined,
  logger: Logger,
  request: TranslateRequest,
): Promise<TranslateResult> {
  const active = requireEngine(engine);
  if (request.source === request.target) return { texts: request.texts, engine: active.name };
  try {
    return { texts: await active.translate(request), engine: active.name };
  } catch (error) {
    logger.error({ err: error, engine: active.name }, 'translation failed');
    throw new AppError('translation/failed', { cause: error });
  }
}

/** One engine call: a record's fields of one format, into one language. */
interface Job {
  record: TextRecord;
  target: Language;
  fields: string[];
  format: 'text' | 'html';
}

function jobsOf(records: TextRecord[], request: TranslateGuideRequest): Job[] {
  const jobs: Job[] = [];
  for (const record of records) {
    for (const target of request.targets) {
      if (target === request.source) continue;
      // Only empty languages: a text someone wrote (or a machine wrote earlier) is never replaced here.
      const open = Object.entries(record.texts)
        .filter(([, text]) => isFilled(text[request.source]) && !isFilled(text[target]))
        .map(([field]) => field);
      const rich = open.filter((field) => RICH_FIELDS.has(field));
      const plain = open.filter((field) => !RICH_FIELDS.has(field));
      if (plain.length > 0) jobs.push({ record, target, fields: plain, format: 'text' });
      if (rich.length > 0) jobs.push({ record, target, fields: rich, format: 'html' });
    }
  }
  return jobs;
}

/**
 * "Translate the whole guide": fills every empty language of the guide's, its journeys' and its
 * points' texts from `source`, flags each filled text 'machine', and reports progress (NDJSON).
 * Each record is saved as soon as its translations arrive, so a failure keeps what was done.
 */
export async function* translateGuide(
  deps: { db: Db; logger: Logger; engine: TranslationEngine | undefined },
  guideId: string,
  request: TranslateGuideRequest,
): AsyncGenerator<TranslateGuideProgress> {
  const engine = requireEngine(deps.engine);
  const records = await loadGuideTexts(deps.db, guideId);
  if (!records) throw new AppError('guide/not-found');
  const jobs = jobsOf(records, request);
  let translated = 0;
  yield { progress: 0, status: 'progress', translated, message: `${jobs.length}` };
  for (const [index, job] of jobs.entries()) {
    try {
      const texts = await engine.translate({
        texts: job.fields.map((field) => job.record.texts[field]?.[request.source] ?? ''),
        source: request.source,
        target: job.target,
        format: job.format,
      });
      for (const [position, field] of job.fields.entries()) {
        job.record.texts[field] = { ...job.record.texts[field], [job.target]: texts[position] };
        const flag = flagFieldOf(field);
        job.record.flags[flag] = { ...job.record.flags[flag], [job.target]: 'machine' };
      }
      await saveTexts(deps.db, job.record);
      translated += job.fields.length;
    } catch (error) {
      deps.logger.error({ err: error, guideId, record: job.record.id }, 'guide translation failed');
      yield {
        progress: Math.floor((index / jobs.length) * 100),
        status: 'error',
        translated,
        message: 'translation/failed',
      };
      return;
    }
    yield { progress: Math.floor(((index + 1) / jobs.length) * 100), status: 'progress', translated };
  }
  yield { progress: 100, status: 'success', translated };
}
