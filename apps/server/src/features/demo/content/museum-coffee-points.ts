import type { Point } from '@percurso/shared';
import { DEMO_IDS } from './ids.ts';
import { buildMuseumPoint, SECTION_TITLES } from './museum-point.ts';
import { buildCoffeePoll } from './museum-questionnaires.ts';
import { buildNarration, demoMediaUrl } from './text.ts';

/** The coffee wing: from the sacks that left the farm to the cup served in the big house. */
export function buildCoffeePoints(): Point[] {
  return [buildSacks(), buildRoaster(), buildGrinder(), buildPorcelainSet()];
}

function buildSacks(): Point {
  return buildMuseumPoint('sacas', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    name: { pt: 'Sacas de café', en: 'Coffee sacks', es: 'Sacos de café', fr: 'Sacs de café' },
    description: {
      pt: 'Em sacas de juta de 60 quilos, o café da fazenda descia a serra rumo ao porto e ao mundo.',
      en: 'In 60-kilo jute sacks, the farm’s coffee travelled down the mountains to the port and out to the world.',
      es: 'En sacos de yute de 60 kilos, el café de la hacienda bajaba la sierra rumbo al puerto y al mundo.',
      fr: 'Dans des sacs de jute de 60 kilos, le café de la fazenda descendait la montagne vers le port, puis vers le monde.',
    },
    contentPreview: {
      pt: 'Quando o café virou o ouro verde do Brasil.',
      en: 'When coffee became Brazil’s green gold.',
      es: 'Cuando el café se convirtió en el oro verde de Brasil.',
      fr: 'Quand le café est devenu l’or vert du Brésil.',
    },
    content: {
      pt: '<p>No século XIX, o <strong>café</strong> tomou o lugar do açúcar como a grande riqueza da fazenda. Os grãos, secos no terreiro, eram ensacados em <em>sacas de juta</em> de 60 quilos.</p><p>Levadas por tropas de mulas e, mais tarde, pela ferrovia, as sacas desciam a serra até o porto do Rio de Janeiro, de onde seguiam para a Europa e os Estados Unidos.</p>',
      en: '<p>In the 19th century, <strong>coffee</strong> took the place of sugar as the farm’s great source of wealth. The beans, dried on the drying yard, were packed into 60-kilo <em>jute sacks</em>.</p><p>Carried by mule trains and, later, by rail, the sacks went down the mountains to the port of Rio de Janeiro, and from there on to Europe and the United States.</p>',
      es: '<p>En el siglo XIX, el <strong>café</strong> ocupó el lugar del azúcar como la gran riqueza de la hacienda. Los granos, secados en el patio, se envasaban en <em>sacos de yute</em> de 60 kilos.</p><p>Llevados en recuas de mulas y, más tarde, por ferrocarril, los sacos bajaban la sierra hasta el puerto de Río de Janeiro, desde donde partían hacia Europa y Estados Unidos.</p>',
      fr: '<p>Au XIXe siècle, le <strong>café</strong> a pris la place du sucre comme grande richesse de la fazenda. Les grains, séchés sur l’aire de séchage, étaient mis dans des <em>sacs de jute</em> de 60 kilos.</p><p>Transportés à dos de mulet puis, plus tard, par le chemin de fer, les sacs descendaient la montagne jusqu’au port de Rio de Janeiro, d’où ils partaient vers l’Europe et les États-Unis.</p>',
    },
    tags: ['café'],
    keywords: ['saca', 'juta', 'exportação', 'tropeiros', 'ferrovia'],
  });
}

