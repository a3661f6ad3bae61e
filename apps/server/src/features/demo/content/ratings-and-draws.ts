import type { RatingType, RewardValues } from '@percurso/shared';
import { DEMO_IDS, museumPointId, tourPointId } from './ids.ts';

/** The demo's prize draw (issue 12): dinner for two among visitors who finish the full walk. */
export const DEMO_PRIZE_DRAW: { id: string; values: RewardValues } = {
  id: 'demo-tour-prize-draw',
  values: {
    guideId: DEMO_IDS.tour,
    name: {
      pt: 'Sorteio: jantar para dois em Ouro Preto',
      en: 'Prize draw: dinner for two in Ouro Preto',
      es: 'Sorteo: cena para dos en Ouro Preto',
      fr: 'Tirage au sort : dîner pour deux à Ouro Preto',
    },
    description: {
      pt: 'Quem concluir a caminhada completa até o fim do ano concorre a um jantar para duas pessoas.',
      en: 'Everyone who completes the full walk by the end of the year takes part in a draw for a dinner for two.',
      es: 'Quien complete la caminata completa antes de fin de año participa en el sorteo de una cena para dos.',
      fr: "Chaque personne qui termine la promenade complète avant la fin de l'année participe au tirage d'un dîner pour deux.",
    },
    model: 'journey',
    journeyId: DEMO_IDS.tourFullWalk,
    journeyRate: 0,
    instantRewardRate: 100,
    intPointsSelected: [],
    intPointsToWin: 1,
    amount: 250,
    type: 'Sorteio',
    enable: true,
    startDate: '2026-01-01',
    finalDate: '2027-12-31',
  },
};

export interface DemoRating {
  id: string;
  type: RatingType;
  targetId: string;
  guideId: string;
  journeyId: string | null;
  userId: string;
  userName: string | null;
  rate: number;
  comment: string | null;
  createdAt: string;
}

const rating = (
  n: number,
  type: RatingType,
  targetId: string,
  guideId: string,
  journeyId: string | null,
  userName: string | null,
  rate: number,
  comment: string | null = null,
): DemoRating => ({
  id: `demo-rating-${n}`,
  type,
  targetId,
  guideId,
  journeyId,
  // Demo raters have no account; the unique key still keeps one rating per rater and target.
  userId: `demo-rater-${userName ?? `anonymous-${n}`}`,
  userName,
  rate,
  comment,
  createdAt: `2026-11-${String(1 + (n % 20)).padStart(2, '0')}T15:00:00Z`,
});

/** Some ratings, so the panel's NPS, means and list have something to show. */
export function buildDemoRatings(): DemoRating[] {
  const { museum, tour, engenhoXicara, tourFullWalk } = DEMO_IDS;
  return [
    rating(1, 'Guia', museum, museum, null, 'Helena Souza', 10, 'A moenda funcionando é o ponto alto!'),
    rating(2, 'Guia', museum, museum, null, 'Marcos Lima', 9),
    rating(3, 'Guia', museum, museum, null, 'Júlia Prado', 7, 'Faltou um café no fim.'),
    rating(4, 'Guia', museum, museum, null, null, 5),
    rating(5, 'Jornada', engenhoXicara, museum, engenhoXicara, 'Helena Souza', 9),
    rating(6, 'Ponto', museumPointId('moenda'), museum, engenhoXicara, 'Marcos Lima', 10),
    rating(7, 'Aplicação', 'app', museum, null, 'Helena Souza', 9),
    rating(8, 'Guia', tour, tour, null, 'Pedro Alves', 10, 'Roteiro lindo, fácil de seguir pelo celular.'),
    rating(9, 'Guia', tour, tour, null, 'Ana Ribeiro', 6, 'As ladeiras são puxadas: avisem antes.'),
    rating(10, 'Jornada', tourFullWalk, tour, tourFullWalk, 'Pedro Alves', 9),
    rating(11, 'Ponto', tourPointId('igreja-sao-francisco'), tour, tourFullWalk, 'Ana Ribeiro', 10),
  ];
}
