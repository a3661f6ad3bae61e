import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type LocalizedMedia,
  type Media,
  type Point,
} from '@percurso/shared';

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

export interface PointMediaKinds {
  audio: boolean;
  video: boolean;
  images: boolean;
  documents: boolean;
  questionnaire: boolean;
  signLanguage: boolean;
}

/** Which kinds of content a point carries (the icons on its card). */
export function pointMediaKinds(point: Point): PointMediaKinds {
  const has = (...types: Media['fileType'][]) => mediaOfType(point.medias, ...types).length > 0;
  return {
    audio: Object.values(point.audio).some((src) => Boolean(src)),
    video: has('video'),
    images: has('image'),
    documents: has('pdf', 'doc'),
    questionnaire: point.questionnaire?.enabled === true && point.questionnaire.questions.length > 0,
    signLanguage: Boolean(point.signLanguageVideo),
  };
}
