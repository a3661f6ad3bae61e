/**
 * The point video player's controls (issue 26 item 13): a chunk of their own, loaded with the
 * player, so the app shell does not carry them. pt-BR is the source of truth.
 */
export const ptBRVideo = {
  'video.player': 'Vídeo: {{name}}',
  'video.player_unnamed': 'Vídeo',
  'video.play': 'Reproduzir vídeo',
  'video.pause': 'Pausar vídeo',
  'video.position': 'Posição do vídeo',
  'video.position_value': '{{position}} de {{duration}}',
  'video.mute': 'Desativar o som',
  'video.unmute': 'Ativar o som',
  'video.volume': 'Volume',
  'video.volume_value': '{{percent}}%',
  'video.captions': 'Legendas',
  'video.fullscreen': 'Tela cheia',
  'video.exit_fullscreen': 'Sair da tela cheia',
} as const;
