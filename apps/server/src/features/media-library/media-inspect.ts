import type { MediaKind } from '@percurso/shared';

export interface Inspected {
  kind: MediaKind;
  mimeType: string;
  ext: string;
}

const BY_MIME: Record<string, Exclude<MediaKind, 'image360' | 'captions'>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/ogg': 'audio',
  'audio/opus': 'audio',
  'audio/x-m4a': 'audio',
  'audio/mp4': 'audio',
  'audio/aac': 'audio',
  'audio/x-flac': 'audio',
  'audio/flac': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  // Word 97-2003 (.doc) is an OLE compound file; file-type names the container only.
  'application/x-cfb': 'document',
  'model/gltf-binary': 'model3d',
};

const SERVED_AS: Record<string, { mimeType: string; ext: string }> = {
  'application/x-cfb': { mimeType: 'application/msword', ext: 'doc' },
  'audio/x-m4a': { mimeType: 'audio/mp4', ext: 'm4a' },
  'audio/x-flac': { mimeType: 'audio/flac', ext: 'flac' },
  'audio/opus': { mimeType: 'audio/ogg', ext: 'ogg' },
};

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'

/**
 * A binary glTF 2.0 (.glb): the 'glTF' magic, version 2, a total length equal to the file's, and a
 * first chunk of type JSON, inside the file, that parses to an object with an `asset.version`.
 * The magic alone is no proof: anything could follow it.
 */
export function isGlb(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== GLB_MAGIC || view.getUint32(4, true) !== 2) return false;
  if (view.getUint32(8, true) !== bytes.length) return false;
  const chunkLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== CHUNK_JSON || 20 + chunkLength > bytes.length) return false;
  try {
    const gltf = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(20, 20 + chunkLength)));
    return typeof gltf?.asset?.version === 'string';
  } catch {
    return false;
  }
}

/**
 * WebVTT captions: UTF-8 text (an optional byte-order mark) whose first line is 'WEBVTT', alone or
 * followed by a space or tab and a header text; no NUL byte, as in every text file.
 */
export function isWebVtt(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  return /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text);
}

function startsWithGlbMagic(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === GLB_MAGIC;
}

/**
 * What the bytes are, from their magic numbers (never the name or the browser's type); undefined
 * for anything the library does not take. `wanted` 'image360' turns an image into a 360° photo;
 * any other `wanted` must match what the bytes are.
 */
export async function inspectMedia(bytes: Uint8Array, wanted?: MediaKind): Promise<Inspected | undefined> {
  // Something that claims to be glTF and is not is refused, never sniffed as anything else.
  if (startsWithGlbMagic(bytes) && !isGlb(bytes)) return undefined;
  if (isWebVtt(bytes)) {
    return !wanted || wanted === 'captions' ? { kind: 'captions', mimeType: 'text/vtt', ext: 'vtt' } : undefined;
  }
  // file-type loads with the first upload, not with the server (bench:startup).
  const detected = isGlb(bytes)
    ? { mime: 'model/gltf-binary', ext: 'glb' }
    : await import('file-type').then(({ fileTypeFromBuffer }) => fileTypeFromBuffer(bytes));
  if (!detected) return undefined;
  const base = BY_MIME[detected.mime];
  if (!base) return undefined;
  const served = SERVED_AS[detected.mime] ?? { mimeType: detected.mime, ext: detected.ext };
  if (wanted === 'image360') return base === 'image' ? { kind: 'image360', ...served } : undefined;
  if (wanted && wanted !== base) return undefined;
  return { kind: base, ...served };
}
