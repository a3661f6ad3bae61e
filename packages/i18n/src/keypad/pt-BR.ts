/** The stop-number keypad's messages (pt-BR, the source): loaded with its dialog, not with the app shell. */
export const ptBRKeypad = {
  'keypad.title': 'Número do ponto',
  'keypad.hint': 'Digite o número da placa do ponto e toque em Abrir.',
  'keypad.display': 'Número digitado',
  'keypad.delete': 'Apagar',
  'keypad.go': 'Abrir',
  'keypad.type_first': 'Digite um número de 1 a 9999.',
  'keypad.not_found': 'Nenhum ponto deste guia tem o número {{number}}.',
  'keypad.failed': 'Não foi possível abrir o ponto. Verifique a conexão e tente de novo.',
};
