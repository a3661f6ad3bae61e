import type { RoadMapCatalogue } from '../types.ts';

export const frRoadMaps: RoadMapCatalogue = {
  'road_maps.filter.label': 'Filtrer les itinéraires',
  'road_maps.filter.search': 'Rechercher',
  'road_maps.filter.search_placeholder': "Nom de l'itinéraire ou d'un lieu",
  'road_maps.filter.van': 'Navette',
  'road_maps.filter.all_vans': 'Toutes les navettes',
  'road_maps.filter.van_places': 'Lieux desservis par la {{van}}',
  'road_maps.filter.van_none': "Aucun itinéraire n'utilise encore cette navette.",
  'road_maps.filter.no_match': 'Aucun itinéraire ne correspond aux filtres.',
  'road_maps.filter.clear': 'Effacer les filtres',
  'road_maps.filter.count_one': '{{count}} itinéraire',
  'road_maps.filter.count_other': '{{count}} itinéraires',
  'road_maps.progress.title': 'Votre progression',
  'road_maps.progress.count': '{{visited}} lieux visités sur {{total}}',
  'road_maps.progress.visited': 'Visité',
  'road_maps.progress.not_visited': 'Pas encore visité',
  'road_maps.progress.visits_one': '{{count}} visite enregistrée',
  'road_maps.progress.visits_other': '{{count}} visites enregistrées',
  'road_maps.progress.complete': 'Itinéraire terminé !',
  'road_maps.progress.complete_mark': 'Terminé',
  'road_maps.progress.register': 'Inscrivez-vous pour garder les visites que vous faites sur cet itinéraire.',
  'road_maps.progress.how':
    "Scannez le QR code de l'itinéraire ou débloquez un point dans chaque lieu pour le marquer comme visité.",
  'road_maps.qr.recorded': "Visite de l'itinéraire {{name}} enregistrée !",
  'road_maps.qr.register': "Inscrivez-vous pour enregistrer votre visite de l'itinéraire {{name}}.",
  'road_maps.social_links': 'Réseaux sociaux',
};
