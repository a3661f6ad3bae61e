import type { KioskCatalogue } from '../types.ts';

export const enKiosk: KioskCatalogue = {
  'kiosk.leave': 'Leave kiosk mode',
  'kiosk.leave_hint': 'Type the kiosk PIN the venue staff set.',
  'kiosk.pin': 'Kiosk PIN',
  'kiosk.cancel': 'Cancel',
  'kiosk.confirm_leave': 'Leave',
  'kiosk.failed': 'The PIN could not be checked. Check the connection and try again.',
  'kiosk.idle_title': 'Are you still there?',
  'kiosk.idle_countdown': 'The visit starts over in {{seconds}} s, ready for the next visitor.',
  'kiosk.idle_continue': 'Continue the visit',
  'kiosk.idle_restart': 'Start over now',
  'errors.kiosk/wrong-pin': 'Wrong PIN.',
  'errors.kiosk/locked': 'This device is in kiosk mode: leave it with the PIN first.',
};
