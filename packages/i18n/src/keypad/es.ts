import type { KeypadCatalogue } from '../types.ts';

/** The stop-number keypad's messages in Spanish. */
export const esKeypad: KeypadCatalogue = {
  'keypad.title': 'Número del punto',
  'keypad.hint': 'Escribe el número de la placa del punto y toca Abrir.',
  'keypad.display': 'Número escrito',
  'keypad.delete': 'Borrar',
  'keypad.go': 'Abrir',
  'keypad.type_first': 'Escribe un número del 1 al 9999.',
  'keypad.not_found': 'Ningún punto de esta guía tiene el número {{number}}.',
  'keypad.failed': 'No se pudo abrir el punto. Revisa la conexión e inténtalo de nuevo.',
};
