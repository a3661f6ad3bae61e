import type { MediaKind } from '@percurso/shared';
import { fileTypeFromBuffer } from 'file-type';

export interface Inspected {
  kind: MediaKind;
  mimeType: string;
  ext: string;
}

const BY_MIME: Record<string, Exclude<MediaKind, 'image360'>> = {
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

/** A binary glTF 2.0 starts with 'glTF' and the version 2 (little endian). */
function isGlb(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    bytes[0] === 0x67 &&
    bytes[1] === 0x6c &&
    bytes[2] === 0x54 &&
    bytes[3] === 0x46 &&
    bytes[4] === 2 &&
    bytes[5] === 0 &&
    bytes[6] === 0 &&
    bytes[7] === 0
  );
}

/**
 * What the bytes are, from their magic numbers (never the name or the browser's type); undefined
 * for anything the library does not take. `wanted` 'image360' turns an image into a 360° photo;
 * any other `wanted` must match what the bytes are.
 */
export async function inspectMedia(bytes: Uint8Array, wanted?: MediaKind): Promise<Inspected | undefined> {
  const detected = isGlb(bytes) ? { mime: 'model/gltf-binary', ext: 'glb' } : await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  const base = BY_MIME[detected.mime];
  if (!base) return undefined;
  const served = SERVED_AS[detected.mime] ?? { mimeType: detected.mime, ext: detected.ext };
  if (wanted === 'image360') return base === 'image' ? { kind: 'image360', ...served } : undefined;
  if (wanted && wanted !== base) return undefined;
  return { kind: base, ...served };
}
