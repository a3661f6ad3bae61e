import type { VideoCatalogue } from '../types.ts';

export const enVideo: VideoCatalogue = {
  'video.player': 'Video: {{name}}',
  'video.player_unnamed': 'Video',
  'video.play': 'Play video',
  'video.pause': 'Pause video',
  'video.position': 'Video position',
  'video.position_value': '{{position}} of {{duration}}',
  'video.mute': 'Mute',
  'video.unmute': 'Unmute',
  'video.volume': 'Volume',
  'video.volume_value': '{{percent}}%',
  'video.captions': 'Captions',
  'video.fullscreen': 'Full screen',
  'video.exit_fullscreen': 'Exit full screen',
};
