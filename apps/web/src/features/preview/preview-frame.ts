import type { Locale } from '@percurso/i18n';

/** What the panel's phone frame posts to the preview inside it to switch its language in place. */
export interface PreviewLanguageMessage {
  type: 'percurso-preview-language';
  locale: Locale;
}

/**
 * The visitor page of a guide's preview: its path (any name of the guide does), the draft to read
 * (`m.<guideId>` for its managers, `t.<token>` for a shareable link), the language, the point opened.
 */
export function previewPath(
  guideName: string,
  preview: `m.${string}` | `t.${string}`,
  locale?: Locale,
  pointId?: string,
): string {
  const query = new URLSearchParams({
    preview,
    ...(locale ? { lang: locale } : {}),
    ...(pointId ? { point: pointId } : {}),
  });
  return `/${encodeURIComponent(guideName)}?${query}`;
}
