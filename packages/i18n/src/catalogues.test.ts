import { ERROR_CODES } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { resources } from './index.ts';
import { enPanel } from './panel/en.ts';
import { esPanel } from './panel/es.ts';
import { frPanel } from './panel/fr.ts';
import { ptBRPanel } from './panel/pt-BR.ts';
import { ptBR } from './pt-BR.ts';
import { LOCALES } from './types.ts';

/** Every pt-BR message, visitor and panel: the keys every other locale must have. */
const source: Record<string, string> = resources['pt-BR'].translation;
const sourceKeys = Object.keys(source).sort();

/** The `{{name}}` placeholders of a message, sorted and deduplicated. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

describe.each(LOCALES)('catalogue %s', (locale) => {
  const catalogue: Record<string, string> = resources[locale].translation;

  it('has every pt-BR key', () => {
    const missing = sourceKeys.filter((key) => !(key in catalogue));
    expect(missing).toEqual([]);
  });

  it('has no key that pt-BR lacks', () => {
    const extra = Object.keys(catalogue).filter((key) => !(key in source));
    expect(extra).toEqual([]);
  });

  it('has no empty message', () => {
    const empty = Object.entries(catalogue)
      .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same {{placeholders}} as pt-BR', () => {
    const different = sourceKeys.filter(
      (key) => placeholders(catalogue[key] ?? '').join() !== placeholders(source[key] ?? '').join(),
    );
    expect(different).toEqual([]);
  });
});

describe('the visitor / panel split', () => {
  const visitor = { 'pt-BR': ptBR, en, es, fr };
  const panel = { 'pt-BR': ptBRPanel, en: enPanel, es: esPanel, fr: frPanel };

  it.each(LOCALES)('keeps panel messages out of the %s visitor catalogue (it ships with the app shell)', (locale) => {
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('panel.'))).toEqual([]);
  });

  it.each(LOCALES)('keeps only panel messages in the %s panel catalogue', (locale) => {
    expect(Object.keys(panel[locale]).filter((key) => !key.startsWith('panel.'))).toEqual([]);
  });
});

describe('source catalogue', () => {
  it('keeps the spec messages verbatim', () => {
    expect(ptBR['common.loading_info']).toBe('Buscando informações...');
    expect(ptBR['common.loading_data']).toBe('Carregando dados...');
    expect(ptBR['common.loading_route']).toBe('Carregando rota...');
    expect(ptBR['visitor.guide.not_found_redirect']).toBe('Guia não encontrado, redirecionado para seleção de guias.');
  });

  it("keeps the spec's authentication messages verbatim", () => {
    expect(ptBR['errors.auth/wrong-password']).toBe('Senha inválida!');
    expect(ptBR['errors.auth/email-already-in-use']).toBe('Email já cadastrado!');
    expect(ptBR['errors.auth/weak-password']).toBe('A senha deve ter pelo menos 6 caracteres!');
    expect(ptBR['errors.auth/user-not-found']).toBe('Usuário não encontrado!');
    expect(ptBR['errors.auth/invalid-email']).toBe('Email inválido!');
    expect(ptBR['errors.user/unregistered-user']).toBe('Usuário não cadastrado!');
  });

  it('has a message for every API error code', () => {
    // Codes only the panel's tools answer (e.g. narration, translation) keep their message in the panel catalogue.
    const missing = ERROR_CODES.filter((code) => !(`errors.${code}` in ptBR) && !(`panel.errors.${code}` in ptBRPanel));
    expect(missing).toEqual([]);
  });

  it('pairs every plural `_one` form with an `_other` form', () => {
    const unpaired = sourceKeys
      .filter((key) => key.endsWith('_one'))
      .filter((key) => !(`${key.slice(0, -'_one'.length)}_other` in source));
    expect(unpaired).toEqual([]);
  });
});

describe('register dialog texts', () => {
  it("keeps the spec's register texts verbatim", () => {
    expect(ptBR['auth.fill_all_fields']).toBe('Preencha todos os campos corretamente.');
    expect(ptBR['auth.field.passwords_must_match']).toBe('As senhas devem ser iguais.');
    expect(ptBR['auth.field.birth_date_placeholder']).toBe('DD/MM/AAAA');
    expect(ptBR['auth.field.birth_date_invalid']).toBe('Data inválida!');
    expect(ptBR['auth.field.email_empty']).toBe('Email não informado!');
    expect([ptBR['auth.gender.male'], ptBR['auth.gender.female'], ptBR['auth.gender.other']]).toEqual([
      'Masculino',
      'Feminino',
      'Outro',
    ]);
  });
});
