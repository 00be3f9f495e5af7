import type { Category, Product } from '@partline/shared';
import type { Page } from '@playwright/test';
import { newClientEmail, signUpThroughApi, strongPassword } from './accounts';
import { sameOrigin } from './companies';
import { catalogWordsNow, englishLeftOn, wordsOf } from './bangla-check';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';

/** Waits until the page has loaded what it reads: no spinner or skeleton left. */
async function loaded(page: Page) {
  await expect(page.locator('.spinner-border, .product-card--skeleton')).toHaveCount(0);
}

async function expectAllBangla(page: Page, productData: ReadonlySet<string>, where: string) {
  await loaded(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const left = await englishLeftOn(page, productData);
  // Products and categories other journeys made since the data was read are data too: read anew.
  const catalogNow = left.length ? await catalogWordsNow(page) : new Set<string>();
  expect(
    left.filter((word) => !catalogNow.has(word)),
    `English words left on ${where}`,
  ).toEqual([]);
}

/** The header's switch: on a phone only the language to switch to shows. */
const chooseLanguage = (page: Page, name: 'English' | 'বাংলা') =>
  page.getByRole('group', { name: /^(Language|ভাষা)$/ }).getByRole('button', { name });

test('a buyer reads the shop in Bangla, and the account keeps the choice', async ({
  page,
}, testInfo) => {
  const products = (await (
    await page.request.get('/api/products?sort=newest')
  ).json()) as Product[];
  const product = products.find(
    (candidate) =>
      candidate.categoryId !== null &&
      !candidate.serialTracked &&
      candidate.availableQuantity - candidate.heldQuantity >= candidate.minOrder * 2,
  );
  if (!product) throw new Error('the demo catalog has no product in a category to buy');
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const category = categories.find((candidate) => candidate.id === product.categoryId);
  if (!category) throw new Error(`no category ${product.categoryId}`);
  const productPage = await (await page.request.get(`/api/product-pages/${product.slug}`)).json();
  const facets = await (
    await page.request.get(`/api/products/facets?category=${category.slug}`)
  ).json();
  // Product and category content the API has in English only (their Bangla is the API's).
  const productData = wordsOf(products, categories, productPage, facets);
  // The names the API answers a Bangla reader, where it has them in Bangla.
  const bangla = { headers: { 'Accept-Language': 'bn' } };
  const banglaCategory = (
    (await (await page.request.get('/api/categories', bangla)).json()) as Category[]
  ).find((candidate) => candidate.id === category.id);
  const banglaProductName = (
    (await (await page.request.get(`/api/product-pages/${product.slug}`, bangla)).json()) as {
      product: Product;
    }
  ).product.productName;

  // A visitor switches to Bangla in the header: the whole page follows, lang included.
  await openStarted(page, '/');
  await chooseLanguage(page, 'বাংলা').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'নিখুঁত কম্পিউটার যন্ত্রাংশ, ব্যবসার জন্য তৈরি' }),
  ).toBeVisible();
  await expectAllBangla(page, productData, 'the home page');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-home');

  // Kept in this browser: a reload opens in Bangla.
  await page.reload();
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'আমাদের তৈরি কম্পিউটার যন্ত্রাংশ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  for (const [path, heading, name] of [
    ['/all-products', 'সব পণ্য', 'catalog'],
    [`/all-products?q=${encodeURIComponent(product.sku)}`, 'সব পণ্য', 'search'],
    [`/categories/${category.slug}`, banglaCategory?.name ?? category.name, 'category'],
    [`/products/${product.slug}`, banglaProductName, 'product'],
    ['/login', 'লগইন', 'login'],
    ['/sign-up', 'সাইন আপ', 'sign-up'],
  ] as const) {
    await openStarted(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAllBangla(page, productData, path);
    if (name === 'catalog' || name === 'product') {
      await expectAccessible(page);
      await screenshot(page, testInfo, `bangla-${name}`);
    }
  }

  // Signing in, the account's language wins: a new account reads English.
  const email = newClientEmail('bangla');
  await signUpThroughApi(page, 'Nusrat Jahan', email);
  // The buyer's own name and e-mail address (shown in pieces, with line-break hints) are theirs.
  const buyerData = new Set([...productData, ...wordsOf('Nusrat Jahan', email)]);
  await openStarted(page, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Chosen while signed in, it is saved to the account.
  await chooseLanguage(page, 'বাংলা').click();
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার কার্ট' })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/get-session')).json()).user.locale)
    .toBe('bn');

  // The cart and checkout, with a line and an address, in Bangla.
  expect(
    (
      await page.request.post('/api/cart/lines', {
        data: { productId: product._id, quantity: product.minOrder },
        headers: sameOrigin,
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post('/api/addresses', {
        data: {
          label: 'অফিস',
          address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫',
          phoneNumber: '+880 1711-223344',
          isDefault: true,
        },
        headers: sameOrigin,
      })
    ).ok(),
  ).toBe(true);
  await openStarted(page, '/cart');
  await expect(page.getByRole('button', { name: 'অর্ডার দিন' })).toBeVisible();
  await expectAllBangla(page, buyerData, 'the cart and checkout');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bangla-cart');

  await page.getByRole('button', { name: 'অর্ডার দিন' }).click();
  await expectToast(page, 'অর্ডার সফল হয়েছে');
  await expect(page).toHaveURL(/\/payment\//);
  await expect(page.getByRole('button', { name: 'এগিয়ে যান' })).toBeVisible();
  await expectAllBangla(page, buyerData, 'the payment page');

  await openStarted(page, '/dashboard/my-orders');
  const order = page.getByRole('article').filter({ hasText: product.productName });
  await expect(order).toContainText('অপরিশোধিত');
  await expectAllBangla(page, buyerData, 'My Orders');
  await expectAccessible(page);
  await order.getByRole('link', { name: /^অর্ডার SO-\d{4}-\d+: বিস্তারিত$/ }).click();
  await expect(page.getByRole('heading', { name: 'সময়রেখা' })).toBeVisible();
  await expectAllBangla(page, buyerData, "the order's page");
  await screenshot(page, testInfo, 'bangla-order');

  // Signed out, this browser goes back to English; signing in again brings the account's Bangla.
  const toggle = page.getByRole('button', { name: 'মেনু খুলুন বা বন্ধ করুন' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'সাইন আউট' }).click();
  await expectToast(page, 'সাইন আউট হয়েছে');
  await chooseLanguage(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(strongPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // (In the collapsed menu on a phone.)
  await expect(page.locator('.site-navbar__sign-out')).toHaveText('সাইন আউট');

  // And back to English: the specification's texts, word for word. The session first (its
  // account's Bangla is applied when it loads), then the choice.
  await openStarted(page, '/');
  await expect(page.locator('.site-navbar__sign-out')).toHaveText('সাইন আউট');
  await chooseLanguage(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { name: 'Our Computer Parts Manufacturer Products' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'More Info' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
  await expect(page.getByText('Minimum order').first()).toBeVisible();
});
