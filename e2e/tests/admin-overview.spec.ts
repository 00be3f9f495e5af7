import { lineTotalFor, unitPriceFor, type Product } from '@partline/shared';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi, strongPassword } from './accounts';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';

/** Unsafe calls with the session cookie must say where they come from (CSRF check). */
const sameOrigin = { origin: baseURL };

const CSV_HEADER =
  'Order ID,Order Number,Created At,Status,Client Email,PO Number,Line,SKU,Product,Quantity,Unit Price (Tk.),Line Total (Tk.),Order Total (Tk.),Paid At,Transaction ID,Delivered At,Cancelled At';

async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data, headers: sameOrigin });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A client orders `quantity` pieces and pays with the local processor's succeeding test card. */
async function orderAndPay(client: Page, productId: string, quantity: number) {
  const { insertedId } = await post(client.request, '/api/orders', {
    productId,
    quantity,
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
    phoneNumber: '+880 1711-223344',
  });
  const { clientSecret, paymentIntentId } = await post(
    client.request,
    '/api/create-payment-intent',
    { orderId: insertedId },
  );
  await post(client.request, '/api/payments/local/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  const paid = await client.request.put(`/api/orders/${insertedId}`, {
    data: { transactionId: paymentIntentId, isPaid: true },
    headers: sameOrigin,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return insertedId as string;
}

/** The number in a text such as `Tk. 1,400` or `1,400`. */
const takaIn = (text: string | null | undefined) =>
  Number(
    (text ?? '')
      .replace(/^\s*Tk\.\s*/, '')
      .replaceAll(',', '')
      .trim(),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A product name as a CSV cell (demo names have no commas or quotes; the API tests cover those). */
const csvCell = (text: string) =>
  /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** The charts drew their bars (recharts loaded in its own chunk). */
async function expectChartsDrawn(page: Page) {
  const charts = page.locator('.overview-chart');
  await expect(charts).toHaveCount(2);
  await expect(charts.nth(0).locator('.recharts-surface')).toBeVisible();
  await expect(charts.nth(1).locator('.recharts-bar-rectangle').first()).toBeVisible();
}

/**
 * The status chart's axis labels: each on one line (recharts wraps a label wider than its axis
 * into lines that run into the next bar's), inside the chart, none over another.
 */
async function expectStatusLabelsApart(page: Page) {
  const boxes = await page
    .locator('.overview-chart')
    .nth(1)
    .evaluate((chart) => {
      const svg = chart.querySelector('svg')!.getBoundingClientRect();
      return [...chart.querySelectorAll('.recharts-yAxis-tick-labels text')].map((text) => {
        const box = text.getBoundingClientRect();
        return {
          text: text.textContent,
          height: box.height,
          top: box.top,
          bottom: box.bottom,
          left: box.left - svg.left,
        };
      });
    });
  expect(boxes.map((box) => box.text)).toEqual([
    'Awaiting approval',
    'Declined',
    'Unpaid',
    'Ready to ship',
    'Delivered',
    'Cancelled',
  ]);
  for (const [index, box] of boxes.entries()) {
    // One line of 12 px text is about 15 px high.
    expect(box.height, `${box.text} on one line`).toBeLessThan(20);
    expect(box.left, `${box.text} inside the chart`).toBeGreaterThanOrEqual(0);
    if (index > 0)
      expect(box.top, `${box.text} below the one before`).toBeGreaterThanOrEqual(
        boxes[index - 1]!.bottom,
      );
  }
}

/**
 * The product the low-stock journey sells down: the oldest demo product sold piece by piece
 * (increment 1) with at least three minimum orders buyable. The other journeys buy the newest ones.
 */
function lowStockCandidate(products: Product[]): Product | undefined {
  return products
    .filter((p) => p.orderIncrement === 1 && p.availableQuantity - p.heldQuantity >= 3 * p.minOrder)
    .at(-1);
}
test.describe('admin overview, audit log and CSV export', () => {
  test.setTimeout(150_000);

  test('a paid order reaches the overview, a restock reaches the audit log, the CSV holds the order', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'the journey runs at desktop width; the phone test looks at the pages');
    await logIn(page, admin.email, admin.password);

    // A demo product the other journeys leave alone (they buy the newest ones): the oldest one
    // with at least three minimum orders buyable. No product is added, so the catalog's order
    // (which other journeys check) stays as it is.
    const products = await catalogNewestFirst(page);
    // One sold piece by piece (increment 1), so any quantity from the minimum is orderable.
    const product = lowStockCandidate(products)!;
    expect(product).toBeDefined();
    const name = product.productName;
    const buyable = product.availableQuantity - product.heldQuantity;
    // Leaves one piece short of two minimum orders: the product becomes low on stock.
    const quantity = buyable - 2 * product.minOrder + 1;
    // At the tier price of that quantity (decision 120), as the server prices it.
    const total = lineTotalFor(product, quantity);

    // A client buys that many and pays.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    const clientEmail = newClientEmail('overview');
    await signUpThroughApi(client, 'Rafiq Islam', clientEmail);
    const orderId = await orderAndPay(client, product._id, quantity);
    await clientContext.close();

    // The overview shows what the journey did.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const revenueToday = page.getByRole('group', { name: 'Revenue today' });
    await expect(revenueToday).toBeVisible();
    expect(
      takaIn(await revenueToday.locator('.overview-figure__value').textContent()),
    ).toBeGreaterThanOrEqual(total);
    const topRow = page
      .getByRole('table', { name: 'Top products by revenue' })
      .getByRole('row', { name: new RegExp(escapeRegExp(name)) });
    await expect(topRow).toBeVisible();
    expect(takaIn(await topRow.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(
      total,
    );
    const lowRow = page
      .getByRole('table', { name: 'Low stock' })
      .getByRole('row', { name: new RegExp(escapeRegExp(name)) });
    await expect(lowRow.getByRole('cell').nth(0)).toHaveText(String(2 * product.minOrder - 1));
    await expectChartsDrawn(page);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-overview');

    // Restock through Manage Product: 5 pieces more, which lifts it out of low stock.
    await page.goto('/dashboard/manage-product');
    await page.getByRole('button', { name: `Restock ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Pieces to add').fill('5');
    await dialog.getByRole('button', { name: 'Restock' }).click();
    await expectToast(page, 'Product Restocked Successfully');

    // The audit log lists the restock with who did it and the stock before and after.
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Audit log' });
    await page.getByLabel('Action').selectOption({ label: 'Restocked a product' });
    await expect(page).toHaveURL(/action=product\.restock/);
    await expect(log.getByRole('row').filter({ hasText: 'Made a user admin' })).toHaveCount(0);
    const restockRow = log.getByRole('row').filter({ hasText: name }).first();
    await expect(restockRow).toContainText('Restocked a product');
    await expect(restockRow).toContainText(admin.email);
    const change = (await restockRow.getByText(/^Stock: /).textContent()) ?? '';
    const [before, after] = change.replace('Stock: ', '').split('→').map(takaIn);
    expect(after! - before!).toBe(5);
    await page.getByLabel('Action').selectOption({ label: 'All actions' });
    await expect(log.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'audit-log');

    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Revenue today' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Low stock' })
        .getByRole('row', { name: new RegExp(escapeRegExp(name)) }),
    ).toHaveCount(0);

    // Export the paid orders of the last 30 days as CSV.
    await page.goto('/dashboard/manage-orders');
    const exportForm = page.getByRole('form', { name: 'Export orders' });
    await exportForm.getByLabel('Status').selectOption('paid');
    // Chromium offers a save picker (decision 240) that a driven browser never answers: the
    // journey takes the download other browsers get (the picker's path: export-orders-form.test.tsx).
    await page.evaluate(() =>
      Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true }),
    );
    const downloading = page.waitForEvent('download');
    await exportForm.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = (await readFile(await download.path())).toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    const row = lines.find((line) => line.startsWith(`${orderId},`));
    expect(row).toBeDefined();
    const cells = row!.split(',');
    // One row per line: this order's one line, no PO number.
    expect(cells.slice(3, 17)).toEqual([
      'paid',
      clientEmail,
      '',
      '1',
      product.sku,
      csvCell(name),
      String(quantity),
      unitPriceFor(product, quantity).toFixed(2),
      total.toFixed(2),
      total.toFixed(2),
      expect.any(String),
      expect.any(String),
      '',
      '',
    ]);
    expect(lines.slice(1).every((line) => line.split(',')[3] === 'paid')).toBe(true);
    await expectToast(page, `Downloaded ${download.suggestedFilename()}`);
    await screenshot(page, testInfo, 'manage-orders-export');
  });

  test('the overview, audit log and export fit a phone', async ({ page, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the phone layout of the same pages');
    await logIn(page, admin.email, admin.password);

    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Revenue today' })).toBeVisible();
    await expectChartsDrawn(page);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'admin-overview');

    await page.goto('/dashboard/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    await expect(page.getByLabel('Action')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, testInfo, 'audit-log');

    await page.goto('/dashboard/manage-orders');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await screenshot(page, testInfo, 'manage-orders-export');
  });
});

test.describe('the overview and the audit log read clearly at both widths', () => {
  test.setTimeout(120_000);

  test("the status chart's labels stand apart, 'Ready to ship' says what it counts, and the audit log spells out a change", async ({
    page,
    browser,
  }, testInfo) => {
    // A client's API key and webhook endpoint: audit entries with a list and a long URL in them.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    const clientEmail = newClientEmail('audit');
    await signUpThroughApi(client, 'Tahmid Chowdhury', clientEmail);
    // And a paid order of one minimum order, ready to ship, so the chart has a bar on its own.
    // Not the low-stock journey's product: it runs at the same time and counts that one's stock.
    const catalog = await catalogNewestFirst(client);
    const spared = lowStockCandidate(catalog)?._id;
    const product = catalog
      .filter((p) => p._id !== spared && p.availableQuantity - p.heldQuantity >= 3 * p.minOrder)
      .at(-1)!;
    await orderAndPay(client, product._id, product.minOrder);
    await client.goto('/dashboard/api-keys');
    const keyForm = client.getByRole('form', { name: 'New API key' });
    await keyForm.getByLabel('Name').fill('Tally ERP connector');
    await keyForm.getByLabel(/^orders:read/).check();
    await keyForm.getByLabel('Your current password').fill(strongPassword);
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    await expect(client.getByRole('table', { name: 'API keys' })).toContainText('Tally ERP');
    const endpointForm = client.getByRole('form', { name: 'New webhook endpoint' });
    const url = `https://erp.example.com/partline/integrations/webhooks/order-events/${clientEmail.replace(/\W/g, '-')}`;
    await endpointForm.getByLabel('Endpoint URL').fill(url);
    await endpointForm.getByLabel('order.paid').check();
    await endpointForm.getByLabel('Your current password').fill(strongPassword);
    await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(client.getByLabel('Webhook signing secret', { exact: true })).toContainText(
      'whsec_',
    );
    await clientContext.close();

    await logIn(page, admin.email, admin.password);
    await page.goto('/dashboard');
    const ready = page.getByRole('group', { name: 'Ready to ship' });
    await expect(ready).toContainText(/orders?, paid or on account/);
    await expect(
      page
        .getByRole('table', { name: 'Orders by status' })
        .getByRole('row', { name: /Ready to ship \(paid or on account\)/ }),
    ).toContainText(((await ready.locator('.overview-figure__value').textContent()) ?? '').trim());
    await expectChartsDrawn(page);
    await expectStatusLabelsApart(page);
    await screenshot(page, testInfo, 'admin-overview-status');

    await page.goto('/dashboard/audit-log');
    const log = page.getByRole('table', { name: 'Audit log' });
    await page.getByLabel('Action').selectOption({ label: 'Created an API key' });
    await expect(page).toHaveURL(/action=api_key\.create/);
    // The table keeps the unfiltered rows on screen until the filtered page arrives: pick the
    // row by its action too.
    const keyRow = log
      .getByRole('row')
      .filter({ hasText: clientEmail })
      .filter({ hasText: 'Created an API key' });
    const change = keyRow.locator('.audit-log__change');
    await expect(change).toContainText('Created');
    await expect(change).toContainText('Name: Tally ERP connector');
    await expect(change).toContainText('Scopes: orders:read');
    await expect(change).not.toContainText('[');
    await page.getByLabel('Action').selectOption({ label: 'Added a webhook endpoint' });
    await expect(page).toHaveURL(/action=webhook_endpoint\.create/);
    const endpointRow = log
      .getByRole('row')
      .filter({ hasText: clientEmail })
      .filter({ hasText: 'Added a webhook endpoint' });
    await expect(endpointRow.locator('.audit-log__change')).toContainText(url.slice(-20));
    // Nothing is cut at the table's right edge (its region would scroll sideways), nor at a
    // cell's, and the page does not scroll sideways.
    const fits = (el: Element) => el.scrollWidth <= el.clientWidth;
    expect(await page.getByRole('region', { name: 'Audit log' }).evaluate(fits)).toBe(true);
    for (const cell of await log.locator('.audit-log__change').all()) {
      expect(await cell.evaluate(fits)).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
    await screenshot(page, testInfo, 'audit-log-changes');
  });
});
