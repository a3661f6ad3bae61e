/**
 * Road-map screens' messages (pt-BR, the source): loaded with /roteiros, /roteiro/{name} and the
 * road-map QR link (loadRoadMapMessages), never with the app shell.
 */
export const ptBRRoadMaps = {
  'road_maps.filter.label': 'Filtrar roteiros',
  'road_maps.filter.search': 'Buscar',
  'road_maps.filter.search_placeholder': 'Nome do roteiro ou de um lugar',
  'road_maps.filter.van': 'Van',
  'road_maps.filter.all_vans': 'Todas as vans',
  'road_maps.filter.van_places': 'Lugares atendidos pela {{van}}',
  'road_maps.filter.van_none': 'Nenhum roteiro passa por esta van ainda.',
  'road_maps.filter.no_match': 'Nenhum roteiro corresponde aos filtros.',
  'road_maps.filter.clear': 'Limpar filtros',
  'road_maps.filter.count_one': '{{count}} roteiro',
  'road_maps.filter.count_other': '{{count}} roteiros',
  'road_maps.progress.title': 'Seu progresso',
  'road_maps.progress.count': '{{visited}} de {{total}} lugares visitados',
  'road_maps.progress.visited': 'Visitado',
  'road_maps.progress.not_visited': 'Ainda não visitado',
  'road_maps.progress.visits_one': '{{count}} visita registrada',
  'road_maps.progress.visits_other': '{{count}} visitas registradas',
  'road_maps.progress.complete': 'Roteiro concluído!',
  'road_maps.progress.complete_mark': 'Concluído',
  'road_maps.progress.register': 'Cadastre-se para guardar as visitas que você fizer neste roteiro.',
  'road_maps.progress.how':
    'Leia o QR code do roteiro ou desbloqueie um ponto em cada lugar para marcá-lo como visitado.',
  'road_maps.qr.recorded': 'Visita ao roteiro {{name}} registrada!',
  'road_maps.qr.register': 'Cadastre-se para registrar sua visita ao roteiro {{name}}.',
  'road_maps.social_links': 'Redes sociais',
} satisfies Record<string, string>;
