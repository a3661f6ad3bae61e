import type { Point } from '@percurso/shared';
import { DEMO_IDS } from './ids.ts';
import { buildMuseumPoint, SECTION_TITLES } from './museum-point.ts';
import { buildSugarQuiz } from './museum-questionnaires.ts';
import { MILL_TOUR } from './museum-tour.ts';
import { buildNarration, demoMediaUrl } from './text.ts';

const SUGAR_TAGS = ['engenho', 'açúcar'];

/** The sugar mill wing: from the cane crushed in the mill to the whitened sugarloaf. */
export function buildSugarPoints(): Point[] {
  return [buildMill(), buildBoilingPans(), buildMoulds(), buildPurgingHouse()];
}

function buildMill(): Point {
  return buildMuseumPoint('moenda', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    immersive: MILL_TOUR,
    name: { pt: 'Moenda de cana', en: 'Sugar-cane mill', es: 'Molino de caña', fr: 'Moulin à canne à sucre' },
    description: {
      pt: 'A moenda esmagava a cana-de-açúcar entre três cilindros para extrair o caldo, primeiro passo para fazer o açúcar.',
      en: 'The mill crushed the sugar cane between three rollers to extract the juice, the first step in making sugar.',
      es: 'El molino trituraba la caña de azúcar entre tres cilindros para extraer el jugo, el primer paso para hacer el azúcar.',
      fr: 'Le moulin écrasait la canne à sucre entre trois cylindres pour en extraire le jus, première étape de la fabrication du sucre.',
    },
    contentPreview: {
      pt: 'Onde tudo começava: três cilindros que esmagavam a cana.',
      en: 'Where it all began: three rollers that crushed the cane.',
      es: 'Donde todo empezaba: tres cilindros que trituraban la caña.',
      fr: 'Là où tout commençait : trois cylindres qui écrasaient la canne.',
    },
    content: {
      pt: '<h3>O coração do engenho</h3><p>A <strong>moenda</strong> era a primeira etapa da produção de açúcar. Três cilindros verticais de madeira dura, mais tarde revestidos de ferro, giravam juntos e esmagavam a cana para extrair o caldo.</p><p>Esta moenda era movida por bois, mas muitas fazendas usavam a força da água. O trabalho, pesado e perigoso, era feito por pessoas <em>escravizadas</em>, cuja memória o museu também preserva.</p>',
      en: '<h3>The heart of the sugar mill</h3><p>The <strong>mill</strong> was the first stage of sugar production. Three upright rollers of hardwood, later clad in iron, turned together and crushed the cane to extract its juice.</p><p>This mill was driven by oxen, but many farms used water power. The work, heavy and dangerous, was done by <em>enslaved</em> people, whose memory the museum also preserves.</p>',
      es: '<h3>El corazón del ingenio</h3><p>El <strong>molino</strong> era la primera etapa de la producción de azúcar. Tres cilindros verticales de madera dura, más tarde revestidos de hierro, giraban juntos y trituraban la caña para extraer el jugo.</p><p>Este molino era movido por bueyes, pero muchas haciendas usaban la fuerza del agua. El trabajo, pesado y peligroso, lo realizaban personas <em>esclavizadas</em>, cuya memoria el museo también preserva.</p>',
      fr: '<h3>Le cœur de la sucrerie</h3><p>Le <strong>moulin</strong> était la première étape de la production du sucre. Trois cylindres verticaux en bois dur, plus tard recouverts de fer, tournaient ensemble et écrasaient la canne pour en extraire le jus.</p><p>Ce moulin était actionné par des bœufs, mais de nombreuses fazendas utilisaient la force de l’eau. Ce travail, pénible et dangereux, était accompli par des personnes <em>réduites en esclavage</em>, dont le musée préserve aussi la mémoire.</p>',
    },
    audio: buildNarration('museum', 'moenda'),
    signLanguageVideos: [{ language: 'bzs', url: demoMediaUrl('museum/video/libras-intro.mp4') }],
    technicalSheet: [
      {
        label: { pt: 'Objeto', en: 'Object', es: 'Objeto', fr: 'Objet' },
        value: {
          pt: 'Moenda de três cilindros verticais',
          en: 'Three-roller vertical mill',
          es: 'Molino de tres cilindros verticales',
          fr: 'Moulin à trois cylindres verticaux',
        },
      },
      {
        label: { pt: 'Época', en: 'Period', es: 'Época', fr: 'Époque' },
        value: { pt: 'Século XIX', en: '19th century', es: 'Siglo XIX', fr: 'XIXe siècle' },
      },
      {
        label: { pt: 'Material', en: 'Materials', es: 'Material', fr: 'Matériaux' },
        value: {
          pt: 'Madeira de lei e ferro fundido',
          en: 'Hardwood and cast iron',
          es: 'Madera dura y hierro fundido',
          fr: 'Bois dur et fonte',
        },
      },
      {
        label: { pt: 'Dimensões', en: 'Dimensions', es: 'Dimensiones', fr: 'Dimensions' },
        value: {
          pt: '210 × 240 × 180 cm',
          en: '210 × 240 × 180 cm',
          es: '210 × 240 × 180 cm',
          fr: '210 × 240 × 180 cm',
        },
      },
      {
        label: { pt: 'Nº de inventário', en: 'Inventory no.', es: 'N.º de inventario', fr: 'N° d’inventaire' },
        value: { pt: 'MEX-0042', en: 'MEX-0042', es: 'MEX-0042', fr: 'MEX-0042' },
      },
    ],
    medias: [
      {
        fileType: 'image',
        url: demoMediaUrl('museum/moenda.svg'),
        caption: {
          pt: 'A moenda de três cilindros, movida por bois.',
          en: 'The three-roller mill, driven by oxen.',
          es: 'El molino de tres cilindros, movido por bueyes.',
          fr: 'Le moulin à trois cylindres, actionné par des bœufs.',
        },
      },
      {
        fileType: 'image',
        url: demoMediaUrl('museum/moenda-2.svg'),
        caption: {
          pt: 'Por dentro da moenda: as engrenagens giram os cilindros, a cana entra de um lado e o bagaço sai do outro.',
          en: 'Inside the mill: the gears turn the rollers, the cane goes in on one side and the bagasse comes out on the other.',
          es: 'Dentro del molino: los engranajes hacen girar los cilindros, la caña entra por un lado y el bagazo sale por el otro.',
          fr: 'Au cœur du moulin : les engrenages font tourner les cylindres, la canne entre d’un côté et la bagasse ressort de l’autre.',
        },
      },
      {
        fileType: 'image',
        url: demoMediaUrl('museum/moenda-3.svg'),
        caption: {
          pt: 'A casa da moenda, cercada pelo canavial.',
          en: 'The mill house, surrounded by cane fields.',
          es: 'La casa del molino, rodeada de cañaverales.',
          fr: 'Le bâtiment du moulin, entouré de champs de canne.',
        },
      },
      {
        fileType: 'video',
        url: demoMediaUrl('museum/video/engenho.mp4'),
        posterUrl: demoMediaUrl('museum/video/engenho-poster.jpg'),
        name: {
          pt: 'O engenho em funcionamento',
          en: 'The sugar mill at work',
          es: 'El ingenio en funcionamiento',
          fr: 'La sucrerie en activité',
        },
        caption: {
          pt: 'Reconstituição do trabalho na moenda e na casa das caldeiras.',
          en: 'A reconstruction of the work at the mill and in the boiling house.',
          es: 'Reconstrucción del trabajo en el molino y en la casa de calderas.',
          fr: 'Reconstitution du travail au moulin et dans la chaufferie.',
        },
      },
      {
        fileType: 'doc',
        url: demoMediaUrl('museum/docs/ficha-tecnica.txt'),
        name: {
          pt: 'Ficha técnica da moenda',
          en: 'Technical sheet of the mill',
          es: 'Ficha técnica del molino',
          fr: 'Fiche technique du moulin',
        },
      },
    ],
    sections: [
      {
        name: SECTION_TITLES.howItWorked,
        description: {
          pt: 'A cana passava duas vezes entre os cilindros: na primeira, era esmagada; na segunda, espremida até o bagaço sair seco. O caldo escorria por uma calha de madeira até os tachos da casa das caldeiras.',
          en: 'The cane went through the rollers twice: the first time it was crushed; the second, squeezed until the bagasse came out dry. The juice ran down a wooden gutter to the pans of the boiling house.',
          es: 'La caña pasaba dos veces entre los cilindros: la primera, era triturada; la segunda, exprimida hasta que el bagazo salía seco. El jugo corría por una canaleta de madera hasta las pailas de la casa de calderas.',
          fr: 'La canne passait deux fois entre les cylindres : la première fois, elle était écrasée ; la seconde, pressée jusqu’à ce que la bagasse ressorte sèche. Le jus coulait dans une rigole en bois jusqu’aux chaudrons de la chaufferie.',
        },
        medias: [{ fileType: 'image', url: demoMediaUrl('museum/moenda-2.svg') }],
      },
      {
        name: SECTION_TITLES.didYouKnow,
        description: {
          pt: 'O bagaço não era desperdiçado: depois de seco ao sol, virava combustível para as fornalhas que ferviam o próprio caldo da cana.',
          en: 'Nothing was wasted: once dried in the sun, the bagasse became fuel for the furnaces that boiled the cane juice itself.',
          es: 'El bagazo no se desperdiciaba: una vez seco al sol, se convertía en combustible para los hornos que hervían el propio jugo de la caña.',
          fr: 'La bagasse n’était pas gaspillée : une fois séchée au soleil, elle servait de combustible aux fourneaux qui faisaient bouillir le jus de canne lui-même.',
        },
        medias: [],
      },
    ],
    tags: SUGAR_TAGS,
    keywords: ['moenda', 'cana-de-açúcar', 'caldo', 'bagaço'],
  });
}

