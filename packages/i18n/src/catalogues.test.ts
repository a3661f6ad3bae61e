import { ERROR_CODES } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { enAr } from './ar/en.ts';
import { esAr } from './ar/es.ts';
import { frAr } from './ar/fr.ts';
import { ptBRAr } from './ar/pt-BR.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { enFavourites } from './favourites/en.ts';
import { esFavourites } from './favourites/es.ts';
import { frFavourites } from './favourites/fr.ts';
import { ptBRFavourites } from './favourites/pt-BR.ts';
import { enFormats } from './formats/en.ts';
import { esFormats } from './formats/es.ts';
import { frFormats } from './formats/fr.ts';
import { ptBRFormats } from './formats/pt-BR.ts';
import { fr } from './fr.ts';
import { enHelp } from './help/en.ts';
import { esHelp } from './help/es.ts';
import { frHelp } from './help/fr.ts';
import { ptBRHelp } from './help/pt-BR.ts';
import { resources } from './index.ts';
import { enJourneyDone } from './journey-done/en.ts';
import { esJourneyDone } from './journey-done/es.ts';
import { frJourneyDone } from './journey-done/fr.ts';
import { ptBRJourneyDone } from './journey-done/pt-BR.ts';
import { enKeypad } from './keypad/en.ts';
import { esKeypad } from './keypad/es.ts';
import { frKeypad } from './keypad/fr.ts';
import { ptBRKeypad } from './keypad/pt-BR.ts';
import { enKiosk } from './kiosk/en.ts';
import { esKiosk } from './kiosk/es.ts';
import { frKiosk } from './kiosk/fr.ts';
import { ptBRKiosk } from './kiosk/pt-BR.ts';
import { enLegal } from './legal/en.ts';
import { esLegal } from './legal/es.ts';
import { frLegal } from './legal/fr.ts';
import { ptBRLegal } from './legal/pt-BR.ts';
import { enPanel } from './panel/en.ts';
import { esPanel } from './panel/es.ts';
import { frPanel } from './panel/fr.ts';
import { ptBRPanel } from './panel/pt-BR.ts';
import { enPreview } from './preview/en.ts';
import { esPreview } from './preview/es.ts';
import { frPreview } from './preview/fr.ts';
import { ptBRPreview } from './preview/pt-BR.ts';
import { ptBR } from './pt-BR.ts';
import { enRoadMaps } from './road-maps/en.ts';
import { esRoadMaps } from './road-maps/es.ts';
import { frRoadMaps } from './road-maps/fr.ts';
import { ptBRRoadMaps } from './road-maps/pt-BR.ts';
import { enTechnicalSheet } from './technical-sheet/en.ts';
import { esTechnicalSheet } from './technical-sheet/es.ts';
import { frTechnicalSheet } from './technical-sheet/fr.ts';
import { ptBRTechnicalSheet } from './technical-sheet/pt-BR.ts';
import { LOCALES } from './types.ts';
import { enVideo } from './video/en.ts';
import { esVideo } from './video/es.ts';
import { frVideo } from './video/fr.ts';
import { ptBRVideo } from './video/pt-BR.ts';
import { enVr } from './vr/en.ts';
import { esVr } from './vr/es.ts';
import { frVr } from './vr/fr.ts';
import { ptBRVr } from './vr/pt-BR.ts';

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

  it.each(LOCALES)('keeps e-mail and SMS texts (the server sends them) out of the %s visitor catalogue', (locale) => {
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('mail.') || key.startsWith('sms.'))).toEqual([]);
  });

  it.each(LOCALES)('keeps only panel messages in the %s panel catalogue', (locale) => {
    expect(Object.keys(panel[locale]).filter((key) => !key.startsWith('panel.'))).toEqual([]);
  });

  const roadMaps = { 'pt-BR': ptBRRoadMaps, en: enRoadMaps, es: esRoadMaps, fr: frRoadMaps };
  it.each(LOCALES)("keeps the road-map screens' messages (road_maps.*) apart in %s", (locale) => {
    expect(Object.keys(roadMaps[locale]).filter((key) => !key.startsWith('road_maps.'))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('road_maps.'))).toEqual([]);
  });

  const journeyDone = { 'pt-BR': ptBRJourneyDone, en: enJourneyDone, es: esJourneyDone, fr: frJourneyDone };
  it.each(LOCALES)('keeps the "journey complete" messages (journey_done.*) apart in %s', (locale) => {
    expect(Object.keys(journeyDone[locale]).filter((key) => !key.startsWith('journey_done.'))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('journey_done.'))).toEqual([]);
  });

  const keypad = { 'pt-BR': ptBRKeypad, en: enKeypad, es: esKeypad, fr: frKeypad };
  it.each(LOCALES)("keeps the stop-number keypad's messages (keypad.*) apart in %s", (locale) => {
    expect(Object.keys(keypad[locale]).filter((key) => !key.startsWith('keypad.'))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('keypad.'))).toEqual([]);
  });

  const legal = { 'pt-BR': ptBRLegal, en: enLegal, es: esLegal, fr: frLegal };
  const isLegalText = (key: string) => /^static\.(terms|privacy)\./.test(key) && !/\.title$/.test(key);
  it.each(LOCALES)(
    'keeps the terms and privacy texts apart in %s (their page titles stay with the shell)',
    (locale) => {
      expect(Object.keys(legal[locale]).filter((key) => !isLegalText(key))).toEqual([]);
      expect(Object.keys(visitor[locale]).filter(isLegalText)).toEqual([]);
    },
  );
  const help = { 'pt-BR': ptBRHelp, en: enHelp, es: esHelp, fr: frHelp };
  it.each(LOCALES)("keeps the help dialog's messages (help.*) apart in %s", (locale) => {
    const isHelp = (key: string) => key.startsWith('help.') || key.startsWith('errors.help-request/');
    expect(Object.keys(help[locale]).filter((key) => !isHelp(key))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter(isHelp)).toEqual([]);
  });

  const preview = { 'pt-BR': ptBRPreview, en: enPreview, es: esPreview, fr: frPreview };
  it.each(LOCALES)("keeps a guide preview's messages (preview.*) apart in %s", (locale) => {
    expect(
      Object.keys(preview[locale]).filter((key) => !key.startsWith('preview.') && !key.startsWith('errors.preview/')),
    ).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('preview.'))).toEqual([]);
    expect(Object.keys(preview[locale]).sort()).toEqual(Object.keys(ptBRPreview).sort());
  });

  const kiosk = { 'pt-BR': ptBRKiosk, en: enKiosk, es: esKiosk, fr: frKiosk };
  it.each(LOCALES)("keeps the kiosk mode's messages (kiosk.*) apart in %s", (locale) => {
    expect(
      Object.keys(kiosk[locale]).filter((key) => !key.startsWith('kiosk.') && !key.startsWith('errors.kiosk/')),
    ).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('kiosk.'))).toEqual([]);
    expect(Object.keys(kiosk[locale]).sort()).toEqual(Object.keys(ptBRKiosk).sort());
  });

  const technicalSheet = {
    'pt-BR': ptBRTechnicalSheet,
    en: enTechnicalSheet,
    es: esTechnicalSheet,
    fr: frTechnicalSheet,
  };
  it.each(LOCALES)("keeps the technical sheet's messages (technical_sheet.*) apart in %s", (locale) => {
    expect(Object.keys(technicalSheet[locale]).filter((key) => !key.startsWith('technical_sheet.'))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('technical_sheet.'))).toEqual([]);
  });

  const video = { 'pt-BR': ptBRVideo, en: enVideo, es: esVideo, fr: frVideo };
  it.each(LOCALES)("keeps the video player's messages (video.*) apart in %s", (locale) => {
    expect(Object.keys(video[locale]).filter((key) => !key.startsWith('video.'))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('video.'))).toEqual([]);
  });

  const formats = { 'pt-BR': ptBRFormats, en: enFormats, es: esFormats, fr: frFormats };
  it.each(LOCALES)("keeps the content formats' messages (formats.*) apart in %s, with every key", (locale) => {
    expect(Object.keys(formats[locale]).filter((key) => !key.startsWith('formats.'))).toEqual([]);
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('formats.'))).toEqual([]);
    expect(Object.keys(formats[locale]).sort()).toEqual(Object.keys(ptBRFormats).sort());
  });
});

