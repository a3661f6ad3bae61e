import type { KioskCatalogue } from '../types.ts';

export const frKiosk: KioskCatalogue = {
  'kiosk.leave': 'Quitter le mode kiosque',
  'kiosk.leave_hint': 'Saisissez le code PIN du kiosque défini par l’équipe du lieu.',
  'kiosk.pin': 'Code PIN du kiosque',
  'kiosk.cancel': 'Annuler',
  'kiosk.confirm_leave': 'Quitter',
  'kiosk.failed': 'Le code PIN n’a pas pu être vérifié. Vérifiez la connexion et réessayez.',
  'kiosk.idle_title': 'Êtes-vous toujours là ?',
  'kiosk.idle_countdown': 'La visite recommence dans {{seconds}} s, prête pour le prochain visiteur.',
  'kiosk.idle_continue': 'Continuer la visite',
  'kiosk.idle_restart': 'Recommencer maintenant',
  'errors.kiosk/wrong-pin': 'Code PIN incorrect.',
  'errors.kiosk/locked': 'Cet appareil est en mode kiosque : quittez-le d’abord avec le code PIN.',
};
