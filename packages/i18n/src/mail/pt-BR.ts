/**
 * Messages the server sends by e-mail and SMS (pt-BR, the source): never loaded by the web app,
 * so the visitor's first load does not carry them.
 */
export const ptBRMail = {
  'mail.reset_password.subject': 'Redefinição de senha do Percurso',
  'mail.reset_password.greeting': 'Olá, {{name}}!',
  'mail.reset_password.intro':
    'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo:',
  'mail.reset_password.action': 'Redefinir senha',
  'mail.reset_password.expiry': 'O link vale por 1 hora e pode ser usado uma única vez.',
  'mail.reset_password.ignore': 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  'sms.otp': 'Percurso: seu código é {{code}}. Ele vale por 5 minutos.',
  'mail.new_manager.subject': 'Você agora gerencia o guia {{guide}} no Percurso',
  'mail.new_manager.greeting': 'Olá, {{name}}!',
  'mail.new_manager.intro': '{{inviter}} adicionou você ao guia {{guide}} com a função: {{roles}}.',
  'mail.new_manager.action': 'Abrir o painel',
  'mail.new_manager.signin': 'Entre com este e-mail para acessar o painel.',
  'mail.new_admin.subject': 'Você agora administra o painel do Percurso',
  'mail.new_admin.intro': '{{inviter}} tornou você administrador do painel: você pode gerenciar todos os guias.',
  'mail.verify_email.subject': 'Confirme seu e-mail no Percurso',
  'mail.verify_email.greeting': 'Olá, {{name}}!',
  'mail.verify_email.intro': 'Para confirmar que este e-mail é seu, abra o link abaixo:',
  'mail.verify_email.action': 'Confirmar e-mail',
  'mail.verify_email.expiry': 'O link vale por 3 dias.',
  'mail.verify_email.ignore': 'Se você não criou uma conta no Percurso com este e-mail, ignore esta mensagem.',
  'mail.new_manager.verify': 'O acesso ao painel começa quando você confirmar este e-mail:',
  'mail.prize_won.subject': 'Você ganhou o sorteio: {{prize}}',
  'mail.prize_won.greeting': 'Olá, {{name}}!',
  'mail.prize_won.intro': 'Você foi sorteado(a) e ganhou {{prize}} no guia {{guide}}.',
  'mail.prize_won.collect': 'Para retirar o prêmio, procure a equipe de {{guide}} com um documento e este e-mail.',
  'mail.prize_won.reference': 'Código do sorteio: {{id}}',
} satisfies Record<string, string>;
