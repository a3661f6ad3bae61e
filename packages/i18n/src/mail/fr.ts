import type { MailCatalogue } from '../types.ts';

export const frMail: MailCatalogue = {
  'mail.reset_password.subject': 'Réinitialisation du mot de passe Percurso',
  'mail.reset_password.greeting': 'Bonjour, {{name}} !',
  'mail.reset_password.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous :',
  'mail.reset_password.action': 'Réinitialiser le mot de passe',
  'mail.reset_password.expiry': "Le lien est valable 1 heure et ne peut être utilisé qu'une seule fois.",
  'mail.reset_password.ignore':
    "Si vous n'avez pas demandé de réinitialisation, ignorez cet e-mail : votre mot de passe reste le même.",
  'sms.otp': 'Percurso : votre code est {{code}}. Il est valable 5 minutes.',
  'mail.new_manager.subject': 'Vous gérez maintenant le guide {{guide}} sur Percurso',
  'mail.new_manager.greeting': 'Bonjour, {{name}} !',
  'mail.new_manager.intro': '{{inviter}} vous a ajouté au guide {{guide}} avec le rôle : {{roles}}.',
  'mail.new_manager.action': 'Ouvrir le panneau',
  'mail.new_manager.signin': 'Connectez-vous avec cet e-mail pour accéder au panneau.',
  'mail.new_admin.subject': 'Vous administrez maintenant le panneau de Percurso',
  'mail.new_admin.intro': '{{inviter}} vous a nommé administrateur du panneau : vous pouvez gérer tous les guides.',
  'mail.verify_email.subject': 'Confirmez votre e-mail sur Percurso',
  'mail.verify_email.greeting': 'Bonjour, {{name}} !',
  'mail.verify_email.intro': 'Pour confirmer que cet e-mail est le vôtre, ouvrez le lien ci-dessous :',
  'mail.verify_email.action': "Confirmer l'e-mail",
  'mail.verify_email.expiry': 'Le lien est valable 3 jours.',
  'mail.verify_email.ignore': "Si vous n'avez pas créé de compte Percurso avec cet e-mail, ignorez ce message.",
  'mail.new_manager.verify': 'Votre accès au panneau commence dès que vous confirmez cet e-mail :',
  'mail.prize_won.subject': 'Vous avez gagné le tirage : {{prize}}',
  'mail.prize_won.greeting': 'Bonjour, {{name}} !',
  'mail.prize_won.intro': 'Vous avez été tiré(e) au sort et gagnez {{prize}} au guide {{guide}}.',
  'mail.prize_won.collect':
    "Pour retirer le prix, adressez-vous à l'équipe de {{guide}} avec une pièce d'identité et cet e-mail.",
  'mail.prize_won.reference': 'Référence du tirage : {{id}}',
};
