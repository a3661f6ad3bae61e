import type { RoadMapCatalogue } from '../types.ts';

export const esRoadMaps: RoadMapCatalogue = {
  'road_maps.filter.label': 'Filtrar itinerarios',
  'road_maps.filter.search': 'Buscar',
  'road_maps.filter.search_placeholder': 'Nombre del itinerario o de un lugar',
  'road_maps.filter.van': 'Furgoneta',
  'road_maps.filter.all_vans': 'Todas las furgonetas',
  'road_maps.filter.van_places': 'Lugares atendidos por la {{van}}',
  'road_maps.filter.van_none': 'Ningún itinerario usa esta furgoneta todavía.',
  'road_maps.filter.no_match': 'Ningún itinerario coincide con los filtros.',
  'road_maps.filter.clear': 'Quitar filtros',
  'road_maps.filter.count_one': '{{count}} itinerario',
  'road_maps.filter.count_other': '{{count}} itinerarios',
  'road_maps.progress.title': 'Tu progreso',
  'road_maps.progress.count': '{{visited}} de {{total}} lugares visitados',
  'road_maps.progress.visited': 'Visitado',
  'road_maps.progress.not_visited': 'Aún no visitado',
  'road_maps.progress.visits_one': '{{count}} visita registrada',
  'road_maps.progress.visits_other': '{{count}} visitas registradas',
  'road_maps.progress.complete': '¡Itinerario completado!',
  'road_maps.progress.complete_mark': 'Completado',
  'road_maps.progress.register': 'Regístrate para guardar las visitas que hagas en este itinerario.',
  'road_maps.progress.how':
    'Escanea el código QR del itinerario o desbloquea un punto en cada lugar para marcarlo como visitado.',
  'road_maps.qr.recorded': '¡Visita al itinerario {{name}} registrada!',
  'road_maps.qr.register': 'Regístrate para registrar tu visita al itinerario {{name}}.',
  'road_maps.social_links': 'Redes sociales',
};
