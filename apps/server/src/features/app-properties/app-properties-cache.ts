import type { Db } from '../../db/database.ts';
import { type PreparedJson, prepareJson } from '../../http/cache.ts';
import type { Logger } from '../../logger.ts';
import { APP_PROPERTIES_CHANGED, type GuideChanges, watchGuideVersions } from '../live/index.ts';
import { getAppProperties } from './app-properties.service.ts';

export interface AppPropertiesCache {
  /** GET /api/app-properties, from memory once read. */
  read(): Promise<PreparedJson>;
  /** Stops watching the database's notifications (the server is stopping). */
  close(): void;
}

/**
 * The app properties every visitor's first screen asks for, read from the database once and
 * kept serialised until a write to them is heard (migration 0026 notifies guide_changed with
 * 'app-properties', from any server process). The same rules as the guide cache: nothing is kept
 * while the LISTEN connection is down, a read that a change overtook is served but not kept, and
 * a crowd arriving together waits on one query.
 */
export function createAppPropertiesCache(
  db: Db,
  changes: GuideChanges,
  logger: Logger,
  tileUrl: string,
): AppPropertiesCache {
  let stored: PreparedJson | undefined;
  let building: { version: string; promise: Promise<PreparedJson> } | undefined;
  const versions = watchGuideVersions(changes, logger, 'app properties cache', {
    onChange(payload) {
      if (payload === APP_PROPERTIES_CHANGED) stored = undefined;
    },
    onForgetAll() {
      stored = undefined;
    },
  });

  return {
    async read() {
      await versions.ready();
      if (stored) return stored;
      const version = versions.of(APP_PROPERTIES_CHANGED);
      if (building?.version === version) return building.promise;
      const promise = getAppProperties(db, tileUrl)
        .then((properties) => {
          const prepared = prepareJson(properties);
          if (versions.storable(APP_PROPERTIES_CHANGED, version)) stored = prepared;
          return prepared;
        })
        .finally(() => {
          if (building?.promise === promise) building = undefined;
        });
      building = { version, promise };
      return promise;
    },
    close: versions.close,
  };
}
