import type { MediaKind } from '@percurso/shared';
import { createContext, useContext } from 'react';
import { MediaField } from '../../media-library/index.ts';

/** The guide whose media library the editor's files go to (the point's guide). */
export const PointGuideContext = createContext('');

interface PointMediaFieldProps {
  label: string;
  kind: MediaKind;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  description?: string;
  testId?: string;
}

/** One file of the point: uploaded with progress to, or picked from, its guide's media library. */
export function PointMediaField({ label, kind, value, onChange, description, testId }: PointMediaFieldProps) {
  const guideId = useContext(PointGuideContext);
  return (
    <MediaField
      guideId={guideId}
      kinds={[kind]}
      label={label}
      description={description}
      value={value ?? null}
      onChange={(url) => onChange(url ?? undefined)}
      data-testid={testId}
    />
  );
}
