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
