// Writes the demo's augmented reality media: a small glb model of the coffee roaster (a drum on
// its axle, by @gltf-transform/core) and a high-contrast image target for /ID image detection
// (seeded random blocks: many strong corners, recognisable by ORB feature matching). Both are
// generated here, so they are free to redistribute (CC0). Run: node --import tsx scripts/demo-media/make-ar-media.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';

const out = join(import.meta.dirname, '../../apps/server/demo/media/ar');
mkdirSync(out, { recursive: true });

/** A closed cylinder along X (the roaster's drum or its axle): positions, normals, indices. */
function cylinder(radius: number, length: number, segments: number) {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i <= segments; i++) {
    const angle = (i / segments) * Math.PI * 2;
    const y = Math.cos(angle);
    const z = Math.sin(angle);
    positions.push(-length / 2, y * radius, z * radius, length / 2, y * radius, z * radius);
    normals.push(0, y, z, 0, y, z);
  }
  for (let i = 0; i < segments; i++) {
    const a = i * 2;
    indices.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  for (const side of [-1, 1]) {
    const centre = positions.length / 3;
    positions.push((side * length) / 2, 0, 0);
    normals.push(side, 0, 0);
    for (let i = 0; i <= segments; i++) {
      const angle = (i / segments) * Math.PI * 2;
      positions.push((side * length) / 2, Math.cos(angle) * radius, Math.sin(angle) * radius);
      normals.push(side, 0, 0);
    }
    for (let i = 0; i < segments; i++) {
      const a = centre + 1 + i;
      indices.push(...(side > 0 ? [centre, a, a + 1] : [centre, a + 1, a]));
    }
  }
  return { positions, normals, indices };
}

async function writeModel(): Promise<void> {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene('torrador');
  const parts = [
    { name: 'tambor', shape: cylinder(0.3, 0.6, 32), colour: [0.16, 0.11, 0.09, 1], metal: 0.7 },
    { name: 'eixo', shape: cylinder(0.04, 1.1, 12), colour: [0.55, 0.55, 0.58, 1], metal: 0.9 },
  ] as const;
  for (const part of parts) {
    const material = document
      .createMaterial(part.name)
      .setBaseColorFactor([...part.colour])
      .setMetallicFactor(part.metal)
      .setRoughnessFactor(0.45);
    const accessor = (type: 'VEC3' | 'SCALAR', values: number[], indices = false) =>
      document
        .createAccessor()
        .setType(type)
        .setArray(indices ? new Uint16Array(values) : new Float32Array(values))
        .setBuffer(buffer);
    const primitive = document
      .createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', part.shape.positions))
      .setAttribute('NORMAL', accessor('VEC3', part.shape.normals))
      .setIndices(accessor('SCALAR', part.shape.indices, true))
      .setMaterial(material);
    scene.addChild(document.createNode(part.name).setMesh(document.createMesh(part.name).addPrimitive(primitive)));
  }
  const glb = await new NodeIO().writeBinary(document);
  writeFileSync(join(out, 'torrador.glb'), glb);
  console.log(`torrador.glb: ${glb.length} bytes`);
}

/** Mulberry32: the same blocks on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function writeTarget(): Promise<void> {
  const width = 400;
  const height = 300;
  const block = 20;
  const border = 20;
  const random = seeded(20261125);
  const columns = (width - 2 * border) / block;
  const rows = (height - 2 * border) / block;
  const cells = Array.from({ length: rows * columns }, () => random() < 0.5);
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= border && y >= border && x < width - border && y < height - border;
      const cell = inside ? cells[Math.floor((y - border) / block) * columns + Math.floor((x - border) / block)] : true;
      pixels[y * width + x] = cell ? 0 : 255;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toFile(join(out, 'alvo-moedor.png'));
  console.log('alvo-moedor.png written');
}

await writeModel();
await writeTarget();
