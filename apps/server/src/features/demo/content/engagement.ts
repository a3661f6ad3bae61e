import type { EmblemInput, InstantRewardInput } from '@percurso/shared';
import { DEMO_IDS } from './ids.ts';
import { demoMediaUrl } from './text.ts';

export interface DemoEmblem {
  id: string;
  guideId: string;
  input: EmblemInput;
}

export interface DemoInstantReward {
  id: string;
  guideId: string;
  input: InstantRewardInput;
}

const emblem = (id: string, guideId: string, journeyId: string, image: string, name: EmblemInput['name']) => ({
  id,
  guideId,
  input: { name, journeyId, journeyProgress: 100, image: demoMediaUrl(`emblems/${image}.svg`), enabled: true },
});

/** One emblem per demo journey, earned by finishing it; and a coffee won by finishing "From Mill to Cup". */
export function buildDemoEngagement(): { emblems: DemoEmblem[]; instantRewards: DemoInstantReward[] } {
  return {
    emblems: [
      emblem('demo-emblem-casa-grande', DEMO_IDS.museum, DEMO_IDS.casaGrande, 'casa-grande', {
        pt: 'Senhor da Casa-Grande',
        en: 'Keeper of the Big House',
        es: 'Señor de la Casa Grande',
        fr: 'Gardien de la Maison de maître',
      }),
      emblem('demo-emblem-engenho-xicara', DEMO_IDS.museum, DEMO_IDS.engenhoXicara, 'engenho-xicara', {
        pt: 'Mestre do café',
        en: 'Coffee master',
        es: 'Maestro del café',
        fr: 'Maître du café',
      }),
      emblem('demo-emblem-caminhada', DEMO_IDS.tour, DEMO_IDS.tourFullWalk, 'caminhada', {
        pt: 'Andarilho de Ouro Preto',
        en: 'Ouro Preto walker',
        es: 'Caminante de Ouro Preto',
        fr: 'Marcheur d’Ouro Preto',
      }),
      emblem('demo-emblem-igrejas', DEMO_IDS.tour, DEMO_IDS.tourChurches, 'igrejas', {
        pt: 'Peregrino do barroco',
        en: 'Baroque pilgrim',
        es: 'Peregrino del barroco',
        fr: 'Pèlerin du baroque',
      }),
    ],
    instantRewards: [
      {
        id: 'demo-instant-coffee',
        guideId: DEMO_IDS.museum,
        input: {
          name: {
            pt: 'Um café na cafeteria do museu',
            en: 'A coffee at the museum café',
            es: 'Un café en la cafetería del museo',
            fr: 'Un café au café du musée',
          },
          description: {
            pt: 'Quem terminar primeiro a jornada "Do Engenho à Xícara" ganha um café coado na hora.',
            en: 'The first visitor to finish the journey "From Mill to Cup" wins a freshly brewed coffee.',
            es: 'Quien termine primero el recorrido "Del Ingenio a la Taza" gana un café recién colado.',
            fr: 'Le premier à finir le parcours « Du moulin à la tasse » gagne un café filtre.',
          },
          model: 'journey',
          journeyId: DEMO_IDS.engenhoXicara,
          journeyRate: 100,
          instantRewardRate: 100,
          pointIdsSelected: [],
          pointsToWin: 1,
          amount: 8.5,
          howToCollect: {
            pt: 'Mostre esta tela no balcão da cafeteria (térreo) até o fim do dia.',
            en: 'Show this screen at the café counter (ground floor) by the end of the day.',
            es: 'Muestra esta pantalla en el mostrador de la cafetería (planta baja) antes del final del día.',
            fr: 'Montrez cet écran au comptoir du café (rez-de-chaussée) avant la fin de la journée.',
          },
          type: 'Mostre esta tela no balcão da cafeteria (térreo) até o fim do dia.',
          enabled: true,
          startDate: null,
          finalDate: null,
        },
      },
    ],
  };
}
