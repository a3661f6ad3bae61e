import { Stack, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorBlockProps } from './editor-types.ts';

/** Tags (visitors filter by them) and keywords (search), as chips. */
export function TagsBlock({ draft, update, knownTags }: EditorBlockProps & { knownTags: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TagsInput
        label={t('panel.points.field.tags')}
        description={t('panel.points.field.tags_hint')}
        data={[...knownTags]}
        value={draft.tags}
        onChange={(tags) => update({ tags: clean(tags) })}
        clearable
        data-testid="point-tags"
      />
      <TagsInput
        label={t('panel.points.field.keywords')}
        description={t('panel.points.field.keywords_hint')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords: clean(keywords) })}
        clearable
        data-testid="point-keywords"
      />
    </Stack>
  );
}

/** Trimmed, non-empty and once each. */
function clean(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}
