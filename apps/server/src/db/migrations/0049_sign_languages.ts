import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** A points list (JSON) with each point's one `signLanguageVideo` also as a Libras entry of `signLanguageVideos`. */
const upgradedPoints = (points: string) => `coalesce((
    select jsonb_agg(case
        when p ? 'signLanguageVideos' then p
        when coalesce(btrim(p->>'signLanguageVideo'), '') <> '' then p || jsonb_build_object('signLanguageVideos',
          jsonb_build_array(jsonb_build_object('language', 'bzs', 'url', p->>'signLanguageVideo')))
        else p || '{"signLanguageVideos": []}'::jsonb
      end order by ord)
    from jsonb_array_elements(${points}) with ordinality as e(p, ord)
  ), '[]'::jsonb)`;

/** Each point's one video as its Libras video, in the tables and in what was published (exported for its test). */
export const UPGRADE_STATEMENTS = [
  `update points set sign_language_videos = jsonb_build_array(jsonb_build_object('language', 'bzs', 'url', sign_language_video))
    where coalesce(btrim(sign_language_video), '') <> '' and sign_language_videos = '[]'::jsonb`,
  `update guide_publications set content = jsonb_set(content, '{points}', ${upgradedPoints("content->'points'")})
    where jsonb_typeof(content->'points') = 'array'`,
  `update guide_publications set document = jsonb_set(jsonb_set(document, '{points}', ${upgradedPoints("document->'points'")}), '{version}', '2'::jsonb)
    where jsonb_typeof(document->'points') = 'array' and document->>'version' = '1'`,
];

/**
 * Several sign languages (issue 30 item 3): a point's sign-language videos, one per sign language
 * (`sign_language_videos`, a JSON list of { language, url }, rules/content-format.ts), its one
 * video so far becoming its Libras entry; on a profile, the sign language of the format chosen
 * (`content_sign_language`). Published content and documents (migration 0043) get the list too,
 * their documents becoming version 2 (docs/guide-archive.md). `sign_language_video` stays, written
 * as the list's first video, for the release before this one (it reads and writes only that).
 */
const statements = [
  `alter table points add column sign_language_videos jsonb not null default '[]'::jsonb`,
  'alter table user_profiles add column content_sign_language text',
  ...UPGRADE_STATEMENTS,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}
