// Writes the demo venue's Teachable Machine image model (model.json, weights.bin, metadata.json)
// to apps/server/demo/media/museum/recognition/. Run: node --import tsx apps/web/scripts/make-demo-model.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { exportColorModel } from '../src/features/unlock/recognition/color-model.ts';
import '@tensorflow/tfjs-backend-cpu';

const folder = join(import.meta.dirname, '../../server/demo/media/museum/recognition');
await tf.setBackend('cpu');
const files = await exportColorModel();
mkdirSync(folder, { recursive: true });
for (const [name, body] of Object.entries(files)) writeFileSync(join(folder, name), body);
console.log(`wrote ${Object.keys(files).join(', ')} to ${folder}`);
