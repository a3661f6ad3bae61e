// eSpeak NG (GPL-3.0-or-later, the `espeak-ng` npm package: the C program compiled to WebAssembly)
// runs here, in a worker thread of its own: an unmodified separate program that reads a text file
// and writes a WAV file in its own virtual file system, driven by its command line. The server only
// exchanges messages with it (docs/decisions/0023-content-voice.md). Plain JS so the worker needs
// no TypeScript loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
/** Compiled once per worker; each chunk instantiates it afresh (the CLI's main runs once per instance). */
const wasm = WebAssembly.compile(readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm')));

/** WAV (RIFF, PCM 16-bit mono) → its samples and rate; eSpeak writes 22,050 Hz. */
function readWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sampleRate = view.getUint32(24, true);
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      // eSpeak streams the WAV and leaves the data size at its maximum when it cannot seek back.
      const length = Math.min(size, bytes.byteLength - offset - 8) & ~1;
      const samples = new Int16Array(length / 2);
      samples.set(
        new Int16Array(bytes.buffer.slice(bytes.byteOffset + offset + 8, bytes.byteOffset + offset + 8 + length)),
      );
      return { sampleRate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  return { sampleRate, samples: new Int16Array(0) };
}

async function speak(text, voice) {
  const module = await wasm;
  const errors = [];
  const instance = await ESpeakNg({
    arguments: ['-v', voice, '-w', '/out.wav', '-f', '/in.txt'],
    preRun: [(m) => m.FS.writeFile('/in.txt', text)],
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(module, imports).then((created) => done(created, module));
      return {};
    },
    print: () => {},
    printErr: (line) => errors.push(line),
  });
  const { FS } = instance;
  if (!FS.analyzePath('/out.wav').exists) throw new Error(errors.join('\n') || 'espeak-ng wrote no audio');
  return readWav(FS.readFile('/out.wav'));
}

parentPort?.on('message', async ({ chunks, voice }) => {
  try {
    for (const [index, text] of chunks.entries()) {
      const { sampleRate, samples } = await speak(text, voice);
      parentPort.postMessage({ type: 'chunk', index, sampleRate, samples }, [samples.buffer]);
    }
    parentPort.postMessage({ type: 'done' });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
