import type { KeypadCatalogue } from '../types.ts';

/** The stop-number keypad's messages in French. */
export const frKeypad: KeypadCatalogue = {
  'keypad.title': 'Numéro du point',
  'keypad.hint': 'Tapez le numéro inscrit sur le panneau du point, puis Ouvrir.',
  'keypad.display': 'Numéro tapé',
  'keypad.delete': 'Effacer',
  'keypad.go': 'Ouvrir',
  'keypad.type_first': 'Tapez un numéro de 1 à 9999.',
  'keypad.not_found': 'Aucun point de ce guide ne porte le numéro {{number}}.',
  'keypad.failed': "Impossible d'ouvrir le point. Vérifiez la connexion et réessayez.",
};
