import type { JourneyDoneCatalogue } from '../types.ts';

export const esJourneyDone: JourneyDoneCatalogue = {
  'journey_done.title': '¡Recorrido completado!',
  'journey_done.points_one': 'Visitaste {{count}} punto.',
  'journey_done.points_other': 'Visitaste los {{count}} puntos.',
  'journey_done.emblem': 'Emblema conseguido: {{name}}',
  'journey_done.prize': 'Premio ganado: {{name}}',
  'journey_done.all_journeys': 'Completaste todos los recorridos de esta guía.',
  'journey_done.next': 'Siguiente recorrido: {{name}}',
  'journey_done.rewards': 'Ver mis premios',
  'journey_done.share': 'Compartir',
  'journey_done.share_text': '¡Completé el recorrido "{{journey}}" en {{guide}}!',
  'journey_done.link_copied': '¡Enlace copiado!',
  'journey_done.close': 'Cerrar',
};
