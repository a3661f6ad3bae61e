import type { AccessLogInput } from '@percurso/shared';
import { progressApi } from './progress-api.ts';
import { isTrackingOff } from './visit-events.ts';

type AccessLog = AccessLogInput extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/** Sends a usage log (guide access, point click, point access) unless tracking is off; analytics never block the visitor. */
export function logAccess(log: AccessLog): void {
  // Usage tracking off (issue 31 item 6): not sent.
  if (isTrackingOff()) return;
  progressApi.accessLog({ id: crypto.randomUUID(), ...log } as AccessLogInput).catch((error: unknown) => {
    console.warn('Usage log not sent', error);
  });
}
