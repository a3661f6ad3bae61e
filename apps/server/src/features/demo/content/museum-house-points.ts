import type { Point } from '@percurso/shared';
import { DEMO_IDS } from './ids.ts';
import { buildMuseumPoint, SECTION_TITLES } from './museum-point.ts';
import { demoMediaUrl } from './text.ts';

export const MUSEUM_LEAFLET_URL = demoMediaUrl('museum/docs/folheto.pdf');

/** The big house: the family's faith, the farm's business and the routes of its trade. */
export function buildHousePoints(): Point[] {
  return [buildOratory(), buildTradeRoutesMap(), buildScale()];
}

function buildOratory(): Point {
  return buildMuseumPoint('oratorio', {
    journeyIds: [DEMO_IDS.casaGrande],
    // The demo journey's image model (museum/recognition) stands in for one trained on the
    // exhibits: it recognises a camera image that is mostly red (this point) or mostly blue.
    objectDetection: true,
    objectLabel: 'Vermelho',
    name: { pt: 'Oratório da família', en: 'Family oratory', es: 'Oratorio familiar', fr: 'Oratoire familial' },
    description: {
      pt: 'Diante do oratório de madeira dourada, a família da casa-grande se reunia para rezar ao fim do dia.',
      en: 'In front of the gilded wooden oratory, the family of the big house gathered to pray at the end of the day.',
      es: 'Ante el oratorio de madera dorada, la familia de la casa grande se reunía para rezar al final del día.',
      fr: 'Devant l’oratoire en bois doré, la famille de la maison de maître se réunissait pour prier en fin de journée.',
    },
    contentPreview: {
      pt: 'Fé e arte barroca no coração da casa.',
      en: 'Faith and baroque art at the heart of the house.',
      es: 'Fe y arte barroco en el corazón de la casa.',
      fr: 'Foi et art baroque au cœur de la maison.',
    },
    content: {
      pt: '<p>Todo fim de tarde, a família se reunia diante deste <strong>oratório</strong> de madeira entalhada e dourada para rezar. Ele ocupava o lugar de honra da casa-grande.</p><p>O crucifixo e as imagens de santos, feitos por artesãos mineiros, mostram a influência do <em>barroco</em>, o mesmo estilo das igrejas de Ouro Preto, que você pode conhecer na Rota Açúcar, Café e Ouro.</p>',
      en: '<p>Every evening, the family gathered in front of this carved and gilded wooden <strong>oratory</strong> to pray. It held the place of honour in the big house.</p><p>The crucifix and the figures of saints, made by craftsmen from Minas Gerais, show the influence of the <em>baroque</em>, the same style as the churches of Ouro Preto, which you can visit on the Sugar, Coffee and Gold Route.</p>',
      es: '<p>Cada atardecer, la familia se reunía ante este <strong>oratorio</strong> de madera tallada y dorada para rezar. Ocupaba el lugar de honor de la casa grande.</p><p>El crucifijo y las imágenes de santos, hechos por artesanos mineiros, muestran la influencia del <em>barroco</em>, el mismo estilo de las iglesias de Ouro Preto, que puede conocer en la Ruta del Azúcar, el Café y el Oro.</p>',
      fr: '<p>Chaque soir, la famille se réunissait devant cet <strong>oratoire</strong> en bois sculpté et doré pour prier. Il occupait la place d’honneur de la maison de maître.</p><p>Le crucifix et les statues de saints, œuvres d’artisans du Minas Gerais, montrent l’influence du <em>baroque</em>, le style des églises d’Ouro Preto, que vous pouvez découvrir sur la Route du Sucre, du Café et de l’Or.</p>',
    },
    sections: [
      {
        name: SECTION_TITLES.didYouKnow,
        description: {
          pt: 'Além dos oratórios de sala, como este, havia os oratórios de viagem, pequenos o bastante para seguir no lombo de uma mula com os tropeiros.',
          en: 'Besides drawing-room oratories like this one, there were travelling oratories, small enough to ride on a mule’s back with the muleteers.',
          es: 'Además de los oratorios de salón, como este, existían los oratorios de viaje, lo bastante pequeños para ir a lomo de mula con los arrieros.',
          fr: 'Outre les oratoires de salon comme celui-ci, il existait des oratoires de voyage, assez petits pour voyager à dos de mulet avec les muletiers.',
        },
        medias: [],
      },
    ],
    tags: ['casa-grande', 'barroco'],
    keywords: ['oratório', 'santos', 'fé', 'barroco'],
  });
}

