import type { Page } from '@playwright/test';
import { logIn } from './accounts';
import { expect, expectAccessible, openStarted, screenshot, test } from './fixtures';

/**
 * The lists page through the manufacturer's data set (decisions 200, 210, 220): `npm run
 * seed:large` at a reduced scale on PostgreSQL (serve-volume.mjs). The journeys only read.
 */
const PASSWORD = 'Large#Seed1';
const BUYER = 'bench-buyer-1@large.partline.test';
const ADMIN = 'large-admin@partline.test';

/** The table rows of a back-office list, without their opened details rows. */
const rowsOf = (page: Page, label: string) =>
  page.getByRole('table', { name: label }).locator('tbody > tr:not(.data-table__details)');

/** Clicks 'Load more …', waits for the next page's answer and until the list holds `to` items. */
async function loadMore(page: Page, name: string, count: () => Promise<number>, to: number) {
  const button = page.getByRole('button', { name });
  await expect(button).toBeEnabled();
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('cursor=') && response.ok()),
    button.click(),
  ]);
  await expect.poll(count, { timeout: 20_000 }).toBe(to);
}

test('the catalog pages forward through a thousand products', async ({ page }, testInfo) => {
  await openStarted(page, '/all-products');
  await expect(page.getByRole('main').locator('[aria-busy="false"]')).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(12);
  await expect(page.getByText(/of 1,000\+ products|of [\d,]+ products/)).toBeVisible();
  const first = await cards.allInnerTexts();
  await loadMore(page, 'Load more products', () => cards.count(), 24);
  await loadMore(page, 'Load more products', () => cards.count(), 36);
  const names = await cards.allInnerTexts();
  expect(names.slice(0, 12)).toEqual(first);
  // Keyset pages: no product twice (names are unique in the volume catalog).
  expect(new Set(names).size).toBe(36);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'volume-catalog');
});

test('a buyer with a long history pages through My Orders', async ({ page }, testInfo) => {
  await logIn(page, BUYER, PASSWORD);
  await openStarted(page, '/dashboard/my-orders');
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(20);
  await loadMore(page, 'Load more orders', () => orders.count(), 40);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'volume-my-orders');
});

test('the admin pages through ten thousand orders and the users', async ({ page }, testInfo) => {
  await logIn(page, ADMIN, PASSWORD);
  await openStarted(page, '/dashboard/manage-orders');
  const orders = rowsOf(page, 'All orders');
  await expect(orders).toHaveCount(20);
  await loadMore(page, 'Load more orders', () => orders.count(), 40);
  await screenshot(page, testInfo, 'volume-manage-orders');

  await openStarted(page, '/dashboard/make-admin');
  const users = page.getByRole('button', { name: /^Make Admin: |^Remove .* from admin$/ });
  await expect(users).toHaveCount(50);
  await loadMore(page, 'Load more users', () => users.count(), 100);
  await expectAccessible(page);
});

/** Types `text` into the search box `box` and waits for the list's answer to that search. */
async function search(page: Page, box: string, text: string) {
  const field = page.getByRole('searchbox', { name: box });
  await expect(field).toBeEditable();
  await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === text.trim() && response.ok(),
    ),
    field.fill(text),
  ]);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text.trim());
}

test('the admin finds one user, product, order and company by searching (decision 247)', async ({
  page,
}, testInfo) => {
  await logIn(page, ADMIN, PASSWORD);

  await openStarted(page, '/dashboard/make-admin');
  await expect(page.getByRole('button', { name: /^Make Admin: / }).first()).toBeVisible();
  await search(page, 'Search users', 'bench-buyer-1@');
  const found = page.getByRole('button', { name: /^Make Admin: |^Remove .* from admin$/ });
  await expect(found).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Make Admin: ${BUYER}` })).toBeVisible();
  await screenshot(page, testInfo, 'volume-search-users');
  // The search is in the URL: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue('bench-buyer-1@');
  await expect(found).toHaveCount(1);

  await openStarted(page, '/dashboard/manage-product');
  await expect(rowsOf(page, 'All products')).toHaveCount(50);
  await search(page, 'Search products', 'PL-CPU-PX-100');
  await expect(rowsOf(page, 'All products')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'All products' })).toContainText('PL-CPU-PX-100');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'volume-search-products');

  await openStarted(page, '/dashboard/manage-orders');
  await expect(rowsOf(page, 'All orders')).toHaveCount(20);
  await search(page, 'Search orders', BUYER);
  // The answer has arrived; its rows render a moment later (one CI run counted none at once).
  await expect.poll(() => rowsOf(page, 'All orders').count()).toBeGreaterThan(0);
  await search(page, 'Search orders', 'no-such-client@');
  await expect(page.getByText('No orders match “no-such-client@”.')).toBeVisible();
  await screenshot(page, testInfo, 'volume-search-orders-none');

  await openStarted(page, '/dashboard/company-accounts');
  const companies = rowsOf(page, 'Company accounts');
  await expect(companies.first()).toBeVisible();
  const name = (await companies.first().locator('td, th').first().innerText()).trim();
  await search(page, 'Search companies', name);
  await expect(companies).toHaveCount(1);
  await expect(companies.first()).toContainText(name);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'volume-search-companies');
});
