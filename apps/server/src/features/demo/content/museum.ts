import type { Guide, GuideMap, Journey } from '@percurso/shared';
import type { DemoVenue } from '../demo-content.types.ts';
import { DEMO_IDS, museumPointId } from './ids.ts';
import { buildCoffeePoints } from './museum-coffee-points.ts';
import { buildHousePoints, MUSEUM_LEAFLET_URL } from './museum-house-points.ts';
import { buildSugarPoints } from './museum-sugar-points.ts';
import { buildNarration, DEMO_CREATED_AT, demoMediaUrl, sameInEveryLanguage, type Translations } from './text.ts';

export const MUSEUM_NAME: Translations = {
  pt: 'Museu do Açúcar e do Café',
  en: 'Sugar and Coffee Museum',
  es: 'Museo del Azúcar y del Café',
  fr: 'Musée du Sucre et du Café',
};

/** A farm museum visited indoors: one floor plan, two journeys, eleven exhibits. */
export function buildMuseumVenue(): DemoVenue {
  return {
    guide: buildMuseumGuide(),
    maps: [buildFloorPlan()],
    journeys: buildMuseumJourneys(),
    points: [...buildSugarPoints(), ...buildCoffeePoints(), ...buildHousePoints()],
  };
}

function buildMuseumGuide(): Guide {
  return {
    id: DEMO_IDS.museum,
    name: MUSEUM_NAME,
    description: {
      pt: 'Numa antiga fazenda mineira, o museu conta a história do engenho de açúcar e da cultura do café, da moenda à xícara, e das pessoas que fizeram essa história.',
      en: 'On an old farm in Minas Gerais, the museum tells the story of the sugar mill and of coffee growing, from the mill to the cup, and of the people who made that history.',
      es: 'En una antigua hacienda de Minas Gerais, el museo cuenta la historia del ingenio de azúcar y del cultivo del café, del molino a la taza, y de las personas que hicieron esa historia.',
      fr: 'Dans une ancienne fazenda du Minas Gerais, le musée raconte l’histoire de la sucrerie et de la culture du café, du moulin à la tasse, et des femmes et des hommes qui ont fait cette histoire.',
    },
    type: 'Público',
    enabled: true,
    image: demoMediaUrl('museum/cover.svg'),
    bannerUrl: demoMediaUrl('museum/banner.svg'),
    frontImages: [
      demoMediaUrl('museum/cover.svg'),
      demoMediaUrl('museum/moenda.svg'),
      demoMediaUrl('museum/torrador.svg'),
    ],
    barLogo: demoMediaUrl('museum/logo.svg'),
    toolBarLogo: demoMediaUrl('museum/logo.svg'),
    favIcon: demoMediaUrl('museum/logo.svg'),
    theme: { toolBarColor: '#5A341C', intPointBarColor: '#8E4F27', buttonColor: '#A8432F' },
    address: {
      zipCode: '35420-000',
      road: 'Estrada da Fazenda Boa Vista',
      number: 'km 4',
      complement: 'Fazenda Boa Vista',
      neighborhood: 'Zona Rural',
      city: 'Mariana',
      state: 'MG',
    },
    location: { latitude: -20.341, longitude: -43.365 },
    topics: ['história', 'gastronomia'],
    introMessage: {
      pt: 'Bem-vindo ao Museu do Açúcar e do Café! Escolha uma jornada, siga a planta do museu e toque em cada ponto para conhecer a história das peças.',
      en: 'Welcome to the Sugar and Coffee Museum! Choose a journey, follow the floor plan and tap each point to discover the story of the exhibits.',
      es: '¡Bienvenido al Museo del Azúcar y del Café! Elija un recorrido, siga el plano del museo y toque cada punto para conocer la historia de las piezas.',
      fr: 'Bienvenue au Musée du Sucre et du Café ! Choisissez un parcours, suivez le plan du musée et touchez chaque point pour découvrir l’histoire des objets.',
    },
    introAudio: buildNarration('museum', 'intro'),
    signLanguageVideo: demoMediaUrl('museum/video/libras-intro.mp4'),
    aboutGuide: {
      image: demoMediaUrl('museum/cover.svg'),
      images: [
        demoMediaUrl('museum/moenda.svg'),
        demoMediaUrl('museum/torrador.svg'),
        demoMediaUrl('museum/porcelana.svg'),
      ],
      caption: {
        pt: 'A casa-grande e o engenho da Fazenda Boa Vista, em Mariana (MG).',
        en: 'The big house and the sugar mill of Fazenda Boa Vista, in Mariana, Minas Gerais.',
        es: 'La casa grande y el ingenio de la Hacienda Boa Vista, en Mariana (Minas Gerais).',
        fr: 'La maison de maître et la sucrerie de la Fazenda Boa Vista, à Mariana (Minas Gerais).',
      },
      description: {
        pt: 'O museu ocupa a casa-grande e o engenho da Fazenda Boa Vista, construídos no início do século XIX. O acervo reúne mais de 300 objetos ligados ao açúcar, ao café e à vida na fazenda. Use o filtro para ver só as peças do engenho.',
        en: 'The museum occupies the big house and the sugar mill of Fazenda Boa Vista, built in the early 19th century. Its collection brings together more than 300 objects linked to sugar, coffee and life on the farm. Use the filter to see only the sugar mill exhibits.',
        es: 'El museo ocupa la casa grande y el ingenio de la Hacienda Boa Vista, construidos a principios del siglo XIX. La colección reúne más de 300 objetos relacionados con el azúcar, el café y la vida en la hacienda. Use el filtro para ver solo las piezas del ingenio.',
        fr: 'Le musée occupe la maison de maître et la sucrerie de la Fazenda Boa Vista, construites au début du XIXe siècle. Ses collections réunissent plus de 300 objets liés au sucre, au café et à la vie à la fazenda. Utilisez le filtre pour ne voir que les objets de la sucrerie.',
      },
      tagToFilter: 'engenho',
    },
    tutorialImage: demoMediaUrl('museum/floor-plan.svg'),
    toolTipLink: {
      title: {
        pt: 'Baixe o folheto do museu',
        en: 'Download the museum leaflet',
        es: 'Descargue el folleto del museo',
        fr: 'Téléchargez le dépliant du musée',
      },
      link: sameInEveryLanguage(MUSEUM_LEAFLET_URL),
    },
    hideTutorialName: false,
    gamification: true,
    helpRequestsEnabled: false,
    initialPointId: museumPointId('moenda'),
    journeyOrder: [DEMO_IDS.engenhoXicara, DEMO_IDS.casaGrande],
    sponsorIds: [DEMO_IDS.sponsorCooperative, DEMO_IDS.sponsorHeritageFriends],
    socialNetIds: [DEMO_IDS.instagram, DEMO_IDS.facebook, DEMO_IDS.youtube],
    roadMapId: DEMO_IDS.roadMap,
    createdAt: DEMO_CREATED_AT,
    updatedAt: DEMO_CREATED_AT,
  };
}

