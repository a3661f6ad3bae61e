import { LANGUAGES, type Language } from '@percurso/shared';
import type { TtsSettings } from '../../config.ts';
import type { TtsEngine } from './tts-engine.ts';

/** The longest input an OpenAI-compatible speech call takes; longer texts go in several calls. */
const MAX_INPUT = 4000;

/**
 * An OpenAI-compatible speech API (OpenAI, or self-hosted servers with the same contract such as
 * openedai-speech, Kokoro-FastAPI, LocalAI): POST {url}/v1/audio/speech with JSON
 * { model, input, voice, response_format: 'mp3' } and a Bearer key; the answer is the MP3.
 * Long texts are read in pieces whose MP3s are concatenated (MP3 frames are self-contained).
 */
export function openAiSpeechEngine(settings: TtsSettings, split: (text: string, size: number) => string[]): TtsEngine {
  const endpoint = `${settings.url.replace(/\/+$/, '')}/v1/audio/speech`;
  return {
    name: 'openai-compatible',
    voices: () =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, settings.voices[lang] ?? ['alloy']])) as Record<
        Language,
        string[]
      >,
    async synthesize({ text, voice }, onProgress) {
      const pieces = split(text, MAX_INPUT);
      const parts: Buffer[] = [];
      for (const [index, input] of pieces.entries()) {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: settings.model, input, voice, response_format: 'mp3' }),
          signal: AbortSignal.timeout(120_000),
        });
        if (!response.ok)
          throw new Error(`speech API answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
        const audio = Buffer.from(await response.arrayBuffer());
        if (audio.length === 0) throw new Error('speech API answered no audio');
        parts.push(audio);
        onProgress((index + 1) / pieces.length);
      }
      return { mp3: Buffer.concat(parts), mimeType: 'audio/mpeg' };
    },
  };
}
