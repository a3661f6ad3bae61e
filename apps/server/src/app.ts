import type { PointLookup } from '@percurso/shared';
import { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { accessRoutes, applyAdminEmail, createAccessPolicy } from './features/access/index.ts';
import { eraseAccount } from './features/account-erasure/index.ts';
import { analyticsRoutes, type RollupDrain, startRawRetention } from './features/analytics/index.ts';
import { apiDocsRoutes } from './features/api-docs/index.ts';
import { appPropertiesRoutes, createAppPropertiesCache } from './features/app-properties/index.ts';
import {
  authRoutes,
  createAuth,
  emailVerificationToken,
  hideSessionTokens,
  verifyEmailLink,
} from './features/auth/index.ts';
import { phoneRoutes } from './features/auth/phone.routes.ts';
import { backupRoutes, scheduleBackups } from './features/backups/index.ts';
import { legacyImportRoutes, sheetImportRoutes } from './features/content-import/index.ts';
import { corporateRegistryRoutes } from './features/corporate-registry/index.ts';
import { dataExportRoutes } from './features/data-exports/index.ts';
import { createEngagementCache, engagementRoutes, panelEngagementRoutes } from './features/engagement/index.ts';
import { favouriteRouteRoutes } from './features/fav-routes/index.ts';
import { guideArchiveRoutes } from './features/guide-archives/index.ts';
import { guideMapRoutes } from './features/guide-maps/guide-maps.routes.ts';
import { createGuideCache, guideRoutes, pointReadRoutes, requireVisibleGuide } from './features/guides/index.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { helpRequestRoutes, panelHelpRequestRoutes, startHelpRequestCleanup } from './features/help-requests/index.ts';
import { journeyRoutes } from './features/journeys/journeys.routes.ts';
import { kioskGuideIdOf, kioskLock, kioskOf, kioskRoutes, panelKioskRoutes } from './features/kiosk/index.ts';
import { createGuideChanges, GUIDE_PUBLISHED_CHANNEL, liveRoutes } from './features/live/index.ts';
import { createMailer, type Mailer } from './features/mail/index.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { createMediaStorage, mediaLibraryRoutes, mediaOriginOf } from './features/media-library/index.ts';
import { createMetrics, measureRequests, metricsRoutes } from './features/metrics/index.ts';
import { createTtsEngine, narrationRoutes } from './features/narration/index.ts';
import { offlineRoutes } from './features/offline/index.ts';
import { panelRoutes } from './features/panel/index.ts';
import { createHttpPostalCodeLookup, type PostalCodeLookup, postalCodeRoutes } from './features/postal-codes/index.ts';
import { panelPreviewRoutes, previewLinkRoutes } from './features/preview/index.ts';
import { prizeDrawRoutes } from './features/prize-draws/index.ts';
import { hasUnlockedPoint, progressRoutes } from './features/progress/index.ts';
import { publishingRoutes, startPublishScheduler } from './features/publishing/index.ts';
import { qrKitRoutes } from './features/qr-kit/index.ts';
import { rateLimit } from './features/rate-limit/index.ts';
import { panelRatingRoutes, ratingRoutes } from './features/ratings/index.ts';
import { panelRoadMapRoutes, roadMapExecutionRoutes, roadMapRoutes } from './features/road-maps/index.ts';
import { createSmsSender, type SmsSender } from './features/sms/index.ts';
import { socialNetworkRoutes } from './features/social-networks/social-networks.routes.ts';
import { sponsorRoutes } from './features/sponsors/sponsors.routes.ts';
import { teachableModelRoutes } from './features/teachable-models/index.ts';
import { translationRoutes } from './features/translation/index.ts';
import { unlockCodeRoutes } from './features/unlock-codes/index.ts';
import { currentUserRoutes, meRoutes, profilePhotoRoutes } from './features/users/index.ts';
import { panelAccessRoutes } from './features/venue-accesses/index.ts';
import { webRoutes } from './features/web/web.routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { AppError } from './http/app-error.ts';
import { limitJsonBodies } from './http/body-limit.ts';
import { compress } from './http/compress.ts';
import { handleErrors, handleNotFound } from './http/error-handler.ts';
import { requestId } from './http/request-id.ts';
import { requestLogger } from './http/request-logger.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { guardText } from './http/text-guard.ts';
import type { Logger } from './logger.ts';

export interface AppDeps {
  db: Db;
  config: Pick<
    Config,
    | 'dataDir'
    | 'mediaDir'
    | 'webDist'
    | 'tileUrl'
    | 'publicOrigin'
    | 'smtpUrl'
    | 'mailFrom'
    | 'cepLookupUrl'
    | 'adminEmail'
  > &
    /** rateLimits defaults to on, trustProxy to off. */
    Partial<
      Pick<
        Config,
        | 'social'
        | 'rateLimits'
        | 'trustProxy'
        | 's3'
        | 'tts'
        | 'translation'
        | 'publishPollMs'
        | 'webServerEntry'
        | 'metricsToken'
        | 'backup'
      >
    > & {
      /** The resolved secret (see resolveAuthSecret), never undefined here. */
      authSecret: string;
    };
  logger: Logger;
  /** Defaults: from SMTP_URL/MAIL_FROM (else DATA_DIR/outbox) and CEP_LOOKUP_URL. */
  mailer?: Mailer;
  postalCodes?: PostalCodeLookup;
  /** Default: the outbox folder DATA_DIR/sms-outbox (docs/decisions/0009-phone-auth.md). */
  sms?: SmsSender;
  /** Aborted when the server stops: long-lived responses (live-update streams) end so it can close. */
  shutdown?: AbortSignal;
  /** Aborted when a stop begins (before `shutdown`): readiness answers 503 while requests are still served. */
  draining?: AbortSignal;
  /** The analytics inbox's drain, told when visitors' events are written (none: dashboards drain on read). */
  rollups?: Pick<RollupDrain, 'written'>;
  /**
   * Given the guide cache's settle (it resolves once the changes committed so far have emptied it):
   * the tests' factories publish outside the app and wait with it before the next visitor read.
   */
  onGuideCache?: (settle: () => Promise<void>) => void;
}

/** The whole HTTP application: API, media and the built web app, on one port. */
export function createApp({ db, config, logger, ...deps }: AppDeps) {
  const mailer = deps.mailer ?? createMailer(config, logger);
  const sms = deps.sms ?? createSmsSender(config, logger);
  const postalCodes = deps.postalCodes ?? createHttpPostalCodeLookup(config.cepLookupUrl);
  // ADMIN_EMAIL: the account that proves it owns the address becomes a global admin (boot covers
  // accounts verified before).
  const onEmailVerified = async (user: { email: string }) => {
    if (user.email.toLowerCase() !== config.adminEmail) return;
    if (await applyAdminEmail(db, config.adminEmail)) logger.info('ADMIN_EMAIL verified: global admin granted');
  };
  const auth = createAuth(
    db,
    {
      secret: config.authSecret,
      publicOrigin: config.publicOrigin,
      mailer,
      onEmailVerified,
      sms,
      social: config.social,
    },
    logger,
  );
  const policy = createAccessPolicy(db, auth);
  const storage = createMediaStorage(config);
  const metrics = createMetrics(db);
  const changes = createGuideChanges(db, logger);
  // Visitors' side (migration 0043): publishes and on/off air, not every draft edit.
  const published = createGuideChanges(db, logger, GUIDE_PUBLISHED_CHANNEL);
  // Help requests' own channel (migration 0040): their front desks and visitors, not the guide caches.
  const helpChanges = createGuideChanges(db, logger, 'help_requests');
  const guideCache = createGuideCache(db, published, logger, {
    onLookup: (hit) => metrics.guideCache.inc({ result: hit ? 'hit' : 'miss' }),
  });
  deps.onGuideCache?.(guideCache.settle);
  // Engagement rules are part of the draft (migration 0051): they change for visitors on a publish.
  const engagement = createEngagementCache(db, published, logger);
  const appProperties = createAppPropertiesCache(db, changes, logger, config.tileUrl);
  deps.shutdown?.addEventListener(
    'abort',
    () => {
      guideCache.close();
      engagement.close();
      appProperties.close();
    },
    { once: true },
  );
  // Backups (features/backups): the panel page, and the daily one while the app runs.
  const backups = config.backup ? { db, storage, settings: config.backup, logger } : undefined;
  if (backups && deps.shutdown) scheduleBackups(backups, deps.shutdown);
  // Scheduled publishes (features/publishing), exactly once across processes.
  const publisher = deps.shutdown ? startPublishScheduler(db, logger, deps.shutdown, config.publishPollMs) : undefined;
  // Raw events past their retention (features/analytics/raw-retention.ts), one process at a time.
  if (deps.shutdown) {
    startRawRetention(db, logger, deps.shutdown);
    startHelpRequestCleanup(db, logger, deps.shutdown);
  }
  const limits = { enabled: config.rateLimits ?? true, trustProxy: config.trustProxy ?? false };
  const streams = {
    shutdown: deps.shutdown,
    onStream: (open: boolean) => (open ? metrics.liveStreams.inc() : metrics.liveStreams.dec()),
  };
  const api = new Hono<AppEnv>()
    .use(sameOriginWrites({ publicOrigin: config.publicOrigin }))
    // Bounded work: a body's size is checked before anything reads it, its depth before it is parsed.
    .use(limitJsonBodies())
    .use(guardText())
    // A device in kiosk mode reaches no panel, sign-in or account write (features/kiosk).
    .use(kioskLock())
    // Before every auth route, ours (anonymous upgrade, phone) and better-auth's alike.
    .use('/auth/*', rateLimit(db, limits, '/api/auth'))
    .use('/auth/*', hideSessionTokens())
    .route('/auth', phoneRoutes(db, auth, logger, limits))
    .route(
      '/auth',
      authRoutes(db, auth, logger, limits, (userId) => eraseAccount({ db, storage, logger }, userId), {
        publicOrigin: config.publicOrigin,
        mailer,
      }),
    )
    .route('/me/access', accessRoutes(db, policy))
    .route('/me/photo', profilePhotoRoutes(db, auth, storage, logger))
    .route('/me', meRoutes(db, auth, logger))
    .route('/session', currentUserRoutes(db, auth))
    .route(
      '/',
      progressRoutes(db, auth, engagement, limits, deps.rollups, (size, stored) => {
        metrics.interactionBatch.observe(size);
        metrics.interactions.inc(stored);
      }),
    )
    .route('/engagement', engagementRoutes(db, auth, engagement))
    .route('/', ratingRoutes(db, auth))
    .route('/', helpRequestRoutes(db, auth, helpChanges, limits, streams))
    .route('/', favouriteRouteRoutes(db, auth))
    .route('/', roadMapExecutionRoutes(db, auth))
    .route('/postal-codes', postalCodeRoutes(auth, postalCodes, logger))
    .route('/app-properties', appPropertiesRoutes(appProperties))
    .route('/kiosk', kioskRoutes(db, limits))
    .route('/preview', previewLinkRoutes(db, limits))
    .route('/guides', guideRoutes(db, guideCache))
    .route('/guides', offlineRoutes(guideCache, config))
    .route('/guides', mediaLibraryRoutes(db, policy, storage, logger))
    .route(
      '/guides',
      liveRoutes(published, (guideId) => requireVisibleGuide(db, guideId), streams),
    )
    .route('/guides', qrKitRoutes(db, policy, config.publicOrigin))
    .route('/journeys', journeyRoutes(db, guideCache))
    .route('/points', pointReadRoutes(guideCache, hasUnlockedPoint(db, auth)))
    .route('/maps', guideMapRoutes(db, guideCache))
    .route('/road-maps', roadMapRoutes(db))
    .route('/sponsors', sponsorRoutes(db))
    .route('/social-networks', socialNetworkRoutes(db))
    // Usage dashboards first: the panel routers' `panel.access` guard would refuse a road map's
    // administrator who holds no guide role; these routes check their own readers.
    .route('/panel', analyticsRoutes(db, policy))
    .route('/panel', dataExportRoutes(db, policy))
    // A manager's next read shows their write: wait until its NOTIFY has emptied the caches.
    .use('/panel/*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await guideCache.settle();
    })
    .route(
      '/panel',
      panelRoutes({
        db,
        policy,
        mailer,
        logger,
        storage,
        tileUrl: config.tileUrl,
        publicOrigin: config.publicOrigin,
        verificationLink: async (email, origin) => verifyEmailLink(origin, await emailVerificationToken(auth, email)),
      }),
    )
    .route('/panel', publishingRoutes(db, policy, publisher))
    .route('/panel', teachableModelRoutes(db, policy, storage, logger))
    .route('/panel', panelEngagementRoutes(db, policy))
    .route('/panel', panelRatingRoutes(db, policy))
    .route('/panel', panelHelpRequestRoutes(db, policy, helpChanges, streams))
    .route('/panel', prizeDrawRoutes({ db, policy, mailer, logger }))
    .route('/panel', panelRoadMapRoutes(db, policy))
    .route('/panel', panelAccessRoutes(db, policy))
    .route('/panel', unlockCodeRoutes(db, policy))
    .route('/panel', panelPreviewRoutes(db, policy))
    .route('/panel', panelKioskRoutes(db, policy, auth, config.publicOrigin?.startsWith('https:') ?? false))
    .route('/panel', sheetImportRoutes(db, policy, logger))
    .route('/panel', legacyImportRoutes(db, policy, storage, logger))
    .route('/panel', guideArchiveRoutes({ db, storage, logger }, policy))
    .route('/panel', corporateRegistryRoutes(db, policy))
    .route('/panel', narrationRoutes({ db, policy, storage, logger, engine: createTtsEngine(config.tts) }))
    .route('/panel', translationRoutes({ db, policy, logger, settings: config.translation }));
  if (backups) api.route('/panel', backupRoutes(backups, policy));
  // The API reference, drawn from the whole app's route table once every route is registered.
  api.route(
    '/',
    apiDocsRoutes(() => app.routes),
  );
  // Unknown API paths answer the JSON envelope, never the web app's index.html.
  api.all('*', () => {
    throw new AppError('not-found');
  });

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(measureRequests(metrics));
  // While stopping, every answer closes its connection: a proxy's pooled keep-alive connections
  // would otherwise hold the stop until they idle out (docs/operations.md, "Stopping").
  app.use(async (c, next) => {
    await next();
    if (deps.draining?.aborted) c.header('connection', 'close');
  });
  const { publicOrigin, tileUrl } = config;
  app.use(
    securityHeaders({ publicOrigin, tileUrl, trustProxy: limits.trustProxy, mediaOrigin: mediaOriginOf(config) }),
  );
  app.use(compress());
  app.onError(handleErrors(logger));
  app.notFound(handleNotFound);
  // Only with a token: otherwise /metrics is the web app's, like any other path.
  if (config.metricsToken) app.route('/', metricsRoutes(metrics, config.metricsToken));
  app.route('/', healthRoutes({ db, storage, logger, draining: deps.draining }));
  app.route('/api', api);
  app.route('/media', mediaRoutes(config.mediaDir));
  app.route(
    '/',
    webRoutes(config.webDist, {
      isGuide: (name) =>
        guideCache.bundleByName(name).then(
          () => true,
          () => false,
        ),
      // The first screen's reads, answered by this app in-process exactly as the browser would get them.
      readApi: async (apiPath, headers) => {
        const cookie = headers.get('cookie');
        const response = await app.request(apiPath, { headers: cookie ? { cookie } : {} });
        return response.status === 200 ? response.json() : undefined;
      },
      // A printed code's point, read whole: the redirect needs its AR content, whoever scans it.
      qrPoint: async (pointId) => {
        try {
          const { full } = await guideCache.point(pointId);
          return JSON.parse(Buffer.from(full.body).toString('utf8')) as PointLookup;
        } catch (error) {
          if (error instanceof AppError && error.code === 'guide/disabled') return 'guide-off';
          if (error instanceof AppError && (error.code === 'point/not-found' || error.code === 'guide/not-found'))
            return 'not-found';
          throw error;
        }
      },
      // A kiosk's device opens its guide only (its cookie names the guide).
      kioskGuideName: async (headers) => {
        const guideId = kioskGuideIdOf(headers.get('cookie'));
        return guideId ? (await kioskOf(db, guideId))?.guideName : undefined;
      },
      serverEntry: config.webServerEntry,
      onRenderError: (error) => logger.warn({ err: error }, 'landing page not rendered on the server'),
    }),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;

// What the benchmark and other packages need to stand a server up without src/main.ts.
export { type Config, loadConfig } from './config.ts';
export { createDatabase, createPGliteDatabase, type Db } from './db/database.ts';
export { migrateToLatest } from './db/migrate.ts';
export { createLogger } from './logger.ts';