function buildTradeRoutesMap(): Point {
  return buildMuseumPoint('mapa-rotas', {
    journeyIds: [DEMO_IDS.casaGrande],
    name: {
      pt: 'Mapa das rotas do comércio',
      en: 'Map of the trade routes',
      es: 'Mapa de las rutas comerciales',
      fr: 'Carte des routes commerciales',
    },
    description: {
      pt: 'O mapa mostra os caminhos do açúcar e do café: das trilhas dos tropeiros às ferrovias e ao porto.',
      en: 'The map shows the routes of sugar and coffee: from the muleteers’ trails to the railways and the port.',
      es: 'El mapa muestra los caminos del azúcar y del café: de las sendas de los arrieros a los ferrocarriles y al puerto.',
      fr: 'La carte montre les chemins du sucre et du café : des sentiers des muletiers aux chemins de fer et au port.',
    },
    contentPreview: {
      pt: 'Por onde viajavam o açúcar e o café, e o folheto do museu para baixar.',
      en: 'Where sugar and coffee travelled, and the museum leaflet to download.',
      es: 'Por dónde viajaban el azúcar y el café, y el folleto del museo para descargar.',
      fr: 'Par où voyageaient le sucre et le café, et le dépliant du musée à télécharger.',
    },
    content: {
      pt: `<p>Este <strong>mapa</strong> mostra os caminhos percorridos pelo açúcar e pelo café da fazenda: das trilhas dos tropeiros às ferrovias, até o porto do Rio de Janeiro.</p><p>Pelos mesmos caminhos chegavam as pessoas escravizadas trazidas à força da África, cujo trabalho sustentou toda essa riqueza. Seus nomes, quando conhecidos, estão no painel ao lado.</p><p>Quer levar a visita para casa? Baixe o <a href="${MUSEUM_LEAFLET_URL}">folheto do museu</a>.</p>`,
      en: `<p>This <strong>map</strong> shows the routes travelled by the farm’s sugar and coffee: from the muleteers’ trails to the railways, all the way to the port of Rio de Janeiro.</p><p>Along the same routes came the enslaved people brought by force from Africa, whose labour sustained all this wealth. Their names, where known, are on the panel alongside.</p><p>Want to take the visit home? Download the <a href="${MUSEUM_LEAFLET_URL}">museum leaflet</a>.</p>`,
      es: `<p>Este <strong>mapa</strong> muestra los caminos que recorrían el azúcar y el café de la hacienda: de las sendas de los arrieros a los ferrocarriles, hasta el puerto de Río de Janeiro.</p><p>Por esos mismos caminos llegaban las personas esclavizadas traídas a la fuerza desde África, cuyo trabajo sostuvo toda esa riqueza. Sus nombres, cuando se conocen, están en el panel de al lado.</p><p>¿Quiere llevarse la visita a casa? Descargue el <a href="${MUSEUM_LEAFLET_URL}">folleto del museo</a>.</p>`,
      fr: `<p>Cette <strong>carte</strong> montre les chemins parcourus par le sucre et le café de la fazenda : des sentiers des muletiers aux chemins de fer, jusqu’au port de Rio de Janeiro.</p><p>Par ces mêmes chemins arrivaient les personnes réduites en esclavage, amenées de force d’Afrique, dont le travail a soutenu toute cette richesse. Leurs noms, lorsqu’ils sont connus, figurent sur le panneau voisin.</p><p>Envie d’emporter la visite chez vous ? Téléchargez le <a href="${MUSEUM_LEAFLET_URL}">dépliant du musée</a>.</p>`,
    },
    medias: [
      {
        fileType: 'pdf',
        url: MUSEUM_LEAFLET_URL,
        name: { pt: 'Folheto do museu', en: 'Museum leaflet', es: 'Folleto del museo', fr: 'Dépliant du musée' },
      },
    ],
    tags: ['casa-grande', 'café', 'açúcar'],
    keywords: ['mapa', 'rotas', 'tropeiros', 'ferrovia', 'porto', 'escravidão'],
  });
}

