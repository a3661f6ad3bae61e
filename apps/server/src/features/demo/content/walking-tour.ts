import type { Guide, GuideMap, Journey } from '@percurso/shared';
import type { DemoVenue } from '../demo-content.types.ts';
import { DEMO_IDS, tourPointId } from './ids.ts';
import { buildNarration, DEMO_CREATED_AT, demoMediaUrl, type Translations } from './text.ts';
import { buildTourPoints, TOUR_STEMS } from './walking-tour-points.ts';

export const TOUR_NAME: Translations = {
  pt: 'Caminhos do Centro Histórico',
  en: 'Historic Centre Trails',
  es: 'Caminos del Centro Histórico',
  fr: 'Chemins du centre historique',
};

/** A fictional walking tour of Ouro Preto: one street map, points unlocked by GPS. */
export function buildWalkingTourVenue(): DemoVenue {
  return {
    guide: buildTourGuide(),
    maps: [buildStreetMap()],
    journeys: buildTourJourneys(),
    points: buildTourPoints(),
  };
}

function buildTourGuide(): Guide {
  return {
    id: DEMO_IDS.tour,
    name: TOUR_NAME,
    description: {
      pt: 'Um passeio a pé pelas ladeiras de Ouro Preto, Patrimônio Mundial da UNESCO: praças, igrejas barrocas e os lugares da Inconfidência Mineira.',
      en: 'A walk through the steep streets of Ouro Preto, a UNESCO World Heritage Site: squares, baroque churches and the places of the Inconfidência Mineira.',
      es: 'Un paseo a pie por las cuestas de Ouro Preto, Patrimonio Mundial de la UNESCO: plazas, iglesias barrocas y los lugares de la Inconfidência Mineira.',
      fr: 'Une promenade à pied dans les rues pentues d’Ouro Preto, inscrite au patrimoine mondial de l’UNESCO : places, églises baroques et lieux de l’Inconfidência Mineira.',
    },
    type: 'Público',
    enabled: true,
    image: demoMediaUrl('tour/cover.svg'),
    bannerUrl: demoMediaUrl('tour/banner.svg'),
    frontImages: [
      demoMediaUrl('tour/cover.svg'),
      demoMediaUrl('tour/praca.svg'),
      demoMediaUrl('tour/igreja-sao-francisco.svg'),
    ],
    barLogo: demoMediaUrl('tour/logo.svg'),
    toolBarLogo: demoMediaUrl('tour/logo.svg'),
    favIcon: demoMediaUrl('tour/logo.svg'),
    theme: { toolBarColor: '#145A60', intPointBarColor: '#1F7A80', buttonColor: '#9B4F36' },
    address: {
      zipCode: '35400-000',
      road: 'Praça Tiradentes',
      number: 's/n',
      neighborhood: 'Centro',
      city: 'Ouro Preto',
      state: 'MG',
    },
    location: { latitude: -20.3856, longitude: -43.5035 },
    topics: ['história', 'arquitetura', 'arte sacra'],
    introMessage: {
      pt: 'Bem-vindo a Ouro Preto! Ative a localização e caminhe: cada parada se desbloqueia quando você chega até ela. Use calçados confortáveis, pois as ladeiras são íngremes.',
      en: 'Welcome to Ouro Preto! Turn on location and start walking: each stop unlocks when you get there. Wear comfortable shoes, as the streets are steep.',
      es: '¡Bienvenido a Ouro Preto! Active la ubicación y camine: cada parada se desbloquea cuando usted llega a ella. Use calzado cómodo, porque las cuestas son empinadas.',
      fr: 'Bienvenue à Ouro Preto ! Activez la localisation et marchez : chaque étape se débloque lorsque vous y arrivez. Portez des chaussures confortables, car les rues sont raides.',
    },
    introAudio: buildNarration('tour', 'intro'),
    aboutGuide: {
      image: demoMediaUrl('tour/cover.svg'),
      images: [
        demoMediaUrl('tour/praca.svg'),
        demoMediaUrl('tour/igreja-sao-francisco.svg'),
        demoMediaUrl('tour/igreja-pilar.svg'),
      ],
      caption: {
        pt: 'O centro histórico de Ouro Preto (MG).',
        en: 'The historic centre of Ouro Preto, Minas Gerais.',
        es: 'El centro histórico de Ouro Preto (Minas Gerais).',
        fr: 'Le centre historique d’Ouro Preto (Minas Gerais).',
      },
      description: {
        pt: 'Antiga Vila Rica, capital de Minas Gerais no auge do ciclo do ouro, Ouro Preto guarda um dos conjuntos barrocos mais completos do mundo. O passeio tem cerca de 1,5 km, com subidas e descidas fortes. Use o filtro para ver só as igrejas barrocas.',
        en: 'Once called Vila Rica, the capital of Minas Gerais at the height of the gold cycle, Ouro Preto preserves one of the most complete baroque ensembles in the world. The walk is about 1.5 km long, with steep climbs and descents. Use the filter to see only the baroque churches.',
        es: 'Antigua Vila Rica, capital de Minas Gerais en el apogeo del ciclo del oro, Ouro Preto conserva uno de los conjuntos barrocos más completos del mundo. El paseo tiene unos 1,5 km, con subidas y bajadas pronunciadas. Use el filtro para ver solo las iglesias barrocas.',
        fr: 'Ancienne Vila Rica, capitale du Minas Gerais à l’apogée du cycle de l’or, Ouro Preto conserve l’un des ensembles baroques les plus complets au monde. La promenade fait environ 1,5 km, avec de fortes montées et descentes. Utilisez le filtre pour ne voir que les églises baroques.',
      },
      tagToFilter: 'barroco',
    },
    tutorialImage: demoMediaUrl('tour/cover.svg'),
    hideTutorialName: false,
    gamification: true,
    helpRequestsEnabled: false,
    initialPointId: tourPointId('praca'),
    journeyOrder: [DEMO_IDS.tourFullWalk, DEMO_IDS.tourChurches],
    sponsorIds: [DEMO_IDS.sponsorHeritageFriends],
    socialNetIds: [DEMO_IDS.instagram, DEMO_IDS.youtube],
    roadMapId: DEMO_IDS.roadMap,
    createdAt: DEMO_CREATED_AT,
    updatedAt: DEMO_CREATED_AT,
  };
}

