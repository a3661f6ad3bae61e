import { Worker } from 'node:worker_threads';
import { ESPEAK_VOICES, type Language } from '@percurso/shared';
import type { OnSynthesisProgress, SynthesizedAudio, TtsEngine } from './tts-engine.ts';

/** Text cut at sentence ends into pieces of about this size: one progress step each. */
const CHUNK_CHARS = 1500;

/** Splits text at sentence (or, failing that, word) boundaries into pieces of at most about CHUNK_CHARS. */
export function chunkText(text: string, size = CHUNK_CHARS): string[] {
  const sentences = text.match(/[^.!?…\n]+[.!?…]*\s*|\n+/g) ?? [text];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > size) {
      chunks.push(current);
      current = '';
    }
    current += sentence;
    while (current.length > size * 2) {
      const cut = current.lastIndexOf(' ', size) > 0 ? current.lastIndexOf(' ', size) : size;
      chunks.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current.trim()) chunks.push(current);
  return chunks.filter((chunk) => chunk.trim());
}

/**
 * eSpeak NG compiled to WebAssembly (npm `espeak-ng`), in a worker thread per narration so the
 * event loop keeps serving, and so the GPL program stays a separate module (decision 0023).
 * Synthesis is 80 % of the progress, MP3 encoding the rest.
 */
export function espeakEngine(): TtsEngine {
  return {
    name: 'espeak-ng',
    voices: () =>
      Object.fromEntries(Object.entries(ESPEAK_VOICES).map(([lang, list]) => [lang, [...list]])) as Record<
        Language,
        string[]
      >,
    synthesize: ({ text, voice }, onProgress) => speakInWorker(chunkText(text), voice, onProgress),
  };
}

async function speakInWorker(
  chunks: string[],
  voice: string,
  onProgress: OnSynthesisProgress,
): Promise<SynthesizedAudio> {
  // The MP3 encoder loads with the first narration, not with the server (bench:startup).
  const { encodeMp3 } = await import('./mp3.ts');
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    const pieces: Int16Array[] = [];
    let sampleRate = 22_050;
    const fail = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    worker.on('error', fail);
    worker.on(
      'message',
      (message: { type: string; index?: number; sampleRate?: number; samples?: Int16Array; message?: string }) => {
        if (message.type === 'chunk' && message.samples) {
          pieces.push(message.samples);
          sampleRate = message.sampleRate ?? sampleRate;
          onProgress((((message.index ?? 0) + 1) / chunks.length) * 0.8);
        } else if (message.type === 'error') {
          fail(new Error(message.message));
        } else if (message.type === 'done') {
          void worker.terminate();
          const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
          if (total === 0) return reject(new Error('espeak-ng produced no samples'));
          const samples = new Int16Array(total);
          let offset = 0;
          for (const piece of pieces) {
            samples.set(piece, offset);
            offset += piece.length;
          }
          const mp3 = encodeMp3(samples, sampleRate, (done) => onProgress(0.8 + done * 0.2));
          resolve({ mp3, mimeType: 'audio/mpeg' });
        }
      },
    );
    worker.postMessage({ chunks, voice });
  });
}