function buildFloorPlan(): GuideMap {
  return {
    id: DEMO_IDS.museumMap,
    guideId: DEMO_IDS.museum,
    name: { pt: 'Planta do museu', en: 'Museum floor plan', es: 'Plano del museo', fr: 'Plan du musée' },
    type: 'floorPlan',
    fileUrl: demoMediaUrl('museum/floor-plan.svg'),
    width: 1600,
    height: 1000,
    position: 0,
  };
}

function buildMuseumJourneys(): Journey[] {
  return [
    {
      id: DEMO_IDS.engenhoXicara,
      guideId: DEMO_IDS.museum,
      name: {
        pt: 'Do Engenho à Xícara',
        en: 'From Mill to Cup',
        es: 'Del Ingenio a la Taza',
        fr: 'Du moulin à la tasse',
      },
      description: {
        pt: 'Siga o caminho da cana e do café: da moenda à casa de purgar, da torra à xícara servida na sala de visitas.',
        en: 'Follow the path of cane and coffee: from the mill to the purging house, from the roaster to the cup served in the drawing room.',
        es: 'Siga el camino de la caña y del café: del molino a la casa de purga, del tostador a la taza servida en el salón.',
        fr: 'Suivez le chemin de la canne et du café : du moulin à la maison de purge, de la torréfaction à la tasse servie au salon.',
      },
      pointOrder: [
        'moenda',
        'tacho',
        'formas',
        'casa-de-purgar',
        'balanca',
        'sacas',
        'torrador',
        'moedor',
        'porcelana',
      ].map(museumPointId),
      enabled: true,
      backgroundColor: '#EBD9BF',
      createdAt: DEMO_CREATED_AT,
    },
    {
      id: DEMO_IDS.casaGrande,
      guideId: DEMO_IDS.museum,
      name: { pt: 'A Casa-Grande', en: 'The Big House', es: 'La Casa Grande', fr: 'La Maison de maître' },
      description: {
        pt: 'Entre na casa da família que viveu na fazenda: a fé, os negócios e a hospitalidade em torno de uma xícara de café.',
        en: 'Step into the home of the family who lived on the farm: faith, business and hospitality around a cup of coffee.',
        es: 'Entre en la casa de la familia que vivió en la hacienda: la fe, los negocios y la hospitalidad en torno a una taza de café.',
        fr: 'Entrez dans la demeure de la famille qui vivait à la fazenda : la foi, les affaires et l’hospitalité autour d’une tasse de café.',
      },
      pointOrder: ['oratorio', 'mapa-rotas', 'balanca', 'porcelana'].map(museumPointId),
      enabled: true,
      // Camera recognition: a Teachable Machine image model (made by apps/web/scripts/make-demo-model.ts).
      iaModel: {
        modelUrl: demoMediaUrl('museum/recognition/model.json'),
        metadataUrl: demoMediaUrl('museum/recognition/metadata.json'),
      },
      backgroundColor: '#F3E6D3',
      createdAt: DEMO_CREATED_AT,
    },
  ];
}
