import * as tf from '@tensorflow/tfjs-core';
import { type LayersModel, loadLayersModel } from '@tensorflow/tfjs-layers';
import '@tensorflow/tfjs-backend-cpu';

/**
 * A journey's Teachable Machine image model, loaded: the tf.LayersModel (model.json with its
 * weights files beside it) and the class labels of metadata.json, in output order.
 */
export interface ImageModel {
  model: LayersModel;
  labels: string[];
  /** Side of the square image the model reads (224 for Teachable Machine). */
  size: number;
}

export interface Prediction {
  label: string;
  probability: number;
}

/** Where the model lives: `iaModel` of the journey (media URLs). */
export interface ImageModelUrls {
  modelUrl: string;
  metadataUrl: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The share of confidence the top class needs before it counts as seen. Teachable Machine's own
 * samples show classes above 0.85 as recognised; lower values unlock on look-alike scenes.
 */
export const RECOGNITION_THRESHOLD = 0.85;
/** Consecutive frames that must agree, so one odd frame while the camera moves unlocks nothing. */
export const RECOGNITION_STABLE_FRAMES = 3;

/** Loads model.json (and its weights) and metadata.json; rejects when either is missing or wrong. */
export async function loadImageModel(urls: ImageModelUrls, fetchFunc: Fetch = fetch): Promise<ImageModel> {
  const [model, metadata] = await Promise.all([
    loadLayersModel(urls.modelUrl, {
      fetchFunc: (input: RequestInfo | URL, init?: RequestInit) =>
        fetchFunc(String(input instanceof Request ? input.url : input), init),
    }),
    fetchFunc(urls.metadataUrl).then(async (response) => {
      if (!response.ok) throw new Error(`metadata ${response.status}`);
      return (await response.json()) as { labels?: unknown; imageSize?: unknown };
    }),
  ]);
  const labels = Array.isArray(metadata.labels) ? metadata.labels.map(String) : [];
  const outputs = model.outputs[0]?.shape.at(-1);
  if (labels.length === 0 || (typeof outputs === 'number' && outputs !== labels.length)) {
    model.dispose();
    throw new Error('metadata labels do not match the model');
  }
  const inputSide = model.inputs[0]?.shape[1];
  const size = typeof inputSide === 'number' ? inputSide : 224;
  return { model, labels, size };
}

/**
 * Classifies one image (height × width × 3, values 0–255) the way Teachable Machine does: the
 * centred square is cut out, resized to the model's side, scaled to [-1, 1]. Sorted, best first.
 */
export function classify(imageModel: ImageModel, pixels: tf.Tensor3D): Prediction[] {
  const probabilities = tf.tidy(() => {
    const [height, width] = pixels.shape;
    const side = Math.min(height, width);
    // Functional ops: the modular tfjs-core registers no chained tensor methods.
    const square = tf.slice(
      pixels,
      [Math.floor((height - side) / 2), Math.floor((width - side) / 2), 0],
      [side, side, 3],
    );
    const resized = tf.image.resizeBilinear(tf.cast(square, 'float32'), [imageModel.size, imageModel.size]);
    const input = tf.expandDims(tf.sub(tf.div(resized, 127.5), 1), 0);
    const output = imageModel.model.predict(input) as tf.Tensor;
    return output.dataSync();
  });
  return imageModel.labels
    .map((label, index) => ({ label, probability: probabilities[index] ?? 0 }))
    .sort((a, b) => b.probability - a.probability);
}

/** The label recognised in a prediction: the top class when it reaches the threshold. */
export function recognisedLabel(predictions: readonly Prediction[], threshold = RECOGNITION_THRESHOLD): string | null {
  const top = predictions[0];
  return top && top.probability >= threshold ? top.label : null;
}

/**
 * Follows the recognised label across frames and answers it once it has held for `frames`
 * consecutive frames (then starts over, so the same object is not reported on every frame).
 */
export function createStableLabel(frames = RECOGNITION_STABLE_FRAMES) {
  let current: string | null = null;
  let count = 0;
  return (label: string | null): string | null => {
    if (label === null || label !== current) {
      current = label;
      count = label === null ? 0 : 1;
    } else {
      count += 1;
    }
    if (current !== null && count === frames) return current;
    return null;
  };
}

export { tf };
