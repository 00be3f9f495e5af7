import { formatTaka, type Category, type Product } from '@partline/shared';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';

/*
 * The catalog (decisions 316–319) at both widths: a buyer finds a DDR5 module through the category
 * pages and their specification filters, buys it at a volume price from its page and downloads its
 * datasheet; the shop admin adds a category and an attribute, fills a product's specification and
 * imports products into the category from a CSV file.
 */

/** On a phone the filters fold behind a button. */
async function openFilters(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The number in "No (3)": what a facet's option says choosing it finds. */
async function countOf(option: Locator): Promise<number> {
  const label = (await option.getAttribute('id'))!;
  const text = await option.page().locator(`label[for="${label}"]`).innerText();
  return Number(/\((\d[\d,]*)\)/.exec(text)![1]!.replace(/,/g, ''));
}

/** The product cards the catalog shows once its results are settled. */
async function settledCards(page: Page): Promise<Locator> {
  await expect(page.locator('.catalog-results[aria-busy="true"]')).toHaveCount(0);
  return page.locator('.catalog-results').getByRole('article');
}

/** The 16 GB DDR5 UDIMM of the demo shop: its pack size steps up to its first volume tier. */
const MR5_16 = {
  name: 'Partline MR5-16 16 GB DDR5-5600 Memory Module',
  sku: 'PL-MEM-MR5-16',
  minOrder: 50,
  increment: 10,
  price: 5800,
  firstTier: { from: 100, price: 5600 },
  datasheet: 'DDR5 UDIMM datasheet',
};

test('a buyer narrows DDR5 memory by its specification, buys at a volume price from the product’s page and downloads the datasheet', async ({
  page,
  isMobile,
}, testInfo) => {
  await signUpThroughApi(page, 'Nusrat Jahan', newClientEmail('catalog'));

  // All products → Memory → DDR5, by the category chips.
  await openStarted(page, '/all-products');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: /^Memory \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/memory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Memory' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Subcategories of Memory' })
    .getByRole('link', { name: /^DDR5 \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/ddr5-memory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'DDR5' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['All products', 'Memory', 'DDR5']);

  // 16 GB (a number: a range) and without ECC (a checkbox with its count).
  await openFilters(page, isMobile);
  const capacity = page.getByRole('group', { name: 'Capacity (GB)' });
  await capacity.getByLabel('Min').fill('16');
  await capacity.getByLabel('Max').fill('16');
  await capacity.getByRole('button', { name: 'Apply capacity' }).click();
  await expect(page).toHaveURL(/[?&]spec=/);
  const ecc = page.getByRole('group', { name: 'ECC' });
  const noEcc = ecc.getByRole('checkbox', { name: /^No \(\d+\)$/ });
  const withEcc = ecc.getByRole('checkbox', { name: /^Yes \(\d+\)$/ });
  // Both 16 GB modules are found (the demo's UDIMM and RDIMM); once the counts are the ones of
  // these results, each ECC option counts the cards choosing it leaves.
  const sixteen = await settledCards(page);
  await expect(sixteen).toHaveCount(2);
  await expect(sixteen.filter({ hasText: MR5_16.name })).toHaveCount(1);
  await expect
    .poll(async () => (await countOf(noEcc)) + (await countOf(withEcc)))
    .toBe(await sixteen.count());
  const noCount = await countOf(noEcc);
  await noEcc.check();
  await expect(page).toHaveURL(/[?&]spec=[^&]*ecc/);
  await expect(noEcc).toBeChecked();
  const narrowed = await settledCards(page);
  await expect(narrowed).toHaveCount(noCount);
  await expect(narrowed.filter({ hasText: MR5_16.name })).toHaveCount(1);
  await expect(
    page.getByText(noCount === 1 ? '1 product' : `${noCount} products`, { exact: true }),
  ).toBeVisible();

  // The URL holds the filters: a reload shows the same page.
  const filteredUrl = page.url();
  await page.reload();
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  expect(page.url()).toBe(filteredUrl);
  await openFilters(page, isMobile);
  await expect(
    page.getByRole('group', { name: 'ECC' }).getByRole('checkbox', { name: /^No / }),
  ).toBeChecked();
  await expect(page.getByRole('group', { name: 'Capacity (GB)' }).getByLabel('Min')).toHaveValue(
    '16',
  );
  await expect(await settledCards(page)).toHaveCount(noCount);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'catalog-ddr5-facets');

  // The product's page from its card: breadcrumbs, specification, volume prices.
  await (
    await settledCards(page)
  )
    .filter({ hasText: MR5_16.name })
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: MR5_16.name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['All products', 'Memory', 'DDR5', MR5_16.name]);
  const specification = page.getByRole('region', { name: 'Specification' }).getByRole('table');
  await expect(specification.getByRole('row', { name: 'Capacity 16 GB' })).toBeVisible();
  await expect(specification.getByRole('row', { name: 'ECC No' })).toBeVisible();
  await expect(specification.getByRole('row', { name: 'Module type UDIMM' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Volume prices' }).first()).toContainText(
    `${MR5_16.firstTier.from}+`,
  );

  // + steps by the pack size from the minimum order; at the tier's quantity the unit price drops.
  const buy = page.getByRole('region', { name: 'Buy' });
  const quantity = buy.getByLabel(`Quantity of ${MR5_16.name}`);
  const unitPrice = buy.getByTestId('unit-price');
  await expect(quantity).toHaveValue(String(MR5_16.minOrder));
  await expect(unitPrice).toHaveText(formatTaka(MR5_16.price));
  const steps = (MR5_16.firstTier.from - MR5_16.minOrder) / MR5_16.increment;
  for (let step = 1; step < steps; step += 1) {
    await buy.getByRole('button', { name: 'One step more' }).click();
  }
  await expect(quantity).toHaveValue(String(MR5_16.firstTier.from - MR5_16.increment));
  await expect(unitPrice).toHaveText(formatTaka(MR5_16.price));
  await buy.getByRole('button', { name: 'One step more' }).click();
  await expect(quantity).toHaveValue(String(MR5_16.firstTier.from));
  await expect(unitPrice).toHaveText(formatTaka(MR5_16.firstTier.price));
  await expect(buy.getByTestId('line-total')).toHaveText(
    formatTaka(MR5_16.firstTier.price * MR5_16.firstTier.from),
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, 'product-page');

  // The datasheet is a PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: MR5_16.datasheet }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Add to cart with that quantity: the cart has it.
  await buy.getByRole('button', { name: `Add to cart: ${MR5_16.name}` }).click();
  await expectToast(page, 'Added to cart');
  await page.getByRole('link', { name: /^Cart 1 line/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page
    .getByRole('list', { name: 'Cart lines' })
    .getByRole('listitem')
    .filter({ hasText: MR5_16.sku });
  await expect(line.getByLabel('Quantity')).toHaveValue(String(MR5_16.firstTier.from));
  await expect(line).toContainText(formatTaka(MR5_16.firstTier.price * MR5_16.firstTier.from));
});

// No word another journey searches for (search.spec.ts counts the products with "ddr5" while this
// journey adds its own): the generation is in the specification, not the text.
const description = (what: string) =>
  `${what}: 288-pin module with an aluminium heatsink for small-form-factor desktops, tested at full speed before packing; lifetime warranty.`;

/** A catalog CSV of `rows` (decision 319) as the file the admin chooses. */
function csvFile(name: string, rows: string[][]) {
  const header = [
    'sku',
    'name',
    'category',
    'description',
    'price',
    'min_order',
    'available_quantity',
    'image',
    'spec.capacity_gb',
    'spec.heatsink',
  ];
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const text = [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

test('the shop admin adds a category and its attribute, fills a product’s specification and imports products into it from a CSV file', async ({
  page,
  isMobile,
}, testInfo) => {
  await logIn(page, admin.email, admin.password);
  const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;
  const categoryName = `Heatsink memory ${stamp}`;

  // A category under Memory, then its own attribute: Heatsink, yes or no, a filter of the catalog.
  await page.goto('/dashboard/categories');
  const addCategory = page.getByRole('form', { name: 'Add category' });
  await addCategory.getByLabel('Name').fill(categoryName);
  await addCategory.getByLabel('Parent').selectOption({ label: 'Memory' });
  await addCategory.getByRole('button', { name: 'Add category' }).click();
  await expectToast(page, `Category ${categoryName} added`);
  const tree = page.getByRole('list', { name: 'Category tree' });
  await expect(
    tree.getByRole('button', { name: new RegExp(`^${categoryName} \\d+ products?$`) }),
  ).toHaveAttribute('aria-current', 'true');
  // Its specification starts with Memory's attributes.
  await expect(page.getByRole('list', { name: 'Inherited attributes' })).toContainText('Capacity');
  const addAttribute = page.getByRole('form', { name: 'Add attribute' });
  await addAttribute.getByLabel('Name', { exact: true }).fill('Heatsink');
  await expect(addAttribute.getByLabel('Key')).toHaveValue('heatsink');
  await addAttribute.getByLabel('Type').selectOption({ label: 'Yes/No' });
  await addAttribute.getByLabel('Filterable (a facet of the catalog)').check();
  await addAttribute.getByRole('button', { name: 'Add attribute' }).click();
  await expect(page.getByRole('list', { name: 'Own attributes' })).toContainText('Heatsink');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'catalog-categories');

  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const category = categories.find((one) => one.name === categoryName)!;
  expect(category).toBeTruthy();

  // A product in it (Capacity is required there, inherited), its heatsink set in Edit Product.
  const productName = `Partline HS5-16 ${stamp} Heatsink Memory`;
  const added = await page.request.post('/api/product', {
    headers,
    data: {
      productName,
      productPrice: 6200,
      minOrder: 20,
      availableQuantity: 400,
      productImage: '/uploads/demo/product-mr5-16-ddr5-800w.webp',
      productDescription: description('16 GB 5600 MT/s UDIMM'),
      categoryId: category.id,
      specifications: { capacity_gb: 16 },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { _id: id } = (await added.json()) as { _id: string };
  const product = (await (await page.request.get(`/api/products/${id}`)).json()) as Product;
  await page.goto(`/dashboard/edit-product/${product._id}`);
  const form = page.getByRole('form', { name: 'Edit Product' });
  await expect(form.getByLabel('Product Name')).toHaveValue(productName);
  await expect(form.getByLabel('Category')).toHaveValue(category.id);
  await expect(form.getByLabel(/^Capacity/)).toHaveValue('16');
  await form.getByLabel('Heatsink').selectOption({ label: 'Yes' });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Product Updated Successfully');
  await page.goto(`/products/${product.slug}`);
  const specification = page.getByRole('region', { name: 'Specification' }).getByRole('table');
  await expect(specification.getByRole('row', { name: 'Capacity 16 GB' })).toBeVisible();
  await expect(specification.getByRole('row', { name: 'Heatsink Yes' })).toBeVisible();

  // Two more from a CSV file: a capacity that is not a number stops the whole file.
  const sku = (n: number) => `PL-HS5-${n}-${stamp}`.toUpperCase();
  const row = (n: number, capacity: string) => [
    sku(n),
    `Partline HS5-${n} ${stamp} Heatsink Memory`,
    category.slug,
    description(`${n} GB 5600 MT/s UDIMM`),
    `${200 * n}.00`,
    '20',
    '300',
    '/uploads/demo/product-mr5-16-ddr5-800w.webp',
    capacity,
    'yes',
  ];
  await page.goto('/dashboard/import-products');
  const choose = page.getByRole('form', { name: 'Import products' });
  await choose
    .getByLabel('CSV file')
    .setInputFiles(csvFile('heatsink-memory.csv', [row(32, '32'), row(64, 'sixty-four')]));
  await choose.getByRole('button', { name: 'Upload and check' }).click();
  const result = page.getByRole('region', { name: 'Check result' });
  await expect(
    result.getByRole('heading', { name: 'heatsink-memory.csv: 2 rows checked' }),
  ).toBeVisible();
  const errors = result.getByRole('region', { name: 'Rows with errors' });
  const bad = errors.getByRole('row').filter({ hasText: sku(64) });
  await expect(bad.getByRole('cell').first()).toHaveText('3');
  await expect(bad).toContainText('spec.capacity_gb');
  await expect(result.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'catalog-import-errors');

  // Corrected: two new products, applied at once.
  await choose
    .getByLabel('CSV file')
    .setInputFiles(csvFile('heatsink-memory.csv', [row(32, '32'), row(64, '64')]));
  await choose.getByRole('button', { name: 'Upload and check' }).click();
  await expect(
    result.getByRole('heading', { name: 'heatsink-memory.csv: 2 rows checked' }),
  ).toBeVisible();
  await expect(result.getByRole('region', { name: 'Rows with errors' })).toHaveCount(0);
  const summary = result.locator('.import-products__figure');
  await expect(summary.filter({ hasText: 'New products' }).locator('dd')).toHaveText('2');
  await expect(summary.filter({ hasText: 'Rows with errors' }).locator('dd')).toHaveText('0');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'catalog-import-summary');
  await result.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByRole('heading', { name: 'Applied' })).toBeVisible();
  await expect(page.getByText('2 new, 0 changed or deleted.')).toBeVisible();

  // The category's page lists the three, and its Heatsink filter counts them.
  await openStarted(page, `/categories/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  const cards = await settledCards(page);
  await expect(cards).toHaveCount(3);
  for (const name of [
    productName,
    ...[32, 64].map((n) => `Partline HS5-${n} ${stamp} Heatsink Memory`),
  ]) {
    await expect(cards.filter({ hasText: name })).toHaveCount(1);
  }
  await openFilters(page, isMobile);
  await expect(
    page.getByRole('group', { name: 'Heatsink' }).getByRole('checkbox', { name: 'Yes (3)' }),
  ).toBeVisible();
});
