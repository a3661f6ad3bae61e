import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Guide, type Journey, localize, type TranslationFlags } from '@percurso/shared';
import { readGuide, TOUR_PATH } from '../support/demo.ts';
import { startOwnServer } from '../support/own-server.ts';
import { chooseLanguage, skipTutorials } from '../support/pages.ts';
import { PANEL_ADMIN, signInAsPanelAdmin } from '../support/panel-admin.ts';
import { expectToast, publishGuide, shotPhoneAndDesktop } from '../support/panel-screens.ts';
import { devices, expect, type Page, test } from '../support/test.ts';

const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/translation-flags');

async function patch(page: Page, path: string, body: object) {
  const response = await page.request.patch(path, { data: body, headers: { origin: new URL(page.url()).origin } });
  expect(response.ok(), await response.text()).toBe(true);
}

// Issue 16: the guide and journey editors show and keep who wrote each translated text, as the
// point editor does, and English visitors see "Machine translated" under a machine text only.
test('guide and journey editors keep translation flags, and visitors see the note on machine texts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tour = await readGuide(request, TOUR_PATH);
  const guideId = tour.guide.id;
  const journey = tour.journeys[0];
  if (!journey) throw new Error('the demo tour has no journey');
  await skipTutorials(page, [localize(tour.guide.name, 'pt')]);
  await page.goto('/painel');
  await signInAsPanelAdmin(page);
  const before = {
    guide: ((await (await page.request.get(`/api/panel/guides/${guideId}`)).json()) as { guide: Guide }).guide,
    journey: ((await (await page.request.get(`/api/panel/journeys/${journey.id}`)).json()) as { journey: Journey })
      .journey,
  };

  try {
    // What "Traduzir" (or "translate the whole guide") leaves behind: English texts flagged machine.
    // The e2e server has no translation engine (content-voice.spec.ts checks its message).
    await patch(page, `/api/panel/guides/${guideId}`, {
      translationFlags: { description: { en: 'machine' }, 'aboutGuide.caption': { en: 'machine' } },
    });
    await patch(page, `/api/panel/journeys/${journey.id}`, {
      translationFlags: { name: { en: 'machine' }, description: { en: 'machine' } },
    });

    await test.step('the guide editor shows the flags; the manager marks a machine text reviewed', async () => {
      await page.goto(`/painel/${guideId}`);
      // The panel's first screen, the app's scripts late: its chunks (the rich text editor's among
      // them) fetched and parsed before its requests go; 10.5 s once on a busy machine.
      await expect(page.getByTestId('guide-editor')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('guide-description-tab-en').click();
      const flag = page.getByTestId('guide-description-en-flag');
      await expect(flag).toHaveText('Tradução automática');
      await page.getByTestId('guide-about-caption-tab-en').click();
      await expect(page.getByTestId('guide-about-caption-en-flag')).toHaveText('Tradução automática');
      // Portuguese is the source: no flag there.
      await page.getByTestId('guide-description-tab-pt').click();
      await expect(page.getByTestId('guide-description-pt-flag')).toHaveCount(0);
      await page.getByTestId('guide-description-tab-en').click();
      await shotPhoneAndDesktop(page, join(SHOTS, 'guide-editor-flags'), page.getByTestId('guide-description-en'));
      await page
        .getByTestId('guide-description-en-translate-row')
        .getByRole('button', { name: 'Marcar como revisada' })
        .click();
      await expect(flag).toHaveText('Tradução revisada');
      await page.getByTestId('guide-save').click();
      await expectToast(page, 'Guia salvo!', page.getByTestId('guide-save'));
    });

    await test.step('the journey editor shows the flags; a person rewriting a machine text makes it theirs', async () => {
      await page.goto(`/journey/edit?id=${journey.id}`);
      await expect(page.getByTestId('journey-editor')).toBeVisible();
      await page.getByTestId('journey-name-tab-en').click();
      const flag = page.getByTestId('journey-name-en-flag');
      await expect(flag).toHaveText('Tradução automática');
      await page.getByTestId('journey-name-en').fill('Gold Trail of Ouro Preto');
      await expect(flag).toHaveText('Escrito por uma pessoa');
      await page.getByTestId('journey-description-tab-en').click();
      await expect(page.getByTestId('journey-description-en-flag')).toHaveText('Tradução automática');
      await shotPhoneAndDesktop(page, join(SHOTS, 'journey-editor-flags'), page.getByTestId('journey-description-en'));
      await page.getByTestId('journey-save').click();
      await expectToast(page, 'Jornada salva!');
    });

    // What the panel API now reports.
    const guide = ((await (await page.request.get(`/api/panel/guides/${guideId}`)).json()) as { guide: Guide }).guide;
    expect(guide.translationFlags).toEqual({
      description: { en: 'reviewed' },
      'aboutGuide.caption': { en: 'machine' },
    });
    const saved = ((await (await page.request.get(`/api/panel/journeys/${journey.id}`)).json()) as { journey: Journey })
      .journey;
    expect(saved.name.en).toBe('Gold Trail of Ouro Preto');
    expect(saved.translationFlags).toEqual({ name: { en: 'human' }, description: { en: 'machine' } });

    await publishGuide(page, guideId);
    await test.step('an English visitor sees the note under machine texts only', async () => {
      await page.goto(`${TOUR_PATH}?journey=${journey.id}`);
      await chooseLanguage(page, 'en');
      await expect(page.getByTestId('journey-tab').filter({ hasText: 'Gold Trail of Ouro Preto' })).toBeVisible();
      // The journey's description is still the machine's.
      const note = page.getByTestId('journey-machine-translated');
      await expect(note).toHaveText('Machine translated');
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'visitor-journey-note-phone.png') });
      // The guide's description was reviewed by a person: no note in the tutorial.
      await page.getByTestId('guide-help-button').click();
      await expect(page.getByRole('dialog')).toContainText(localize(tour.guide.description, 'en').slice(0, 40));
      await expect(page.getByTestId('guide-machine-translated')).toHaveCount(0);
      await page.keyboard.press('Escape');
      // The about dialog's caption is the machine's.
      await page.getByTestId('about-guide-button').click();
      await expect(page.getByTestId('about-machine-translated')).toHaveText('Machine translated');
      await page.keyboard.press('Escape');
      // In Spanish nothing was machine-translated.
      await chooseLanguage(page, 'es');
      await expect(page.getByTestId('journey-machine-translated')).toHaveCount(0);
    });
  } finally {
    // The demo tour is shared by the run's other specs: leave it as it was.
    const flags = (value: TranslationFlags | undefined) => value ?? {};
    await patch(page, `/api/panel/guides/${guideId}`, { translationFlags: flags(before.guide.translationFlags) });
    await patch(page, `/api/panel/journeys/${journey.id}`, {
      name: before.journey.name,
      translationFlags: flags(before.journey.translationFlags),
    });
  }
});