function buildRoaster(): Point {
  return buildMuseumPoint('torrador', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    name: { pt: 'Torrador de café', en: 'Coffee roaster', es: 'Tostador de café', fr: 'Torréfacteur à café' },
    description: {
      pt: 'No torrador de ferro, girado à mão sobre o fogo, o grão verde virava o café aromático que conhecemos.',
      en: 'In the iron roaster, turned by hand over the fire, the green bean became the fragrant coffee we know.',
      es: 'En el tostador de hierro, girado a mano sobre el fuego, el grano verde se convertía en el café aromático que conocemos.',
      fr: 'Dans le torréfacteur en fer, tourné à la main au-dessus du feu, le grain vert devenait le café parfumé que nous connaissons.',
    },
    contentPreview: {
      pt: 'O momento em que o café ganha aroma.',
      en: 'The moment coffee gets its aroma.',
      es: 'El momento en que el café gana su aroma.',
      fr: 'Le moment où le café prend son arôme.',
    },
    content: {
      pt: '<p>Este <strong>torrador</strong> de ferro, girado à mão sobre o fogo, transformava o grão verde no café aromático que conhecemos. Era preciso girar sem parar para torrar por igual.</p><p>O ponto da torra mudava tudo:</p><ul><li><strong>Clara:</strong> café leve e mais ácido</li><li><strong>Média:</strong> equilíbrio entre doçura e acidez</li><li><strong>Escura:</strong> café encorpado e amargo</li></ul>',
      en: '<p>This iron <strong>roaster</strong>, turned by hand over the fire, transformed the green bean into the fragrant coffee we know. It had to be turned non-stop for an even roast.</p><p>The degree of roasting changed everything:</p><ul><li><strong>Light:</strong> a delicate, more acidic coffee</li><li><strong>Medium:</strong> a balance of sweetness and acidity</li><li><strong>Dark:</strong> a full-bodied, bitter coffee</li></ul>',
      es: '<p>Este <strong>tostador</strong> de hierro, girado a mano sobre el fuego, transformaba el grano verde en el café aromático que conocemos. Había que girarlo sin parar para que se tostara por igual.</p><p>El punto de tueste lo cambiaba todo:</p><ul><li><strong>Claro:</strong> café ligero y más ácido</li><li><strong>Medio:</strong> equilibrio entre dulzor y acidez</li><li><strong>Oscuro:</strong> café con cuerpo y amargo</li></ul>',
      fr: '<p>Ce <strong>torréfacteur</strong> en fer, tourné à la main au-dessus du feu, transformait le grain vert en ce café parfumé que nous connaissons. Il fallait le tourner sans arrêt pour une torréfaction homogène.</p><p>Le degré de torréfaction changeait tout :</p><ul><li><strong>Claire :</strong> un café léger et plus acide</li><li><strong>Moyenne :</strong> l’équilibre entre douceur et acidité</li><li><strong>Foncée :</strong> un café corsé et amer</li></ul>',
    },
    audio: buildNarration('museum', 'torrador'),
    sections: [
      {
        name: SECTION_TITLES.howItWorked,
        description: {
          pt: 'O grão verde ia para o cilindro, que girava sobre a brasa por 15 a 20 minutos. Quem torrava ficava atento ao primeiro estalo, o som do grão se abrindo, para decidir a hora de parar.',
          en: 'The green beans went into the drum, which turned over the embers for 15 to 20 minutes. Whoever was roasting listened for the first crack, the sound of the beans opening, to decide when to stop.',
          es: 'El grano verde iba al cilindro, que giraba sobre las brasas durante 15 a 20 minutos. Quien tostaba estaba atento al primer chasquido, el sonido del grano al abrirse, para decidir cuándo parar.',
          fr: 'Les grains verts allaient dans le cylindre, qui tournait au-dessus des braises pendant 15 à 20 minutes. Celui qui torréfiait guettait le premier craquement, le bruit du grain qui s’ouvre, pour décider quand s’arrêter.',
        },
        medias: [],
      },
      {
        name: SECTION_TITLES.didYouKnow,
        description: {
          pt: 'Durante a torra, o grão perde quase um quinto do peso e pode quase dobrar de tamanho. O cheiro de café torrado se espalhava por toda a fazenda.',
          en: 'During roasting, the bean loses almost a fifth of its weight and can nearly double in size. The smell of roasting coffee spread across the whole farm.',
          es: 'Durante el tueste, el grano pierde casi una quinta parte de su peso y puede casi duplicar su tamaño. El olor a café tostado se extendía por toda la hacienda.',
          fr: 'Pendant la torréfaction, le grain perd près d’un cinquième de son poids et peut presque doubler de volume. L’odeur du café torréfié se répandait dans toute la fazenda.',
        },
        medias: [],
      },
    ],
    tags: ['café'],
    keywords: ['torra', 'torrefação', 'grão', 'aroma'],
    // The AR demo: a 3D model of the roaster (scripts/demo-media/make-ar-media.ts); its QR code opens /raScene.
    immersive: { raContent: true, raPriority: true, ra3DModels: [demoMediaUrl('ar/torrador.glb')] },
  });
}

