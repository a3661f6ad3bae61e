import type { Language, NarrationProgress, NarrationRequest } from '@percurso/shared';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { type MediaDeps, uploadMedia } from '../media-library/index.ts';
import type { TtsEngine } from './tts-engine.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** What a listener hears of rich text: tags dropped (blocks end a sentence), entities decoded. */
export function speakableText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '.\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/(\.\s*){2,}/g, '. ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** One narration at a time per server: eSpeak takes a core while it reads. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** Checks the request before anything streams: the text must say something in its language. */
export function checkNarration(engine: TtsEngine, request: NarrationRequest): { text: string; voice: string } {
  const text = speakableText(request.text);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new AppError('narration/text-empty', { field: request.lang });
  const voices = engine.voices()[request.lang];
  const voice = request.voice ?? voices[0];
  if (!voice || !voices.includes(voice)) throw new AppError('invalid-request', { field: 'voice' });
  return { text, voice };
}

/**
 * Reads the text aloud with the engine, stores the MP3 in the guide's media library and reports
 * each step (the spec's createAudioFunction stream): progress never decreases, the last line is
 * success with the file, or error with a code.
 */
export async function* narrate(
  deps: MediaDeps & { engine: TtsEngine; logger: Logger },
  input: { guideId: string; userId: string; lang: Language; name?: string | undefined; text: string; voice: string },
): AsyncGenerator<NarrationProgress> {
  const updates: NarrationProgress[] = [];
  let wake: (() => void) | undefined;
  let last = 0;
  const push = (update: NarrationProgress) => {
    update.progress = Math.max(last, Math.round(update.progress));
    last = update.progress;
    updates.push(update);
    wake?.();
  };
  push({ progress: 1, status: 'progress', message: 'queued' });
  const job = oneAtATime(async () => {
    push({ progress: 2, status: 'progress', message: 'synthesizing' });
    const audio = await deps.engine.synthesize({ text: input.text, lang: input.lang, voice: input.voice }, (done) =>
      push({ progress: 2 + done * 93, status: 'progress', message: 'synthesizing' }),
    );
    push({ progress: 96, status: 'progress', message: 'storing' });
    const base =
      (input.name ?? '')
        .replace(/[^\p{L}\p{N} _-]+/gu, '')
        .trim()
        .slice(0, 80) || 'narracao';
    return uploadMedia(deps, {
      guideId: input.guideId,
      userId: input.userId,
      name: `${base}-${input.lang}.mp3`,
      bytes: audio.mp3,
      wanted: 'audio',
    });
  });
  let finished = false;
  job.then(
    (item) => {
      finished = true;
      push({ progress: 100, status: 'success', fileUrl: item.fileUrl, fileSize: item.size, fileName: item.name });
    },
    (error: unknown) => {
      finished = true;
      deps.logger.error({ err: error, guideId: input.guideId, lang: input.lang }, 'narration failed');
      const code = error instanceof AppError ? error.code : 'narration/failed';
      push({ progress: last, status: 'error', message: code });
    },
  );
  while (true) {
    while (updates.length > 0) {
      const update = updates.shift() as NarrationProgress;
      yield update;
      if (update.status !== 'progress') return;
    }
    if (finished && updates.length === 0) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
}
