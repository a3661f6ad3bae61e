import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocalizedTextField } from '../../panel/common/index.ts';
import { type EditorBlockProps, fieldError, flagProps } from './editor-types.ts';

/** Name, description, preview and content, each in the four languages (tabs). */
export function TextsBlock({ draft, update, errors }: EditorBlockProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <LocalizedTextField
        label={t('panel.points.field.name')}
        value={draft.name}
        onChange={(name) => update({ name })}
        {...flagProps(draft, update, 'name')}
        required={['pt']}
        errors={{ pt: fieldError(errors, 'name', t) }}
        testId="point-name"
      />
      <LocalizedTextField
        label={t('panel.points.field.description')}
        kind="multiline"
        value={draft.description}
        onChange={(description) => update({ description })}
        {...flagProps(draft, update, 'description')}
        required={['pt']}
        errors={{ pt: fieldError(errors, 'description', t) }}
        testId="point-description"
      />
      <LocalizedTextField
        label={t('panel.points.field.content_preview')}
        description={t('panel.points.field.content_preview_hint')}
        kind="multiline"
        value={draft.contentPreview}
        onChange={(contentPreview) => update({ contentPreview })}
        {...flagProps(draft, update, 'contentPreview')}
        testId="point-preview"
      />
      <LocalizedTextField
        label={t('panel.points.field.content')}
        kind="rich"
        value={draft.content}
        onChange={(content) => update({ content })}
        {...flagProps(draft, update, 'content')}
        testId="point-content"
      />
    </Stack>
  );
}
