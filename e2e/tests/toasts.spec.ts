import { mainNav, newClientEmail, signUpThroughApi, strongPassword } from './accounts';
import { expect, openStarted, test } from './fixtures';

// The journeys run with reduced motion (playwright.config.ts); toasts must also read well to
// visitors who have motion: every frame of their arrival and departure is checked here.
test.use({ reducedMotion: 'no-preference' });

test('a toast is fully drawn on every frame it shows, and below the navbar', async ({ page }) => {
  const email = newClientEmail('toast');
  await signUpThroughApi(page, 'Toast Tester', email);
  await page.context().clearCookies();

  await openStarted(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(strongPassword);
  // Record, on every animation frame until the toast has gone, how opaque the toast's text is on
  // screen (its own opacity times its ancestors') and where it is, while it is visible.
  const recording = page.evaluate(
    () =>
      new Promise<{ opacity: number; top: number; coversMenu: boolean }[]>((resolve) => {
        const frames: { opacity: number; top: number; coversMenu: boolean }[] = [];
        let seen = false;
        const started = performance.now();
        const sample = () => {
          const message = document.querySelector<HTMLElement>(
            '.app-toast--success .app-toast__message',
          );
          const shown = message !== null && getComputedStyle(message).visibility === 'visible';
          if (shown) {
            seen = true;
            let opacity = 1;
            for (let node: HTMLElement | null = message; node; node = node.parentElement) {
              opacity *= Number(getComputedStyle(node).opacity);
            }
            const box = message.closest('.app-toast')!.getBoundingClientRect();
            const toggler = document.querySelector('.navbar-toggler')?.getBoundingClientRect();
            const coversMenu =
              !!toggler &&
              toggler.width > 0 &&
              box.left < toggler.right &&
              box.right > toggler.left &&
              box.top < toggler.bottom &&
              box.bottom > toggler.top;
            frames.push({ opacity, top: message.getBoundingClientRect().top, coversMenu });
          }
          if ((seen && !shown) || performance.now() - started > 15_000) resolve(frames);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  const frames = await recording;

  // More than one frame, so that the toast was seen on screen, not once in passing. How many a
  // browser draws in the toast's 2 s is the machine's: headless Chromium on the shared two-vCPU machine drew 6–9 on 2026-11-27, and 2 on
  // 2026-11-30 when that machine ran at half its speed. The check is on what each frame shows,
  // not on the frame rate.
  expect(frames.length).toBeGreaterThanOrEqual(2);
  expect(frames.filter((frame) => frame.opacity < 1)).toEqual([]);
  const navbarBottom = await mainNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect(Math.min(...frames.map((frame) => frame.top))).toBeGreaterThanOrEqual(navbarBottom);
  // Nor does it cover the phone's menu button: on a phone toasts rise from the bottom.
  expect(frames.filter((frame) => frame.coversMenu)).toEqual([]);
});
