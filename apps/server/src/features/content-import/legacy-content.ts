import {
  DEFAULT_MAP_ICON_SIZE,
  type Guide,
  type GuideMap,
  type Journey,
  type LocalizedText,
  MEDIA_FILE_TYPES,
  type Media,
  type Point,
  type PointSection,
  type Questionnaire,
  type RoadMap,
  rvImages as rvImageList,
  rvInfoPoints,
  rvLinks,
  type SocialNetwork,
  type Sponsor,
} from '@percurso/shared';
import { DocReader, fileUrl, refId } from './legacy-export.ts';

/**
 * The original's content documents as ours (spec §3 field lists; decision 0024). Each mapper reads
 * through a DocReader, so the fields it does not read are reported as unmapped. Ids are kept.
 */
const HEX = /^#[0-9a-fA-F]{6}$/;
const hex = (value: string | undefined) => (value && HEX.test(value) ? value : undefined);
const now = () => new Date().toISOString();
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function mapGuide(id: string, doc: DocReader): { guide: Guide; maps: GuideMap[] } {
  const address = doc.obj('address');
  const latitude = doc.num('latitude');
  const longitude = doc.num('longitude');
  const created = doc.date('creationDate') ?? now();
  const toolTip = doc.obj('toolTipLink');
  const about = doc.obj('aboutGuide');
  const guide: Guide = {
    id,
    name: doc.text('name'),
    description: doc.text('description'),
    type: doc.str('type') === 'Privado' ? 'Privado' : 'Público',
    enabled: doc.bool('enable', false),
    image: doc.file('image'),
    bannerUrl: doc.file('bannerUrl'),
    frontImages: doc.list('frontImages').flatMap((item) => fileUrl(item) ?? []),
    barLogo: doc.file('barLogo'),
    toolBarLogo: doc.file('toolBarLogo'),
    favIcon: doc.file('favIcon'),
    theme: {
      toolBarColor: hex(doc.str('toolBarColor')),
      intPointBarColor: hex(doc.str('intPointBarColor')),
      buttonColor: hex(doc.str('buttonColor')),
    },
    address: address
      ? {
          zipCode: String(address.zipCode ?? ''),
          road: String(address.road ?? ''),
          number: String(address.number ?? ''),
          complement: typeof address.complement === 'string' ? address.complement : undefined,
          neighborhood: String(address.neighborhood ?? ''),
          city: String(address.city ?? ''),
          state: String(address.state ?? ''),
        }
      : undefined,
    location:
      latitude !== undefined && longitude !== undefined && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
        ? { latitude, longitude }
        : undefined,
    topics: doc.strings('topics'),
    introMessage: doc.text('introMessage'),
    introAudio: { pt: doc.file('introAudio'), en: doc.file('introAudioInEnglish') },
    signLanguageVideo: doc.file('audioSignVideo'),
    aboutGuide: about
      ? {
          image: fileUrl(about.image),
          images: Array.isArray(about.images) ? about.images.flatMap((item) => fileUrl(item) ?? []) : [],
          caption: textOf(about, 'caption'),
          description: textOf(about, 'description'),
          tagToFilter: typeof about.tagToFilter === 'string' ? about.tagToFilter : undefined,
        }
      : undefined,
    tutorialImage: doc.file('tutorialImage'),
    toolTipLink: toolTip ? { title: textOf(toolTip, 'title'), link: textOf(toolTip, 'link') } : undefined,
    hideTutorialName: doc.bool('hideTutorialName', false),
    visit3dUrl: urlOr(fileUrl(doc.obj('visit3d')?.iframeUrl)),
    gamification: doc.bool('gamification', false),
    helpRequestsEnabled: false,
    mainGuideLink: doc.str('mainGuideLink'),
    journeyOrder: doc.refs('journeyOrder'),
    sponsorIds: doc.refs('sponsors'),
    socialNetIds: doc.refs('socialNets'),
    roadMapId: doc.ref('roadMapId'),
    initialPointId: doc.ref('initialIntPoint'),
    createdAt: created,
    updatedAt: now(),
  };
  // Guide audio files per language (audioPtFile…) are the intro narration when no intro audio is set.
  const audio = doc.audio('audio');
  guide.introAudio = { ...audio, ...Object.fromEntries(Object.entries(guide.introAudio).filter(([, url]) => url)) };
  const maps = doc.list('maps').flatMap((item, position): GuideMap[] => {
    if (!isObject(item)) return [];
    const mapId = refId(item.id);
    if (!mapId) return [];
    const type = String(item.type ?? '').toLowerCase();
    return [
      {
        id: mapId,
        guideId: id,
        name: typeof item.name === 'string' ? { pt: item.name } : textOf(item, 'name'),
        type: type.startsWith('geo') || type === 'gmap' ? 'geographic' : 'floorPlan',
        fileUrl: fileUrl(item.fileUrl ?? item.image),
        position,
      },
    ];
  });
  doc.skip('gMapPoints', 'managers', 'audioIntroMessage');
  return { guide, maps };
}

