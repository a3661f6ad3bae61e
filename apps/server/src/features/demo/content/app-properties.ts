import {
  APP_VERSION,
  type AppProperties,
  DEFAULT_RAW_EVENTS_RETENTION_MONTHS,
  DEFAULT_TILE_URL,
} from '@percurso/shared';
import { demoMediaUrl } from './text.ts';

/** App-wide settings, including the carousel of the guide selection tutorial. */
export function buildDemoAppProperties(): AppProperties {
  return {
    version: APP_VERSION,
    enabled: true,
    onEvaluation: false,
    rawEventsRetentionMonths: DEFAULT_RAW_EVENTS_RETENTION_MONTHS,
    tooltipTitle: {
      pt: 'Escolha um guia e comece a visita',
      en: 'Pick a guide and start your visit',
      es: 'Elija una guía y empiece la visita',
      fr: 'Choisissez un guide et commencez la visite',
    },
    tooltipText: {
      pt: 'Toque em um guia da lista para abri-lo. Lá dentro, siga uma jornada ou explore o mapa. Alguns pontos se abrem ao tocar; outros se desbloqueiam quando você lê o QR code ao lado da peça, quando o GPS percebe que você chegou ao local ou quando você aponta a câmera para a peça.',
      en: 'Tap a guide in the list to open it. Inside, follow a journey or explore the map. Some points open with a tap; others unlock when you scan the QR code next to the exhibit, when the GPS notices you have arrived, or when you point the camera at the exhibit.',
      es: 'Toque una guía de la lista para abrirla. Dentro, siga un recorrido o explore el mapa. Algunos puntos se abren con un toque; otros se desbloquean cuando usted escanea el código QR junto a la pieza, cuando el GPS detecta que ha llegado al lugar o cuando apunta la cámara hacia la pieza.',
      fr: 'Touchez un guide dans la liste pour l’ouvrir. À l’intérieur, suivez un parcours ou explorez la carte. Certains points s’ouvrent d’un toucher ; d’autres se débloquent lorsque vous scannez le QR code placé près de l’objet, lorsque le GPS détecte votre arrivée sur place ou lorsque vous pointez la caméra vers l’objet.',
    },
    tooltipImages: [demoMediaUrl('museum/cover.svg'), demoMediaUrl('tour/cover.svg')],
    urlsPrefix: '',
    topics: ['história', 'gastronomia', 'arquitetura', 'arte sacra'],
    tileUrl: DEFAULT_TILE_URL,
  };
}
