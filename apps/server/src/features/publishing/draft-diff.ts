import { isDeepStrictEqual } from 'node:util';
import type {
  FieldChange,
  LocalizedText,
  PublishedRecordKind,
  RecordChange,
  TechnicalSheetRow,
} from '@percurso/shared';
import type { PublishedContent } from '../../db/database.ts';
import type { EngagementRules } from './publishing.repository.ts';

const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
/** Bookkeeping that changes on every save and means nothing to a visitor. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'version']);

interface Rec {
  id: string;
  name?: LocalizedText;
  title?: LocalizedText;
  [field: string]: unknown;
}

/**
 * A reward rule's copies of other records' names and its model spelled three ways: kept for the
 * original system, derived on every save (`journeyName` follows the journey), never a change.
 */
const rewardRule = ({
  guideName: _guide,
  journeyName: _journey,
  selectPointModel: _select,
  journeyModel: _journeyModel,
  pointId: _point,
  ...rule
}: EngagementRules['rewards'][number]) => rule;

/** The records of a published read and its engagement rules, per kind, keyed by id (the guide is one record). */
function recordsOf(
  content: PublishedContent | undefined,
  rules: EngagementRules | undefined,
): Map<PublishedRecordKind, Map<string, Rec>> {
  const byId = (records: readonly unknown[]) => new Map((records as Rec[]).map((record) => [record.id, record]));
  // A point's `signLanguageVideo` is the first of its `signLanguageVideos` (migration 0049): one change, named once.
  const points = (content?.points ?? []).map(({ signLanguageVideo: _first, technicalSheet, ...point }) =>
    technicalSheet?.length ? { ...point, technicalSheet: sheetAsText(technicalSheet) } : point,
  );
  return new Map<PublishedRecordKind, Map<string, Rec>>([
    ['guide', byId(content ? [content.bundle.guide] : [])],
    ['journey', byId(content?.bundle.journeys ?? [])],
    ['point', byId(points)],
    ['map', byId(content?.bundle.maps ?? [])],
    ['sponsor', byId(content?.bundle.sponsors ?? [])],
    ['socialNetwork', byId(content?.bundle.socialNetworks ?? [])],
    ['emblem', byId(rules?.emblems ?? [])],
    ['instantReward', byId((rules?.instantRewards ?? []).map(rewardRule))],
    ['reward', byId((rules?.rewards ?? []).map(rewardRule))],
  ]);
}

/**
 * A technical sheet as a manager reads it in the changes: per language, its rows as
 * "Label: value" lines, so a change shows per language like any translated text.
 */
export function sheetAsText(rows: readonly TechnicalSheetRow[]): Partial<LocalizedText> {
  const text: Partial<LocalizedText> = {};
  for (const language of LANGUAGES) {
    const lines = rows
      .filter((row) => row.label[language] || row.value[language])
      .map((row) => `${row.label[language] ?? '—'}: ${row.value[language] ?? '—'}`);
    if (lines.length > 0) text[language] = lines.join('\n');
  }
  return text;
}

const isLocalized = (value: unknown): value is Partial<LocalizedText> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

/** The fields of a record that differ; a translated text, per language. */
export function fieldChanges(before: Rec | undefined, after: Rec | undefined): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    if (IGNORED_FIELDS.has(field)) continue;
    const was = before?.[field];
    const is = after?.[field];
    if (isDeepStrictEqual(was, is)) continue;
    if ((was === undefined || isLocalized(was)) && (is === undefined || isLocalized(is)) && (was || is)) {
      for (const language of LANGUAGES) {
        const a = (was as Partial<LocalizedText> | undefined)?.[language] ?? '';
        const b = (is as Partial<LocalizedText> | undefined)?.[language] ?? '';
        if (a !== b) changes.push({ field, language, before: a, after: b });
      }
      continue;
    }
    changes.push({ field, before: was ?? null, after: is ?? null });
  }
  return changes;
}

const nameOf = (record: Rec): LocalizedText =>
  (record.name ?? record.title ?? { pt: record.id, en: '', es: '', fr: '' }) as LocalizedText;

/** One side of a diff: a visitor read of the guide and the engagement rules that go with it. */
export interface GuideSide {
  content: PublishedContent;
  rules: EngagementRules;
}

/**
 * What a visitor would see change going from `published` to `draft`: records added, removed
 * (deleted or switched off) and changed, with their changed fields. The content is a visitor read
 * (readGuide) on both sides, so panel-only bookkeeping never shows as a change; the engagement
 * rules (emblems, instant and prize-draw rewards) are compared as the guide document holds them,
 * a rule switched off being a changed `enabled`.
 */
export function diffContent(published: GuideSide | undefined, draft: GuideSide): RecordChange[] {
  const before = recordsOf(published?.content, published?.rules);
  const after = recordsOf(draft.content, draft.rules);
  const changes: RecordChange[] = [];
  for (const [kind, records] of after) {
    const old = before.get(kind) ?? new Map<string, Rec>();
    for (const [id, record] of records) {
      const was = old.get(id);
      const fields = was ? fieldChanges(was, record) : [];
      if (!was) changes.push({ kind, id, name: nameOf(record), change: 'added', fields: [] });
      else if (fields.length > 0) changes.push({ kind, id, name: nameOf(record), change: 'changed', fields });
    }
    for (const [id, record] of old)
      if (!records.has(id)) changes.push({ kind, id, name: nameOf(record), change: 'removed', fields: [] });
  }
  return changes;
}
