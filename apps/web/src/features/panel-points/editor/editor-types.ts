import type { PointDraft, RequiredField } from '../point-draft.ts';

/** What every block of the point editor receives. */
export interface EditorBlockProps {
  draft: PointDraft;
  /** Merges the changed fields into the draft. */
  update: (patch: Partial<PointDraft>) => void;
  /** Required fields the last save attempt found missing. */
  missing: ReadonlySet<RequiredField>;
}
