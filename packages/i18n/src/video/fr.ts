import type { VideoCatalogue } from '../types.ts';

export const frVideo: VideoCatalogue = {
  'video.player': 'Vidéo : {{name}}',
  'video.player_unnamed': 'Vidéo',
  'video.play': 'Lire la vidéo',
  'video.pause': 'Mettre la vidéo en pause',
  'video.position': 'Position dans la vidéo',
  'video.position_value': '{{position}} sur {{duration}}',
  'video.mute': 'Couper le son',
  'video.unmute': 'Rétablir le son',
  'video.volume': 'Volume',
  'video.volume_value': '{{percent}}\u202f%',
  'video.captions': 'Sous-titres',
  'video.fullscreen': 'Plein écran',
  'video.exit_fullscreen': 'Quitter le plein écran',
};
