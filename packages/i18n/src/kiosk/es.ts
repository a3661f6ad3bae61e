import type { KioskCatalogue } from '../types.ts';

export const esKiosk: KioskCatalogue = {
  'kiosk.leave': 'Salir del modo quiosco',
  'kiosk.leave_hint': 'Escribe el PIN del quiosco que definió el personal del lugar.',
  'kiosk.pin': 'PIN del quiosco',
  'kiosk.cancel': 'Cancelar',
  'kiosk.confirm_leave': 'Salir',
  'kiosk.failed': 'No se pudo comprobar el PIN. Revisa la conexión e inténtalo de nuevo.',
  'kiosk.idle_title': '¿Sigues ahí?',
  'kiosk.idle_countdown': 'La visita empieza de nuevo en {{seconds}} s, lista para el próximo visitante.',
  'kiosk.idle_continue': 'Continuar la visita',
  'kiosk.idle_restart': 'Empezar de nuevo ahora',
  'errors.kiosk/wrong-pin': 'PIN incorrecto.',
  'errors.kiosk/locked': 'Este dispositivo está en modo quiosco: sal de él con el PIN primero.',
};
