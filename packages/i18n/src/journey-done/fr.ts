import type { JourneyDoneCatalogue } from '../types.ts';

export const frJourneyDone: JourneyDoneCatalogue = {
  'journey_done.title': 'Parcours terminé !',
  'journey_done.points_one': 'Vous avez visité {{count}} point.',
  'journey_done.points_other': 'Vous avez visité les {{count}} points.',
  'journey_done.emblem': 'Emblème obtenu : {{name}}',
  'journey_done.prize': 'Prix gagné : {{name}}',
  'journey_done.all_journeys': 'Vous avez terminé tous les parcours de ce guide.',
  'journey_done.next': 'Parcours suivant : {{name}}',
  'journey_done.rewards': 'Voir mes prix',
  'journey_done.share': 'Partager',
  'journey_done.share_text': "J'ai terminé le parcours « {{journey}} » à {{guide}} !",
  'journey_done.link_copied': 'Lien copié !',
  'journey_done.close': 'Fermer',
};
