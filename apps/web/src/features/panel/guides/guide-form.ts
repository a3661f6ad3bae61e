import type { Guide, GuideInput, GuideUpdate, LocalizedText, TranslationFlags } from '@percurso/shared';

/** The guide editor's values: the input shape with form-friendly empties ('' for none). */
export interface GuideFormValues {
  name: LocalizedText;
  type: string;
  description: LocalizedText;
  latitude: number | string;
  longitude: number | string;
  address: {
    zipCode: string;
    road: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
  image: string;
  bannerUrl: string;
  frontImages: string[];
  barLogo: string;
  toolBarLogo: string;
  favIcon: string;
  tutorialImage: string;
  signLanguageVideo: string;
  theme: { toolBarColor: string; intPointBarColor: string; buttonColor: string };
  topics: string[];
  introMessage: LocalizedText;
  introAudio: { pt: string; en: string; es: string; fr: string };
  /** Who wrote each translated text (issue 16), by field: 'name', 'aboutGuide.caption', … */
  translationFlags: TranslationFlags;
  toolTipLink: { title: LocalizedText; link: LocalizedText };
  /** The "about the guide" dialog: picture, gallery, caption, text and the tag its button filters by. */
  aboutGuide: {
    image: string;
    images: string[];
    caption: LocalizedText;
    description: LocalizedText;
    tagToFilter: string;
  };
  hideTutorialName: boolean;
  gamification: boolean;
  helpRequestsEnabled: boolean;
  visit3dUrl: string;
  mainGuideLink: string;
  initialPointId: string;
  journeyOrder: string[];
  sponsorIds: string[];
  socialNetIds: string[];
  enabled: boolean;
}

export const emptyGuideForm: GuideFormValues = {
  name: {},
  type: 'Público',
  description: {},
  latitude: '',
  longitude: '',
  address: { zipCode: '', road: '', number: '', complement: '', neighborhood: '', city: '', state: '' },
  image: '',
  bannerUrl: '',
  frontImages: [],
  barLogo: '',
  toolBarLogo: '',
  favIcon: '',
  tutorialImage: '',
  signLanguageVideo: '',
  theme: { toolBarColor: '', intPointBarColor: '', buttonColor: '' },
  topics: [],
  introMessage: {},
  introAudio: { pt: '', en: '', es: '', fr: '' },
  translationFlags: {},
  toolTipLink: { title: {}, link: {} },
  aboutGuide: { image: '', images: [], caption: {}, description: {}, tagToFilter: '' },
  hideTutorialName: false,
  gamification: false,
  helpRequestsEnabled: false,
  visit3dUrl: '',
  mainGuideLink: '',
  initialPointId: '',
  journeyOrder: [],
  sponsorIds: [],
  socialNetIds: [],
  // Spec §4: guides start disabled.
  enabled: false,
};

/** A saved guide in the editor. */
export function toGuideForm(guide: Guide): GuideFormValues {
  const address = guide.address;
  return {
    ...emptyGuideForm,
    name: guide.name,
    type: guide.type,
    description: guide.description,
    latitude: guide.location?.latitude ?? '',
    longitude: guide.location?.longitude ?? '',
    address: {
      zipCode: address?.zipCode ?? '',
      road: address?.road ?? '',
      number: address?.number ?? '',
      complement: address?.complement ?? '',
      neighborhood: address?.neighborhood ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
    },
    image: guide.image ?? '',
    bannerUrl: guide.bannerUrl ?? '',
    frontImages: guide.frontImages,
    barLogo: guide.barLogo ?? '',
    toolBarLogo: guide.toolBarLogo ?? '',
    favIcon: guide.favIcon ?? '',
    tutorialImage: guide.tutorialImage ?? '',
    signLanguageVideo: guide.signLanguageVideo ?? '',
    theme: {
      toolBarColor: guide.theme.toolBarColor ?? '',
      intPointBarColor: guide.theme.intPointBarColor ?? '',
      buttonColor: guide.theme.buttonColor ?? '',
    },
    topics: guide.topics,
    introMessage: guide.introMessage,
    introAudio: {
      pt: guide.introAudio.pt ?? '',
      en: guide.introAudio.en ?? '',
      es: guide.introAudio.es ?? '',
      fr: guide.introAudio.fr ?? '',
    },
    translationFlags: guide.translationFlags ?? {},
    toolTipLink: guide.toolTipLink ?? { title: {}, link: {} },
    aboutGuide: {
      image: guide.aboutGuide?.image ?? '',
      images: guide.aboutGuide?.images ?? [],
      caption: guide.aboutGuide?.caption ?? {},
      description: guide.aboutGuide?.description ?? {},
      tagToFilter: guide.aboutGuide?.tagToFilter ?? '',
    },
    hideTutorialName: guide.hideTutorialName,
    gamification: guide.gamification,
    helpRequestsEnabled: guide.helpRequestsEnabled,
    visit3dUrl: guide.visit3dUrl ?? '',
    mainGuideLink: guide.mainGuideLink ?? '',
    initialPointId: guide.initialPointId ?? '',
    journeyOrder: guide.journeyOrder,
    sponsorIds: guide.sponsorIds,
    socialNetIds: guide.socialNetIds,
    enabled: guide.enabled,
  };
}

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** LocalizedText without empty languages. */
function localized(value: LocalizedText): LocalizedText {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}
const hasText = (value: LocalizedText) => Object.keys(localized(value)).length > 0;

function toAboutGuide(about: GuideFormValues['aboutGuide']) {
  const images = about.images.filter((url) => url.trim() !== '');
  const filled =
    about.image !== '' ||
    images.length > 0 ||
    hasText(about.caption) ||
    hasText(about.description) ||
    about.tagToFilter.trim() !== '';
  if (!filled) return undefined;
  return {
    image: text(about.image),
    images,
    caption: localized(about.caption),
    description: localized(about.description),
    tagToFilter: text(about.tagToFilter),
  };
}

/** What POST /api/panel/guides takes; empties left out so the schema names what is missing. */
export function toGuideInput(values: GuideFormValues): GuideInput {
  const a = values.address;
  const theme = Object.fromEntries(Object.entries(values.theme).filter(([, v]) => v !== ''));
  const input = {
    name: localized(values.name),
    type: values.type || undefined,
    description: localized(values.description),
    // As typed ('-20.38500', '-20,385'): the shared schema reads them, and names a bad one.
    latitude: values.latitude,
    longitude: values.longitude,
    address: {
      zipCode: a.zipCode.trim(),
      road: a.road.trim(),
      number: a.number.trim(),
      complement: text(a.complement),
      neighborhood: a.neighborhood.trim(),
      city: a.city.trim(),
      state: a.state.trim(),
    },
    image: text(values.image),
    bannerUrl: text(values.bannerUrl),
    frontImages: values.frontImages.filter((url) => url.trim() !== ''),
    barLogo: text(values.barLogo),
    toolBarLogo: text(values.toolBarLogo),
    favIcon: text(values.favIcon),
    tutorialImage: text(values.tutorialImage),
    signLanguageVideo: text(values.signLanguageVideo),
    theme,
    topics: values.topics,
    introMessage: localized(values.introMessage),
    introAudio: Object.fromEntries(Object.entries(values.introAudio).filter(([, v]) => v.trim() !== '')),
    translationFlags: values.translationFlags,
    toolTipLink:
      hasText(values.toolTipLink.title) || hasText(values.toolTipLink.link)
        ? { title: localized(values.toolTipLink.title), link: localized(values.toolTipLink.link) }
        : undefined,
    aboutGuide: toAboutGuide(values.aboutGuide),
    hideTutorialName: values.hideTutorialName,
    gamification: values.gamification,
    helpRequestsEnabled: values.helpRequestsEnabled,
    visit3dUrl: text(values.visit3dUrl),
    mainGuideLink: text(values.mainGuideLink),
    initialPointId: text(values.initialPointId),
    journeyOrder: values.journeyOrder,
    sponsorIds: values.sponsorIds,
    socialNetIds: values.socialNetIds,
  };
  return input as GuideInput;
}

/**
 * What PATCH takes: the create fields, cleared optional fields as null, and the switch. The editor
 * sends only those that differ from what it read (changedFields), so a save never writes back a
 * field it did not change.
 */
export function toGuideUpdate(values: GuideFormValues): GuideUpdate {
  const input: Record<string, unknown> = { ...toGuideInput(values), enabled: values.enabled };
  const clearable = [
    'image',
    'bannerUrl',
    'barLogo',
    'toolBarLogo',
    'favIcon',
    'tutorialImage',
    'signLanguageVideo',
    'toolTipLink',
    'aboutGuide',
    'visit3dUrl',
    'mainGuideLink',
    'initialPointId',
  ];
  for (const key of clearable) if (input[key] === undefined) input[key] = null;
  return input as GuideUpdate;
}
