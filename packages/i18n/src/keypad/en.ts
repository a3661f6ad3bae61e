import type { KeypadCatalogue } from '../types.ts';

/** The stop-number keypad's messages in English. */
export const enKeypad: KeypadCatalogue = {
  'keypad.title': 'Stop number',
  'keypad.hint': "Type the number on the stop's label and tap Open.",
  'keypad.display': 'Number typed',
  'keypad.delete': 'Delete',
  'keypad.go': 'Open',
  'keypad.type_first': 'Type a number from 1 to 9999.',
  'keypad.not_found': 'No stop of this guide has the number {{number}}.',
  'keypad.failed': 'The stop could not be opened. Check the connection and try again.',
};
