import type { HelpCatalogue } from '../types.ts';

/** The "Demander de l'aide" dialog's messages in French. */
export const frHelp: HelpCatalogue = {
  'help.ask': "Demander de l'aide",
  'help.title': "Demander de l'aide",
  'help.intro': "L'équipe du lieu reçoit votre demande avec le point où vous êtes : {{point}}.",
  'help.need': 'De quoi avez-vous besoin ?',
  'help.need.wheelchair': 'Fauteuil roulant ou accessibilité',
  'help.need.hearing': 'Aide pour surdité ou audition',
  'help.need.lost': 'Je suis perdu(e)',
  'help.need.other': 'Autre aide',
  'help.message': 'Message (facultatif)',
  'help.message_hint': "Jusqu'à {{max}} caractères.",
  'help.send': 'Envoyer la demande',
  'help.cancel': 'Annuler',
  'help.close': 'Fermer',
  'help.state': 'État de la demande',
  'help.state.open': "Demande envoyée. Patientez : l'équipe a été prévenue.",
  'help.state.acknowledged': "L'équipe a vu votre demande et arrive.",
  'help.state.closed': "L'équipe a clos la demande.",
  'help.step.sent': 'Envoyée',
  'help.step.acknowledged': "Vue par l'équipe",
  'help.step.closed': 'Close',
  'help.ask_again': 'Faire une autre demande',
  'help.failed': "Impossible d'envoyer la demande. Vérifiez la connexion et réessayez.",
  'errors.help-request/disabled':
    "Ce guide ne reçoit pas de demandes d'aide par l'app. Adressez-vous à l'équipe du lieu.",
  'errors.help-request/not-found': "Demande d'aide introuvable.",
};
