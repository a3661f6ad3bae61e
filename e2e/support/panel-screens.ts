import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';

// Steps through the manager panel's screens shared by panel.spec.ts, panel-points.spec.ts and
// manager-flow.spec.ts: what a manager clicks, not API shortcuts.

const repoRoot = join(import.meta.dirname, '../..');
/** Files the specs upload through MediaField: a picture, narration, and a floor plan. */
export const UPLOADS = {
  image: join(repoRoot, 'apps/web/public/icons/icon-512.png'),
  audio: join(repoRoot, 'apps/server/demo/media/museum/audio/porcelana.pt.mp3'),
  floorPlan: join(repoRoot, 'apps/server/demo/media/museum/video/engenho-poster.jpg'),
};

/**
 * What tells this attempt's records from an earlier one's: '' the first time, ' 2', ' 3'… on a retry
 * or a repetition. The specs share one server, and names (a guide's in every language, an e-mail)
 * are unique: a retry would be refused those its first attempt took.
 */
export function attemptMark(testInfo: TestInfo): string {
  const attempt = testInfo.repeatEachIndex * 10 + testInfo.retry;
  return attempt ? ` ${attempt + 1}` : '';
}

/** The visitor's address of a guide: its name with dashes (as the guide list links it). */
export function guidePath(guideName: string): string {
  return `/${encodeURIComponent(guideName.replace(/\s+/g, '-'))}`;
}

