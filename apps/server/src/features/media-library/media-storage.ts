import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { IMMUTABLE } from '../../http/cache.ts';
import { contentTypeOf } from '../../http/content-types.ts';

/**
 * Where uploaded files live. Keys are relative paths made by the server only
 * (`library/<uuid>/original.png`, `profiles/<uuid>.webp`): never a user's file name. A key is
 * written once and never overwritten, so every copy may be cached for a year.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the web app uses for the object (`/media/<key>` on disk, the bucket's URL on S3). */
  urlOf(key: string): string;
  /** The key of a URL this storage made (urlOf's inverse); undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** Rejects when the store cannot take files now (readiness): the folder is not writable, the bucket does not answer. */
  check(): Promise<void>;
  /** The object's bytes and type (for backups); undefined when it is missing. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  /** Every key in the store (for backups), in no particular order. */
  list(): AsyncIterable<string>;
}

/** keyOf for a storage whose URLs are `<prefix><encoded key>`. */
function keyUnder(prefix: string, url: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  try {
    const key = url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
    return key && !key.split('/').includes('..') ? key : undefined;
  } catch {
    return undefined;
  }
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The default: files under MEDIA_DIR, served by /media/* with ranges and year-long caching. */
export function createDiskStorage(mediaDir: string): MediaStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(mediaDir, key);
    if (!file.startsWith(path.resolve(mediaDir) + path.sep)) throw new Error(`media key escapes MEDIA_DIR: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so /media never serves half a file.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // An upload's own folder (`library/<uuid>/`, `models/<uuid>/`) goes with its last file; a
      // shared top folder such as `profiles/` stays.
      if (key.split('/').length > 2) {
        await rmdir(path.dirname(file)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOTEMPTY' && error.code !== 'ENOENT' && error.code !== 'EEXIST') throw error;
        });
      }
    },
    urlOf: (key) => `/media/${encodeKey(key)}`,
    keyOf: (url) => keyUnder('/media/', url),
    async check() {
      await mkdir(mediaDir, { recursive: true });
      await access(mediaDir, constants.W_OK);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async *list() {
      const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        // A `.part` file is an upload still being written (put renames it when whole).
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        yield path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, …): path-style URLs `<endpoint>/<bucket>/<key>`. Unset: AWS. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the objects (a CDN or the bucket's website); default: the bucket URL. */
  publicUrl: string | undefined;
}

/**
 * S3-compatible object storage over its HTTP API (PUT/DELETE Object, signature V4). Objects
 * carry year-long Cache-Control and their content type; S3 and CDNs answer range requests.
 */
export function createS3Storage(settings: S3Settings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx and 429 with backoff; two retries keep a failing upload short.
    retries: 2,
  });
  const bucketUrl = bucketUrlOf(settings);
  const objectUrl = (key: string) => `${bucketUrl}/${encodeKey(key)}`;
  const publicBase = publicBaseOf(settings);
  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'cache-control': IMMUTABLE,
          // A signed payload hash (not UNSIGNED-PAYLOAD): the bucket checks the bytes arrived whole.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key}: ${response.status} ${await response.text()}`);
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      // S3 answers 204 whether or not the key existed; some compatibles answer 404.
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key}: ${response.status} ${await response.text()}`);
      }
    },
    urlOf: (key) => `${publicBase}/${encodeKey(key)}`,
    keyOf: (url) => keyUnder(`${publicBase}/`, url),
    async check() {
      // HEAD Bucket: 200 when the bucket exists and these credentials may use it.
      const response = await client.fetch(bucketUrl, { method: 'HEAD' });
      if (!response.ok) throw new Error(`S3 HEAD bucket: ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`S3 GET ${key}: ${response.status} ${await response.text()}`);
      const contentType = response.headers.get('content-type') ?? contentTypeOf(key);
      return { body: Buffer.from(await response.arrayBuffer()), contentType };
    },
    async *list() {
      // ListObjectsV2, a page of up to 1,000 keys at a time.
      let token: string | undefined;
      do {
        const url = new URL(bucketUrl);
        url.searchParams.set('list-type', '2');
        if (token) url.searchParams.set('continuation-token', token);
        const response = await client.fetch(url.toString());
        if (!response.ok) throw new Error(`S3 LIST: ${response.status} ${await response.text()}`);
        const xml = await response.text();
        for (const [, key] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) yield decodeXml(key ?? '');
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) && next ? decodeXml(next) : undefined;
      } while (token);
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an XML element (S3 escapes &, <, >, quotes and, for odd keys, characters by number). */
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return XML_ENTITIES[name] ?? entity;
  });
}

function bucketUrlOf(settings: S3Settings): string {
  return settings.endpoint
    ? `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

function publicBaseOf(settings: S3Settings): string {
  return (settings.publicUrl ?? bucketUrlOf(settings)).replace(/\/+$/, '');
}

/** The origin uploads are read from when it is not this site's own (S3), for the CSP; else undefined. */
export function mediaOriginOf(config: { s3?: S3Settings | undefined }): string | undefined {
  return config.s3 ? new URL(publicBaseOf(config.s3)).origin : undefined;
}

export function createMediaStorage(config: { mediaDir: string; s3?: S3Settings | undefined }): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.mediaDir);
}