function buildGrinder(): Point {
  return buildMuseumPoint('moedor', {
    journeyIds: [DEMO_IDS.engenhoXicara],
    name: { pt: 'Moedor de café', en: 'Coffee grinder', es: 'Molinillo de café', fr: 'Moulin à café' },
    description: {
      pt: 'O moedor de manivela moía o café torrado pouco antes do preparo, para guardar todo o aroma.',
      en: 'The hand-cranked grinder ground the roasted coffee just before brewing, to keep all its aroma.',
      es: 'El molinillo de manivela molía el café tostado poco antes de prepararlo, para conservar todo su aroma.',
      fr: 'Le moulin à manivelle moulait le café torréfié juste avant la préparation, pour en garder tout l’arôme.',
    },
    contentPreview: {
      pt: 'Moer na hora: o segredo do bom café.',
      en: 'Freshly ground: the secret of good coffee.',
      es: 'Moler al momento: el secreto del buen café.',
      fr: 'Moudre à la dernière minute : le secret d’un bon café.',
    },
    content: {
      pt: '<p>Depois de torrado, o café era moído na hora do preparo, neste <strong>moedor de manivela</strong> com gaveta de madeira. Moer pouco antes de coar preservava o aroma.</p><p>A moagem também importava: fina para o café passado no <em>coador de pano</em>, mais grossa para o café fervido na chaleira, como se fazia nas cozinhas da roça.</p>',
      en: '<p>Once roasted, coffee was ground right before brewing, in this <strong>hand-cranked grinder</strong> with a wooden drawer. Grinding just before brewing kept the aroma.</p><p>The grind mattered too: fine for coffee brewed through a <em>cloth filter</em>, coarser for coffee boiled in the kettle, as was done in farmhouse kitchens.</p>',
      es: '<p>Una vez tostado, el café se molía justo antes de prepararlo, en este <strong>molinillo de manivela</strong> con cajón de madera. Moler poco antes de colar conservaba el aroma.</p><p>La molienda también importaba: fina para el café pasado por el <em>colador de tela</em>, más gruesa para el café hervido en la tetera, como se hacía en las cocinas del campo.</p>',
      fr: '<p>Une fois torréfié, le café était moulu au moment de le préparer, dans ce <strong>moulin à manivelle</strong> à tiroir en bois. Moudre juste avant l’infusion préservait l’arôme.</p><p>La mouture comptait aussi : fine pour le café passé dans un <em>filtre en tissu</em>, plus grossière pour le café bouilli dans une bouilloire, comme on le faisait dans les cuisines de la campagne.</p>',
    },
    tags: ['café'],
    keywords: ['moedor', 'moagem', 'manivela', 'coador'],
    // The image-detection demo: /ID recognises the printed target and anchors the mill's video on it.
    immersive: {
      raContent: true,
      raImages: [demoMediaUrl('ar/alvo-moedor.png')],
      raVideos: [demoMediaUrl('museum/video/engenho.mp4')],
    },
  });
}

