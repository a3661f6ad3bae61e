import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A backup is a ZIP file: any unzip tool opens it. Written as a stream with fflate (the server
 * never holds the whole archive), read back through the ZIP's central directory, so an entry's
 * end is known from its recorded size, never guessed by scanning its bytes.
 */
export interface ArchiveWriter {
  /** Adds an entry fed by `write` (compressed unless `stored`); resolves when it is written. */
  add(
    name: string,
    fill: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
    stored?: boolean,
  ): Promise<void>;
  /** Writes the central directory and closes the file; answers its size in bytes. */
  close(): Promise<number>;
}

export function writeArchive(file: string): ArchiveWriter {
  const out = createWriteStream(file);
  let bytes = 0;
  let failure: Error | undefined;
  const ended = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    bytes += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  const flushed = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    async add(name, fill, stored = false) {
      const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      await fill(async (chunk) => {
        entry.push(chunk);
        await flushed();
      });
      entry.push(new Uint8Array(0), true);
      await flushed();
    },
    async close() {
      zip.end();
      await ended;
      if (failure) throw failure;
      return bytes;
    },
  };
}

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  headerOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** The entries of a ZIP file, by name, from its central directory. */
export async function readArchiveIndex(file: string): Promise<Map<string, CentralEntry>> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    // The end record is the last 22 bytes plus a comment of at most 65,535.
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at--) {
      if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) throw new ArchiveError('not a ZIP file (no end of central directory)');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries = new Map<string, CentralEntry>();
    let at = 0;
    for (let index = 0; index < count; index++) {
      if (directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ArchiveError('damaged ZIP central directory');
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      entries.set(name, {
        name,
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        headerOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** The bytes of one entry, as a stream (inflated when the entry is compressed). */
export async function openArchiveEntry(file: string, entry: CentralEntry): Promise<Readable> {
  const handle = await open(file, 'r');
  const header = Buffer.alloc(30);
  try {
    await handle.read(header, 0, 30, entry.headerOffset);
  } finally {
    await handle.close();
  }
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize === 0) return Readable.from([]);
  const raw = createReadStream(file, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === 0) return raw;
  if (entry.method !== 8) throw new ArchiveError(`unsupported ZIP compression method ${entry.method}`);
  return raw.pipe(createInflateRaw());
}

/** An entry's whole content. */
export async function readArchiveEntry(file: string, entry: CentralEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openArchiveEntry(file, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file is not a Percurso backup this version can read. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}
