import { describe, expect, it } from 'vitest';
import { arLayers, hasArContent } from './ar-layers.ts';

const content = {
  raVideos: ['/media/v1.mp4', '/media/v2.mp4'],
  raImages: ['/media/i1.png'],
  ra3DModels: ['/media/m1.glb'],
};

describe('arLayers', () => {
  it('places videos, then images, then 3D models, each list in the panel order', () => {
    expect(arLayers(content).map((layer) => layer.url)).toEqual([
      '/media/v1.mp4',
      '/media/v2.mp4',
      '/media/i1.png',
      '/media/m1.glb',
    ]);
  });

  it('puts the 3D models first when the point gives AR priority', () => {
    expect(arLayers({ ...content, raPriority: true }).map((layer) => layer.kind)).toEqual([
      'model',
      'video',
      'video',
      'image',
    ]);
  });

  it('says a point without AR media has nothing to show', () => {
    expect(hasArContent({ raContent: true })).toBe(false);
    expect(hasArContent({ ra3DModels: ['/media/m1.glb'] })).toBe(true);
  });
});
