import type { ImmersiveContent } from '@percurso/shared';
import { demoMediaUrl } from './text.ts';

/**
 * The mill's 360° tour (issue 14): the engine house, the purging house and the courtyard, linked
 * both ways through their doorways. Panoramas drawn by scripts/demo-media/make-panoramas.mjs,
 * whose doorways sit at these yaws.
 */
export const MILL_TOUR: ImmersiveContent = {
  image360: demoMediaUrl('museum/360/casa-da-moenda.jpg'),
  // Opens facing the door to the purging house (its link at yaw 95).
  image360Rotation: 90,
  rvImages: [
    {
      id: 'casa-de-purgar',
      url: demoMediaUrl('museum/360/casa-de-purgar.jpg'),
      name: { pt: 'Casa de purgar', en: 'Purging house', es: 'Casa de purga', fr: 'Purgerie' },
    },
    {
      id: 'patio',
      url: demoMediaUrl('museum/360/patio.jpg'),
      name: { pt: 'Pátio do engenho', en: "The mill's courtyard", es: 'Patio del ingenio', fr: 'Cour du moulin' },
      yaw: -10,
    },
  ],
  rvImagesConnections: [
    { from: 'main', to: 'casa-de-purgar', yaw: 95, pitch: 2 },
    { from: 'main', to: 'patio', yaw: 180, pitch: 2 },
    { from: 'casa-de-purgar', to: 'main', yaw: -95, pitch: 2 },
    { from: 'casa-de-purgar', to: 'patio', yaw: -150, pitch: 2 },
    { from: 'patio', to: 'main', yaw: -10, pitch: 5 },
  ],
  rvPoints: [
    {
      scene: 'main',
      yaw: 0,
      pitch: 12,
      title: { pt: 'A moenda', en: 'The mill', es: 'El molino', fr: 'Le moulin' },
      text: {
        pt: 'Três cilindros de ferro esmagavam a cana; o caldo escorria para o tacho de cobre à esquerda.',
        en: 'Three iron rollers crushed the cane; the juice ran to the copper pan on the left.',
        es: 'Tres cilindros de hierro trituraban la caña; el jugo corría hacia el tacho de cobre a la izquierda.',
        fr: 'Trois cylindres de fer écrasaient la canne ; le jus coulait vers la cuve de cuivre à gauche.',
      },
    },
    {
      scene: 'casa-de-purgar',
      yaw: 0,
      pitch: 8,
      title: { pt: 'As formas', en: 'The moulds', es: 'Los moldes', fr: 'Les moules' },
      text: {
        pt: 'O melaço escorria das formas de barro durante semanas, deixando o açúcar branco no topo.',
        en: 'Molasses drained from the clay moulds for weeks, leaving white sugar at the top.',
        es: 'La melaza escurría de los moldes de barro durante semanas, dejando el azúcar blanco arriba.',
        fr: 'La mélasse s’écoulait des moules en terre pendant des semaines, laissant le sucre blanc en haut.',
      },
    },
  ],
};
