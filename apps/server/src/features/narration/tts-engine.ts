import type { Language } from '@percurso/shared';

/** What an engine reports while it works: the share done (0–1) of its synthesis. */
export type OnSynthesisProgress = (done: number) => void;

/** Audio ready for the library: MP3 bytes and their length in seconds. */
export interface SynthesizedAudio {
  mp3: Buffer;
  mimeType: 'audio/mpeg';
}

/**
 * A text-to-speech engine behind one interface: eSpeak NG (built in, offline) or an HTTP speech
 * API. `voices` per language, first = default.
 */
export interface TtsEngine {
  readonly name: string;
  voices(): Record<Language, string[]>;
  synthesize(
    input: { text: string; lang: Language; voice: string },
    onProgress: OnSynthesisProgress,
  ): Promise<SynthesizedAudio>;
}
