// Time to narrate 1,000 words per language with the default engine (eSpeak NG in WebAssembly,
// in its worker thread, then MP3 by lamejs): what a manager waits for after "Gerar áudio" on a
// long text. Target: under 60 s per 1,000 words (about 6–7 minutes of speech) on one core.
import { LANGUAGES, type Language } from '@percurso/shared';
import { espeakEngine } from '../apps/server/src/features/narration/index.ts';

const SENTENCES: Record<Language, string> = {
  pt: 'O engenho de açúcar funcionava dia e noite durante a safra, e cada peça desta sala conta uma parte dessa história.',
  en: 'The sugar mill worked day and night during the harvest, and every piece in this room tells part of that story.',
  es: 'El ingenio de azúcar funcionaba día y noche durante la zafra, y cada pieza de esta sala cuenta una parte de esa historia.',
  fr: 'Le moulin à sucre tournait jour et nuit pendant la récolte, et chaque pièce de cette salle raconte une part de cette histoire.',
};
const TARGET_SECONDS = 60;
const WORDS = 1000;

function thousandWords(sentence: string): string {
  const words: string[] = [];
  while (words.length < WORDS) words.push(...sentence.split(' '));
  return `${words.slice(0, WORDS).join(' ')}.`;
}

const engine = espeakEngine();
const langs = (process.env.LANGS?.split(',') as Language[] | undefined) ?? [...LANGUAGES];
console.log(`narrating ${WORDS} words per language with ${engine.name} (target < ${TARGET_SECONDS} s each)`);
for (const lang of langs) {
  const text = thousandWords(SENTENCES[lang]);
  const voice = engine.voices()[lang][0] ?? lang;
  const started = performance.now();
  const audio = await engine.synthesize({ text, lang, voice }, () => {});
  const seconds = (performance.now() - started) / 1000;
  // 48 kbit/s constant bit rate: bytes → seconds of speech.
  const speech = (audio.mp3.length * 8) / 48_000;
  console.log(
    `${lang} (${voice}): ${seconds.toFixed(1)} s for ${WORDS} words → ${(audio.mp3.length / 1024).toFixed(0)} KiB MP3, ` +
      `${(speech / 60).toFixed(1)} min of speech, ${(speech / seconds).toFixed(1)}× real time ` +
      `(target < ${TARGET_SECONDS} s: ${seconds < TARGET_SECONDS ? 'met' : 'MISSED'})`,
  );
}