function buildBoilingPans(): Point {
  return buildMuseumPoint('tacho', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    name: { pt: 'Tachos de cobre', en: 'Copper boiling pans', es: 'Pailas de cobre', fr: 'Chaudrons en cuivre' },
    description: {
      pt: 'Nos tachos de cobre, o caldo de cana fervia por horas até virar um melado grosso.',
      en: 'In the copper pans, the cane juice boiled for hours until it became a thick syrup.',
      es: 'En las pailas de cobre, el jugo de caña hervía durante horas hasta convertirse en un melado espeso.',
      fr: 'Dans les chaudrons en cuivre, le jus de canne bouillait pendant des heures jusqu’à devenir un sirop épais.',
    },
    contentPreview: {
      pt: 'Fogo, cobre e o olho do mestre de açúcar.',
      en: 'Fire, copper and the sugar master’s eye.',
      es: 'Fuego, cobre y el ojo del maestro azucarero.',
      fr: 'Le feu, le cuivre et l’œil du maître sucrier.',
    },
    content: {
      pt: '<p>Na <strong>casa das caldeiras</strong>, o caldo passava por uma fileira de tachos de cobre, cada um mais quente que o anterior. O <em>mestre de açúcar</em> retirava a espuma com as impurezas e decidia o ponto certo.</p><p>Quando o melado engrossava e fazia fio entre os dedos, estava pronto para ir às formas. Um erro de poucos minutos podia estragar a fornada inteira.</p>',
      en: '<p>In the <strong>boiling house</strong>, the juice moved along a row of copper pans, each hotter than the one before. The <em>sugar master</em> skimmed off the scum and decided when it was ready.</p><p>When the syrup thickened and drew a thread between the fingers, it was ready for the moulds. A mistake of a few minutes could ruin the whole batch.</p>',
      es: '<p>En la <strong>casa de calderas</strong>, el jugo pasaba por una hilera de pailas de cobre, cada una más caliente que la anterior. El <em>maestro azucarero</em> retiraba la espuma con las impurezas y decidía el punto justo.</p><p>Cuando el melado espesaba y hacía hilo entre los dedos, estaba listo para ir a los moldes. Un error de pocos minutos podía arruinar toda la hornada.</p>',
      fr: '<p>Dans la <strong>chaufferie</strong>, le jus passait par une rangée de chaudrons en cuivre, chacun plus chaud que le précédent. Le <em>maître sucrier</em> écumait les impuretés et décidait du bon moment.</p><p>Quand le sirop épaississait et formait un fil entre les doigts, il était prêt à partir dans les moules. Une erreur de quelques minutes pouvait gâcher toute la fournée.</p>',
    },
    audio: buildNarration('museum', 'tacho'),
    sections: [
      {
        name: SECTION_TITLES.howItWorked,
        description: {
          pt: 'Eram quatro tachos em sequência: o de receber, o de limpar, o de cozer e o de bater. O caldo passava de um para outro com grandes conchas de cobre, enquanto a fornalha, embaixo, queimava bagaço e lenha dia e noite durante a safra.',
          en: 'There were four pans in a row: one to receive, one to clean, one to cook and one to beat. The juice was moved from one to the next with large copper ladles, while the furnace below burned bagasse and firewood day and night during the harvest.',
          es: 'Eran cuatro pailas en fila: la de recibir, la de limpiar, la de cocer y la de batir. El jugo pasaba de una a otra con grandes cucharones de cobre, mientras el horno, debajo, quemaba bagazo y leña día y noche durante la zafra.',
          fr: 'Quatre chaudrons se suivaient : celui de réception, celui de nettoyage, celui de cuisson et celui de battage. Le jus passait de l’un à l’autre à l’aide de grandes louches en cuivre, tandis que le fourneau, en dessous, brûlait bagasse et bois jour et nuit pendant la récolte.',
        },
        medias: [],
      },
      {
        name: SECTION_TITLES.didYouKnow,
        description: {
          pt: 'A espuma retirada dos tachos não ia para o lixo: servia de alimento para os animais ou era fermentada para fazer aguardente.',
          en: 'The scum skimmed from the pans was not thrown away: it fed the animals or was fermented to make cane spirit.',
          es: 'La espuma retirada de las pailas no se tiraba: servía de alimento para los animales o se fermentaba para hacer aguardiente.',
          fr: 'L’écume retirée des chaudrons n’était pas jetée : elle nourrissait les animaux ou était fermentée pour faire de l’eau-de-vie.',
        },
        medias: [],
      },
    ],
    tags: SUGAR_TAGS,
    keywords: ['tacho', 'melado', 'casa das caldeiras', 'cobre'],
  });
}

