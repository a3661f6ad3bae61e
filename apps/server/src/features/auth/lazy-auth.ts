import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { Auth, AuthSettings } from './auth.ts';

/**
 * better-auth, loaded and built on the first request that needs it (a session read, a sign-in):
 * its few hundred modules were a third of a restart's module loading (bench:startup, issue 27).
 * Everything the server calls on it is asynchronous already (`api.*`, `handler`, `$context`), so
 * this stand-in only awaits the real instance first.
 */
export function createAuth(db: Db, settings: AuthSettings, logger: Logger): Auth {
  let instance: Promise<Auth> | undefined;
  const load = () => {
    instance ??= import('./auth.ts').then(({ buildAuth }) => buildAuth(db, settings, logger));
    return instance;
  };
  const api = new Proxy(
    {},
    {
      get:
        (_, name) =>
        async (...args: unknown[]) =>
          ((await load()).api as Record<PropertyKey, (...args: unknown[]) => unknown>)[name]?.(...args),
    },
  );
  return {
    api,
    handler: async (request: Request) => (await load()).handler(request),
    get $context() {
      return load().then((auth) => auth.$context);
    },
  } as unknown as Auth;
}