/**
 * A LibreTranslate of the test's own (its real HTTP contract, as translation.test.ts fakes it):
 * each text node becomes `[target] text`, the markup kept. It listens on a port the system picks.
 */
async function startFakeLibreTranslate(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw || '{}') as { q?: string[]; target?: string };
    const translated = (body.q ?? []).map((text) =>
      text.replace(/(^|>)([^<]+)/g, (_, before: string, words: string) => `${before}[${body.target}] ${words}`),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: translated }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

// With an engine configured (a server of this test's own, on E2E_PORT + 1): "Traduzir" in the
// guide and journey editors replaces a person's English text after asking and flags it machine;
// English visitors then see the note on the guide's and the journey's texts.
test('"Traduzir" in the guide and journey editors flags the text machine, and visitors see the note', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const engine = await startFakeLibreTranslate();
  const server = await startOwnServer(
    'translate',
    { LIBRETRANSLATE_URL: engine.url, ADMIN_EMAIL: PANEL_ADMIN.email },
    Number(process.env.E2E_PORT ?? 3199) + 1,
  );
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.base });
  try {
    const page = await context.newPage();
    const tour = await readGuide(context.request, TOUR_PATH);
    const journey = tour.journeys[0];
    if (!journey) throw new Error('the demo tour has no journey');
    await skipTutorials(page, [localize(tour.guide.name, 'pt')]);
    await page.goto('/painel');
    await signInAsPanelAdmin(page, server.base, server.dataDir);
    const ptDescription = localize(tour.guide.description, 'pt');

    await test.step('the guide editor: a person’s English text is replaced only after asking', async () => {
      await page.goto(`/painel/${tour.guide.id}`);
      await page.getByTestId('guide-description-tab-en').click();
      await page.getByTestId('guide-description-en-translate').click();
      await expect(page.getByTestId('guide-description-en-overwrite')).toBeVisible();
      await page.getByRole('button', { name: 'Substituir' }).click();
      await expect(page.getByTestId('guide-description-en')).toHaveValue(`[en] ${ptDescription}`);
      await expect(page.getByTestId('guide-description-en-flag')).toHaveText('Tradução automática');
      await page.getByTestId('guide-save').click();
      await expectToast(page, 'Guia salvo!', page.getByTestId('guide-save'));
    });

    await test.step('the journey editor: the same for the journey’s description', async () => {
      await page.goto(`/journey/edit?id=${journey.id}`);
      await page.getByTestId('journey-description-tab-en').click();
      await page.getByTestId('journey-description-en-translate').click();
      await page.getByRole('button', { name: 'Substituir' }).click();
      await expect(page.getByTestId('journey-description-en')).toHaveValue(
        `[en] ${localize(journey.description, 'pt')}`,
      );
      await expect(page.getByTestId('journey-description-en-flag')).toHaveText('Tradução automática');
      await page.getByTestId('journey-save').click();
      await expectToast(page, 'Jornada salva!');
    });

    const guide = ((await (await page.request.get(`/api/panel/guides/${tour.guide.id}`)).json()) as { guide: Guide })
      .guide;
    expect(guide.translationFlags).toEqual({ description: { en: 'machine' } });
    const saved = ((await (await page.request.get(`/api/panel/journeys/${journey.id}`)).json()) as { journey: Journey })
      .journey;
    expect(saved.translationFlags).toEqual({ description: { en: 'machine' } });

    await publishGuide(page, tour.guide.id);
    await test.step('English visitors see the note under both machine texts', async () => {
      await page.goto(`${TOUR_PATH}?journey=${journey.id}`);
      await chooseLanguage(page, 'en');
      await expect(page.getByTestId('journey-machine-translated')).toHaveText('Machine translated');
      await page.getByTestId('guide-help-button').click();
      await expect(page.getByRole('dialog')).toContainText(`[en] ${ptDescription.slice(0, 30)}`);
      await expect(page.getByTestId('guide-machine-translated')).toHaveText('Machine translated');
      await page.screenshot({ path: join(SHOTS, 'visitor-tutorial-note-phone.png') });
    });
  } finally {
    // After a timeout Playwright has closed the context already: the servers must stop all the same.
    await context.close().catch(() => undefined);
    await server.stop();
    await engine.stop();
  }
});
