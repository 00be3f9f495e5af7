import type { ProductSearchResult } from '@partline/shared';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openStarted, screenshot, test } from './fixtures';

/** The API's answer to the same search, to compare the page with (other journeys add products). */
async function apiSearch(page: Page, query: string): Promise<ProductSearchResult> {
  const response = await page.request.get(`/api/products/search?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductSearchResult;
}

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();

/** Prices shown on the cards, in Taka. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-card__price-value').allInnerTexts();
  // 'Tk. 32,000' → 32000
  return texts.map((text) => Number(text.replace(/^Tk\.\s*/, '').replace(/,/g, '')));
}

/**
 * The cards show exactly what the API answers for `query`. Other journeys add products while this
 * one runs (the catalog's import adds three at a time): when the page's answer is older than the
 * API's, the page is read again (a reload keeps the search, which is in the URL) — at most twice.
 */
async function expectResultsOf(page: Page, query: string) {
  for (let reloads = 0; ; reloads += 1) {
    await expect(page.getByRole('main').locator('[aria-busy="false"]')).toBeVisible();
    const expected = await apiSearch(page, query);
    const names = expected.items.map((product) => product.productName);
    try {
      await expect.poll(() => cardNames(page), { timeout: 5_000 }).toEqual(names);
      return expected;
    } catch (error) {
      if (reloads === 2) throw error;
      await page.reload();
    }
  }
}

/** On a phone the filters fold behind a button. */
async function openFilters(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test('search the catalog: words, stock, price, sort, pages, a shared link and an empty result', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  await openStarted(page, '/all-products');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expectResultsOf(page, '');

  // A word narrows the results as you type, and the URL holds it.
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('ddr5');
  await expect(page).toHaveURL(/\/all-products\?q=ddr5$/);
  const ddr5 = await expectResultsOf(page, 'q=ddr5');
  expect(ddr5.total).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(`${ddr5.total} products`, { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'search-ddr5');

  // In stock only, a price range and price down: back to the whole catalog first.
  await box.fill('');
  await expect(page).toHaveURL(/\/all-products$/);
  await openFilters(page, isMobile);
  await page.getByRole('checkbox', { name: 'In stock only' }).check();
  await expect(page).toHaveURL(/\?inStock=true$/);
  await page.getByLabel('Min').fill('500');
  await page.getByLabel('Max').fill('70000');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  const query = 'minPrice=500&maxPrice=70000&inStock=true&sort=price-desc';
  await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
  const first = await expectResultsOf(page, query);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(prices.every((price) => price >= 500 && price <= 70000)).toBe(true);
  expect(await cardNames(page)).not.toContain('Partline GX-4070 12 GB Graphics Card');
  expect(first.pageCount).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'search-filtered');

  // 'Load more products' adds the next page below, in the same order (keyset, decision 216).
  expect(first.nextCursor).not.toBeNull();
  await page.getByRole('button', { name: 'Load more products' }).click();
  const second = await apiSearch(page, `${query}&cursor=${first.nextCursor}`);
  await expect
    .poll(() => cardNames(page))
    .toEqual([...first.items, ...second.items].map((product) => product.productName));
  const loaded = await cardPrices(page);
  expect(loaded).toEqual([...loaded].sort((a, b) => b - a));
  await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
  await screenshot(page, testInfo, 'search-load-more');

  // The shared link shows the same search to someone else.
  const shared = page.url();
  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await openStarted(other, shared);
  // The same search as the API answers it now (other journeys may have added a product since).
  await expectResultsOf(other, query);
  await expect(other.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  await openFilters(other, isMobile);
  await expect(other.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(other.getByLabel('Min')).toHaveValue('500');
  await other.close();

  // Nothing matches: say so, and clear every filter with one button.
  await box.fill('no-such-part-xyz');
  await expect(page.getByText('No products match your search')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'search-empty');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/all-products$/);
  await expect(box).toHaveValue('');
  await expectResultsOf(page, '');
  await screenshot(page, testInfo, 'search-cleared');
});
