import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';
import type { GuideBundle } from '../schemas/api.ts';
import type { LocalizedMedia } from '../schemas/guide.ts';
import type { OfflineFileKind } from '../schemas/offline.ts';
import type { Point } from '../schemas/point.ts';

export interface OfflineMediaRef {
  url: string;
  kind: Exclude<OfflineFileKind, 'data' | 'app'>;
}

/** The file of a localized medium the visitor hears: their language, else Portuguese, else any. */
export function localizedMediaUrl(files: LocalizedMedia | undefined, language: Language): string | undefined {
  if (!files) return undefined;
  for (const candidate of [language, DEFAULT_LANGUAGE, ...LANGUAGES]) {
    const url = files[candidate]?.trim();
    if (url) return url;
  }
  return undefined;
}

/**
 * The media a visit of a guide shows, for an offline download: images, floor plans, documents
 * and narration in the visitor's language (one file per track, not all four), with the easy-read
 * narration and the audio-description track, and every sign-language video (issue 30 item 3: a
 * deaf visitor's chosen format works offline too). Other videos and 3D/360° material are left
 * out: they are large and play only online.
 * Each URL once, in the order the visit meets them.
 */
export function offlineMediaOf(bundle: GuideBundle, points: readonly Point[], language: Language): OfflineMediaRef[] {
  const found = new Map<string, OfflineMediaRef['kind']>();
  const add = (url: string | undefined, kind: OfflineMediaRef['kind']) => {
    const trimmed = url?.trim();
    if (trimmed && !found.has(trimmed)) found.set(trimmed, kind);
  };
  const { guide } = bundle;
  for (const url of [guide.image, guide.bannerUrl, ...guide.frontImages, guide.barLogo, guide.toolBarLogo]) {
    add(url, 'image');
  }
  add(guide.favIcon, 'image');
  add(guide.tutorialImage, 'image');
  add(guide.aboutGuide?.image, 'image');
  for (const url of guide.aboutGuide?.images ?? []) add(url, 'image');
  add(localizedMediaUrl(guide.introAudio, language), 'audio');
  for (const map of bundle.maps) add(map.fileUrl, 'map');
  for (const sponsor of bundle.sponsors) add(sponsor.image, 'image');
  for (const network of bundle.socialNetworks) add(network.image, 'image');
  for (const point of points) {
    add(point.frontImage, 'image');
    add(point.mapIcon, 'image');
    add(localizedMediaUrl(point.audio, language), 'audio');
    // The formats a visitor may have chosen (issue 30 item 3): easy-read narration, audio description.
    add(localizedMediaUrl(point.easyReadAudio, language), 'audio');
    add(localizedMediaUrl(point.audioDescription, language), 'audio');
    for (const video of point.signLanguageVideos) add(video.url, 'video');
    const sections = [point, ...point.sections];
    for (const section of sections) {
      for (const media of section.medias) {
        if (media.fileType === 'image') add(media.url, 'image');
        else if (media.fileType === 'audio') add(media.url, 'audio');
        else if (media.fileType === 'pdf' || media.fileType === 'doc') add(media.url, 'document');
        else add(media.posterUrl, 'image');
      }
    }
    for (const section of point.sections) add(localizedMediaUrl(section.audio, language), 'audio');
    for (const question of point.questionnaire?.questions ?? []) add(question.file, 'image');
  }
  return [...found].map(([url, kind]) => ({ url, kind }));
}

/** A media-library image (`…/library/{id}/original.jpg`, `w1600.webp`, `w800.webp`) and its copy. */
const LIBRARY_IMAGE = /^(.*\/library\/[0-9a-f-]{36}\/)(original\.(?:jpe?g|png|webp|gif|avif)|w1600\.webp|w800\.webp)$/i;

/**
 * The smaller copy (400 px wide WebP) the media library made of an uploaded image, for low-data
 * mode; other URLs (demo media, external links) as they are. An original narrower than 400 px
 * has no such copy: callers fall back to the URL given.
 */
export function smallImageUrl(url: string): string {
  const match = LIBRARY_IMAGE.exec(url);
  return match ? `${match[1]}w400.webp` : url;
}
