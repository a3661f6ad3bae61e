import type { TtsSettings } from '../../config.ts';
import { chunkText, espeakEngine } from './espeak-engine.ts';
import { openAiSpeechEngine } from './openai-engine.ts';
import type { TtsEngine } from './tts-engine.ts';

export { chunkText, espeakEngine } from './espeak-engine.ts';
export { narrationRoutes } from './narration.routes.ts';
export { openAiSpeechEngine } from './openai-engine.ts';
export type { TtsEngine } from './tts-engine.ts';

/** TTS_URL set: the OpenAI-compatible speech API; else eSpeak NG, built in. */
export function createTtsEngine(settings: TtsSettings | undefined): TtsEngine {
  return settings ? openAiSpeechEngine(settings, chunkText) : espeakEngine();
}
