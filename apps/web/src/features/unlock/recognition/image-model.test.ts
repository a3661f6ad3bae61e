// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColorModel } from './color-model.ts';
import {
  classify,
  createStableLabel,
  type ImageModel,
  loadImageModel,
  RECOGNITION_THRESHOLD,
  recognisedLabel,
  tf,
} from './image-model.ts';

/** Serves the exported files as a media folder would, at /media/models/colours/. */
function mediaFolder(files: Record<string, string | Uint8Array>) {
  const requested: string[] = [];
  const fetchFunc = async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    requested.push(path);
    const name = path.replace('/media/models/colours/', '');
    const body = files[name];
    if (body === undefined) return new Response('not found', { status: 404 });
    return new Response(typeof body === 'string' ? body : new Uint8Array(body), { status: 200 });
  };
  return { fetchFunc, requested };
}

const urls = {
  modelUrl: 'http://localhost/media/models/colours/model.json',
  metadataUrl: 'http://localhost/media/models/colours/metadata.json',
};

/** A height × width camera frame filled with one colour (0–255), a centred square of another. */
function frame(height: number, width: number, fill: number[], centre?: number[]) {
  const data = new Float32Array(height * width * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inCentre = centre && Math.abs(x - width / 2) < height / 2 && Math.abs(y - height / 2) < height / 2;
      data.set(inCentre ? centre : fill, (y * width + x) * 3);
    }
  }
  return tf.tensor3d(data, [height, width, 3]);
}

let files: Record<string, string | Uint8Array>;
let loaded: ImageModel;
let served: ReturnType<typeof mediaFolder>;

beforeAll(async () => {
  await tf.setBackend('cpu');
  files = await exportColorModel();
  served = mediaFolder(files);
  loaded = await loadImageModel(urls, served.fetchFunc);
});

afterAll(() => loaded?.model.dispose());

describe('a Teachable Machine image model', () => {
  it('loads model.json, its weights beside it and the labels of metadata.json', () => {
    expect(loaded.labels).toEqual(['Vermelho', 'Azul', 'Fundo']);
    expect(loaded.size).toBe(224);
    expect(served.requested).toContain('/media/models/colours/weights.bin');
  });

  it('recognises a red frame and a blue frame of a camera-shaped image', () => {
    const red = frame(120, 160, [220, 20, 30]);
    const blue = frame(120, 160, [10, 40, 230]);
    const redPrediction = classify(loaded, red);
    const bluePrediction = classify(loaded, blue);
    expect(redPrediction[0]?.label).toBe('Vermelho');
    expect(redPrediction[0]?.probability).toBeGreaterThan(RECOGNITION_THRESHOLD);
    expect(recognisedLabel(redPrediction)).toBe('Vermelho');
    expect(recognisedLabel(bluePrediction)).toBe('Azul');
    red.dispose();
    blue.dispose();
  });

  it('reads only the centred square, as Teachable Machine crops it', () => {
    // Wide frame: blue borders left and right, a red square in the middle.
    const image = frame(100, 300, [0, 0, 255], [255, 0, 0]);
    expect(recognisedLabel(classify(loaded, image))).toBe('Vermelho');
    image.dispose();
  });

  it('sees nothing in a grey scene', () => {
    const grey = frame(64, 64, [128, 128, 128]);
    const predictions = classify(loaded, grey);
    expect(predictions[0]?.label).toBe('Fundo');
    expect(recognisedLabel(predictions.filter((prediction) => prediction.label !== 'Fundo'))).toBeNull();
    grey.dispose();
  });

  it('refuses metadata whose labels do not match the model', async () => {
    const broken = mediaFolder({ ...files, 'metadata.json': JSON.stringify({ labels: ['only-one'] }) });
    await expect(loadImageModel(urls, broken.fetchFunc)).rejects.toThrow(/labels/);
    const missing = mediaFolder({ 'metadata.json': files['metadata.json'] as string });
    await expect(loadImageModel(urls, missing.fetchFunc)).rejects.toThrow();
  });
});

describe('createStableLabel', () => {
  it('answers a label once it held for three frames in a row', () => {
    const stable = createStableLabel(3);
    expect(['A', 'A', 'B', 'B', 'B', 'B'].map(stable)).toEqual([null, null, null, null, 'B', null]);
    const again = createStableLabel(3);
    expect(['A', null, 'A', 'A', 'A'].map(again)).toEqual([null, null, null, null, 'A']);
  });
});
