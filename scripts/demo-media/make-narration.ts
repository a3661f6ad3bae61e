// Speaks the demo narration with espeak-ng and encodes it as small MP3s (developer machines only:
// needs Debian's espeak-ng and ffmpeg). The text spoken is exactly the description the visitor
// reads, taken from the demo content, so audio and text never drift apart.
// Run: node --import tsx scripts/demo-media/make-narration.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LANGUAGES, type Language, type LocalizedMedia, type LocalizedText } from '@percurso/shared';
import { buildDemoContent } from '../../apps/server/src/features/demo/content/index.ts';

const MEDIA_ROOT = join(import.meta.dirname, '../../apps/server/demo/media');
const VOICES: Record<Language, string> = { pt: 'pt-br', en: 'en-us', es: 'es', fr: 'fr' };
const work = mkdtempSync(join(tmpdir(), 'narration-'));

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function speak(text: string, language: Language, url: string): void {
  const target = join(MEDIA_ROOT, url.replace('/media/demo/', ''));
  mkdirSync(dirname(target), { recursive: true });
  const wav = join(work, 'speech.wav');
  execFileSync('espeak-ng', ['-v', VOICES[language], '-s', '150', '-w', wav, plain(text)]);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', wav, '-ac', '1', '-ar', '22050', '-b:a', '32k', target]);
  console.log(`${url} ← ${plain(text).slice(0, 60)}…`);
}

function speakAll(audio: LocalizedMedia, text: LocalizedText): void {
  for (const language of LANGUAGES) {
    const url = audio[language];
    const words = text[language];
    if (url && words) speak(words, language, url);
  }
}

const content = buildDemoContent();
for (const venue of content.venues) {
  const { guide } = venue;
  const intro = Object.values(guide.introMessage).some(Boolean) ? guide.introMessage : guide.description;
  speakAll(guide.introAudio, intro);
  for (const point of venue.points) speakAll(point.audio, point.description);
}
