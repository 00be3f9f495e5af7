import { formatTaka, shopDay, type Order, type Product } from '@partline/shared';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { catalogNewestFirst } from './catalog';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { expect, expectAccessible, expectToast, screenshot, test } from './fixtures';

/*
 * The payment rails a Bangladeshi buyer uses (decisions 311–315): on a phone, an order paid on
 * SSLCommerz's hosted page (its stand-in, started by serve.mjs, which sends the signed IPN and
 * posts the browser back as SSLCommerz does); on a laptop, an order paid by bank transfer against
 * its proforma invoice, the transfer recorded by the shop admin. Each ends with the order paid and
 * its tax invoice downloadable.
 */

/**
 * A demo product with the most minimum orders in stock, skipping the oldest two (the admin
 * overview's journeys count theirs): buying one minimum order of it disturbs no other journey.
 */
async function roomyProduct(page: Page, rank: number): Promise<Product> {
  const products = (await catalogNewestFirst(page)).slice(0, -2);
  const roomy = products
    .filter((p) => p.availableQuantity - p.heldQuantity >= 6 * p.minOrder)
    .sort(
      (a, b) =>
        (b.availableQuantity - b.heldQuantity) / b.minOrder -
        (a.availableQuantity - a.heldQuantity) / a.minOrder,
    );
  expect(roomy.length).toBeGreaterThan(rank);
  return roomy[rank]!;
}

/** Puts one minimum order of `product` in the signed-in buyer's cart, with a delivery address. */
async function fillCart(page: Page, product: Product) {
  const added = await page.request.post('/api/cart/lines', {
    headers,
    data: { productId: product._id, quantity: product.minOrder },
  });
  expect(added.status(), await added.text()).toBe(200);
  const address = await page.request.post('/api/addresses', {
    headers,
    data: {
      label: 'Warehouse',
      address: 'Plot 21, Road 7, Mirpur DOHS, Dhaka 1216',
      phoneNumber: '+880 1711-456789',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
}

/** The order `number` as its buyer's API reads it. */
async function orderNumbered(page: Page, number: string): Promise<Order> {
  const res = await page.request.get(`/api/orders/number/${number}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Order;
}

const ORDER_PAGE = /\/dashboard\/orders\/(SO-\d{4}-\d{6,})/;

test('a buyer pays on SSLCommerz’s hosted page and comes back to the order, paid, with its tax invoice', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'at 390 px: buyers open SSLCommerz’s page on a phone');
  await signUpThroughApi(page, 'Farzana Akter', newClientEmail('sslcommerz'));
  const product = await roomyProduct(page, 0);
  await fillCart(page, product);

  // Checkout: paying online is the default; the payment page offers the card and SSLCommerz.
  await page.goto('/cart');
  await expect(page.getByLabel('Pay online now')).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\//);
  await page.getByLabel('Card, mobile banking or internet banking (SSLCommerz)').check();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'payment-choice-sslcommerz');
  await page.getByRole('button', { name: 'Continue to SSLCommerz' }).click();

  // SSLCommerz's page (the stand-in) asks for the order's stored total.
  await expect(page.getByRole('heading', { name: 'SSLCommerz stand-in' })).toBeVisible();
  const amount = (product.minOrder * product.productPrice).toFixed(2);
  await expect(page.getByText(`BDT ${amount}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the order's page: paid, verified by the server with SSLCommerz.
  await expect(page).toHaveURL(/\?payment=paid$/);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  const number = ORDER_PAGE.exec(page.url())![1]!;
  const order = await orderNumbered(page, number);
  expect(order).toMatchObject({ status: 'paid', isPaid: true, transactionId: number });
  await expect(page.getByRole('button', { name: /^Download invoice for / })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'sslcommerz-paid-order');
});

test('a buyer orders by bank transfer with its proforma; the shop admin records the transfer and the order is paid', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, 'at 1280 px: the accounts department and the back office work at a desk');
  await signUpThroughApi(page, 'Shahriar Kabir', newClientEmail('transfer'));
  const product = await roomyProduct(page, 1);
  await fillCart(page, product);

  // Checkout by bank transfer: the order waits for the transfer, its stock held.
  await page.goto('/cart');
  await page.getByLabel('Bank transfer against a proforma invoice').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  const number = ORDER_PAGE.exec(page.url())![1]!;
  const placed = await orderNumbered(page, number);
  expect(placed).toMatchObject({ status: 'unpaid', paymentMethod: 'bank_transfer' });
  expect(placed.transferDueAt).toBeTruthy();
  await expect(page.getByText('Awaiting transfer').first()).toBeVisible();
  await expect(page.getByText('No transfer received yet.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bank-transfer-order');

  // The proforma: the shop's bank account, the order number as the reference, the total.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download proforma invoice' }).click(),
  ]);
  const pdf = (await download.path())!;
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  await testInfo.attach('proforma.txt', { body: text, contentType: 'text/plain' });
  for (const expected of [
    'Proforma invoice',
    'This is not a tax invoice',
    number,
    '103.110.0045127',
    // formatTaka keeps `Tk.` and the figure together with a no-break space.
    formatTaka(placed.totalPrice).replace(/\s+/g, ' '),
  ]) {
    expect(text, `the proforma says ${expected}`).toContain(expected);
  }

  // The shop admin records the transfer from the bank statement on the same order page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin.email, admin.password);
  await adminPage.goto(`/dashboard/orders/${number}`);
  const form = adminPage.getByRole('form', { name: 'Record bank transfer' });
  await form.getByLabel('Amount (Tk.)').fill(String(placed.totalPrice));
  await form.getByLabel('Date received').fill(shopDay());
  await form.getByLabel('Bank reference').fill(`RTGS-DBBL-${number}`);
  await screenshot(adminPage, testInfo, 'record-bank-transfer');
  await form.getByRole('button', { name: 'Record bank transfer' }).click();
  await expectToast(adminPage, 'Transfer recorded');
  await adminContext.close();

  // The buyer's order is paid by the transfer, with its tax invoice.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Download invoice for / })).toBeVisible();
  expect(await orderNumbered(page, number)).toMatchObject({
    status: 'paid',
    isPaid: true,
    transactionId: `BT-${number}`,
  });
  await expectAccessible(page);
  await screenshot(page, testInfo, 'bank-transfer-paid');
});
