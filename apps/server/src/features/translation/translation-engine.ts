import type { Language } from '@percurso/shared';
import type { TranslationSettings } from '../../config.ts';

/** A machine translation engine: texts from one language to another, HTML kept when format is 'html'. */
export interface TranslationEngine {
  readonly name: 'libretranslate' | 'deepl';
  translate(input: { texts: string[]; source: Language; target: Language; format: 'text' | 'html' }): Promise<string[]>;
}

const TIMEOUT_MS = 60_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/**
 * LibreTranslate (self-hosted, or any server with its contract): POST {url}/translate with
 * { q: [texts], source, target, format: 'text' | 'html', api_key? } → { translatedText: [texts] }.
 */
export function libreTranslateEngine(url: string, apiKey: string | undefined): TranslationEngine {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate({ texts, source, target, format }) {
      const answer = (await postJson(endpoint, {
        q: texts,
        source,
        target,
        format,
        ...(apiKey ? { api_key: apiKey } : {}),
      })) as { translatedText?: unknown };
      const translated = answer.translatedText;
      const list = Array.isArray(translated) ? translated : [translated];
      if (list.length !== texts.length || !list.every((text) => typeof text === 'string')) {
        throw new Error('LibreTranslate answered an unexpected shape');
      }
      return list as string[];
    },
  };
}

/** DeepL's language codes: sources are bare, targets name the variant we want. */
const DEEPL_SOURCE: Record<Language, string> = { pt: 'PT', en: 'EN', es: 'ES', fr: 'FR' };
const DEEPL_TARGET: Record<Language, string> = { pt: 'PT-BR', en: 'EN-US', es: 'ES', fr: 'FR' };

/**
 * DeepL API v2: POST {url}/v2/translate with `Authorization: DeepL-Auth-Key <key>` and
 * { text: [texts], source_lang, target_lang, tag_handling: 'html' } → { translations: [{ text }] }.
 */
export function deepLEngine(url: string, apiKey: string): TranslationEngine {
  const endpoint = `${url.replace(/\/+$/, '')}/v2/translate`;
  return {
    name: 'deepl',
    async translate({ texts, source, target, format }) {
      const answer = (await postJson(
        endpoint,
        {
          text: texts,
          source_lang: DEEPL_SOURCE[source],
          target_lang: DEEPL_TARGET[target],
          ...(format === 'html' ? { tag_handling: 'html' } : {}),
        },
        { authorization: `DeepL-Auth-Key ${apiKey}` },
      )) as { translations?: Array<{ text?: unknown }> };
      const list = (answer.translations ?? []).map((item) => item.text);
      if (list.length !== texts.length || !list.every((text) => typeof text === 'string')) {
        throw new Error('DeepL answered an unexpected shape');
      }
      return list as string[];
    },
  };
}

export function createTranslationEngine(settings: TranslationSettings | undefined): TranslationEngine | undefined {
  if (!settings) return undefined;
  return settings.engine === 'deepl'
    ? deepLEngine(settings.url, settings.apiKey)
    : libreTranslateEngine(settings.url, settings.apiKey);
}
