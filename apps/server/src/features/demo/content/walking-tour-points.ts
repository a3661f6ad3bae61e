import type { Coordinates, Point } from '@percurso/shared';
import { DEMO_IDS, tourPointId } from './ids.ts';
import { buildPoint, type PointDraft } from './point-defaults.ts';
import { demoMediaUrl } from './text.ts';

export const TOUR_STEMS = [
  'praca',
  'museu-inconfidencia',
  'igreja-sao-francisco',
  'casa-dos-contos',
  'igreja-pilar',
] as const;
export type TourStem = (typeof TOUR_STEMS)[number];

/** Approximate public coordinates of each stop in the historic centre of Ouro Preto. */
export const TOUR_COORDINATES: Record<TourStem, Coordinates> = {
  praca: { latitude: -20.3856, longitude: -43.5035 },
  'museu-inconfidencia': { latitude: -20.3851, longitude: -43.5037 },
  'igreja-sao-francisco': { latitude: -20.3862, longitude: -43.5028 },
  'casa-dos-contos': { latitude: -20.3843, longitude: -43.5062 },
  'igreja-pilar': { latitude: -20.3889, longitude: -43.5098 },
};

const ALL_STOPS = [DEMO_IDS.tourFullWalk];
const CHURCH_STOPS = [DEMO_IDS.tourFullWalk, DEMO_IDS.tourChurches];

