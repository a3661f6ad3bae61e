import {
  adminInput,
  appPropertiesUpdate,
  guideInput,
  guideMapInput,
  guideMapUpdate,
  guideUpdate,
  id,
  journeyInput,
  journeyUpdate,
  managerInput,
  type PanelConfirmation,
  pointInput,
  pointUpdate,
  rvTourInput,
  socialNetworkInput,
  socialNetworkUpdate,
  sponsorInput,
  sponsorUpdate,
} from '@percurso/shared';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { AccessPolicy } from '../access/index.ts';
import { getAppProperties } from '../app-properties/index.ts';
import { linkOrigin, requestLocale } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import { type MediaStorage, withGuideMediaRemoved } from '../media-library/index.ts';
import { withModelFilesRemoved } from '../teachable-models/index.ts';
import { updateAppProperties } from './panel-app-properties.service.ts';
import { withVersion } from './panel-edit.ts';
import { createGuide, listGuidesForPanel, removeGuide, requireGuide, updateGuide } from './panel-guides.service.ts';
import {
  createJourney,
  listJourneysForPanel,
  removeJourney,
  requireJourney,
  updateJourney,
} from './panel-journeys.service.ts';
import { createMap, listMapsForPanel, removeMap, requireMap, updateMap } from './panel-maps.service.ts';
import {
  copySocialNetwork,
  copySponsor,
  createSocialNetwork,
  createSponsor,
  listSocialNetworksForPanel,
  listSponsorsForPanel,
  removeSocialNetwork,
  removeSponsor,
  updateSocialNetwork,
  updateSponsor,
} from './panel-partners.service.ts';
import { addAdmin, addManager, listAdmins, listManagers, removeAdmin, removeManager } from './panel-people.service.ts';
import { createPoint, listPointsForPanel, removePoint, requirePoint, updatePoint } from './panel-points.service.ts';
import { saveRvTour } from './panel-rv-scene.service.ts';

export interface PanelDeps {
  db: Db;
  policy: AccessPolicy;
  mailer: Mailer;
  logger: Logger;
  tileUrl: string;
  publicOrigin: string | undefined;
  /** A link that verifies an address, for invitations to accounts that have not verified theirs. */
  verificationLink: (email: string, origin: string) => Promise<string>;
  /** The media storage: a deleted guide's library and a deleted journey's model files go from it. */
  storage: MediaStorage;
}

const guideParam = z.object({ guideId: id });
const journeyParam = z.object({ journeyId: id });
const pointParam = z.object({ pointId: id });
const mapParam = z.object({ mapId: id });
const sponsorParam = z.object({ guideId: id, sponsorId: id });
const socialNetworkParam = z.object({ guideId: id, socialNetworkId: id });
const userParam = z.object({ userId: id });
const managerParam = z.object({ guideId: id, userId: id });

const done = <T extends object>(confirmation: PanelConfirmation, body: T) => ({ confirmation, ...body });

/**
 * /api/panel: the manager panel's editors (docs/panel-api.md). Every route needs panel.access,
 * then its own action through the policy; answers are never cached.
 */
