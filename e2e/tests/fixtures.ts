import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const screenshotDir = new URL('../artifacts/screenshots', import.meta.url).pathname;

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
 * apps/web src/prerender/handover-done.tsx). On a prerendered page (`/`, `/all-products`,
 * decision 073) the markup is on screen before the app runs, and React replaces it when it starts:
 * an element found before that is detached under the journey's hands (decision 089).
 */
export async function openStarted(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  return response;
}

/** Saves a full-page screenshot as a test artefact under e2e/artifacts/screenshots/<project>/. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
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
