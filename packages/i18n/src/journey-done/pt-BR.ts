/** The "journey complete" moment's messages (pt-BR, the source): loaded with its dialog, not with the app shell. */
export const ptBRJourneyDone = {
  'journey_done.title': 'Jornada concluída!',
  'journey_done.points_one': 'Você visitou {{count}} ponto.',
  'journey_done.points_other': 'Você visitou os {{count}} pontos.',
  'journey_done.emblem': 'Emblema conquistado: {{name}}',
  'journey_done.prize': 'Prêmio ganho: {{name}}',
  'journey_done.all_journeys': 'Você concluiu todas as jornadas deste guia.',
  'journey_done.next': 'Próxima jornada: {{name}}',
  'journey_done.rewards': 'Ver meus prêmios',
  'journey_done.share': 'Compartilhar',
  'journey_done.share_text': 'Concluí a jornada "{{journey}}" em {{guide}}!',
  'journey_done.link_copied': 'Link copiado!',
  'journey_done.close': 'Fechar',
};
