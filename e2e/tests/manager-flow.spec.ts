import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPdf } from '../../apps/server/test/read-pdf.ts';
import { skipTutorials } from '../support/pages.ts';
import { signInAsPanelAdmin } from '../support/panel-admin.ts';
import {
  addFloorPlan,
  dragPointIcon,
  expectToast,
  fillGuideForm,
  fillJourneyForm,
  openNavigation,
  openPointBlock,
  publishFromPanel,
  shotPhoneAndDesktop,
  UPLOADS,
  uploadMedia,
} from '../support/panel-screens.ts';
import { devices, expect, type Page, test } from '../support/test.ts';

// Issue 5's "Done when", as one user flow through the screens only: a manager builds a guide
// (floor plan, journey, two points with uploaded media, placed by dragging), prints the journey's
// QR cards and enables it; a visitor finds both points; the manager renames a point and the
// visitor's open page shows it without a reload (live updates: the e2e server's PGlite delivers
// its NOTIFY to the same process's LISTEN) once the manager publishes it. Screenshots: test-results/screenshots/manager-flow/.
const SHOTS = join(import.meta.dirname, '../../test-results/screenshots/manager-flow');

/** Adds a point in the point editor: texts, media uploads, dragged onto the plan; returns its id. */
async function addPoint(
  page: Page,
  point: { name: string; description: string; image?: boolean; at: [number, number] },
  shot?: string,
) {
  await openNavigation(page, 'nav-points');
  await page.getByTestId('point-new').click();
  await expect(page.getByTestId('point-editor')).toBeVisible();
  // The guide's only journey and floor plan are selected for a new point (spec §4).
  await expect(page.getByTestId('point-journey')).toHaveValue('Da fibra ao fio');
  await expect(page.getByTestId('point-map')).toHaveValue(/Salão principal/);
  await page.getByTestId('point-name-pt').fill(point.name);
  await page.getByTestId('point-description-pt').fill(point.description);
  const media = await openPointBlock(page, 'media');
  if (point.image) await uploadMedia(media.getByTestId('point-front-image'), UPLOADS.image, 'media-preview-image');
  await uploadMedia(media.getByTestId('point-audio-pt'), UPLOADS.audio, 'media-preview-audio');
  const placer = page.getByTestId('floor-plan-placer');
  await expect(placer.getByTestId('placer-icon')).toHaveAttribute('data-placed', 'false');
  await dragPointIcon(page, placer, ...point.at);
  await expect(placer.getByTestId('placer-icon')).toHaveAttribute('data-placed', 'true');
  if (shot) await shotPhoneAndDesktop(page, join(SHOTS, shot), placer);
  await page.getByTestId('point-save').click();
  await expectToast(page, 'Ponto de interação adicionado!', page.getByTestId('point-save'));
  await expect(page).toHaveURL(/\/guidePanel\/[^/]+\/points\/(?!new$)[^/]+$/);
  await expect(page.getByRole('heading', { name: point.name })).toBeVisible();
  return decodeURIComponent(page.url().split('/').at(-1) ?? '');
}

