import { randomUUID } from 'node:crypto';
import type { Journey } from '@percurso/shared';
import { AppError } from '../../http/app-error.ts';
import { findJourneyById } from '../journeys/index.ts';
import { type MediaDeps, putAll } from '../media-library/index.ts';
import { readTeachableModel, type UploadedFile } from './teachable-model-files.ts';
import { modelKeysOf, replaceJourneyModel } from './teachable-models.repository.ts';

async function requireJourney(deps: MediaDeps, journeyId: string): Promise<Journey> {
  const journey = await findJourneyById(deps.db, journeyId);
  if (!journey) throw new AppError('journey/not-found');
  return journey;
}

/** Deletes a replaced model's files; a leftover only costs space, so failures are logged, not answered. */
async function deleteKeys(deps: MediaDeps, keys: string[], journeyId: string) {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') deps.logger.warn({ err: result.reason, journeyId }, 'model file not deleted');
  }
}

/**
 * Checks a Teachable Machine export (teachable-model-files.ts) and stores its files together in
 * one new folder of the media storage, `models/<uuid>/model.json`, `metadata.json` and the weights
 * under the names model.json gives them (so tf.js finds them beside it), then points the journey's
 * iaModel at them. The model it replaces, if uploaded here too, is deleted.
 */
export async function uploadJourneyModel(deps: MediaDeps, journeyId: string, uploads: UploadedFile[]) {
  const files = readTeachableModel(uploads);
  const base = `models/${randomUUID()}`;
  const objects = [
    { key: `${base}/model.json`, body: files.model, type: 'application/json' },
    { key: `${base}/metadata.json`, body: files.metadata, type: 'application/json' },
    ...[...files.weights].map(([path, body]) => ({ key: `${base}/${path}`, body, type: 'application/octet-stream' })),
  ];
  await putAll(deps, objects);
  const keys = objects.map((object) => object.key);
  let replaced: { previousKeys: string[] } | undefined;
  try {
    replaced = await replaceJourneyModel(deps.db, journeyId, {
      urls: {
        modelUrl: deps.storage.urlOf(`${base}/model.json`),
        metadataUrl: deps.storage.urlOf(`${base}/metadata.json`),
      },
      keys,
    });
  } catch (error) {
    await deleteKeys(deps, keys, journeyId);
    throw error;
  }
  if (!replaced) {
    await deleteKeys(deps, keys, journeyId);
    throw new AppError('journey/not-found');
  }
  await deleteKeys(deps, replaced.previousKeys, journeyId);
  return { journey: await requireJourney(deps, journeyId), labels: files.labels };
}

/** Takes the model off the journey (camera recognition stops offering it) and deletes its files. */
export async function removeJourneyModel(deps: MediaDeps, journeyId: string): Promise<Journey> {
  const replaced = await replaceJourneyModel(deps.db, journeyId, null);
  if (!replaced) throw new AppError('journey/not-found');
  await deleteKeys(deps, replaced.previousKeys, journeyId);
  return requireJourney(deps, journeyId);
}

export { requireJourney as requireModelJourney };

/**
 * Runs `remove` (deleting a journey, or a guide with its journeys) and then deletes the files of
 * the models uploaded for those journeys.
 */
export async function withModelFilesRemoved(
  deps: MediaDeps,
  of: { journeyId: string } | { guideId: string },
  remove: () => Promise<void>,
): Promise<void> {
  const keys = await modelKeysOf(deps.db, of);
  await remove();
  await deleteKeys(deps, keys, 'journeyId' in of ? of.journeyId : of.guideId);
}