function buildMoulds(): Point {
  return buildMuseumPoint('formas', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    name: {
      pt: 'Formas de pão de açúcar',
      en: 'Sugarloaf moulds',
      es: 'Moldes de pan de azúcar',
      fr: 'Moules à pain de sucre',
    },
    description: {
      pt: 'Nas formas de barro, o melado esfriava e cristalizava em cones: os pães de açúcar.',
      en: 'In the clay moulds, the syrup cooled and crystallised into cones: the sugarloaves.',
      es: 'En los moldes de barro, el melado se enfriaba y cristalizaba en conos: los panes de azúcar.',
      fr: 'Dans les moules en terre cuite, le sirop refroidissait et cristallisait en cônes : les pains de sucre.',
    },
    contentPreview: {
      pt: 'Por que o açúcar tinha a forma de um cone?',
      en: 'Why did sugar come in the shape of a cone?',
      es: '¿Por qué el azúcar tenía forma de cono?',
      fr: 'Pourquoi le sucre avait-il la forme d’un cône ?',
    },
    content: {
      pt: '<p>O melado quente era despejado nestas <strong>formas cônicas</strong> de barro, com um furo na ponta. Ao esfriar, o açúcar cristalizava e ganhava o formato de cone: o famoso <em>pão de açúcar</em>.</p><p>Cada forma guardava cerca de 15 quilos de açúcar. Depois de cheias, seguiam para a casa de purgar, onde o açúcar seria branqueado.</p>',
      en: '<p>The hot syrup was poured into these <strong>conical clay moulds</strong>, with a hole at the tip. As it cooled, the sugar crystallised and took the shape of a cone: the famous <em>sugarloaf</em>.</p><p>Each mould held about 15 kilos of sugar. Once filled, they went on to the purging house, where the sugar would be whitened.</p>',
      es: '<p>El melado caliente se vertía en estos <strong>moldes cónicos</strong> de barro, con un agujero en la punta. Al enfriarse, el azúcar cristalizaba y tomaba forma de cono: el famoso <em>pan de azúcar</em>.</p><p>Cada molde contenía unos 15 kilos de azúcar. Una vez llenos, pasaban a la casa de purga, donde el azúcar se blanqueaba.</p>',
      fr: '<p>Le sirop chaud était versé dans ces <strong>moules coniques</strong> en terre cuite, percés d’un trou à la pointe. En refroidissant, le sucre cristallisait et prenait la forme d’un cône : le fameux <em>pain de sucre</em>.</p><p>Chaque moule contenait environ 15 kilos de sucre. Une fois remplis, les moules partaient à la maison de purge, où le sucre allait être blanchi.</p>',
    },
    audio: buildNarration('museum', 'formas'),
    tags: SUGAR_TAGS,
    keywords: ['formas', 'pão de açúcar', 'barro', 'cristalização'],
  });
}

