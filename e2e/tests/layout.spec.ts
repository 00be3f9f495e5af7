import type { Locator, Page } from '@playwright/test';
import { admin, logIn } from './accounts';
import { serveFixedBackOffice } from './back-office-data';
import {
  docsScreenshot,
  expect,
  expectAccessible,
  openStarted,
  screenshotStylePath as stylePath,
  test,
} from './fixtures';
import { expectFiguresUnbroken } from './unbroken';

/*
 * The layout at 1280 × 800 and 390 × 844 (the desktop and phone projects): no page scrolls
 * sideways, every button is within the viewport's width, and the pages look like their committed
 * baselines (decision 110). The back-office lists show fixed data (back-office-data.ts).
 * After an intended change of the look: `npm run build && npm run e2e:snapshots`.
 */

/**
 * The pages whose first screen the README and docs/admin show (`README_SCREENSHOTS=1`, on the
 * fixed data), and at which widths.
 */
const README_PAGES: Record<string, ('desktop' | 'phone')[]> = {
  'admin-overview': ['desktop'],
  'manage-orders': ['desktop', 'phone'],
  'manage-product': ['desktop', 'phone'],
};

/** Lets lazy images load, then waits until every image on the page has. */
async function settle(page: Page) {
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
}

/** No sideways scrolling of the page or of a list, and every button within the width. */
async function expectFitsWidth(page: Page) {
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const buttons = [...document.querySelectorAll('button, a.btn, [role="button"]')]
      .filter(visible)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          left: Math.floor(box.left),
          right: Math.ceil(box.right),
        };
      })
      .filter((box) => box.left < 0 || box.right > width);
    const lists = [...document.querySelectorAll('.data-table')]
      .filter((table) => table.scrollWidth > table.clientWidth + 1)
      .map((table) => table.getAttribute('aria-label'));
    return {
      pageScrollsSideways: document.scrollingElement!.scrollWidth > width,
      buttonsOutside: buttons,
      listsScrollingSideways: lists,
    };
  });
  expect(layout).toEqual({
    pageScrollsSideways: false,
    buttonsOutside: [],
    listsScrollingSideways: [],
  });
}

/** Scrolled to (down, never sideways: the lists do not scroll), the whole of it is on screen. */
async function expectOnScreen(target: Locator) {
  // Centred: at the viewport's edge a fractional device pixel ratio could cut a pixel row off.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(target).toBeInViewport({ ratio: 1 });
}

/** Compared with the committed baseline; times, dates of today and toasts are left out. */
async function expectLooksLike(page: Page, name: string) {
  await settle(page);
  // No row is hovered where the last click left the pointer.
  await page.mouse.move(0, 0);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    stylePath,
    mask: [
      page.locator('time'),
      page.locator('input[type="date"]'),
      page.locator('.site-footer__bottom'),
    ],
    maxDiffPixelRatio: 0.01,
  });
}

test.describe('layout at 1280 and 390 px', () => {
  test('public pages fit and look as they did', async ({ page }) => {
    await openStarted(page, '/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectFitsWidth(page);
    await expectAccessible(page);
    await expectLooksLike(page, 'login');

    await openStarted(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsWidth(page);
    await expectAccessible(page);
    await expectLooksLike(page, 'contact');
  });

  test('back-office pages fit, keep their actions in view, and look as they did', async ({
    page,
    isMobile,
  }, testInfo) => {
    // Five pages checked and compared, then three visited again: 2.1 minutes on a 2-vCPU machine
    // running two browsers at half its usual speed.
    test.setTimeout(240_000);
    await logIn(page, admin.email, admin.password);
    await serveFixedBackOffice(page);

    const pages = [
      { path: '/dashboard', heading: 'Overview', ready: 'Low stock', name: 'admin-overview' },
      {
        path: '/dashboard/manage-orders',
        heading: 'Manage Orders',
        ready: 'All orders',
        name: 'manage-orders',
      },
      {
        path: '/dashboard/manage-product',
        heading: 'Manage Product',
        ready: 'All products',
        name: 'manage-product',
      },
      {
        path: '/dashboard/make-admin',
        heading: 'Make Admin',
        ready: 'All users',
        name: 'make-admin',
      },
      { path: '/dashboard/audit-log', heading: 'Audit Log', ready: 'Audit log', name: 'audit-log' },
    ];
    for (const { path, heading, ready, name } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('table', { name: ready })).toBeVisible();
      await expectFitsWidth(page);
      // Amounts and numbers on one line (the KPI cards, the lists' totals and prices).
      await expectFiguresUnbroken(page, ['make-admin', 'audit-log'].includes(name) ? 0 : 1);
      await expectAccessible(page);
      await expectLooksLike(page, name);
      const shown = README_PAGES[name];
      if (shown) await docsScreenshot(page, testInfo, name, { projects: shown });
    }

    // Each list's primary actions are on screen at this width, not in a hidden column.
    await page.goto('/dashboard/manage-product');
    for (const action of ['Restock', 'Delete']) {
      await expectOnScreen(page.getByRole('button', { name: `${action} NV4 1 TB NVMe SSD` }));
    }
    await page.goto('/dashboard/make-admin');
    await expectOnScreen(
      page.getByRole('button', { name: 'Make Admin: kamrul@sylhet-it.example.com' }),
    );
    await page.goto('/dashboard/manage-orders');
    const order = page.getByRole('row', { name: /GX-4070 Graphics Card/ });
    await expectOnScreen(order.getByRole('button', { name: /^Deliver GX-4070/ }));
    await expect(order).toContainText('3,600');
    // The client's e-mail in the row; the address and phone in the card on a phone, behind
    // 'Details' on a laptop.
    await expect(
      page.getByText('procurement@chittagong-electronics.example.com').filter({ visible: true }),
    ).toBeVisible();
    const phone = page.getByText('+880 1819-556677').filter({ visible: true });
    const address = page.getByText(/Level 9, Agrabad Commercial Area/).filter({ visible: true });
    if (isMobile) {
      await expect(phone).toBeVisible();
      await expect(address).toBeVisible();
    } else {
      await expect(phone).toHaveCount(0);
      await order.getByRole('button', { name: /^Details GX-4070/ }).click();
      await expect(phone).toBeVisible();
      await expect(address).toBeVisible();
      await expectFitsWidth(page);
    }
    // An order of three lines: counted in its row, each line listed in its card or its details.
    const lines = page.getByRole('row', { name: /PX-9700 Desktop Processor, 16 cores \+ 2 more/ });
    await expect(lines).toContainText('3 lines');
    const fanLine = page.getByText('200 pcs × CF-120 Case Fan').filter({ visible: true });
    if (isMobile) {
      await expect(fanLine).toBeVisible();
    } else {
      await expect(fanLine).toHaveCount(0);
      await lines.getByRole('button', { name: /^Details PX-9700 Desktop Processor/ }).click();
      await expect(fanLine).toBeVisible();
      await expectFitsWidth(page);
    }
  });
});
