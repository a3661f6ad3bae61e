import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GuideBundle } from '@percurso/shared';
import { MUSEUM_PATH, signUpData } from '../support/demo.ts';
import { verifyEmailFromOutbox } from '../support/outbox.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { expect, type Page, test } from '../support/test.ts';

// The media library screen and the profile photo, on a server of this spec's own whose
// ADMIN_EMAIL makes the account registered here a global admin. Screenshots go to
// test-results/screenshots/media-library/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/media-library');
const DEMO_MEDIA = join(import.meta.dirname, '../../apps/server/demo/media/museum/video');
const ADMIN = { email: 'gestora-midia@example.com', password: 'segredo1', name: 'Gestora de Mídia' };

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer('media', { ADMIN_EMAIL: ADMIN.email });
});
test.afterAll(async () => {
  await server?.stop();
});

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Registers the account through the API in the page's cookie jar (anonymous first, then upgraded). */
async function register(page: Page, account: { email: string; password: string; name: string }) {
  const request = page.context().request;
  expect((await request.post(`${server.base}/api/auth/sign-in/anonymous`, { data: {} })).ok()).toBe(true);
  expect((await request.post(`${server.base}/api/auth/sign-up/email`, { data: signUpData(account) })).ok()).toBe(true);
  // ADMIN_EMAIL counts once the address is verified: the link of the sign-up's e-mail.
  await verifyEmailFromOutbox(request, account.email, server.dataDir);
}

test('a manager uploads to the guide library with a progress bar, sees a wrong file refused, and deletes a file', async ({
  page,
}) => {
  await register(page, ADMIN);
  const bundle = (await (
    await page.context().request.get(`${server.base}/api/guides/by-name${MUSEUM_PATH}`)
  ).json()) as GuideBundle;
  await page.goto(`${server.base}/guidePanel/${encodeURIComponent(bundle.guide.id)}/midia`);
  await expect(page.getByRole('heading', { name: 'Biblioteca de mídia' })).toBeVisible();
  await expect(page.getByText('0 arquivos')).toBeVisible();

  // A slow uplink (as on a phone in the venue), so the bar shows the bytes going out.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  const video = await readFile(join(DEMO_MEDIA, 'engenho.mp4'));
  await page
    .getByTestId('media-library-file-input')
    .setInputFiles({ name: 'engenho.mp4', mimeType: 'video/mp4', buffer: video });
  const progress = page.getByTestId('media-upload-progress').getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText(/Enviando engenho\.mp4… \d+%/)).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const items = page.getByTestId('media-library-item');
  await expect(items.filter({ hasText: 'engenho.mp4' })).toContainText('Vídeo');

  const poster = await readFile(join(DEMO_MEDIA, 'engenho-poster.jpg'));
  await page
    .getByTestId('media-library-file-input')
    .setInputFiles({ name: 'cartaz.jpg', mimeType: 'image/jpeg', buffer: poster });
  await expect(items.filter({ hasText: 'cartaz.jpg' })).toContainText('Imagem');
  await expect(items.filter({ hasText: 'cartaz.jpg' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/library\/.+\.webp$/,
  );

  // The name says PNG, the bytes are text: refused, in the reader's language.
  await page
    .getByTestId('media-library-file-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem') });
  await expect(page.getByTestId('media-library-error')).toHaveText('Este tipo de arquivo não é aceito aqui.');
  await expect(page.getByText('2 arquivos')).toBeVisible();
  await shot(page, 'library');

  await page.getByRole('button', { name: 'Excluir cartaz.jpg' }).click();
  await page.getByTestId('media-delete-confirm').click();
  await expect(items.filter({ hasText: 'cartaz.jpg' })).toHaveCount(0);
  await expect(page.getByText('1 arquivos')).toBeVisible();
});

test('a registered visitor adds a profile photo, shown on the profile and in the header', async ({ page }) => {
  await register(page, { email: 'visitante-foto@example.com', password: 'segredo1', name: 'Visitante Foto' });
  await page.goto(`${server.base}/perfil`);
  await expect(page.getByTestId('profile-photo')).toBeVisible();
  const poster = await readFile(join(DEMO_MEDIA, 'engenho-poster.jpg'));
  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'eu.jpg', mimeType: 'image/jpeg', buffer: poster });
  await expect(page.getByTestId('profile-photo-image')).toHaveAttribute('src', /\/media\/profiles\/.+\.webp$/);
  await expect(page.getByTestId('account-photo')).toBeVisible();
  await expect(page.getByText('Foto salva!')).toBeVisible();
  await shot(page, 'profile-photo');

  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'nota.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('texto') });
  await expect(page.getByTestId('profile-photo-error')).toHaveText('Este tipo de arquivo não é aceito aqui.');
});

test('deleting a used file says where it is used; the editor then says the file was removed', async ({ page }) => {
  test.setTimeout(180_000);
  const request = page.context().request;
  const headers = { origin: server.base };
  const signIn = await request.post(`${server.base}/api/auth/sign-in/email`, {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers,
  });
  // Alone (-g), this test is the first to use the account.
  if (!signIn.ok()) await register(page, ADMIN);
  const bundle = (await (await request.get(`${server.base}/api/guides/by-name${MUSEUM_PATH}`)).json()) as GuideBundle;
  const guideId = bundle.guide.id;
  const poster = await readFile(join(DEMO_MEDIA, 'engenho-poster.jpg'));
  const uploaded = await request.post(`${server.base}/api/guides/${encodeURIComponent(guideId)}/media`, {
    multipart: { file: { name: 'faixa.jpg', mimeType: 'image/jpeg', buffer: poster } },
    headers,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const item = (await uploaded.json()) as { fileUrl: string };
  const patched = await request.patch(`${server.base}/api/panel/guides/${encodeURIComponent(guideId)}`, {
    data: { bannerUrl: item.fileUrl },
    headers,
  });
  expect(patched.ok(), await patched.text()).toBe(true);

  await page.goto(`${server.base}/guidePanel/${encodeURIComponent(guideId)}/midia`);
  // A 17 MB photo is refused before it is sent, naming the image limit.
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/media')) posts.push(sent.url());
  });
  await page.getByTestId('media-library-file-input').setInputFiles({
    name: 'grande.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([poster, Buffer.alloc(17 * 1024 * 1024 - poster.length)]),
  });
  await expect(page.getByTestId('media-library-error')).toHaveText('grande.jpg tem 17 MB; o limite é 15 MB.');
  expect(posts).toEqual([]);

  await page.getByRole('button', { name: 'Excluir faixa.jpg' }).click();
  const usages = page.getByTestId('media-usages');
  await expect(usages).toContainText('Este arquivo é usado em 1 lugar');
  await expect(usages).toContainText(`Guia: ${bundle.guide.name.pt}`);
  await expect(page.getByTestId('media-delete-confirm')).toHaveText('Excluir mesmo assim');
  await shot(page, 'delete-used-file');
  await page.getByTestId('media-delete-confirm').click();
  await expect(page.getByTestId('media-library-item').filter({ hasText: 'faixa.jpg' })).toHaveCount(0);

  await page.goto(`${server.base}/painel/${encodeURIComponent(guideId)}`);
  const banner = page.getByTestId('guide-bannerUrl');
  await expect(banner.getByTestId('media-removed')).toContainText('Arquivo removido da biblioteca', {
    timeout: 30_000,
  });
  await expect(banner.getByTestId('media-preview-image')).toHaveCount(0);
  await banner.scrollIntoViewIfNeeded();
  await shot(page, 'removed-file-in-editor');
});
