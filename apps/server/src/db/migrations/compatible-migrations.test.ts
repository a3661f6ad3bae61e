import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Zero-downtime upgrades (docs/self-hosting.md, "Upgrades"): the previous release keeps serving
 * while the next one's migrations run, so a migration only adds. Dropping or renaming something,
 * or making a column mandatory without a default, breaks the running release: it is done in a
 * later release, once nothing reads it, and marked `-- contract: <why it is safe now>` in its SQL.
 * Checked from the first migration written after the rule (0036); earlier ones predate a release.
 */
const FIRST_CHECKED = 36;

const BREAKING: Array<[RegExp, string]> = [
  [/\bdrop\s+(table|column|view|type|function|trigger)\b/i, 'drops what the running release may read'],
  [/\brename\s+(column\s+|constraint\s+)?\w+\s+to\b|\brename\s+to\b/i, 'renames what the running release reads'],
  [
    /\balter\s+column\s+\w+\s+(set\s+not\s+null|type|set\s+data\s+type)\b/i,
    'changes a column the running release writes',
  ],
  [
    /\badd\s+column\s+(if\s+not\s+exists\s+)?\w+\s+[^,;']*\bnot\s+null\b(?![^,;']*\bdefault\b)/i,
    'adds a mandatory column without a default: the running release inserts without it',
  ],
];

/** What a migration's SQL does that the running release would not survive (statements marked `-- contract:` excepted). */
export function breakingChanges(sql: string): string[] {
  return sql
    .split(/;|\n\s*\n|',\s*\n/)
    .filter((statement) => !/--\s*contract:/i.test(statement))
    .flatMap((statement) => BREAKING.filter(([pattern]) => pattern.test(statement)).map(([, why]) => why));
}

describe('migrations stay compatible with the release before them', () => {
  it('flags what would break a running release, and lets additions through', () => {
    expect(breakingChanges('alter table points drop column old_name')).toHaveLength(1);
    expect(breakingChanges('alter table points rename column name to title')).toHaveLength(1);
    expect(breakingChanges('alter table guides rename to venues')).toHaveLength(1);
    expect(breakingChanges('alter table points alter column name set not null')).toHaveLength(1);
    expect(breakingChanges('alter table points add column stop_number text not null')).toHaveLength(1);
    expect(breakingChanges("alter table points add column stop_number text not null default ''")).toEqual([]);
    expect(breakingChanges('alter table media_files add column content_hash text')).toEqual([]);
    expect(breakingChanges('create index a on b (c)')).toEqual([]);
    expect(breakingChanges('alter table points drop column old_name -- contract: unread since 0.3')).toEqual([]);
  });

  it(`every migration from ${FIRST_CHECKED} on only adds`, () => {
    const folder = new URL('.', import.meta.url);
    const checked = readdirSync(folder).filter(
      (file) => /^\d{4}_.*\.ts$/.test(file) && !file.endsWith('.test.ts') && Number(file.slice(0, 4)) >= FIRST_CHECKED,
    );
    const problems = checked.flatMap((file) =>
      breakingChanges(readFileSync(new URL(file, folder), 'utf8')).map((why) => `${file}: ${why}`),
    );
    expect(problems).toEqual([]);
  });
});