/** The panel's navigation: a column on desktop, behind the burger on phones. */
export async function openNavigation(page: Page, testId: string): Promise<void> {
  // Below Mantine's 'sm' (48em, panel-layout.tsx) the navigation is behind the burger. Decided by
  // the width, not by whether the burger is visible yet: a screen still loading has none.
  const link = page.getByTestId(testId);
  if ((page.viewportSize()?.width ?? 1280) >= 768) return link.click();
  const burger = page.getByTestId('panel-burger');
  // Opened again when a route change closed it meanwhile (the panel's first screen redirecting):
  // the link then slid out of the screen for good.
  await expect(async () => {
    if ((await burger.locator('[data-opened]').count()) === 0) await burger.click();
    await link.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The spec's confirmation toast. It is left to close by itself, as a manager would: the app keeps
 * toasts clear of the sticky save bars (apps/web/src/ui/toast-clearance.ts), and with `clearOf`
 * (that bar's button) this checks the toast does not cover it. A covered button could not be
 * pressed: hovering a toast pauses its timer, so it stays.
 */
export async function expectToast(page: Page, text: string, clearOf?: Locator): Promise<void> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  if (!clearOf) return;
  // `boundingBox` waits for its element to be in the page: bounded, so that a toast that has closed
  // (5 s, a slow machine) reads as covering nothing, and a button not drawn yet (the editor loading
  // the guide it has just created) as still covered, and the poll asks again.
  const box = (locator: Locator) => locator.boundingBox({ timeout: 1_000 }).catch(() => null);
  const covers = async () => {
    const a = await box(toast);
    if (!a) return false;
    const b = await box(clearOf);
    if (!b) return true;
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  // Polled: the toast slides in before it settles.
  await expect.poll(covers, { message: `the '${text}' toast covers the button` }).toBe(false);
}

/**
 * The screen at phone size and at desktop size (with `focus` in view), then back to the phone:
 * `<file>-phone.png` and `<file>-desktop.png`.
 */
export async function shotPhoneAndDesktop(page: Page, file: string, focus?: Locator): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const phone = page.viewportSize() ?? { width: 412, height: 839 };
  await page.screenshot({ path: `${file}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The navigation column slides in on wide screens: wait until it is fully there. It scrolls on
  // its own, and keeps where a phone-size click on a lower entry left it: bring its top back.
  await page.getByTestId('nav-home').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('nav-home')).toBeInViewport({ ratio: 1 });
  await focus?.scrollIntoViewIfNeeded();
  // The panel's navigation column is fixed: a full-page capture would paint it mid-page.
  await page.screenshot({ path: `${file}-desktop.png` });
  await page.setViewportSize(phone);
}

export interface GuideFields {
  name: string;
  nameEn: string;
  description: string;
  city: string;
  state: string;
  latitude: string;
  longitude: string;
}

/** Fills the guide editor's required fields (spec §5) and its English name. */
export async function fillGuideForm(page: Page, guide: GuideFields): Promise<void> {
  await page.getByTestId('guide-name-pt').fill(guide.name);
  await page.getByTestId('guide-name-tab-en').click();
  await page.getByTestId('guide-name-en').fill(guide.nameEn);
  await page.getByTestId('guide-description-pt').fill(guide.description);
  await page.getByTestId('guide-address-zipCode').fill('60060-000');
  await page.getByTestId('guide-address-road').fill('Rua das Rendeiras');
  await page.getByTestId('guide-address-number').fill('120');
  await page.getByTestId('guide-address-neighborhood').fill('Centro');
  await page.getByTestId('guide-address-city').fill(guide.city);
  await page.getByTestId('guide-address-state').fill(guide.state);
  await page.getByTestId('guide-latitude').fill(guide.latitude);
  await page.getByTestId('guide-longitude').fill(guide.longitude);
}

/** On the guide's maps screen: a floor plan uploaded and saved ('Mapa adicionado!'). */
export async function addFloorPlan(page: Page, name: string): Promise<void> {
  await openNavigation(page, 'nav-maps');
  await expect(page.getByTestId('guide-maps')).toBeVisible();
  const before = await page.getByTestId('map-card').count();
  await page.getByTestId('map-new').click();
  await page.getByTestId('map-name-pt').fill(name);
  await page.getByTestId('map-image').getByTestId('media-file-input').setInputFiles(UPLOADS.floorPlan);
  await expect(page.getByTestId('map-image').locator('img')).toBeVisible();
  await page.getByTestId('map-save').click();
  await expectToast(page, 'Mapa adicionado!');
  await expect(page.getByTestId('map-card')).toHaveCount(before + 1);
}

/** Fills the journey editor's required fields: names and descriptions in Portuguese and English. */
export async function fillJourneyForm(
  page: Page,
  journey: { name: string; nameEn: string; description: string; descriptionEn: string },
): Promise<void> {
  await page.getByTestId('journey-name-pt').fill(journey.name);
  await page.getByTestId('journey-name-tab-en').click();
  await page.getByTestId('journey-name-en').fill(journey.nameEn);
  await page.getByTestId('journey-description-pt').fill(journey.description);
  await page.getByTestId('journey-description-tab-en').click();
  await page.getByTestId('journey-description-en').fill(journey.descriptionEn);
}

/** Opens one block of the point editor's accordion (texts, media, map, quiz…) and returns it. */
export async function openPointBlock(page: Page, block: string): Promise<Locator> {
  const item = page.getByTestId(`point-block-${block}`);
  const control = item.locator('.mantine-Accordion-control');
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  return item;
}

/** Uploads a file through a MediaField and waits for its preview (the server answered). */
export async function uploadMedia(
  field: Locator,
  file: string,
  preview: 'media-preview-image' | 'media-preview-audio',
): Promise<void> {
  await field.getByTestId('media-file-input').setInputFiles(file);
  await expect(field.getByTestId(preview)).toBeVisible({ timeout: 20_000 });
}

/** Drags the point's icon to a spot of the floor plan given as fractions of its width and height. */
export async function dragPointIcon(page: Page, placer: Locator, toX: number, toY: number): Promise<void> {
  const icon = placer.getByTestId('placer-icon');
  await icon.scrollIntoViewIfNeeded();
  const from = await icon.boundingBox();
  const area = await placer.boundingBox();
  if (!from || !area) throw new Error('the floor plan is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * toX, area.y + area.height * toY, { steps: 12 });
  await page.mouse.up();
}

/**
 * Publishes the guide's draft (issue 29) as "Publicar" does, for specs about something else:
 * visitors read only what is published. Nothing new to publish (409) is fine.
 */
export async function publishGuide(page: Page, guideId: string): Promise<void> {
  // The site's Origin, as a write needs it: the page's, or the project's before the page went anywhere.
  const origin = page.url().startsWith('http') ? new URL(page.url()).origin : (test.info().project.use.baseURL ?? '');
  const response = await page.request.post(`${origin}/api/panel/guides/${guideId}/publish`, {
    data: {},
    headers: { origin },
  });
  expect([201, 409], await response.text()).toContain(response.status());
}

/** "Publicar" on the guide's panel page, as a manager does it (issue 29): the draft goes to visitors. */
export async function publishFromPanel(page: Page, guideId: string): Promise<void> {
  await page.goto(`/guidePanel/${encodeURIComponent(guideId)}`);
  await page.getByTestId('publish-open').click();
  await page.getByTestId('publish-submit').click();
  await expectToast(page, 'Guia publicado!');
}
