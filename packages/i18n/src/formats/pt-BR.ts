/**
 * Content formats (issue 30 item 3): the chooser and what a point shows in the chosen format, a
 * chunk of their own loaded with them, so the app shell does not carry them. pt-BR is the source.
 */
export const ptBRFormats = {
  'formats.offer.title': 'Como você prefere receber o conteúdo?',
  'formats.offer.hint': 'Escolha uma vez: cada ponto abre primeiro nesse formato, também em outras visitas.',
  'formats.offer.later': 'Agora não',
  'formats.dialog.title': 'Formato do conteúdo',
  'formats.dialog.hint': 'Cada ponto abre primeiro no formato escolhido, quando o ponto o tem.',
  'formats.current': 'Formato: {{format}}',
  'formats.change': 'Mudar',
  'formats.change_label': 'Mudar o formato do conteúdo',
  'formats.missing': 'Este ponto não tem o formato “{{format}}”; ele abre no formato padrão.',
  'formats.name.standard': 'Padrão (texto e mídias)',
  'formats.name.narration': 'Narração primeiro',
  'formats.name.sign-language': 'Língua de sinais (Libras)',
  'formats.name.transcript': 'Transcrição e legendas',
  'formats.name.easy-read': 'Leitura fácil',
  'formats.name.audio-description': 'Audiodescrição',
  'formats.easy_read.title': 'Leitura fácil',
  'formats.easy_read.audio': 'Narração da leitura fácil',
  'formats.easy_read.full_text': 'Ler o texto completo',
  'formats.easy_read.hide_full_text': 'Esconder o texto completo',
  'formats.audio_description.title': 'Audiodescrição',
  'formats.transcript.title': 'Transcrição da narração',
  'formats.sign_language.title': 'Vídeo em língua de sinais',
} as const;
