import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the journeys keep their screenshots and other images, per project. */
export const screenshotDir = new URL('../artifacts/screenshots', import.meta.url).pathname;

/**
 * Journeys fail on any uncaught page error or console error: a page that renders but logs a
 * crash (a CommonJS default import gone wrong, a CSP refusal) is broken.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // A refused request (4xx) is logged by Chromium itself; journeys provoke those on purpose.
        const expectedRefusal =
          /^Failed to load resource: the server responded with a status of 4\d\d/;
        if (message.type() === 'error' && !expectedRefusal.test(message.text())) {
          errors.push(`console: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Tag of a journey whose outcome depends on the machine's speed (an animation or an autoplay
 * observed within seconds). Only such journeys are retried, once, on CI, and `npm test` prints
 * each that passed on its retry as flaky (decision 088). Purchases, payments, authorization and
 * races are never tagged.
 */
export const TIMING = '@timing';

/** Retries of a {@link TIMING} journey: `test.describe.configure({ retries: TIMING_RETRIES })`. */
export const TIMING_RETRIES = process.env.CI ? 1 : 0;

/**
 * Opens `path` and waits until the app has started (`data-app-started` on `<html>`, set by
 * apps/web src/prerender/handover-done.tsx). On a prerendered page (`/`, the catalog, a category
 * or a product page, decision 073) the markup is on screen before the app runs, and its buttons do
 * nothing until React has hydrated it (decision 348); in another language than English React
 * replaces it, and an element found before that is detached under the journey's hands (decision
 * 089).
 */
export async function openStarted(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Asserts that the app showed the toast `text` on `page`: a toast's message with that text is in
 * the toaster, on screen or in the second after it is dismissed, when react-hot-toast still keeps
 * it. A toast lives 2 s (spec §9): a browser on a busy machine may first look after that, and see
 * it only dismissed. `exact`: the whole message, not a part of it. Answers the message, to read
 * it. How a toast looks while it is on screen is toasts.spec.ts's check.
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  { exact = false } = {},
): Promise<Locator> {
  const whole =
    exact && typeof text === 'string'
      ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : text;
  const message = page.locator('.app-toast__message').filter({ hasText: whole }).first();
  await expect(message).toBeAttached();
  return message;
}

/**
 * Journey screenshots are for a person to look at (`npm run e2e`, then the HTML report). On CI
 * (`CI` set) nobody does, and they took 7 % of three journeys' time on the two-core machine
 * (decision 342): they are taken there only with `E2E_SCREENSHOTS=1`.
 */
const journeyScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a full-page screenshot as a test artefact under e2e/artifacts/screenshots/<project>/,
 * once the page's requests have settled. On CI, unless {@link journeyScreenshots}, only waits for
 * them to settle: the steps after it see the same page either way.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!journeyScreenshots) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const dir = join(screenshotDir, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  // Scroll through once so lazy images and in-view animations have run before the capture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** axe-core on the current page once its transitions have ended: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  // Colour contrast is judged on what is on screen: a toast in the middle of its fade has a
  // transparent text colour for a moment. Let running transitions end first (not endless ones).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * `README_SCREENSHOTS=1`: the journeys also write the screenshots the README and the guides show
 * (docs/screenshots/), at the moment a reader would see the page, on the data the journey set up.
 */
export const docsScreenshots = process.env.README_SCREENSHOTS === '1';

const docsScreenshotDir = new URL('../../docs/screenshots/', import.meta.url).pathname;

/** What a screenshot leaves out: toasts come and go (also used by the layout baselines). */
export const screenshotStylePath = new URL('./screenshot.css', import.meta.url).pathname;

/**
 * With `README_SCREENSHOTS=1`, writes `docs/screenshots/<name>-<project>.png` (`desktop` at
 * 1280 px, `phone` at 390 px, in CSS pixels so the files stay small): the width of the page from
 * the top of `from` (default: the top of the page) to the bottom of `until` (default: one screen
 * further down), so that a guide shows what it speaks of and nothing is cut in half. `projects`
 * names the widths that take it (default both). Does nothing otherwise.
 */
export async function docsScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  {
    from,
    until,
    projects,
  }: { from?: Locator; until?: Locator; projects?: ('desktop' | 'phone')[] } = {},
) {
  const project = testInfo.project.name as 'desktop' | 'phone';
  if (!docsScreenshots || (projects && !projects.includes(project))) return;
  mkdirSync(docsScreenshotDir, { recursive: true });
  // Lazy images loaded (scrolled through once), the pointer off any row, back at the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => (image.onload = image.onerror = resolve)),
      ),
    );
  });
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  const viewport = page.viewportSize()!;
  // At the top of the page, an element's box is where it is on the page.
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error(`${name}: ${locator} is not on the page`);
    return found;
  };
  const top = from ? Math.max(0, Math.floor((await box(from)).y - 16)) : 0;
  const bottom = until
    ? Math.ceil((await box(until)).y + (await box(until)).height + 8)
    : top + viewport.height;
  await page.screenshot({
    path: `${docsScreenshotDir}${name}-${project}.png`,
    fullPage: true,
    clip: { x: 0, y: top, width: viewport.width, height: bottom - top },
    scale: 'css',
    animations: 'disabled',
    style: readFileSync(screenshotStylePath, 'utf8'),
  });
}
