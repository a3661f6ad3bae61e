/** The kiosk mode's messages (pt-BR, the source): loaded on a device in kiosk mode only, not with the app shell. */
export const ptBRKiosk = {
  'kiosk.leave': 'Sair do modo quiosque',
  'kiosk.leave_hint': 'Digite o PIN do quiosque, que a equipe do local definiu.',
  'kiosk.pin': 'PIN do quiosque',
  'kiosk.cancel': 'Cancelar',
  'kiosk.confirm_leave': 'Sair',
  'kiosk.failed': 'Não foi possível verificar o PIN. Verifique a conexão e tente de novo.',
  'kiosk.idle_title': 'Você ainda está aí?',
  'kiosk.idle_countdown': 'A visita recomeça em {{seconds}} s, pronta para o próximo visitante.',
  'kiosk.idle_continue': 'Continuar a visita',
  'kiosk.idle_restart': 'Recomeçar agora',
  'errors.kiosk/wrong-pin': 'PIN incorreto.',
  'errors.kiosk/locked': 'Este aparelho está em modo quiosque: saia dele com o PIN antes.',
};