/** The stops of the walk, unlocked by GPS when the visitor arrives. */
export function buildTourPoints(): Point[] {
  return [
    buildStop('praca', {
      journeyIds: ALL_STOPS,
      name: { pt: 'Praça Tiradentes', en: 'Tiradentes Square', es: 'Plaza Tiradentes', fr: 'Place Tiradentes' },
      description: {
        pt: 'O coração de Ouro Preto, onde a Coroa portuguesa expôs a cabeça de Tiradentes em 1792.',
        en: 'The heart of Ouro Preto, where the Portuguese Crown put Tiradentes’ head on display in 1792.',
        es: 'El corazón de Ouro Preto, donde la Corona portuguesa expuso la cabeza de Tiradentes en 1792.',
        fr: 'Le cœur d’Ouro Preto, où la Couronne portugaise exposa la tête de Tiradentes en 1792.',
      },
      contentPreview: {
        pt: 'O ponto de partida do passeio.',
        en: 'The starting point of the walk.',
        es: 'El punto de partida del paseo.',
        fr: 'Le point de départ de la promenade.',
      },
      content: {
        pt: '<p>A <strong>Praça Tiradentes</strong> é o coração de Ouro Preto. Foi aqui que, em 1792, a Coroa portuguesa expôs a cabeça de Tiradentes, líder da <em>Inconfidência Mineira</em>, como aviso a quem ousasse se rebelar.</p><p>Hoje, a estátua do herói, no centro da praça, fica entre o antigo Palácio dos Governadores e o Museu da Inconfidência. É daqui que parte o nosso passeio.</p>',
        en: '<p><strong>Tiradentes Square</strong> is the heart of Ouro Preto. It was here, in 1792, that the Portuguese Crown displayed the head of Tiradentes, leader of the <em>Inconfidência Mineira</em>, as a warning to anyone who dared to rebel.</p><p>Today the hero’s statue, in the middle of the square, stands between the former Governors’ Palace and the Inconfidência Museum. This is where our walk begins.</p>',
        es: '<p>La <strong>Plaza Tiradentes</strong> es el corazón de Ouro Preto. Fue aquí donde, en 1792, la Corona portuguesa expuso la cabeza de Tiradentes, líder de la <em>Inconfidência Mineira</em>, como advertencia a quien se atreviera a rebelarse.</p><p>Hoy, la estatua del héroe, en el centro de la plaza, se alza entre el antiguo Palacio de los Gobernadores y el Museo de la Inconfidencia. Desde aquí parte nuestro paseo.</p>',
        fr: '<p>La <strong>place Tiradentes</strong> est le cœur d’Ouro Preto. C’est ici qu’en 1792 la Couronne portugaise exposa la tête de Tiradentes, chef de l’<em>Inconfidência Mineira</em>, pour avertir quiconque oserait se rebeller.</p><p>Aujourd’hui, la statue du héros, au centre de la place, se dresse entre l’ancien palais des Gouverneurs et le musée de l’Inconfidência. C’est d’ici que part notre promenade.</p>',
      },
      tags: ['inconfidência'],
      keywords: ['praça', 'Tiradentes', 'Inconfidência Mineira', 'estátua'],
    }),
    buildStop('museu-inconfidencia', {
      journeyIds: ALL_STOPS,
      // Unlocked by the QR code at the museum's ticket desk, not by walking past its façade.
      qrValidation: true,
      name: {
        pt: 'Museu da Inconfidência',
        en: 'Inconfidência Museum',
        es: 'Museo de la Inconfidencia',
        fr: 'Musée de l’Inconfidência',
      },
      description: {
        pt: 'A antiga Casa de Câmara e Cadeia de Vila Rica, hoje museu da Inconfidência Mineira e da vida no século XVIII.',
        en: 'The former Town Hall and Jail of Vila Rica, now a museum of the Inconfidência Mineira and of 18th-century life.',
        es: 'La antigua Casa de Cámara y Cárcel de Vila Rica, hoy museo de la Inconfidência Mineira y de la vida en el siglo XVIII.',
        fr: 'L’ancien hôtel de ville et prison de Vila Rica, aujourd’hui musée de l’Inconfidência Mineira et de la vie au XVIIIe siècle.',
      },
      contentPreview: {
        pt: 'De cadeia a panteão dos inconfidentes.',
        en: 'From jail to pantheon of the conspirators.',
        es: 'De cárcel a panteón de los inconfidentes.',
        fr: 'De la prison au panthéon des conjurés.',
      },
      content: {
        pt: '<p>O prédio começou a ser construído em 1785 para ser a <strong>Casa de Câmara e Cadeia</strong> de Vila Rica: a câmara municipal no andar de cima, a cadeia embaixo. Desde 1944 abriga o Museu da Inconfidência.</p><p>No Panteão repousam os restos mortais de inconfidentes trazidos do exílio na África. O acervo reúne ainda obras de <em>Aleijadinho</em> e objetos do dia a dia da antiga capital do ouro.</p>',
        en: '<p>Construction of this building, the <strong>Town Hall and Jail</strong> of Vila Rica, began in 1785: the council upstairs, the jail below. Since 1944 it has housed the Inconfidência Museum.</p><p>The Pantheon holds the remains of conspirators brought back from exile in Africa. The collection also includes works by <em>Aleijadinho</em> and everyday objects from the old gold capital.</p>',
        es: '<p>El edificio empezó a construirse en 1785 para ser la <strong>Casa de Cámara y Cárcel</strong> de Vila Rica: el concejo en la planta alta, la cárcel abajo. Desde 1944 alberga el Museo de la Inconfidencia.</p><p>En el Panteón reposan los restos de inconfidentes traídos del exilio en África. La colección reúne además obras del <em>Aleijadinho</em> y objetos cotidianos de la antigua capital del oro.</p>',
        fr: '<p>La construction de ce bâtiment, l’<strong>hôtel de ville et prison</strong> de Vila Rica, commença en 1785 : le conseil municipal à l’étage, la prison en dessous. Depuis 1944, il abrite le musée de l’Inconfidência.</p><p>Le Panthéon accueille les restes de conjurés ramenés de leur exil en Afrique. Les collections réunissent aussi des œuvres de l’<em>Aleijadinho</em> et des objets du quotidien de l’ancienne capitale de l’or.</p>',
      },
      tags: ['inconfidência'],
      keywords: ['museu', 'Casa de Câmara e Cadeia', 'panteão', 'Aleijadinho'],
    }),
    buildStop('igreja-sao-francisco', {
      journeyIds: CHURCH_STOPS,
      name: {
        pt: 'Igreja de São Francisco de Assis',
        en: 'Church of Saint Francis of Assisi',
        es: 'Iglesia de San Francisco de Asís',
        fr: 'Église Saint-François-d’Assise',
      },
      description: {
        pt: 'Obra-prima do barroco mineiro, com projeto e esculturas de Aleijadinho e teto pintado por Mestre Ataíde.',
        en: 'A masterpiece of the Minas Gerais baroque, designed and sculpted by Aleijadinho, with a ceiling painted by Mestre Ataíde.',
        es: 'Obra maestra del barroco mineiro, con proyecto y esculturas del Aleijadinho y techo pintado por Mestre Ataíde.',
        fr: 'Chef-d’œuvre du baroque du Minas Gerais, conçu et sculpté par l’Aleijadinho, avec un plafond peint par Mestre Ataíde.',
      },
      contentPreview: {
        pt: 'Aleijadinho e Ataíde na mesma obra-prima.',
        en: 'Aleijadinho and Ataíde in one masterpiece.',
        es: 'Aleijadinho y Ataíde en una misma obra maestra.',
        fr: 'L’Aleijadinho et Ataíde réunis dans un même chef-d’œuvre.',
      },
      content: {
        pt: '<p>Projetada por <strong>Aleijadinho</strong> (Antônio Francisco Lisboa), que também esculpiu a portada em pedra-sabão, a igreja é considerada uma das obras-primas do barroco mineiro.</p><p>Lá dentro, olhe para o teto da nave: a pintura de <strong>Mestre Ataíde</strong> mostra Nossa Senhora cercada de anjos músicos, com traços mestiços que lembram o povo de Minas.</p>',
        en: '<p>Designed by <strong>Aleijadinho</strong> (Antônio Francisco Lisboa), who also carved its soapstone doorway, the church is regarded as one of the masterpieces of the Minas Gerais baroque.</p><p>Inside, look up at the nave ceiling: the painting by <strong>Mestre Ataíde</strong> shows Our Lady surrounded by musician angels, with mixed-race features that recall the people of Minas.</p>',
        es: '<p>Proyectada por el <strong>Aleijadinho</strong> (Antônio Francisco Lisboa), que también esculpió la portada en esteatita, la iglesia es considerada una de las obras maestras del barroco mineiro.</p><p>Dentro, mire el techo de la nave: la pintura de <strong>Mestre Ataíde</strong> muestra a la Virgen rodeada de ángeles músicos, con rasgos mestizos que recuerdan al pueblo de Minas.</p>',
        fr: '<p>Conçue par l’<strong>Aleijadinho</strong> (Antônio Francisco Lisboa), qui en a aussi sculpté le portail en stéatite, l’église est considérée comme l’un des chefs-d’œuvre du baroque du Minas Gerais.</p><p>À l’intérieur, levez les yeux vers le plafond de la nef : la peinture de <strong>Mestre Ataíde</strong> montre la Vierge entourée d’anges musiciens, aux traits métissés qui évoquent le peuple du Minas.</p>',
      },
      tags: ['barroco', 'arte sacra'],
      keywords: ['igreja', 'Aleijadinho', 'Mestre Ataíde', 'pedra-sabão'],
    }),
    buildStop('casa-dos-contos', {
      journeyIds: ALL_STOPS,
      name: { pt: 'Casa dos Contos', en: 'Casa dos Contos', es: 'Casa dos Contos', fr: 'Casa dos Contos' },
      description: {
        pt: 'Casarão do século XVIII ligado ao controle do ouro e à prisão dos inconfidentes.',
        en: 'An 18th-century mansion linked to the control of gold and to the imprisonment of the conspirators.',
        es: 'Casona del siglo XVIII vinculada al control del oro y a la prisión de los inconfidentes.',
        fr: 'Grande demeure du XVIIIe siècle liée au contrôle de l’or et à l’emprisonnement des conjurés.',
      },
      contentPreview: {
        pt: 'Ouro, impostos e um poeta preso.',
        en: 'Gold, taxes and an imprisoned poet.',
        es: 'Oro, impuestos y un poeta preso.',
        fr: 'De l’or, des impôts et un poète emprisonné.',
      },
      content: {
        pt: '<p>Construída entre 1782 e 1784 para o contratador de impostos João Rodrigues de Macedo, a <strong>Casa dos Contos</strong> serviu depois à administração do ouro devido à Coroa, e ali funcionou uma casa de fundição.</p><p>Durante a repressão à Inconfidência, o casarão virou prisão: nele morreu, em 1789, o poeta <em>Cláudio Manuel da Costa</em>. Hoje é um centro de estudos do ciclo do ouro, com uma bela coleção de moedas.</p>',
        en: '<p>Built between 1782 and 1784 for the tax farmer João Rodrigues de Macedo, the <strong>Casa dos Contos</strong> later served the administration of the gold owed to the Crown, and a smelting house operated there.</p><p>During the crackdown on the Inconfidência, the mansion became a prison: the poet <em>Cláudio Manuel da Costa</em> died there in 1789. Today it is a centre for the study of the gold cycle, with a fine coin collection.</p>',
        es: '<p>Construida entre 1782 y 1784 para el recaudador de impuestos João Rodrigues de Macedo, la <strong>Casa dos Contos</strong> sirvió después a la administración del oro debido a la Corona, y allí funcionó una casa de fundición.</p><p>Durante la represión de la Inconfidência, la casona se convirtió en prisión: en ella murió, en 1789, el poeta <em>Cláudio Manuel da Costa</em>. Hoy es un centro de estudios del ciclo del oro, con una bella colección de monedas.</p>',
        fr: '<p>Construite entre 1782 et 1784 pour le fermier des impôts João Rodrigues de Macedo, la <strong>Casa dos Contos</strong> servit ensuite à l’administration de l’or dû à la Couronne, et abrita une fonderie.</p><p>Pendant la répression de l’Inconfidência, la demeure devint une prison : le poète <em>Cláudio Manuel da Costa</em> y mourut en 1789. C’est aujourd’hui un centre d’études du cycle de l’or, doté d’une belle collection de monnaies.</p>',
      },
      tags: ['inconfidência'],
      keywords: ['Casa dos Contos', 'ouro', 'moedas', 'Cláudio Manuel da Costa'],
    }),
    buildStop('igreja-pilar', {
      journeyIds: CHURCH_STOPS,
      name: {
        pt: 'Matriz de Nossa Senhora do Pilar',
        en: 'Mother Church of Our Lady of the Pillar',
        es: 'Iglesia Matriz de Nuestra Señora del Pilar',
        fr: 'Église mère Notre-Dame-du-Pilar',
      },
      description: {
        pt: 'Por fora, sóbria; por dentro, uma das igrejas mais ricas do Brasil, coberta de talha dourada.',
        en: 'Plain on the outside; inside, one of the richest churches in Brazil, covered in gilded carving.',
        es: 'Sobria por fuera; por dentro, una de las iglesias más ricas de Brasil, cubierta de talla dorada.',
        fr: 'Sobre à l’extérieur ; à l’intérieur, l’une des églises les plus riches du Brésil, couverte de boiseries dorées.',
      },
      contentPreview: {
        pt: 'O ouro de Vila Rica nas paredes de uma igreja.',
        en: 'The gold of Vila Rica on the walls of a church.',
        es: 'El oro de Vila Rica en las paredes de una iglesia.',
        fr: 'L’or de Vila Rica sur les murs d’une église.',
      },
      content: {
        pt: '<p>Por fora, a <strong>Matriz de Nossa Senhora do Pilar</strong> é sóbria; por dentro, é uma das igrejas mais ricas do Brasil, com centenas de quilos de ouro na talha que cobre altares e paredes.</p><p>Em 1733, a inauguração da nova matriz foi celebrada com o <em>Triunfo Eucarístico</em>, uma procissão grandiosa que exibiu a riqueza de Vila Rica. No subsolo, o Museu de Arte Sacra guarda peças de ourivesaria e imagens da época.</p><p>Aqui termina o nosso passeio. Obrigado por caminhar conosco!</p>',
        en: '<p>On the outside, the <strong>Mother Church of Our Lady of the Pillar</strong> is plain; inside, it is one of the richest churches in Brazil, with hundreds of kilos of gold in the carving that covers its altars and walls.</p><p>In 1733, the opening of the new church was celebrated with the <em>Triunfo Eucarístico</em>, a grand procession that showed off the wealth of Vila Rica. Downstairs, the Museum of Sacred Art keeps goldsmiths’ work and statues from the period.</p><p>This is where our walk ends. Thank you for walking with us!</p>',
        es: '<p>Por fuera, la <strong>Matriz de Nuestra Señora del Pilar</strong> es sobria; por dentro, es una de las iglesias más ricas de Brasil, con cientos de kilos de oro en la talla que cubre altares y paredes.</p><p>En 1733, la inauguración de la nueva matriz se celebró con el <em>Triunfo Eucarístico</em>, una procesión grandiosa que exhibió la riqueza de Vila Rica. En el sótano, el Museo de Arte Sacro guarda piezas de orfebrería e imágenes de la época.</p><p>Aquí termina nuestro paseo. ¡Gracias por caminar con nosotros!</p>',
        fr: '<p>À l’extérieur, l’<strong>église mère Notre-Dame-du-Pilar</strong> est sobre ; à l’intérieur, c’est l’une des églises les plus riches du Brésil, avec des centaines de kilos d’or dans les boiseries qui couvrent autels et murs.</p><p>En 1733, l’inauguration de la nouvelle église fut célébrée par le <em>Triunfo Eucarístico</em>, une procession grandiose qui étala la richesse de Vila Rica. Au sous-sol, le musée d’Art sacré conserve des pièces d’orfèvrerie et des statues de l’époque.</p><p>Ici s’achève notre promenade. Merci d’avoir marché avec nous !</p>',
      },
      tags: ['barroco', 'arte sacra'],
      keywords: ['igreja', 'Pilar', 'talha dourada', 'Triunfo Eucarístico'],
    }),
  ];
}

function buildStop(stem: TourStem, draft: Omit<PointDraft, 'id' | 'guideId'>): Point {
  return buildPoint({
    id: tourPointId(stem),
    guideId: DEMO_IDS.tour,
    mapId: DEMO_IDS.tourMap,
    frontImage: demoMediaUrl(`tour/${stem}.svg`),
    geolocation: true,
    coordinates: TOUR_COORDINATES[stem],
    ...draft,
  });
}
