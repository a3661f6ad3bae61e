import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type LocalizedMedia, type Media } from '@percurso/shared';

/** The file for the visitor's language, else Portuguese, else the first one present. */
export function mediaForLanguage(
  files: LocalizedMedia | undefined,
  language: Language,
): { src: string; language: Language } | null {
  if (!files) return null;
  for (const candidate of [language, DEFAULT_LANGUAGE, ...LANGUAGES]) {
    const src = files[candidate]?.trim();
    if (src) return { src, language: candidate };
  }
  return null;
}

export function mediaOfType(medias: readonly Media[], ...types: Media['fileType'][]): Media[] {
  return medias.filter((media) => types.includes(media.fileType));
}