describe('the favourites catalogue', () => {
  const visitor = { 'pt-BR': ptBR, en, es, fr };
  const favourites = { 'pt-BR': ptBRFavourites, en: enFavourites, es: esFavourites, fr: frFavourites };

  it.each(LOCALES)(
    'keeps favourites messages out of the %s visitor catalogue (it ships with the app shell)',
    (locale) => {
      expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('favourites.'))).toEqual([]);
    },
  );

  it.each(LOCALES)(
    'keeps only favourites messages (and errors only its dialog shows) in the %s favourites catalogue',
    (locale) => {
      const isFavourite = (key: string) => key.startsWith('favourites.') || key.startsWith('errors.favourite-route/');
      expect(Object.keys(favourites[locale]).filter((key) => !isFavourite(key))).toEqual([]);
    },
  );

  it('leaves in the visitor catalogue the one favourite error a page shows (/dadosinvalidos: an unknown link)', () => {
    expect(ptBR['errors.favourite-route/not-found']).toBe('Rota não encontrada.');
  });

  it("keeps the spec's toasts verbatim", () => {
    expect(ptBRFavourites['favourites.toast.added']).toBe('Adicionado à Rota!');
    expect(ptBRFavourites['favourites.toast.removed']).toBe('Removido da Rota.');
    expect(ptBRFavourites['favourites.toast.link_copied']).toBe('Link copiado!');
  });
});

