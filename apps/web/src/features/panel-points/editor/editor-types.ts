import type { TFunction } from 'i18next';
import { messageKeyOf } from '../../../api/error-messages.ts';
import { fieldFlagProps } from '../../panel/common/index.ts';
import type { DraftError, PointDraft } from '../point-draft.ts';

/** What every block of the point editor receives. */
export interface EditorBlockProps {
  draft: PointDraft;
  /** Merges the changed fields into the draft. */
  update: (patch: Partial<PointDraft>) => void;
  /** What the last save attempt found wrong (shown next to the fields). */
  errors: readonly DraftError[];
}

/** The message of the first error on `field` or inside it, in the user's language. */
export function fieldError(errors: readonly DraftError[], field: string, t: TFunction): string | undefined {
  const error = errors.find((candidate) => candidate.field === field || candidate.field.startsWith(`${field}.`));
  return error ? t(messageKeyOf(error.code)) : undefined;
}

/** The four-language field props that keep a field's translation flags in the draft (issue 16). */
export function flagProps(draft: PointDraft, update: EditorBlockProps['update'], field: string) {
  return fieldFlagProps(
    () => draft.translationFlags,
    field,
    (translationFlags) => update({ translationFlags }),
  );
}