export function mapJourney(id: string, doc: DocReader, guideId: string): Journey {
  const model = doc.obj('iaModel');
  const modelUrl = fileUrl(model?.urlModel);
  const metadataUrl = fileUrl(model?.urlMetaData);
  return {
    id,
    guideId,
    name: doc.text('name'),
    description: doc.text('description'),
    pointOrder: doc.refs('intListOrder'),
    enabled: doc.bool('enable', true),
    backgroundColor: hex(doc.str('backgroundColor')),
    iaModel: modelUrl && metadataUrl ? { modelUrl, metadataUrl } : undefined,
    createdAt: doc.date('creationDate') ?? now(),
  };
}

export function mapPoint(id: string, doc: DocReader, guideId: string, journeyIds: string[]): Point {
  const crd = doc.obj('crd');
  const latitude = Number(crd?.latitude);
  const longitude = Number(crd?.longitude);
  const hasCoordinates =
    crd !== undefined && Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90;
  const raVideos = doc.list('raVideos').flatMap((item) => fileUrl(item) ?? []);
  const raImages = doc.list('raImages').flatMap((item) => fileUrl(item) ?? []);
  const ra3DModels = doc.list('ra3DModels').flatMap((item) => fileUrl(item) ?? []);
  const rvImages = doc.list('rvImages').flatMap((item) => fileUrl(item) ?? []);
  const rotation = doc.num('image360rotation');
  doc.skip('multipleJourneys', 'icons', 'gMapPoint', 'rating', 'uncheckTutorial', 'locked');
  return {
    id,
    guideId,
    journeyIds,
    name: doc.text('name'),
    description: doc.text('description'),
    content: doc.text('content'),
    contentPreview: doc.text('contentPrev'),
    mapId: doc.ref('map'),
    mapIcon: doc.file('mapIcon'),
    mapIconSize: Math.round(doc.num('mapIconSize') ?? DEFAULT_MAP_ICON_SIZE) || DEFAULT_MAP_ICON_SIZE,
    x: doc.num('x'),
    y: doc.num('y'),
    frontImage: doc.file('frontImage'),
    medias: mediasOf(doc.list('medias')),
    sections: doc.list('intPointContent').flatMap((item): PointSection[] =>
      isObject(item)
        ? [
            {
              name: textOf(item, 'name'),
              description: textOf(item, 'description'),
              link: urlOr(typeof item.link === 'string' ? item.link : undefined),
              medias: mediasOf(Array.isArray(item.medias) ? item.medias : []),
              audio: isObject(item.audio) ? audioOf(item.audio) : undefined,
            },
          ]
        : [],
    ),
    audio: doc.audio('audio'),
    audioTranscript: {},
    // The spec's one sign-language video is in Libras.
    signLanguageVideos: signVideosOf(doc.file('audioSignVideo')),
    geolocation: doc.bool('geolocation', false) && hasCoordinates,
    coordinates: hasCoordinates ? { latitude, longitude } : undefined,
    objectDetection: doc.bool('objectDetection', false),
    objectLabel: doc.str('objectLabel'),
    journeyRequired: doc.bool('journeyRequired', false),
    qrRequired: doc.bool('qrRequired', false),
    qrNested: doc.bool('qrNested', false),
    qrValidation: doc.bool('qrValidation', false),
    opensByNumber: false,
    immersive: {
      raPriority: doc.bool('raPriority', false),
      raContent: doc.bool('raContent', false),
      ...(raVideos.length ? { raVideos } : {}),
      ...(raImages.length ? { raImages } : {}),
      ...(ra3DModels.length ? { ra3DModels } : {}),
      // The original's scene links and info markers are kept when they already have the tour's shape
      // (decision 0021); anything else is left for the scene editor.
      ...tourPart('rvPoints', rvInfoPoints.safeParse(doc.list('rvPoints'))),
      ...(rvImages.length ? { rvImages: rvImageList.parse(rvImages) } : {}),
      ...tourPart('rvImagesConnections', rvLinks.safeParse(doc.list('rvImagesConections'))),
      image360: doc.file('image360'),
      ...(rotation !== undefined ? { image360Rotation: rotation } : {}),
      video360: doc.file('video360'),
    },
    keywords: doc.strings('keywords'),
    tags: doc.strings('tags'),
    questionnaire: questionnaireOf(doc.obj('questionAndAnswer')),
    enabled: doc.bool('enable', true),
    createdAt: doc.date('creationDate') ?? now(),
  };
}