describe('the augmented reality catalogue', () => {
  const visitor = { 'pt-BR': ptBR, en, es, fr };
  const ar = { 'pt-BR': ptBRAr, en: enAr, es: esAr, fr: frAr };

  it.each(LOCALES)('keeps AR messages out of the %s visitor catalogue (they load with the AR routes)', (locale) => {
    expect(Object.keys(visitor[locale]).filter((key) => key.startsWith('ar.'))).toEqual([]);
  });

  it.each(LOCALES)('keeps only AR messages in the %s AR catalogue', (locale) => {
    expect(Object.keys(ar[locale]).filter((key) => !key.startsWith('ar.'))).toEqual([]);
  });
});

describe('the 360° tour catalogue', () => {
  const visitor = { 'pt-BR': ptBR, en, es, fr };
  const vr = { 'pt-BR': ptBRVr, en: enVr, es: esVr, fr: frVr };

  it.each(LOCALES)('keeps 360° messages out of the %s visitor catalogue (it ships with the app shell)', (locale) => {
    expect(
      Object.keys(visitor[locale]).filter((key) => key.startsWith('vr.') || key.startsWith('errors.rvScene/')),
    ).toEqual([]);
  });

  it.each(LOCALES)('keeps only 360° messages and the scene editor errors in the %s 360° catalogue', (locale) => {
    const isVr = (key: string) => key.startsWith('vr.') || key.startsWith('errors.rvScene/');
    expect(Object.keys(vr[locale]).filter((key) => !isVr(key))).toEqual([]);
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

  it("has a message for every API error code (a lazily loaded screen's own in its catalogue)", () => {
    // Errors only panel screens show live in the panel catalogue as panel.errors.<code>.
    const missing = ERROR_CODES.filter(
      (code) =>
        !(`errors.${code}` in ptBR) &&
        !(`errors.${code}` in ptBRFavourites) &&
        !(`errors.${code}` in ptBRVr) &&
        !(`errors.${code}` in ptBRHelp) &&
        !(`errors.${code}` in ptBRKiosk) &&
        !(`errors.${code}` in ptBRPreview) &&
        !(`panel.errors.${code}` in ptBRPanel),
    );
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