test('a manager builds, prints and enables a guide through the screens; a visitor sees a later edit live', async ({
  page,
  browser,
}) => {
  let guideId = '';
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const guideName = `Tecelagem Antiga ${suffix}`;
  const points = {
    loom: { name: 'Tear de pedal', description: 'O tear de madeira onde o algodão virava pano.' },
    spindle: { name: 'Roda de fiar', description: 'A roda torcia a fibra até virar fio.' },
  };
  await skipTutorials(page);

  await test.step('the manager creates the guide in the panel', async () => {
    await signInAsPanelAdmin(page);
    await page.goto('/painel');
    await page.getByTestId('new-guide').click();
    // The editor's first load fetches and parses its chunks (the rich text editor's among them).
    await expect(page.getByTestId('guide-editor')).toBeVisible({ timeout: 30_000 });
    await fillGuideForm(page, {
      name: guideName,
      nameEn: `Old Weaving Mill ${suffix}`,
      description: 'Uma tecelagem do século XIX, com teares e rodas de fiar em funcionamento.',
      city: 'Juiz de Fora',
      state: 'MG',
      latitude: '-21.7642',
      longitude: '-43.3496',
    });
    await page.getByTestId('guide-save').click();
    await expectToast(page, 'Guia adicionado!', page.getByTestId('guide-save'));
    await expect(page).toHaveURL(/\/painel\/[^/]+$/);
    await expect(page.getByTestId('guide-enabled')).not.toBeChecked();
  });

  await test.step('a floor plan and a journey', async () => {
    await addFloorPlan(page, 'Salão principal');
    await openNavigation(page, 'nav-journeys');
    await page.getByTestId('journey-new').click();
    await fillJourneyForm(page, {
      name: 'Da fibra ao fio',
      nameEn: 'From fibre to thread',
      description: 'Do algodão ao pano, máquina a máquina.',
      descriptionEn: 'From cotton to cloth, machine by machine.',
    });
    await page.getByTestId('journey-save').click();
    await expectToast(page, 'Jornada adicionado!');
    await expect(page).toHaveURL(/\/journey\/edit\?id=/);
  });

  let loomId = '';
  let spindleId = '';
  await test.step('two points with uploaded media, dragged onto the plan', async () => {
    loomId = await addPoint(page, { ...points.loom, image: true, at: [0.25, 0.35] }, 'point-editor');
    spindleId = await addPoint(page, { ...points.spindle, at: [0.75, 0.65] });
    await openNavigation(page, 'nav-points');
    const rows = page.getByTestId('point-row');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row.getByTestId('point-state-placed')).toHaveText('No mapa');
    await shotPhoneAndDesktop(page, join(SHOTS, 'point-list'));
  });

  await test.step("the journey's QR cards are downloaded from the media library", async () => {
    await openNavigation(page, 'nav-media');
    const kit = page.getByTestId('qr-kit');
    const link = kit.getByRole('link', { name: /Da fibra ao fio \(2\)/ });
    await expect(link).toBeVisible();
    await shotPhoneAndDesktop(page, join(SHOTS, 'qr-kit'), kit);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('qrcodes-Da-fibra-ao-fio.pdf');
    const bytes = new Uint8Array(await readFile(await download.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pages = await readPdf(bytes);
    const text = pages.map((pdfPage) => pdfPage.text).join(' ');
    expect(text).toContain(points.loom.name);
    expect(text).toContain(points.spindle.name);
    // One card per point: one QR code each, opening that point.
    const codes = pages.flatMap((pdfPage) => pdfPage.codes);
    expect(codes.map((code) => new URL(code).pathname).sort()).toEqual(
      [loomId, spindleId].map((id) => `/qrcode/${encodeURIComponent(id)}`).sort(),
    );
  });

  await test.step('the guide gets its initial point and is enabled', async () => {
    await openNavigation(page, 'nav-guide');
    await expect(page.getByTestId('guide-editor')).toBeVisible();
    await page.getByTestId('guide-initial-point').click();
    await page.getByRole('option', { name: points.loom.name }).click();
    await page.getByTestId('guide-save').click();
    await expectToast(page, 'Guia salvo!', page.getByTestId('guide-save'));
    await page.getByTestId('guide-enabled').click();
    await expect(page.getByTestId('guide-enabled')).toBeChecked();
    await shotPhoneAndDesktop(page, join(SHOTS, 'guide-enabled'));
    // On /painel/{guideId}: visitors get the guide once it is published.
    guideId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
    await publishFromPanel(page, guideId);
  });

  const visitorContext = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  await skipTutorials(visitor, [guideName]);
  const cards = visitor.getByTestId('point-card');

  await test.step('an anonymous visitor finds both points, in the list and on the plan', async () => {
    await visitor.goto('/index');
    await visitor.getByTestId('guide-card').filter({ hasText: guideName }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: points.loom.name })).toContainText(points.loom.description);
    await expect(cards.filter({ hasText: points.spindle.name })).toContainText(points.spindle.description);
    const list = visitor.url();

    await visitor.goto(`${list}${list.includes('?') ? '&' : '?'}view=map`);
    const venueMap = visitor.getByTestId('venue-map');
    await expect(venueMap).toHaveAttribute('data-map-type', 'floorPlan');
    const loomIcon = venueMap.locator(`[data-testid="map-icon"][data-point-id="${loomId}"]`);
    const spindleIcon = venueMap.locator(`[data-testid="map-icon"][data-point-id="${spindleId}"]`);
    await expect(loomIcon).toBeVisible();
    await expect(spindleIcon).toBeVisible();
    // Dragged to the upper left and the lower right of the plan: so they stand for the visitor.
    const a = await loomIcon.boundingBox();
    const b = await spindleIcon.boundingBox();
    if (!a || !b) throw new Error('map icons not laid out');
    expect(a.x).toBeLessThan(b.x);
    expect(a.y).toBeLessThan(b.y);
    await venueMap.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: join(SHOTS, 'visitor-plan-phone.png') });
    await visitor.goto(list);
    await expect(cards).toHaveCount(2);
  });

  await test.step("the manager renames a point; the visitor's open page shows it without a reload", async () => {
    // The visitor's page has its live stream open once the server said `ready`.
    await expect(visitor.locator('html')).toHaveAttribute('data-live', 'on');
    // A marker on this document: a reload would drop it.
    await visitor.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await openNavigation(page, 'nav-points');
    await page.getByTestId('point-row').filter({ hasText: points.spindle.name }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: points.spindle.name })).toBeVisible();
    const renamed = { name: 'Roda de fiar restaurada', description: 'Restaurada em 2026, volta a fiar aos sábados.' };
    await page.getByTestId('point-name-pt').fill(renamed.name);
    await page.getByTestId('point-description-pt').fill(renamed.description);
    await page.getByTestId('point-save').click();
    await expectToast(page, 'salvo!', page.getByTestId('point-save'));
    await expect(page.getByRole('heading', { name: renamed.name })).toBeVisible();
    await publishFromPanel(page, guideId);

    const card = cards.filter({ hasText: renamed.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(renamed.description);
    await expect(cards.filter({ hasText: points.spindle.description })).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await visitor.screenshot({ path: join(SHOTS, 'visitor-live-phone.png') });
  });
  await visitorContext.close();
});
