import type { Action, Actor } from '@percurso/shared';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { type Auth, findSessionUser } from '../auth/index.ts';
import { loadActor, requirePermission } from './access.service.ts';

/**
 * The one policy every protected endpoint goes through: reads the session, loads the actor,
 * checks the action. Use `authorize` inside a handler (it returns the actor) or `guard` as a
 * route middleware, naming the route parameter that holds the guide id.
 */
export interface AccessPolicy {
  /** The signed-in actor; 401 `auth/session-required` without a session. */
  actorOf(c: Context<AppEnv>): Promise<Actor>;
  /** The actor, once the action is allowed (on the guide, for guide actions). */
  authorize(c: Context<AppEnv>, action: Action, guideId?: string): Promise<Actor>;
  /** Middleware form of `authorize`; `guideIdParam` names the route parameter with the guide id. */
  guard(action: Action, guideIdParam?: string): MiddlewareHandler<AppEnv>;
}

export function createAccessPolicy(db: Db, auth: Auth): AccessPolicy {
  // Read once per request, however many guards and handlers ask.
  const actors = new WeakMap<Request, Promise<Actor | null>>();
  const actorOf = async (c: Context<AppEnv>) => {
    let pending = actors.get(c.req.raw);
    if (!pending) {
      pending = findSessionUser(auth, c.req.raw.headers).then((session) => loadActor(db, session));
      actors.set(c.req.raw, pending);
    }
    const actor = await pending;
    if (!actor) throw new AppError('auth/session-required');
    return actor;
  };
  const authorize = async (c: Context<AppEnv>, action: Action, guideId?: string) =>
    requirePermission(await actorOf(c), action, guideId);
  return {
    actorOf,
    authorize,
    guard: (action, guideIdParam) => async (c, next) => {
      await authorize(c, action, guideIdParam ? c.req.param(guideIdParam) : undefined);
      await next();
    },
  };
}
