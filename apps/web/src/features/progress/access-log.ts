import type { AccessLogInput } from '@percurso/shared';
import { progressApi } from './progress-api.ts';

type AccessLog = AccessLogInput extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

/** Sends a usage log (guide access, point click, point access); analytics never block the visitor. */
export function logAccess(log: AccessLog): void {
  progressApi.accessLog({ id: crypto.randomUUID(), ...log } as AccessLogInput).catch((error: unknown) => {
    console.warn('Usage log not sent', error);
  });
}
