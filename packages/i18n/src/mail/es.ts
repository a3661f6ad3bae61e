import type { MailCatalogue } from '../types.ts';

export const esMail: MailCatalogue = {
  'mail.reset_password.subject': 'Restablecimiento de contraseña de Percurso',
  'mail.reset_password.greeting': '¡Hola, {{name}}!',
  'mail.reset_password.intro':
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva contraseña, abre el siguiente enlace:',
  'mail.reset_password.action': 'Restablecer contraseña',
  'mail.reset_password.expiry': 'El enlace es válido durante 1 hora y solo se puede usar una vez.',
  'mail.reset_password.ignore':
    'Si no solicitaste el restablecimiento, ignora este correo: tu contraseña sigue siendo la misma.',
  'sms.otp': 'Percurso: tu código es {{code}}. Vale por 5 minutos.',
  'mail.new_manager.subject': 'Ahora gestionas la guía {{guide}} en Percurso',
  'mail.new_manager.greeting': '¡Hola, {{name}}!',
  'mail.new_manager.intro': '{{inviter}} te añadió a la guía {{guide}} con el rol: {{roles}}.',
  'mail.new_manager.action': 'Abrir el panel',
  'mail.new_manager.signin': 'Inicia sesión con este correo para acceder al panel.',
  'mail.new_admin.subject': 'Ahora administras el panel de Percurso',
  'mail.new_admin.intro': '{{inviter}} te hizo administrador del panel: puedes gestionar todas las guías.',
  'mail.verify_email.subject': 'Confirma tu correo electrónico en Percurso',
  'mail.verify_email.greeting': '¡Hola, {{name}}!',
  'mail.verify_email.intro': 'Para confirmar que este correo electrónico es tuyo, abre el enlace de abajo:',
  'mail.verify_email.action': 'Confirmar correo electrónico',
  'mail.verify_email.expiry': 'El enlace es válido durante 3 días.',
  'mail.verify_email.ignore': 'Si no creaste una cuenta en Percurso con este correo electrónico, ignora este mensaje.',
  'mail.new_manager.verify': 'Tu acceso al panel comienza cuando confirmes este correo electrónico:',
  'mail.prize_won.subject': 'Ganaste el sorteo: {{prize}}',
  'mail.prize_won.greeting': '¡Hola, {{name}}!',
  'mail.prize_won.intro': 'Saliste sorteado(a) y ganaste {{prize}} en la guía {{guide}}.',
  'mail.prize_won.collect': 'Para retirar el premio, busca al equipo de {{guide}} con un documento y este correo.',
  'mail.prize_won.reference': 'Código del sorteo: {{id}}',
};
