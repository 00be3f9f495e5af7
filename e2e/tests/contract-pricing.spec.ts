import { formatTaka, type Product } from '@partline/shared';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';
import { expectFiguresUnbroken } from './unbroken';
import { payInDialog } from './payments';

/*
 * Contract pricing (decision 320) at both widths: the shop admin makes a price list for one
 * company and imports its prices from a CSV file; that company's buyer sees "Your price" beside
 * the list price on the card, the product's page and in the cart, and pays their price; the order
 * keeps the price list's name. A buyer of another company sees and gets the list price only.
 *
 * Everything the journey prices is its own (a product, two companies, a price list, each named
 * with the run's stamp): other journeys run on the same shop at the same time.
 */

/** The journey's product: a list price, one volume tier, and the contract's two steps below. */
const LIST = { price: 4800, minOrder: 10, tier: { from: 50, price: 4500 } };
const CONTRACT = { first: 4200, tier: 3900 };
/** What both buyers put in the cart: the volume tier's start. */
const QUANTITY = LIST.tier.from;

/** A random number of `digits` digits (a company's BIN is unique in the shop). */
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** Signs a new client up in a browser context of their own and registers their company. */
async function companyBuyer(
  page: Page,
  person: string,
  company: string,
  stamp: string,
): Promise<void> {
  await signUpThroughApi(page, person, newClientEmail('contract'));
  const created = await page.request.post('/api/company', {
    headers,
    data: {
      name: company,
      tradeLicenceNumber: `TRAD/DNCC/${stamp}/${digits(4)}`,
      bin: digits(9),
      billingAddress: 'Plot 21, Road 11, Banani, Dhaka 1213',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A price list CSV (decision 320: `sku,min_quantity,unit_price,percent_off`) as a chosen file. */
function csvFile(name: string, rows: string[][]) {
  const text = [['sku', 'min_quantity', 'unit_price', 'percent_off'], ...rows]
    .map((row) => row.join(','))
    .join('\n');
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${text}\n`, 'utf8') };
}

/** The product's card among the search results for its unique stamp. */
async function cardOf(page: Page, stamp: string, productName: string): Promise<Locator> {
  await openStarted(page, `/all-products?q=${stamp}`);
  await expect(page.locator('.catalog-results[aria-busy="true"]')).toHaveCount(0);
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card).toHaveCount(1);
  return card;
}

/** The product's line in the cart. */
const cartLine = (page: Page, sku: string) =>
  page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem').filter({ hasText: sku });

/** On the product's page, sets the quantity to `QUANTITY`; answers the 'Buy' region. */
async function addFromProductPage(page: Page, product: Product) {
  const buy = page.getByRole('region', { name: 'Buy' });
  const quantity = buy.getByLabel(`Quantity of ${product.productName}`);
  await quantity.fill(String(QUANTITY));
  await quantity.press('Tab');
  await expect(quantity).toHaveValue(String(QUANTITY));
  return buy;
}

/** A signed-in page of its own in a new browser context at the project's width. */
async function newPage(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() });
  return { context, page: await context.newPage() };
}

test.describe('contract pricing', () => {
  // Three people and a payment in one journey: about two minutes at both widths at once on the
  // shared two-vCPU machine.
  test.setTimeout(240_000);

  test('the admin imports a company’s price list; its buyer sees and pays their price, another company’s buyer the list price', async ({
    page,
    browser,
  }, testInfo: TestInfo) => {
    const phone = testInfo.project.name === 'phone';
    const stamp = `${Date.now().toString(36)}${phone ? 'p' : 'd'}`;
    const companyA = `Karnaphuli Traders ${stamp} Ltd.`;
    const companyB = `Shitalakshya Systems ${stamp} Ltd.`;
    const listName = `Karnaphuli contract ${stamp}`;

    // Two buyers, each the admin of a company of their own; company A's buyer is `page`.
    await companyBuyer(page, phone ? 'Nasrin Sultana' : 'Rafiq Islam', companyA, stamp);
    const other = await newPage(browser, page);
    await companyBuyer(other.page, phone ? 'Jahid Hasan' : 'Sumaiya Rahman', companyB, stamp);

    // The shop admin adds the journey's product through the API.
    const back = await newPage(browser, page);
    const adminPage = back.page;
    await logIn(adminPage, admin.email, admin.password);
    const sku = `PL-RK2-${stamp}`.toUpperCase();
    const productName = `Partline RK2 ${stamp} Rack Shelf`;
    const added = await adminPage.request.post('/api/product', {
      headers,
      data: {
        productName,
        sku,
        productPrice: LIST.price,
        minOrder: LIST.minOrder,
        availableQuantity: 1000,
        priceTiers: [
          { minQuantity: LIST.minOrder, unitPrice: LIST.price },
          { minQuantity: LIST.tier.from, unitPrice: LIST.tier.price },
        ],
        productImage: '/uploads/demo/product-mr5-16-ddr5-800w.webp',
        productDescription:
          'Fixed 1U rack shelf: cold-rolled steel, vented, holds 25 kg; fits every 19-inch rack and cabinet in the server room, screws and cage nuts included.',
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const { _id: productId } = (await added.json()) as { _id: string };
    const product = (await (
      await adminPage.request.get(`/api/products/${productId}`)
    ).json()) as Product;

    // 1. The admin makes a price list for company A, found by its name.
    await adminPage.goto('/dashboard/price-lists');
    await adminPage.getByRole('link', { name: 'New price list' }).click();
    await expect(adminPage).toHaveURL(/\/dashboard\/price-lists\/new$/);
    const details = adminPage.getByRole('form', { name: 'Price list details' });
    await details.getByLabel('Name', { exact: true }).fill(listName);
    await details
      .getByRole('searchbox', { name: 'Find a company' })
      .fill(`Karnaphuli Traders ${stamp}`);
    await details
      .getByRole('list', { name: 'Companies found' })
      .getByRole('button', { name: companyA })
      .click();
    await expect(details.getByRole('list', { name: 'Chosen companies' })).toContainText(companyA);
    await details.getByRole('button', { name: 'Create price list' }).click();
    await expectToast(adminPage, `Price list ${listName} created`);
    await expect(adminPage).toHaveURL(/\/dashboard\/price-lists\/[0-9a-f-]{36}$/);
    await expect(adminPage.getByText('No products in this list yet.')).toBeVisible();

    // Its prices from a CSV file: the dry run shows each row, then the admin applies it.
    await adminPage.getByRole('link', { name: 'Import CSV' }).click();
    await expect(adminPage).toHaveURL(/\/import$/);
    await adminPage.getByLabel('CSV file').setInputFiles(
      csvFile(`${stamp}.csv`, [
        [sku, '1', CONTRACT.first.toFixed(2), ''],
        [sku, String(LIST.tier.from), CONTRACT.tier.toFixed(2), ''],
      ]),
    );
    await adminPage.getByRole('button', { name: 'Check file' }).click();
    const result = adminPage.getByRole('region', { name: 'Check result' });
    await expect(result).toContainText(
      '2 to add, 0 to change, 0 unchanged, 0 to remove, 0 with errors.',
    );
    const rows = result.getByRole('table', { name: 'Rows' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(productName);
    await expect(rows.nth(0)).toContainText(formatTaka(CONTRACT.first));
    await expect(rows.nth(1)).toContainText(formatTaka(CONTRACT.tier));
    for (const row of await rows.all()) await expect(row.locator('td').last()).toHaveText('Add');
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'price-list-import-check');
    await result.getByRole('button', { name: 'Apply' }).click();
    await expectToast(adminPage, 'Price list imported: 2 added, 0 changed, 0 removed');
    await expect(adminPage).toHaveURL(/\/dashboard\/price-lists\/[0-9a-f-]{36}$/);
    // A table at 1280 px, a card a row at 390 px: found by its markup at both.
    const entry = adminPage
      .locator('table[aria-label="Entries"] tbody tr')
      .filter({ hasText: sku });
    await expect(entry).toContainText(
      `1+: ${formatTaka(CONTRACT.first)} (list ${formatTaka(LIST.price)})`,
    );
    await expect(entry).toContainText(
      `${LIST.tier.from}+: ${formatTaka(CONTRACT.tier)} (list ${formatTaka(LIST.tier.price)})`,
    );
    await expectAccessible(adminPage);
    await screenshot(adminPage, testInfo, 'price-list-entries');
    // The list is active and applies to company A.
    await adminPage.goto('/dashboard/price-lists');
    await adminPage.getByRole('searchbox', { name: 'Search price lists' }).fill(listName);
    const listRow = adminPage
      .locator('table[aria-label="Price lists"] tbody tr')
      .filter({ hasText: listName });
    await expect(listRow).toContainText('Active');
    await expect(listRow).toContainText(companyA);
    await back.context.close();

    // 2. Company A's buyer: "Your price" on the card, the list price struck through beside it.
    const card = await cardOf(page, stamp, productName);
    const cardPrice = card.locator('.product-card__price');
    await expect(cardPrice).toContainText('Your price');
    await expect(cardPrice.locator('.product-card__price-value')).toHaveText(
      formatTaka(CONTRACT.first),
    );
    await expect(cardPrice.locator('s')).toHaveText(`List ${formatTaka(LIST.price)}`);
    await expectFiguresUnbroken(page);
    await screenshot(page, testInfo, 'contract-card');

    // The product's page: their tiers beside the list's, and the quantity priced at theirs.
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.locator('.product-page__price')).toContainText('Your price');
    await expect(page.locator('.product-page__price s')).toHaveText(
      `List ${formatTaka(LIST.price)}`,
    );
    const ownTiers = page.getByRole('table', { name: /^Your prices/ });
    await expect(ownTiers).toContainText(listName);
    await expect(ownTiers.locator('tbody tr')).toHaveCount(2);
    await expect(ownTiers.locator('tbody tr').nth(0)).toContainText(formatTaka(LIST.price));
    await expect(ownTiers.locator('tbody tr').nth(0)).toContainText(formatTaka(CONTRACT.first));
    await expect(ownTiers.locator('tbody tr').nth(1)).toContainText(`${LIST.tier.from}`);
    await expect(ownTiers.locator('tbody tr').nth(1)).toContainText(formatTaka(LIST.tier.price));
    await expect(ownTiers.locator('tbody tr').nth(1)).toContainText(formatTaka(CONTRACT.tier));
    const buy = await addFromProductPage(page, product);
    await expect(buy.getByTestId('unit-price')).toHaveText(formatTaka(CONTRACT.tier));
    await expect(buy.getByTestId('line-total')).toHaveText(formatTaka(CONTRACT.tier * QUANTITY));
    await expectAccessible(page);
    await screenshot(page, testInfo, 'contract-product-page');
    await buy.getByRole('button', { name: `Add to cart: ${productName}` }).click();
    await expectToast(page, 'Added to cart');

    // The cart: "Your price", the list price struck through, the list's name.
    await page.goto('/cart');
    const line = cartLine(page, sku);
    await expect(line.getByLabel('Quantity')).toHaveValue(String(QUANTITY));
    await expect(line).toContainText(`Price list: ${listName}`);
    const unit = line.locator('.cart-line__money > div').first();
    await expect(unit.locator('dt')).toHaveText('Your price');
    await expect(unit.locator('dd')).toContainText(formatTaka(CONTRACT.tier));
    await expect(unit.locator('s')).toHaveText(formatTaka(LIST.tier.price));
    await expect(line).toContainText(formatTaka(CONTRACT.tier * QUANTITY));

    // Checkout and pay by card: the amount is the contract total.
    await page.getByLabel('Label').fill('Warehouse');
    await page.getByLabel('Phone number').fill('+880 1711-203040');
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('Shed 4, Kalurghat Heavy Industrial Area, Chattogram 4208');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expectToast(page, 'Address saved');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'contract-cart');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, 'Order Successfully');
    await expect(page).toHaveURL(/\/payment\//);
    const total = formatTaka(CONTRACT.tier * QUANTITY);
    await expect(page.getByText(`Payment Amount : ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await payInDialog(page);
    await expectToast(page, 'Payment Successful, THANK YOU!');
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);

    // The order's page: the line names the price list, the total is the contract's.
    const orderCard = page.getByRole('article').filter({ hasText: productName });
    await expect(orderCard).toContainText('Paid');
    await orderCard.getByRole('link', { name: /^Order SO-\d{4}-\d+: details$/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/SO-\d{4}-\d+$/);
    const lines = page.getByRole('list', { name: 'Lines' });
    await expect(lines).toContainText(`× ${productName}`);
    await expect(lines).toContainText(`at ${formatTaka(CONTRACT.tier)} = ${total}`);
    await expect(lines).toContainText(`Price list: ${listName}`);
    const facts = page.getByRole('region', { name: 'Order', exact: true });
    const fact = (label: string) =>
      facts.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=../dd');
    await expect(fact('Total')).toHaveText(total);
    await expect(fact('Status')).toHaveText('Paid');
    await expect(fact('Company')).toHaveText(companyA);
    await expectFiguresUnbroken(page);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'contract-order');

    // 3. Company B's buyer sees the list price only: the card, the page and the cart.
    const otherCard = await cardOf(other.page, stamp, productName);
    const otherPrice = otherCard.locator('.product-card__price');
    await expect(otherPrice.locator('.product-card__price-value')).toHaveText(
      formatTaka(LIST.price),
    );
    await expect(otherPrice).not.toContainText('Your price');
    await expect(otherPrice.locator('s')).toHaveCount(0);
    await expect(otherCard).not.toContainText(formatTaka(CONTRACT.first));
    await screenshot(other.page, testInfo, 'list-price-card');
    await otherCard.getByRole('heading').getByRole('link').click();
    await expect(other.page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(other.page.locator('.product-page__price')).not.toContainText('Your price');
    await expect(other.page.getByRole('table', { name: /^Your prices/ })).toHaveCount(0);
    await expect(other.page.getByRole('main')).not.toContainText(listName);
    const otherBuy = await addFromProductPage(other.page, product);
    await expect(otherBuy.getByTestId('unit-price')).toHaveText(formatTaka(LIST.tier.price));
    await otherBuy.getByRole('button', { name: `Add to cart: ${productName}` }).click();
    await expectToast(other.page, 'Added to cart');
    await other.page.goto('/cart');
    const otherLine = cartLine(other.page, sku);
    await expect(otherLine.getByLabel('Quantity')).toHaveValue(String(QUANTITY));
    await expect(otherLine.locator('.cart-line__money dt').first()).toHaveText('Unit price');
    await expect(otherLine).not.toContainText('Price list');
    await expect(otherLine.locator('s')).toHaveCount(0);
    await expect(otherLine).toContainText(formatTaka(LIST.tier.price * QUANTITY));
    await screenshot(other.page, testInfo, 'list-price-cart');
    await other.context.close();
  });
});