export function mapSponsor(id: string, doc: DocReader): Sponsor | undefined {
  const url = urlOr(doc.str('url'));
  const image = doc.file('image');
  if (!url || !image) return undefined;
  return {
    id,
    name: doc.str('name') ?? '',
    url,
    image,
    enabled: doc.bool('enable', true),
    createdAt: doc.date('creationDate') ?? now(),
  };
}

export function mapSocialNetwork(id: string, doc: DocReader): SocialNetwork | undefined {
  const sponsor = mapSponsor(id, doc);
  return sponsor && { ...sponsor, suffix: doc.str('suffix') };
}

export function mapRoadMap(id: string, doc: DocReader): RoadMap {
  return {
    id,
    name: doc.text('name'),
    description: doc.text('description'),
    bannerImage: doc.file('bannerImage'),
    logoImage: doc.file('logoImage'),
    guides: doc.refs('guides').map((guideId) => ({ id: guideId, name: {} })),
    vans: [],
    sponsorIds: doc.refs('sponsors'),
    socialNetIds: doc.refs('socialNets'),
    enabled: doc.bool('enable', false),
    createdAt: doc.date('creationDate') ?? now(),
  };
}

function textOf(source: Record<string, unknown>, field: string): LocalizedText {
  return new DocReader(source).text(field);
}

function audioOf(source: Record<string, unknown>): Point['audio'] {
  const value: Point['audio'] = {};
  for (const language of ['pt', 'en', 'es', 'fr'] as const) {
    const url = fileUrl(source[language]);
    if (url) value[language] = url;
  }
  return value;
}

function signVideosOf(url: string | undefined): Point['signLanguageVideos'] {
  return url ? [{ language: 'bzs', url }] : [];
}

function urlOr(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

function mediasOf(items: unknown[]): Media[] {
  return items.flatMap((item): Media[] => {
    if (!isObject(item)) return [];
    const url = fileUrl(item);
    const type = String(item.fileType ?? item.type ?? '');
    const fileType = (MEDIA_FILE_TYPES as readonly string[]).includes(type) ? (type as Media['fileType']) : undefined;
    if (!url || !fileType) return [];
    return [{ fileType, url, ...(typeof item.name === 'string' && item.name ? { name: { pt: item.name } } : {}) }];
  });
}

function questionnaireOf(source: Record<string, unknown> | undefined): Questionnaire | undefined {
  if (!source) return undefined;
  const questions = (Array.isArray(source.questions) ? source.questions : []).flatMap((item) => {
    if (!isObject(item)) return [];
    const options = (Array.isArray(item.options) ? item.options : []).flatMap((option) =>
      isObject(option) ? [{ content: textOf(option, 'content'), feedback: textOf(option, 'feedback') }] : [],
    );
    if (options.length < 2) return [];
    const correct = isObject(item.correctOption) ? Number(item.correctOption.index) : Number.NaN;
    return [
      {
        statement: textOf(item, 'statement'),
        options,
        ...(Number.isInteger(correct) && correct >= 0 && correct < options.length
          ? { correctOptionIndex: correct }
          : {}),
        ...(fileUrl(item.file) ? { file: fileUrl(item.file) } : {}),
      },
    ];
  });
  return {
    enabled: source.enable === true,
    type: source.type === 'Quiz' ? 'Quiz' : 'Enquete',
    open: source.open === true,
    content: textOf(source, 'content'),
    feedback: textOf(source, 'feedback'),
    questions,
  };
}

/** `{ [key]: the parsed list }` when the original's list parsed and is not empty, else nothing. */
function tourPart<K extends string, T>(key: K, parsed: { success: boolean; data?: T[] }) {
  return parsed.success && parsed.data?.length ? ({ [key]: parsed.data } as { [P in K]: T[] }) : {};
}
