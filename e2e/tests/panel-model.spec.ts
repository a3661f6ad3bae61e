import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { namePathOf } from '@percurso/shared';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import { publishGuide } from '../support/panel-screens.ts';
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts';

// The journey editor's Teachable Machine model: a manager uploads the export's three files,
// sees the labels it recognises, and visitors of that journey get camera recognition.
const folder = join(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(folder, { recursive: true });
const DEMO_MODEL = join(import.meta.dirname, '../../apps/server/demo/media/museum/recognition');

async function expectToast(page: Page, text: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.locator('.mantine-Notification-closeButton').click();
  await expect(toast).toBeHidden();
}

/** POSTs or PATCHes the panel API as the signed-in manager (the auth server wants the Origin). */
async function send(api: APIRequestContext, method: 'post' | 'patch' | 'delete', path: string, data?: unknown) {
  const origin = test.info().project.use.baseURL ?? '';
  const response = await api[method](path, { ...(data === undefined ? {} : { data }), headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, { id: string }>;
}

test('a manager uploads a Teachable Machine model to a journey; its visitors get camera recognition', async ({
  page,
}, testInfo) => {
  await signInAsPanelAdmin(page);
  const api = page.context().request;
  const name = { pt: `Museu do modelo ${testInfo.project.name} ${Date.now()}` };
  const guide = (
    await send(api, 'post', '/api/panel/guides', {
      name,
      type: 'Público',
      description: { pt: 'Um museu com reconhecimento pela câmera.' },
      latitude: -8.05,
      longitude: -34.9,
      address: {
        zipCode: '50000-000',
        road: 'Rua A',
        number: '1',
        neighborhood: 'Centro',
        city: 'Recife',
        state: 'PE',
      },
    })
  ).guide as { id: string };
  const journey = (
    await send(api, 'post', '/api/panel/journeys', {
      guideId: guide.id,
      name: { pt: 'Cores', en: 'Colours' },
      description: { pt: 'Objetos coloridos.', en: 'Coloured objects.' },
    })
  ).journey as { id: string };
  const point = (
    await send(api, 'post', '/api/panel/points', {
      guideId: guide.id,
      journeyIds: [journey.id],
      name: { pt: 'Objeto vermelho' },
      description: { pt: 'Aponte a câmera para ele.' },
      objectLabel: 'Vermelho',
    })
  ).point as { id: string };
  await send(api, 'post', `/api/panel/guides/${guide.id}/maps`, {
    name: { pt: 'Mapa' },
    type: 'geographic',
    center: { latitude: -8.05, longitude: -34.9 },
  });
  await send(api, 'patch', `/api/panel/guides/${guide.id}`, { enabled: true, initialPointId: point.id });
  // Visitors read what is published (issue 29).
  const publish = () => publishGuide(page, guide.id);
  await publish();

  try {
    // Without a model the journey offers no camera recognition.
    await skipTutorials(page, [name.pt]);
    const visitorPage = `/${namePathOf(name)}?journey=${journey.id}`;
    await page.goto(visitorPage);
    await expect(page.getByTestId('guide-banner')).toContainText(name.pt);
    await expect(page.getByText('Objeto vermelho').first()).toBeVisible();
    await expect(page.getByTestId('recognition-button')).toHaveCount(0);

    await page.goto(`/journey/edit?id=${encodeURIComponent(journey.id)}`);
    const field = page.getByTestId('journey-model');
    // The panel's editor chunks load on this first panel page: 10 s was once not enough at load 10.
    await expect(field).toContainText('Nenhum modelo', { timeout: 30_000 });
    await page
      .getByTestId('journey-model-input')
      .setInputFiles(['model.json', 'metadata.json', 'weights.bin'].map((file) => join(DEMO_MODEL, file)));
    await expectToast(page, 'Jornada salva!');
    const labels = page.getByTestId('journey-model-labels');
    for (const label of ['Vermelho', 'Azul', 'Fundo']) await expect(labels).toContainText(label);
    await expect(page.getByTestId('journey-model-upload')).toHaveText('Substituir modelo');

    // A file of another kind is refused with the reason, in the manager's language.
    await page.getByTestId('journey-model-input').setInputFiles([join(DEMO_MODEL, 'model.json')]);
    await expect(page.getByTestId('journey-model-error')).toHaveText(
      'Faltam arquivos do modelo: envie model.json, metadata.json e weights.bin juntos.',
    );
    await expect(labels).toContainText('Vermelho');
    for (const [size, viewport] of [
      ['mobile', { width: 412, height: 915 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await field.scrollIntoViewIfNeeded();
      const path = join(folder, `panel-model-${size}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`${size}-journey-model`, { path, contentType: 'image/png' });
    }

    // A journey that still has points is not deleted: the manager is told what to do first.
    await page.getByTestId('journey-delete').click();
    await page.getByTestId('journey-delete-confirm').click();
    await expectToast(page, 'Esta jornada ainda tem pontos de interação.');

    // The visitor side: the journey's model is there, so the camera recognition button is too.
    await publish();
    await page.goto(visitorPage);
    await expect(page.getByTestId('guide-banner')).toContainText(name.pt);
    await expect(page.getByTestId('recognition-button')).toBeVisible();

    // Removed in the editor: gone for visitors again.
    await page.goto(`/journey/edit?id=${encodeURIComponent(journey.id)}`);
    await page.getByTestId('journey-model-remove').click();
    await expect(field).toContainText('Nenhum modelo');
    await publish();
    await page.goto(visitorPage);
    await expect(page.getByTestId('guide-banner')).toContainText(name.pt);
    await expect(page.getByText('Objeto vermelho').first()).toBeVisible();
    await expect(page.getByTestId('recognition-button')).toHaveCount(0);
  } finally {
    await send(api, 'delete', `/api/panel/guides/${guide.id}`);
  }
});
