import type { Guide, RoadMap } from '@percurso/shared';
import { DEMO_IDS } from './ids.ts';
import { DEMO_CREATED_AT, demoMediaUrl, type Translations } from './text.ts';

export const ROAD_MAP_NAME: Translations = {
  pt: 'Rota Açúcar, Café e Ouro',
  en: 'Sugar, Coffee and Gold Route',
  es: 'Ruta del Azúcar, el Café y el Oro',
  fr: 'Route du Sucre, du Café et de l’Or',
};

/** The road map that takes visitors from the sugar and coffee farm to the gold town. */
export function buildDemoRoadMap(guides: Pick<Guide, 'id' | 'name'>[]): RoadMap {
  return {
    id: DEMO_IDS.roadMap,
    name: ROAD_MAP_NAME,
    description: {
      pt: 'Um dia pela história de Minas Gerais: comece no engenho e no terreiro de café da fazenda e termine nas ladeiras barrocas de Ouro Preto, onde o ouro mudou o destino do Brasil.',
      en: 'A day through the history of Minas Gerais: start at the farm’s sugar mill and coffee yard and finish on the baroque slopes of Ouro Preto, where gold changed the fate of Brazil.',
      es: 'Un día por la historia de Minas Gerais: empiece en el ingenio y el secadero de café de la hacienda y termine en las cuestas barrocas de Ouro Preto, donde el oro cambió el destino de Brasil.',
      fr: 'Une journée dans l’histoire du Minas Gerais : commencez au moulin à sucre et à l’aire de séchage du café de la fazenda, et terminez dans les rues baroques d’Ouro Preto, où l’or a changé le destin du Brésil.',
    },
    bannerImage: demoMediaUrl('museum/banner.svg'),
    logoImage: demoMediaUrl('tour/logo.svg'),
    guides: guides.map(({ id, name }) => ({ id, name })),
    vans: [{ name: 'van 1', guideIds: guides.map(({ id }) => id) }],
    sponsorIds: [DEMO_IDS.sponsorCooperative, DEMO_IDS.sponsorHeritageFriends],
    socialNetIds: [DEMO_IDS.instagram, DEMO_IDS.facebook, DEMO_IDS.youtube],
    enabled: true,
    createdAt: DEMO_CREATED_AT,
  };
}