function buildPurgingHouse(): Point {
  return buildMuseumPoint('casa-de-purgar', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    name: { pt: 'Casa de purgar', en: 'Purging house', es: 'Casa de purga', fr: 'Maison de purge' },
    description: {
      pt: 'Na casa de purgar, o açúcar descansava nas formas por semanas até ficar branco.',
      en: 'In the purging house, the sugar rested in its moulds for weeks until it turned white.',
      es: 'En la casa de purga, el azúcar reposaba en los moldes durante semanas hasta volverse blanco.',
      fr: 'Dans la maison de purge, le sucre reposait dans ses moules pendant des semaines jusqu’à devenir blanc.',
    },
    contentPreview: {
      pt: 'Semanas de espera para branquear o açúcar, e um quiz para você.',
      en: 'Weeks of waiting to whiten the sugar, and a quiz for you.',
      es: 'Semanas de espera para blanquear el azúcar, y un cuestionario para usted.',
      fr: 'Des semaines d’attente pour blanchir le sucre, et un quiz pour vous.',
    },
    content: {
      pt: '<p>Na <strong>casa de purgar</strong>, as formas ficavam de pé durante semanas. Uma camada de barro úmido sobre o açúcar deixava a água descer devagar, levando o melaço pelo furo da ponta.</p><p>O resultado era um cone de três tons: branco no alto, mascavo no meio e escuro na ponta. O açúcar branco valia mais e seguia para a Europa; o mascavo ficava no mercado local.</p><p>Teste o que você aprendeu no <strong>quiz</strong> abaixo.</p>',
      en: '<p>In the <strong>purging house</strong>, the moulds stood upright for weeks. A layer of wet clay on top of the sugar let water seep down slowly, carrying the molasses out through the hole at the tip.</p><p>The result was a cone in three shades: white at the top, brown in the middle and dark at the tip. White sugar was worth more and was shipped to Europe; brown sugar stayed in the local market.</p><p>Test what you have learned in the <strong>quiz</strong> below.</p>',
      es: '<p>En la <strong>casa de purga</strong>, los moldes permanecían de pie durante semanas. Una capa de barro húmedo sobre el azúcar dejaba bajar el agua lentamente, arrastrando la melaza por el agujero de la punta.</p><p>El resultado era un cono de tres tonos: blanco arriba, moreno en el medio y oscuro en la punta. El azúcar blanco valía más y se enviaba a Europa; el moreno se quedaba en el mercado local.</p><p>Ponga a prueba lo que ha aprendido en el <strong>cuestionario</strong> de abajo.</p>',
      fr: '<p>Dans la <strong>maison de purge</strong>, les moules restaient debout pendant des semaines. Une couche d’argile humide posée sur le sucre laissait l’eau descendre lentement, entraînant la mélasse par le trou de la pointe.</p><p>Le résultat était un cône de trois teintes : blanc en haut, roux au milieu et foncé à la pointe. Le sucre blanc valait plus cher et partait pour l’Europe ; le sucre roux restait sur le marché local.</p><p>Testez ce que vous avez appris avec le <strong>quiz</strong> ci-dessous.</p>',
    },
    questionnaire: buildSugarQuiz(),
    tags: SUGAR_TAGS,
    keywords: ['purga', 'melaço', 'açúcar mascavo', 'quiz'],
  });
}
