import { id, previewLinkInput, previewTokenParam } from '@percurso/shared';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { validate } from '../../http/validate.ts';
import type { AccessPolicy } from '../access/index.ts';
import { clientAddress, limitFailures, PREVIEW_LINK_RATE_LIMITS, type RateLimitSettings } from '../rate-limit/index.ts';
import {
  createPreviewLink,
  guideOfPreviewToken,
  listPreviewLinks,
  readDraftBundle,
  readDraftPoint,
  revokePreviewLink,
} from './preview.service.ts';

const guideParam = z.object({ guideId: id });
const guidePointParam = z.object({ guideId: id, pointId: id });
const linkParam = z.object({ guideId: id, linkId: id });
const tokenPointParam = previewTokenParam.extend({ pointId: id });

/** A draft is kept by no shared cache and indexed by no search engine, whoever reads it. */
const draftHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('cache-control', 'private, no-store');
  c.header('x-robots-tag', 'noindex');
};

/**
 * /api/panel/guides/{guideId}/preview… (docs/panel-api.md): the guide's draft for anyone who may
 * read the guide in the panel (guide.view), and its shareable links for those who edit its
 * content (guide.content.edit).
 */
export function panelPreviewRoutes(db: Db, policy: AccessPolicy) {
  return new Hono<AppEnv>()
    .get(
      '/guides/:guideId/preview',
      draftHeaders,
      validate('param', guideParam),
      policy.guard('guide.view', 'guideId'),
      async (c) => c.json(await readDraftBundle(db, c.req.valid('param').guideId)),
    )
    .get(
      '/guides/:guideId/preview/points/:pointId',
      draftHeaders,
      validate('param', guidePointParam),
      policy.guard('guide.view', 'guideId'),
      async (c) => {
        const { guideId, pointId } = c.req.valid('param');
        return c.json(await readDraftPoint(db, guideId, pointId));
      },
    )
    .get(
      '/guides/:guideId/preview-links',
      draftHeaders,
      validate('param', guideParam),
      policy.guard('guide.content.edit', 'guideId'),
      async (c) => c.json({ links: await listPreviewLinks(db, c.req.valid('param').guideId) }),
    )
    .post(
      '/guides/:guideId/preview-links',
      draftHeaders,
      validate('param', guideParam),
      policy.guard('guide.content.edit', 'guideId'),
      validate('json', previewLinkInput),
      async (c) => {
        const link = await createPreviewLink(db, c.req.valid('param').guideId, c.req.valid('json').days);
        return c.json({ link }, 201);
      },
    )
    .delete(
      '/guides/:guideId/preview-links/:linkId',
      draftHeaders,
      validate('param', linkParam),
      policy.guard('guide.content.edit', 'guideId'),
      async (c) => {
        const { guideId, linkId } = c.req.valid('param');
        return c.json({ link: await revokePreviewLink(db, guideId, linkId) });
      },
    );
}

/**
 * /api/preview/{token}: a shareable link's draft for anyone holding it, no account needed.
 * Unknown tokens count against the address's limit; expired and revoked links say so.
 */
export function previewLinkRoutes(db: Db, limits: RateLimitSettings) {
  const guideOf = (c: Parameters<MiddlewareHandler<AppEnv>>[0], token: string) =>
    limitFailures(
      c,
      db,
      limits,
      [{ rule: PREVIEW_LINK_RATE_LIMITS.perAddress, subject: clientAddress(c, limits.trustProxy) }],
      () => guideOfPreviewToken(db, token),
      (error) => error instanceof AppError && error.code === 'preview/link-not-found',
    );
  return new Hono<AppEnv>()
    .get('/:token', draftHeaders, validate('param', previewTokenParam), async (c) => {
      const { token } = c.req.valid('param');
      return c.json(await readDraftBundle(db, await guideOf(c, token)));
    })
    .get('/:token/points/:pointId', draftHeaders, validate('param', tokenPointParam), async (c) => {
      const { token, pointId } = c.req.valid('param');
      return c.json(await readDraftPoint(db, await guideOf(c, token), pointId));
    });
}
