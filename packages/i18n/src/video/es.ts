import type { VideoCatalogue } from '../types.ts';

export const esVideo: VideoCatalogue = {
  'video.player': 'Vídeo: {{name}}',
  'video.player_unnamed': 'Vídeo',
  'video.play': 'Reproducir vídeo',
  'video.pause': 'Pausar vídeo',
  'video.position': 'Posición del vídeo',
  'video.position_value': '{{position}} de {{duration}}',
  'video.mute': 'Silenciar',
  'video.unmute': 'Activar el sonido',
  'video.volume': 'Volumen',
  'video.volume_value': '{{percent}}\u00a0%',
  'video.captions': 'Subtítulos',
  'video.fullscreen': 'Pantalla completa',
  'video.exit_fullscreen': 'Salir de pantalla completa',
};
