import type { ContentFormat, Language } from '@percurso/shared';
import { useEffect, useRef } from 'react';
import { showPoint } from '../progress/visit-events.ts';

/**
 * The point shown, for the panel's visit insights (issue 31): a view in the language and format it
 * opened in, and its closing when the view goes or shows another point. A format or language
 * changed while it is open is not a new view.
 */
export function useRecordPointView(
  pointId: string,
  journeyId: string | undefined,
  language: Language,
  format: ContentFormat,
): void {
  const opened = useRef({ language, format });
  opened.current = { language, format };
  useEffect(() => showPoint({ pointId, journeyId, ...opened.current }), [pointId, journeyId]);
}