export function panelRoutes(deps: PanelDeps) {
  const { db, policy } = deps;
  // An invitation's language (the inviter's) and the origin of its links.
  const invite = (c: Context<AppEnv>) => ({
    locale: requestLocale(c.req.raw.headers),
    origin: linkOrigin(deps.publicOrigin, c.req.raw),
  });
  const modelDeps = { db, storage: deps.storage, logger: deps.logger };
  return (
    new Hono<AppEnv>()
      .use('*', async (c, next) => {
        await next();
        c.header('cache-control', 'no-store');
      })
      .use('*', policy.guard('panel.access'))

      // Guides.
      .get('/guides', async (c) => {
        const actor = await policy.actorOf(c);
        return c.json({ guides: await listGuidesForPanel(db, actor) });
      })
      .post('/guides', policy.guard('guide.create'), validate('json', guideInput), async (c) => {
        const actor = await policy.actorOf(c);
        // As stored (as every answer with a version), so the next read gives the same version.
        const created = await createGuide(db, actor, c.req.valid('json'));
        const guide = withVersion(await requireGuide(db, created.id));
        return c.json(done('guide-added', { guide }), 201);
      })
      .get('/guides/:guideId', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) => {
        return c.json({ guide: withVersion(await requireGuide(db, c.req.valid('param').guideId)) });
      })
      .patch(
        '/guides/:guideId',
        validate('param', guideParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', guideUpdate),
        async (c) => {
          const actor = await policy.actorOf(c);
          const guide = withVersion(await updateGuide(db, actor, c.req.valid('param').guideId, c.req.valid('json')));
          return c.json(done('guide-saved', { guide }));
        },
      )
      .delete('/guides/:guideId', validate('param', guideParam), policy.guard('guide.delete', 'guideId'), async (c) => {
        const { guideId } = c.req.valid('param');
        await withGuideMediaRemoved(modelDeps, guideId, (trx) =>
          withModelFilesRemoved({ ...modelDeps, db: trx }, { guideId }, () => removeGuide(trx, guideId)),
        );
        return c.json(done('guide-removed', { id: guideId }));
      })

      // Journeys.
      .get(
        '/guides/:guideId/journeys',
        validate('param', guideParam),
        policy.guard('guide.view', 'guideId'),
        async (c) =>
          c.json({ journeys: (await listJourneysForPanel(db, c.req.valid('param').guideId)).map(withVersion) }),
      )
      .post('/journeys', validate('json', journeyInput), async (c) => {
        const input = c.req.valid('json');
        await policy.authorize(c, 'guide.content.edit', input.guideId);
        const journey = withVersion(await requireJourney(db, (await createJourney(db, input)).id));
        return c.json(done('journey-added', { journey }), 201);
      })
      .get('/journeys/:journeyId', validate('param', journeyParam), async (c) => {
        const journey = await requireJourney(db, c.req.valid('param').journeyId);
        await policy.authorize(c, 'guide.view', journey.guideId);
        return c.json({ journey: withVersion(journey) });
      })
      .patch('/journeys/:journeyId', validate('param', journeyParam), validate('json', journeyUpdate), async (c) => {
        const { journeyId } = c.req.valid('param');
        const input = c.req.valid('json');
        const current = await requireJourney(db, journeyId);
        await policy.authorize(c, 'guide.content.edit', current.guideId);
        if (input.guideId) await policy.authorize(c, 'guide.content.edit', input.guideId);
        return c.json(done('journey-saved', { journey: withVersion(await updateJourney(db, journeyId, input)) }));
      })
      .delete('/journeys/:journeyId', validate('param', journeyParam), async (c) => {
        const { journeyId } = c.req.valid('param');
        await policy.authorize(c, 'guide.content.edit', (await requireJourney(db, journeyId)).guideId);
        await withModelFilesRemoved(modelDeps, { journeyId }, () => removeJourney(db, journeyId));
        return c.json(done('journey-removed', { id: journeyId }));
      })

      // Interaction points.
      .get('/guides/:guideId/points', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) =>
        c.json({ points: (await listPointsForPanel(db, c.req.valid('param').guideId)).map(withVersion) }),
      )
      .post('/points', validate('json', pointInput), async (c) => {
        const input = c.req.valid('json');
        await policy.authorize(c, 'guide.content.edit', input.guideId);
        const point = withVersion(await requirePoint(db, (await createPoint(db, input)).id));
        return c.json(done('point-added', { point }), 201);
      })
      .get('/points/:pointId', validate('param', pointParam), async (c) => {
        const point = await requirePoint(db, c.req.valid('param').pointId);
        await policy.authorize(c, 'guide.view', point.guideId);
        return c.json({ point: withVersion(point) });
      })
      .patch('/points/:pointId', validate('param', pointParam), validate('json', pointUpdate), async (c) => {
        const { pointId } = c.req.valid('param');
        const input = c.req.valid('json');
        await policy.authorize(c, 'guide.content.edit', (await requirePoint(db, pointId)).guideId);
        if (input.guideId) await policy.authorize(c, 'guide.content.edit', input.guideId);
        return c.json(done('point-saved', { point: withVersion(await updatePoint(db, pointId, input)) }));
      })
      // The scene editor's save: the whole 360° tour, its graph checked by rvTourInput (decision 0021).
      .put('/points/:pointId/rv-scene', validate('param', pointParam), validate('json', rvTourInput), async (c) => {
        const { pointId } = c.req.valid('param');
        await policy.authorize(c, 'guide.content.edit', (await requirePoint(db, pointId)).guideId);
        await saveRvTour(db, pointId, c.req.valid('json'));
        return c.json(done('point-saved', { point: withVersion(await requirePoint(db, pointId)) }));
      })
      .delete('/points/:pointId', validate('param', pointParam), async (c) => {
        const { pointId } = c.req.valid('param');
        await policy.authorize(c, 'guide.content.edit', (await requirePoint(db, pointId)).guideId);
        await removePoint(db, pointId);
        return c.json(done('point-removed', { id: pointId }));
      })

      // Guide maps.
      .get('/guides/:guideId/maps', validate('param', guideParam), policy.guard('guide.view', 'guideId'), async (c) =>
        c.json({ maps: await listMapsForPanel(db, c.req.valid('param').guideId) }),
      )
      .post(
        '/guides/:guideId/maps',
        validate('param', guideParam),
        policy.guard('guide.content.edit', 'guideId'),
        validate('json', guideMapInput),
        async (c) => {
          const map = await createMap(db, c.req.valid('param').guideId, c.req.valid('json'));
          return c.json(done('map-added', { map }), 201);
        },
      )
      .patch('/maps/:mapId', validate('param', mapParam), validate('json', guideMapUpdate), async (c) => {
        const { mapId } = c.req.valid('param');
        await policy.authorize(c, 'guide.content.edit', (await requireMap(db, mapId)).guideId);
        return c.json(done('map-saved', { map: await updateMap(db, mapId, c.req.valid('json')) }));
      })
      .delete('/maps/:mapId', validate('param', mapParam), async (c) => {
        const { mapId } = c.req.valid('param');
        await policy.authorize(c, 'guide.content.edit', (await requireMap(db, mapId)).guideId);
        await removeMap(db, mapId);
        return c.json(done('map-removed', { id: mapId }));
      })

      // Sponsors.
      .get(
        '/guides/:guideId/sponsors',
        validate('param', guideParam),
        policy.guard('guide.view', 'guideId'),
        async (c) => {
          const actor = await policy.actorOf(c);
          return c.json({ sponsors: await listSponsorsForPanel(db, actor, c.req.valid('param').guideId) });
        },
      )
      .post(
        '/guides/:guideId/sponsors',
        validate('param', guideParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', sponsorInput),
        async (c) => {
          const sponsor = withVersion(await createSponsor(db, c.req.valid('param').guideId, c.req.valid('json')));
          return c.json(done('sponsor-added', { sponsor }), 201);
        },
      )
      .patch(
        '/guides/:guideId/sponsors/:sponsorId',
        validate('param', sponsorParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', sponsorUpdate),
        async (c) => {
          const { guideId, sponsorId } = c.req.valid('param');
          const actor = await policy.actorOf(c);
          const sponsor = withVersion(await updateSponsor(db, actor, guideId, sponsorId, c.req.valid('json')));
          return c.json(done('sponsor-saved', { sponsor }));
        },
      )
      .post(
        '/guides/:guideId/sponsors/:sponsorId/copy',
        validate('param', sponsorParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', sponsorUpdate),
        async (c) => {
          const { guideId, sponsorId } = c.req.valid('param');
          const sponsor = withVersion(await copySponsor(db, guideId, sponsorId, c.req.valid('json')));
          return c.json(done('sponsor-copied', { sponsor }), 201);
        },
      )
      .delete(
        '/guides/:guideId/sponsors/:sponsorId',
        validate('param', sponsorParam),
        policy.guard('guide.edit', 'guideId'),
        async (c) => {
          const { guideId, sponsorId } = c.req.valid('param');
          await removeSponsor(db, guideId, sponsorId);
          return c.json(done('sponsor-removed', { id: sponsorId }));
        },
      )

      // Social networks.
      .get(
        '/guides/:guideId/social-networks',
        validate('param', guideParam),
        policy.guard('guide.view', 'guideId'),
        async (c) => {
          const actor = await policy.actorOf(c);
          const socialNetworks = await listSocialNetworksForPanel(db, actor, c.req.valid('param').guideId);
          return c.json({ socialNetworks });
        },
      )
      .post(
        '/guides/:guideId/social-networks',
        validate('param', guideParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', socialNetworkInput),
        async (c) => {
          const socialNetwork = withVersion(
            await createSocialNetwork(db, c.req.valid('param').guideId, c.req.valid('json')),
          );
          return c.json(done('social-network-added', { socialNetwork }), 201);
        },
      )
      .patch(
        '/guides/:guideId/social-networks/:socialNetworkId',
        validate('param', socialNetworkParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', socialNetworkUpdate),
        async (c) => {
          const { guideId, socialNetworkId } = c.req.valid('param');
          const actor = await policy.actorOf(c);
          const socialNetwork = withVersion(
            await updateSocialNetwork(db, actor, guideId, socialNetworkId, c.req.valid('json')),
          );
          return c.json(done('social-network-saved', { socialNetwork }));
        },
      )
      .post(
        '/guides/:guideId/social-networks/:socialNetworkId/copy',
        validate('param', socialNetworkParam),
        policy.guard('guide.edit', 'guideId'),
        validate('json', socialNetworkUpdate),
        async (c) => {
          const { guideId, socialNetworkId } = c.req.valid('param');
          const socialNetwork = withVersion(await copySocialNetwork(db, guideId, socialNetworkId, c.req.valid('json')));
          return c.json(done('social-network-copied', { socialNetwork }), 201);
        },
      )
      .delete(
        '/guides/:guideId/social-networks/:socialNetworkId',
        validate('param', socialNetworkParam),
        policy.guard('guide.edit', 'guideId'),
        async (c) => {
          const { guideId, socialNetworkId } = c.req.valid('param');
          await removeSocialNetwork(db, guideId, socialNetworkId);
          return c.json(done('social-network-removed', { id: socialNetworkId }));
        },
      )

      // Guide managers.
      .get(
        '/guides/:guideId/managers',
        validate('param', guideParam),
        policy.guard('guide.managers.manage', 'guideId'),
        async (c) => c.json({ managers: await listManagers(db, c.req.valid('param').guideId) }),
      )
      .post(
        '/guides/:guideId/managers',
        validate('param', guideParam),
        policy.guard('guide.managers.manage', 'guideId'),
        validate('json', managerInput),
        async (c) => {
          const actor = await policy.actorOf(c);
          const result = await addManager(deps, actor, c.req.valid('param').guideId, c.req.valid('json'), invite(c));
          const body = done('manager-added', { manager: result.manager, managers: result.managers });
          return c.json(body, result.isNew ? 201 : 200);
        },
      )
      .delete(
        '/guides/:guideId/managers/:userId',
        validate('param', managerParam),
        policy.guard('guide.managers.manage', 'guideId'),
        async (c) => {
          const { guideId, userId } = c.req.valid('param');
          const managers = await removeManager(db, await policy.actorOf(c), guideId, userId);
          return c.json(done('manager-removed', { managers }));
        },
      )

      // Global panel admins.
      .get('/admins', policy.guard('admins.manage'), async (c) => c.json({ admins: await listAdmins(db) }))
      .post('/admins', policy.guard('admins.manage'), validate('json', adminInput), async (c) => {
        const actor = await policy.actorOf(c);
        const result = await addAdmin(deps, actor, c.req.valid('json'), invite(c));
        return c.json(done('admin-added', { admin: result.admin }), result.isNew ? 201 : 200);
      })
      .delete('/admins/:userId', validate('param', userParam), policy.guard('admins.manage'), async (c) => {
        const { userId } = c.req.valid('param');
        await removeAdmin(db, userId);
        return c.json(done('admin-removed', { id: userId }));
      })

      // App properties.
      .get('/app-properties', policy.guard('appProperties.edit'), async (c) =>
        c.json({ appProperties: await getAppProperties(db, deps.tileUrl) }),
      )
      .patch(
        '/app-properties',
        policy.guard('appProperties.edit'),
        validate('json', appPropertiesUpdate),
        async (c) => {
          const appProperties = await updateAppProperties(db, deps.tileUrl, c.req.valid('json'));
          return c.json(done('app-properties-saved', { appProperties }));
        },
      )
  );
}