function buildPorcelainSet(): Point {
  return buildMuseumPoint('porcelana', {
    journeyIds: [DEMO_IDS.engenhoXicara, DEMO_IDS.casaGrande],
    // Blue-and-white porcelain: the demo image model's 'Azul' class (see the oratório).
    objectDetection: true,
    objectLabel: 'Azul',
    technicalSheet: [
      {
        label: { pt: 'Objeto', en: 'Object', es: 'Objeto', fr: 'Objet' },
        value: {
          pt: 'Serviço de café (bule, açucareiro e seis xícaras)',
          en: 'Coffee set (pot, sugar bowl and six cups)',
          es: 'Juego de café (cafetera, azucarero y seis tazas)',
          fr: 'Service à café (cafetière, sucrier et six tasses)',
        },
      },
      {
        label: { pt: 'Técnica', en: 'Technique', es: 'Técnica', fr: 'Technique' },
        value: {
          pt: 'Porcelana pintada à mão em azul sob vidrado',
          en: 'Porcelain hand-painted in underglaze blue',
          es: 'Porcelana pintada a mano en azul bajo cubierta',
          fr: 'Porcelaine peinte à la main en bleu sous couverte',
        },
      },
      {
        label: { pt: 'Ano', en: 'Year', es: 'Año', fr: 'Année' },
        value: { pt: 'c. 1870', en: 'c. 1870', es: 'c. 1870', fr: 'vers 1870' },
      },
      {
        label: { pt: 'Nº de inventário', en: 'Inventory no.', es: 'N.º de inventario', fr: 'N° d’inventaire' },
        value: { pt: 'MEX-0117', en: 'MEX-0117', es: 'MEX-0117', fr: 'MEX-0117' },
      },
    ],
    name: {
      pt: 'Serviço de café em porcelana',
      en: 'Porcelain coffee set',
      es: 'Juego de café de porcelana',
      fr: 'Service à café en porcelaine',
    },
    description: {
      pt: 'No serviço de porcelana da sala de visitas, o açúcar do engenho e o café da fazenda se encontravam na mesma xícara.',
      en: 'In the porcelain set of the drawing room, the mill’s sugar and the farm’s coffee met in the same cup.',
      es: 'En el juego de porcelana del salón, el azúcar del ingenio y el café de la hacienda se encontraban en la misma taza.',
      fr: 'Dans le service en porcelaine du salon, le sucre du moulin et le café de la fazenda se retrouvaient dans la même tasse.',
    },
    contentPreview: {
      pt: 'Açúcar e café, enfim, na mesma xícara.',
      en: 'Sugar and coffee, at last, in the same cup.',
      es: 'Azúcar y café, por fin, en la misma taza.',
      fr: 'Le sucre et le café, enfin réunis dans la même tasse.',
    },
    content: {
      pt: '<p>Na sala de visitas da casa-grande, o café era servido neste <strong>serviço de porcelana</strong> pintado à mão. O açúcar do engenho e o café da fazenda se encontravam, enfim, na mesma xícara.</p><p>Oferecer um cafezinho era, e ainda é, o primeiro gesto da hospitalidade mineira. Conte para nós como você gosta do seu na <strong>enquete</strong> abaixo.</p>',
      en: '<p>In the drawing room of the big house, coffee was served in this hand-painted <strong>porcelain set</strong>. The mill’s sugar and the farm’s coffee finally met in the same cup.</p><p>Offering a <em>cafezinho</em> was, and still is, the first gesture of hospitality in Minas Gerais. Tell us how you like yours in the <strong>poll</strong> below.</p>',
      es: '<p>En el salón de la casa grande, el café se servía en este <strong>juego de porcelana</strong> pintado a mano. El azúcar del ingenio y el café de la hacienda se encontraban, por fin, en la misma taza.</p><p>Ofrecer un <em>cafezinho</em> era, y sigue siendo, el primer gesto de la hospitalidad mineira. Cuéntenos cómo le gusta el suyo en la <strong>encuesta</strong> de abajo.</p>',
      fr: '<p>Dans le salon de la maison de maître, le café était servi dans ce <strong>service en porcelaine</strong> peint à la main. Le sucre du moulin et le café de la fazenda se retrouvaient enfin dans la même tasse.</p><p>Offrir un <em>cafezinho</em> était, et reste, le premier geste de l’hospitalité du Minas Gerais. Dites-nous comment vous aimez le vôtre dans le <strong>sondage</strong> ci-dessous.</p>',
    },
    audio: buildNarration('museum', 'porcelana'),
    questionnaire: buildCoffeePoll(),
    tags: ['café', 'casa-grande'],
    keywords: ['porcelana', 'xícara', 'cafezinho', 'hospitalidade', 'enquete'],
  });
}
