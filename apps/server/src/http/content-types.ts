import path from 'node:path';

/** Content types of the files we serve: venue media and the built web app. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.usdz': 'model/vnd.usdz+zip',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.flac': 'audio/flac',
  '.aac': 'audio/aac',
};

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Types a browser would run as a document if opened directly (script on our origin). */
export function isActiveContent(contentType: string): boolean {
  return /^(text\/html|image\/svg\+xml|application\/(.+\+)?xml|text\/xml)/.test(contentType);
}

/** Uploaded types that are inert when opened: shown inline as they are. */
const INERT = /^(image\/(?!svg)|audio\/|video\/|font\/|text\/vtt|text\/plain|application\/json)/;

/** A sandbox without any allowance: no script, no forms, an opaque origin. */
export const SANDBOX_CSP = 'sandbox';

/**
 * Headers for an uploaded file (docs/decisions/0013-http-edge.md): images, audio, video, fonts and
 * JSON inline; a PDF inline in a sandbox (the point's document link opens it in a new tab, where
 * Chromium still renders it); active documents (HTML, SVG, XML) sandboxed and downloaded; any
 * other type (Word, 3D models, binaries) downloaded.
 */
export function mediaDisposition(contentType: string): Record<string, string> {
  if (INERT.test(contentType)) return {};
  if (contentType === 'application/pdf') return { 'content-security-policy': SANDBOX_CSP };
  if (isActiveContent(contentType)) {
    return { 'content-security-policy': SANDBOX_CSP, 'content-disposition': 'attachment' };
  }
  return { 'content-disposition': 'attachment' };
}
