import { TEACHABLE_MODEL_SIZE_LIMIT } from '@percurso/shared';
import { unzipSync } from 'fflate';
import { AppError } from '../../http/app-error.ts';

/** One file of an upload: its name as the browser sent it, its bytes. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A checked Teachable Machine export, ready to store: every file under the name model.json expects. */
export interface TeachableModelFiles {
  model: Buffer;
  metadata: Buffer;
  labels: string[];
  /** The weights files by the relative path model.json's weightsManifest names them. */
  weights: Map<string, Buffer>;
}

/** Bytes per value of each tf.js dtype (and of each quantization dtype). */
const DTYPE_BYTES: Record<string, number> = {
  float32: 4,
  int32: 4,
  bool: 1,
  complex64: 8,
  uint8: 1,
  uint16: 2,
  float16: 2,
  string: Number.NaN,
};

/**
 * A manifest path stored as it is, in the model's folder and served from it by name: a plain
 * '.bin' file name (no folders, no '..', nothing a browser would run such as 'x.js' or 'x.html',
 * never model.json or metadata.json beside it), so /media always serves it as octet-stream.
 */
const SAFE_PATH = /^(?=.{1,200}$)[\w-]+(\.[\w-]+)*\.bin$/i;

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
const baseName = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** The .zip Teachable Machine downloads, opened: its files (folders dropped), never past the size limit. */
function unzip(file: UploadedFile): UploadedFile[] {
  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(file.bytes), {
      filter: (entry) => {
        if (entry.name.endsWith('/') || baseName(entry.name).startsWith('.') || entry.name.startsWith('__MACOSX/')) {
          return false;
        }
        unpacked += entry.originalSize;
        if (unpacked > TEACHABLE_MODEL_SIZE_LIMIT)
          throw new AppError('media/too-large', { field: 'files', limit: TEACHABLE_MODEL_SIZE_LIMIT });
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('tm-model/files-missing', { field: 'model', cause: error });
  }
  return Object.entries(entries).map(([name, bytes]) => ({ name: baseName(name), bytes: Buffer.from(bytes) }));
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

interface ManifestGroup {
  paths: string[];
  weights: Array<{ shape: number[]; dtype: string; quantization?: { dtype: string } }>;
}

/** The weights manifest of a tf.js layers model, or undefined when model.json is not one. */
function manifestOf(model: unknown): ManifestGroup[] | undefined {
  if (typeof model !== 'object' || model === null) return undefined;
  const { modelTopology, weightsManifest, format } = model as Record<string, unknown>;
  if (format !== undefined && format !== 'layers-model') return undefined;
  if (typeof modelTopology !== 'object' || modelTopology === null || !Array.isArray(weightsManifest)) return undefined;
  if (weightsManifest.length === 0) return undefined;
  for (const group of weightsManifest as ManifestGroup[]) {
    if (!Array.isArray(group?.paths) || group.paths.length === 0 || !Array.isArray(group.weights)) return undefined;
    if (!group.paths.every((path) => typeof path === 'string' && SAFE_PATH.test(path))) return undefined;
    for (const weight of group.weights) {
      const bytes = DTYPE_BYTES[weight?.quantization?.dtype ?? weight?.dtype];
      if (!bytes || !Array.isArray(weight.shape)) return undefined;
      if (!weight.shape.every((size) => Number.isInteger(size) && size >= 0)) return undefined;
    }
  }
  return weightsManifest as ManifestGroup[];
}

/** Byte length of the weights a manifest describes (values × bytes per value, quantized or not). */
function manifestBytes(manifest: ManifestGroup[]): number {
  let total = 0;
  for (const group of manifest) {
    for (const weight of group.weights) {
      const count = weight.shape.reduce((product, size) => product * size, 1);
      total += count * (DTYPE_BYTES[weight.quantization?.dtype ?? weight.dtype] ?? 0);
    }
  }
  return total;
}

/**
 * Reads a Teachable Machine export from the uploaded files (the three files, or a .zip of them),
 * each recognised by its content: model.json is the JSON with a layers model and its weights
 * manifest, metadata.json the JSON with a labels array, every other file a weights file matched
 * to the manifest by name (a single weights file renamed on download still matches the single
 * path). Refuses anything else with a tm-model/* code naming the part at fault.
 */
export function readTeachableModel(uploads: UploadedFile[]): TeachableModelFiles {
  const files = uploads.flatMap((file) => (isZip(file.bytes) ? unzip(file) : [file]));
  if (files.reduce((sum, file) => sum + file.bytes.length, 0) > TEACHABLE_MODEL_SIZE_LIMIT) {
    throw new AppError('media/too-large', { field: 'files', limit: TEACHABLE_MODEL_SIZE_LIMIT });
  }
  let model: { bytes: Buffer; manifest: ManifestGroup[] | undefined } | undefined;
  let metadata: { bytes: Buffer; labels: unknown } | undefined;
  const binaries: UploadedFile[] = [];
  for (const file of files) {
    const json = file.bytes[0] === 0x7b ? parseJson(file.bytes) : undefined;
    const fields = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined;
    if (fields && ('modelTopology' in fields || 'weightsManifest' in fields)) {
      model = { bytes: file.bytes, manifest: manifestOf(fields) };
    } else if (fields && ('labels' in fields || 'tmVersion' in fields)) {
      metadata = { bytes: file.bytes, labels: fields.labels };
    } else if (/\.json$/i.test(file.name)) {
      // A JSON file that is neither (or not JSON at all): named like one of the two, judged as it.
      if (/meta/i.test(file.name)) metadata = { bytes: file.bytes, labels: undefined };
      else model = { bytes: file.bytes, manifest: undefined };
    } else {
      binaries.push(file);
    }
  }

  if (!model) throw new AppError('tm-model/files-missing', { field: 'model' });
  if (!model.manifest) throw new AppError('tm-model/invalid-model', { field: 'model' });
  if (!metadata) throw new AppError('tm-model/files-missing', { field: 'metadata' });
  const labels = metadata.labels;
  if (
    !Array.isArray(labels) ||
    labels.length === 0 ||
    !labels.every((label) => typeof label === 'string' && label.trim() !== '')
  ) {
    throw new AppError('tm-model/invalid-metadata', { field: 'metadata' });
  }

  const paths = [...new Set(model.manifest.flatMap((group) => group.paths))];
  const weights = new Map<string, Buffer>();
  const unmatched = [...binaries];
  for (const path of paths) {
    const index = unmatched.findIndex((file) => baseName(file.name) === path);
    if (index >= 0) weights.set(path, (unmatched.splice(index, 1)[0] as UploadedFile).bytes);
  }
  const missing = paths.filter((path) => !weights.has(path));
  if (missing.length === 1 && unmatched.length === 1)
    weights.set(missing[0] as string, (unmatched[0] as UploadedFile).bytes);
  else if (missing.length > 0) throw new AppError('tm-model/files-missing', { field: 'weights' });

  const supplied = [...weights.values()].reduce((sum, bytes) => sum + bytes.length, 0);
  if (supplied !== manifestBytes(model.manifest)) throw new AppError('tm-model/weights-mismatch', { field: 'weights' });
  return { model: model.bytes, metadata: metadata.bytes, labels: labels as string[], weights };
}
