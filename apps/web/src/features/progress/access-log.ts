import { type AccessLogInput, trackingOff, USAGE_TRACKING_COOKIE } from '@percurso/shared';
import { readCookie } from '../../app/preference-cookies.ts';
import { progressApi } from './progress-api.ts';

type AccessLog = AccessLogInput extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/** Sends a usage log (guide access, point click, point access) unless tracking is off; analytics never block the visitor. */
export function logAccess(log: AccessLog): void {
  // Usage tracking off (issue 31 item 6): not sent. The cookie is read here, not through
  // visit-events.ts, which would bring its queue into the app shell.
  if (trackingOff(readCookie(USAGE_TRACKING_COOKIE))) return;
  progressApi.accessLog({ id: crypto.randomUUID(), ...log } as AccessLogInput).catch((error: unknown) => {
    console.warn('Usage log not sent', error);
  });
}
