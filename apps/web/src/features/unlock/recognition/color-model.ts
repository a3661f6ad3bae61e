import * as tf from '@tensorflow/tfjs-core';
import { layers, sequential } from '@tensorflow/tfjs-layers';

/**
 * A tiny image model in the Teachable Machine format, made without training: it tells a red image
 * from a blue one, and anything else as the background class. Average colour (scaled to [-1, 1])
 * → softmax over [red, blue, background]: red scores 3·(2r − g − b), blue 3·(2b − r − g) and the
 * background a constant 4, so only an image that is mostly red or blue wins over the background.
 * Used by the tests and by the demo venue (scripts generate its files).
 */
export const COLOR_MODEL_LABELS = ['Vermelho', 'Azul', 'Fundo'] as const;

export function buildColorModel(size = 224) {
  const model = sequential({
    layers: [
      layers.globalAveragePooling2d({ inputShape: [size, size, 3], dataFormat: 'channelsLast' }),
      layers.dense({ units: 3, activation: 'softmax' }),
    ],
  });
  const k = 3;
  const kernel = tf.tensor2d([
    [2 * k, -k, 0],
    [-k, -k, 0],
    [-k, 2 * k, 0],
  ]);
  model.layers[1]?.setWeights([kernel, tf.tensor1d([0, 0, 4])]);
  return model;
}

/** The three files Teachable Machine exports: model.json, weights.bin and metadata.json. */
export async function exportColorModel(size = 224): Promise<Record<string, string | Uint8Array>> {
  const model = buildColorModel(size);
  let files: Record<string, string | Uint8Array> = {};
  await model.save(
    tf.io.withSaveHandler(async (artifacts) => {
      const weightData = artifacts.weightData;
      const bytes = new Uint8Array(
        Array.isArray(weightData)
          ? await new Blob(weightData).arrayBuffer()
          : ((weightData as ArrayBuffer | undefined) ?? new ArrayBuffer(0)),
      );
      files = {
        'model.json': JSON.stringify({
          modelTopology: artifacts.modelTopology,
          format: 'layers-model',
          generatedBy: artifacts.generatedBy,
          convertedBy: null,
          weightsManifest: [{ paths: ['weights.bin'], weights: artifacts.weightSpecs }],
        }),
        'weights.bin': bytes,
        'metadata.json': JSON.stringify({
          tfjsVersion: tf.version_core,
          tmVersion: '2.4.10',
          packageVersion: '0.8.4-alpha2',
          packageName: '@teachablemachine/image',
          modelName: 'percurso-demo-colours',
          labels: COLOR_MODEL_LABELS,
          imageSize: size,
        }),
      };
      return { modelArtifactsInfo: { dateSaved: new Date(), modelTopologyType: 'JSON' } };
    }),
  );
  model.dispose();
  return files;
}