function buildStreetMap(): GuideMap {
  return {
    id: DEMO_IDS.tourMap,
    guideId: DEMO_IDS.tour,
    name: {
      pt: 'Mapa do centro histórico',
      en: 'Historic centre map',
      es: 'Mapa del centro histórico',
      fr: 'Carte du centre historique',
    },
    type: 'geographic',
    center: { latitude: -20.3865, longitude: -43.5058 },
    zoom: 16,
    position: 0,
  };
}

function buildTourJourneys(): Journey[] {
  return [
    {
      id: DEMO_IDS.tourFullWalk,
      guideId: DEMO_IDS.tour,
      name: {
        pt: 'Volta pelo Centro Histórico',
        en: 'Around the Historic Centre',
        es: 'Vuelta por el Centro Histórico',
        fr: 'Tour du centre historique',
      },
      description: {
        pt: 'O passeio completo, da Praça Tiradentes à Matriz do Pilar, passando pelos lugares da Inconfidência. Cerca de 1,5 km e duas horas de caminhada.',
        en: 'The full walk, from Tiradentes Square to the Pilar church, by way of the places of the Inconfidência. About 1.5 km and two hours on foot.',
        es: 'El paseo completo, de la Plaza Tiradentes a la Matriz del Pilar, pasando por los lugares de la Inconfidência. Unos 1,5 km y dos horas de caminata.',
        fr: 'La promenade complète, de la place Tiradentes à l’église du Pilar, en passant par les lieux de l’Inconfidência. Environ 1,5 km et deux heures de marche.',
      },
      pointOrder: TOUR_STEMS.map(tourPointId),
      enabled: true,
      backgroundColor: '#DCEFEE',
      createdAt: DEMO_CREATED_AT,
    },
    {
      id: DEMO_IDS.tourChurches,
      guideId: DEMO_IDS.tour,
      name: { pt: 'Igrejas Barrocas', en: 'Baroque Churches', es: 'Iglesias Barrocas', fr: 'Églises baroques' },
      description: {
        pt: 'Duas obras-primas do barroco mineiro: a delicadeza de Aleijadinho em São Francisco de Assis e o ouro da Matriz do Pilar.',
        en: 'Two masterpieces of the Minas Gerais baroque: Aleijadinho’s finesse at Saint Francis of Assisi and the gold of the Pilar church.',
        es: 'Dos obras maestras del barroco mineiro: la delicadeza del Aleijadinho en San Francisco de Asís y el oro de la Matriz del Pilar.',
        fr: 'Deux chefs-d’œuvre du baroque du Minas Gerais : la finesse de l’Aleijadinho à Saint-François-d’Assise et l’or de l’église du Pilar.',
      },
      pointOrder: ['igreja-sao-francisco', 'igreja-pilar'].map(tourPointId),
      enabled: true,
      backgroundColor: '#F5E6C0',
      createdAt: DEMO_CREATED_AT,
    },
  ];
}
