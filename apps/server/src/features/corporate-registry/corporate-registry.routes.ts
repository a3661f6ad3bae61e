import { id, userDisableCriteria } from '@percurso/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import {
  disableUsers,
  listBranches,
  listDisableJobs,
  lookUpRegistry,
  previewDisable,
  undoDisable,
} from './corporate-registry.service.ts';

const registryParam = z.object({ registry: z.string().trim().min(1).max(64) });
const jobParam = z.object({ jobId: id });

/** Parses the criteria, answering 'criteria-required' when none of branch, department or notInRegistry is given. */
async function criteriaOf(c: { req: { json(): Promise<unknown> } }) {
  const body = await c.req.json().catch(() => {
    throw new AppError('invalid-json');
  });
  const parsed = userDisableCriteria.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.message === 'criteria-required') throw new AppError('criteria-required', { field: 'branch' });
  throw new AppError('invalid-request', { field: issue?.path.join('.') || undefined });
}

/**
 * /api/panel registry and bulk user disable (global admins, users.manage; docs/panel-api.md):
 * GET /registry/:registry, GET /registry-branches, POST /user-disable/preview, POST /user-disable,
 * GET /user-disable, POST /user-disable/:jobId/undo.
 */
export function corporateRegistryRoutes(db: Db, policy: AccessPolicy) {
  const guard = policy.guard('users.manage');
  return new Hono<AppEnv>()
    .get('/registry/:registry', guard, validate('param', registryParam), async (c) =>
      c.json(await lookUpRegistry(db, c.req.valid('param').registry)),
    )
    .get('/registry-branches', guard, async (c) => c.json({ branches: await listBranches(db) }))
    .post('/user-disable/preview', guard, async (c) => {
      const users = await previewDisable(db, await criteriaOf(c));
      return c.json({ users, count: users.length });
    })
    .get('/user-disable', guard, async (c) => c.json({ jobs: await listDisableJobs(db) }))
    .post('/user-disable', guard, async (c) => {
      const actor = await policy.actorOf(c);
      const job = await disableUsers(db, await criteriaOf(c), actor.userId);
      return c.json({ confirmation: 'users-disabled', job }, 201);
    })
    .post('/user-disable/:jobId/undo', guard, validate('param', jobParam), async (c) =>
      c.json({ confirmation: 'users-enabled', job: await undoDisable(db, c.req.valid('param').jobId) }),
    );
}
