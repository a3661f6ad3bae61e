import type { FormatsCatalogue } from '../types.ts';

export const frFormats: FormatsCatalogue = {
  'formats.offer.title': 'Comment préférez-vous découvrir le contenu ?',
  'formats.offer.hint':
    'Choisissez une fois : chaque point s’ouvre d’abord dans ce format, aussi lors d’autres visites.',
  'formats.offer.later': 'Pas maintenant',
  'formats.dialog.title': 'Format du contenu',
  'formats.dialog.hint': 'Chaque point s’ouvre d’abord dans le format choisi, quand le point l’a.',
  'formats.current': 'Format : {{format}}',
  'formats.change': 'Changer',
  'formats.change_label': 'Changer le format du contenu',
  'formats.missing': 'Ce point n’a pas le format « {{format}} » ; il s’ouvre dans le format standard.',
  'formats.name.standard': 'Standard (texte et médias)',
  'formats.name.narration': 'Narration d’abord',
  'formats.name.sign-language': 'Langue des signes (Libras)',
  'formats.name.transcript': 'Transcription et sous-titres',
  'formats.name.easy-read': 'Facile à lire',
  'formats.name.audio-description': 'Audiodescription',
  'formats.easy_read.title': 'Facile à lire',
  'formats.easy_read.audio': 'Narration du texte facile à lire',
  'formats.easy_read.full_text': 'Lire le texte complet',
  'formats.easy_read.hide_full_text': 'Masquer le texte complet',
  'formats.audio_description.title': 'Audiodescription',
  'formats.transcript.title': 'Transcription de la narration',
  'formats.sign_language.title': 'Vidéo en langue des signes',
};