function buildScale(): Point {
  return buildMuseumPoint('balanca', {
    journeyIds: [DEMO_IDS.casaGrande, DEMO_IDS.engenhoXicara],
    name: { pt: 'Balança de pesagem', en: 'Weighing scale', es: 'Balanza de pesaje', fr: 'Balance de pesage' },
    description: {
      pt: 'Na balança de ferro fundido, pesavam-se os pães de açúcar e as sacas de café antes da venda.',
      en: 'On the cast-iron scale, the sugarloaves and coffee sacks were weighed before being sold.',
      es: 'En la balanza de hierro fundido se pesaban los panes de azúcar y los sacos de café antes de la venta.',
      fr: 'Sur la balance en fonte, on pesait les pains de sucre et les sacs de café avant la vente.',
    },
    contentPreview: {
      pt: 'Tudo o que saía da fazenda passava por aqui. Leia o QR code para desbloquear.',
      en: 'Everything that left the farm passed through here. Scan the QR code to unlock.',
      es: 'Todo lo que salía de la hacienda pasaba por aquí. Escanee el código QR para desbloquear.',
      fr: 'Tout ce qui quittait la fazenda passait par ici. Scannez le QR code pour débloquer.',
    },
    content: {
      pt: '<p>Tudo o que saía da fazenda passava por esta <strong>balança</strong> de ferro fundido, trazida da Inglaterra em 1870. Nela se pesavam os pães de açúcar e as sacas de café antes da venda.</p><p>O peso era anotado no livro-caixa do escritório da casa-grande, ao lado do preço do dia.</p><p><em>Este ponto só se desbloqueia com o QR code colado na base da balança.</em></p>',
      en: '<p>Everything that left the farm went across this cast-iron <strong>scale</strong>, brought from England in 1870. The sugarloaves and coffee sacks were weighed on it before being sold.</p><p>The weight was written in the ledger in the office of the big house, next to the day’s price.</p><p><em>This point only unlocks with the QR code on the base of the scale.</em></p>',
      es: '<p>Todo lo que salía de la hacienda pasaba por esta <strong>balanza</strong> de hierro fundido, traída de Inglaterra en 1870. En ella se pesaban los panes de azúcar y los sacos de café antes de la venta.</p><p>El peso se anotaba en el libro de caja de la oficina de la casa grande, junto al precio del día.</p><p><em>Este punto solo se desbloquea con el código QR pegado en la base de la balanza.</em></p>',
      fr: '<p>Tout ce qui quittait la fazenda passait sur cette <strong>balance</strong> en fonte, venue d’Angleterre en 1870. On y pesait les pains de sucre et les sacs de café avant la vente.</p><p>Le poids était noté dans le livre de comptes du bureau de la maison de maître, à côté du prix du jour.</p><p><em>Ce point ne se débloque qu’avec le QR code collé sur le socle de la balance.</em></p>',
    },
    sections: [
      {
        name: SECTION_TITLES.didYouKnow,
        description: {
          pt: 'A arroba, medida de cerca de 15 quilos, era a unidade usada para o açúcar e o café. Uma saca de café de 60 quilos equivale a quatro arrobas.',
          en: 'The arroba, a unit of about 15 kilos, was used for both sugar and coffee. A 60-kilo sack of coffee is worth four arrobas.',
          es: 'La arroba, una medida de unos 15 kilos, era la unidad usada para el azúcar y el café. Un saco de café de 60 kilos equivale a cuatro arrobas.',
          fr: 'L’arroba, une unité d’environ 15 kilos, servait à peser le sucre comme le café. Un sac de café de 60 kilos vaut quatre arrobas.',
        },
        medias: [],
      },
    ],
    qrValidation: true,
    tags: ['engenho', 'café', 'casa-grande'],
    keywords: ['balança', 'arroba', 'pesagem', 'comércio'],
  });
}
