import {
  COMPANY_MESSAGES,
  CURRENCIES,
  CURRENCY_MESSAGES,
  formatMoney,
  shopDay,
  type Cart,
  type ForeignCurrencyCode,
  type Order,
} from '@partline/shared';
import type { Page } from '@playwright/test';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { docsScreenshot, expect, expectAccessible, screenshot, test } from './fixtures';
import { addProduct, journeyProduct, newPage } from './fulfilment';
import { payInDialog } from './payments';

/*
 * Billing currencies and exchange rates (decision 324) at both widths: the shop admin cannot
 * enable a currency before a rate is recorded, records today's Bangladesh Bank rate, is told when
 * the day already has one, enables the currency and disables it again.
 *
 * Then (decision 327) the admin enables it again and bills an export company in it through the
 * company's dialog; the company's buyer sees the cart in that currency, finds the Taka-only rail
 * unavailable, pays by card — the card processor's stand-in charges the order's total in that
 * currency — and sees the paid order in it.
 *
 * Rates and currencies are the whole shop's and the projects run at once: the desktop journeys
 * work on USD, the phone journeys on EUR, so that neither sees the other's day taken; the two
 * journeys of a width run in order, the second from where the first left the currency.
 */

test.describe.configure({ mode: 'serial' });

const OWN: Record<
  string,
  {
    code: ForeignCurrencyCode;
    name: string;
    rate: string;
    shown: string;
    /** The sign its amounts are written with, and an export company's country billed in it. */
    sign: string;
    country: string;
  }
> = {
  desktop: {
    code: 'USD',
    name: 'US dollar (USD)',
    rate: '122.45',
    shown: 'US$1 = Tk. 122.45',
    sign: 'US$',
    country: 'US',
  },
  phone: {
    code: 'EUR',
    name: 'Euro (EUR)',
    rate: '131.0275',
    shown: '€1 = Tk. 131.0275',
    sign: '€',
    country: 'NL',
  },
};

/** `amount` in major units of `currency` as the pages write it in English. */
const money = (amount: number, currency: ForeignCurrencyCode) =>
  formatMoney(Math.round(amount * 10 ** CURRENCIES[currency].minorUnitExponent), currency);

test('an admin records a day’s rate and enables a currency only once it has one', async ({
  page,
}, testInfo) => {
  const own = OWN[testInfo.project.name] ?? OWN.desktop!;
  const M = CURRENCY_MESSAGES;
  await logIn(page, admin.email, admin.password);
  await page.goto('/dashboard/currencies');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Currencies and exchange rates' }),
  ).toBeVisible();

  const currencies = page.getByRole('table', { name: 'Currencies' });
  const row = currencies.getByRole('row').filter({ hasText: own.name });
  await expect(row).toContainText('Disabled');
  await expect(row).toContainText('No rate recorded');
  await expect(currencies.getByRole('row').filter({ hasText: 'BDT' })).toContainText(
    'Base currency',
  );

  // No rate yet: the server refuses, and says why.
  await row.getByRole('button', { name: `Enable ${own.code}` }).click();
  await expect(page.getByText(M.rateNeededToEnable(own.code))).toBeVisible();

  const form = page.getByRole('form', { name: 'Record a rate' });
  await form.getByLabel('Currency').selectOption(own.code);
  await form.getByLabel('Taka for one unit').fill(own.rate);
  await expect(form.getByText(own.shown)).toBeVisible();
  await expect(form.getByLabel('Applies from')).toHaveValue(shopDay());
  await form.getByRole('button', { name: 'Record rate' }).click();
  await expect(page.getByText(M.rateRecorded)).toBeVisible();
  await expect(row).toContainText(own.shown);
  await expect(
    page
      .getByRole('table', { name: 'Recorded exchange rates' })
      .getByRole('row')
      .filter({ hasText: own.shown }),
  ).toHaveCount(1);

  await row.getByRole('button', { name: `Enable ${own.code}` }).click();
  await expect(page.getByText(M.enabled(own.code))).toBeVisible();
  await expect(row).toContainText('Enabled');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'currencies');
  await docsScreenshot(page, testInfo, 'currencies', {
    until: page.getByRole('form', { name: 'Record a rate' }),
    projects: ['desktop'],
  });

  // The day has its rate now: a second is refused under the day, and nothing changes.
  await form.getByLabel('Currency').selectOption(own.code);
  await form.getByLabel('Taka for one unit').fill('99');
  await form.getByRole('button', { name: 'Record rate' }).click();
  await expect(form.getByText(M.rateTaken(own.code, shopDay()))).toBeVisible();
  await expect(row).toContainText(own.shown);

  // No company is billed in it: it can be disabled again.
  await row.getByRole('button', { name: `Disable ${own.code}` }).click();
  await expect(page.getByText(M.disabled(own.code))).toBeVisible();
  await expect(row).toContainText('Disabled');
});

test('an export company billed in the currency sees its cart in it and pays by card in it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const own = OWN[testInfo.project.name] ?? OWN.desktop!;
  const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;

  // The buyer founds a company abroad (its country is set when it is created).
  await signUpThroughApi(page, 'Maya Lindqvist', newClientEmail('export-currency'));
  const companyName = `Harbour Compute ${stamp}`;
  const created = await page.request.post('/api/company', {
    headers,
    data: {
      name: companyName,
      tradeLicenceNumber: `EXP-${stamp}`,
      bin: String(Date.now()).slice(-9),
      billingAddress: '410 Harbour Street, Rotterdam',
      country: own.country,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The shop admin enables the currency (today's rate was recorded above) and bills the company
  // in it in the company's dialog.
  const back = await newPage(browser, page);
  const adminPage = back.page;
  await logIn(adminPage, admin.email, admin.password);
  const product = journeyProduct(stamp, 'FX', 'Fibre transceiver', 2449.5, 6);
  const productId = await addProduct(adminPage, product);
  await adminPage.goto('/dashboard/currencies');
  const row = adminPage
    .getByRole('table', { name: 'Currencies' })
    .getByRole('row')
    .filter({ hasText: own.name });
  await row.getByRole('button', { name: `Enable ${own.code}` }).click();
  await expect(adminPage.getByText(CURRENCY_MESSAGES.enabled(own.code))).toBeVisible();

  await adminPage.goto('/dashboard/companies');
  const companyRow = adminPage.getByRole('row').filter({ hasText: companyName });
  await expect(companyRow).toContainText('BDT');
  await adminPage.getByRole('button', { name: `Edit ${companyName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: companyName });
  const billing = dialog.getByRole('form', { name: 'Billing currency' });
  await billing.getByLabel('Currency').selectOption(own.code);
  await billing.getByRole('button', { name: 'Save currency' }).click();
  await expect(adminPage.getByText(COMPANY_MESSAGES.currencySet)).toBeVisible();
  await expect(billing.getByLabel('Currency')).toHaveValue(own.code);
  await expectAccessible(adminPage);
  await screenshot(adminPage, testInfo, 'company-billing-currency');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(companyRow).toContainText(own.code);

  // The buyer's cart is in the company's currency: no amount in Taka anywhere on it.
  for (const [url, data] of [
    ['/api/cart/lines', { productId, quantity: product.quantity }],
    [
      '/api/addresses',
      { address: '410 Harbour Street, Rotterdam', phoneNumber: '+31 10 555 0142' },
    ],
  ] as const) {
    const response = await page.request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  expect(cart.currency).toBe(own.code);
  await page.goto('/cart');
  const total = money(cart.tax.total, own.code);
  await expect(page.locator('.cart-total').first()).toContainText(total);
  await expectAmountsIn(page, own.sign);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'cart-in-export-currency');

  // Checkout: the Taka-only rail is unavailable and says why; the card pays.
  await expect(page.getByLabel('Pay online now')).toBeChecked();
  await expect(page.getByLabel('Pay online now')).toHaveAccessibleDescription(
    'On the payment page: Card.',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\//);
  await expect(page.getByText(`Payment Amount : ${total}`)).toBeVisible();
  const sslcommerz = page.getByLabel('Card, mobile banking or internet banking (SSLCommerz)');
  await expect(sslcommerz).toBeDisabled();
  await expect(
    page.getByText(CURRENCY_MESSAGES.takaRailOnly('SSLCommerz', own.code)),
  ).toBeVisible();
  await expectAmountsIn(page, own.sign);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'payment-choice-export-currency');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('dialog')).toContainText(total);
  const charged = page.waitForResponse(
    (response) => response.url().endsWith('/api/payments/local/confirm') && response.ok(),
  );
  await payInDialog(page);
  const intent = (
    (await (await charged).json()) as {
      paymentIntent: { status: string; amount: number; currency: string };
    }
  ).paymentIntent;
  expect(intent).toMatchObject({
    status: 'succeeded',
    currency: own.code.toLowerCase(),
    amount: Math.round(cart.tax.total * 10 ** CURRENCIES[own.code].minorUnitExponent),
  });
  await expect(page.getByText('Payment Successful, THANK YOU!')).toBeVisible();

  // My Orders and the order's page: paid, in the currency.
  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText(total);
  await expectAmountsIn(page, own.sign);
  await screenshot(page, testInfo, 'my-orders-export-currency');
  const details = card.getByRole('link', { name: /^Order SO-\d{4}-\d+: details$/ });
  const orderNumber = ((await details.textContent()) ?? '').trim();
  const order = (await (
    await page.request.get(`/api/orders/number/${orderNumber}`)
  ).json()) as Order;
  expect(order).toMatchObject({ currency: own.code, isPaid: true, totalPrice: cart.tax.total });
  await page.goto(`/dashboard/orders/${orderNumber}`);
  await expect(page.getByRole('main')).toContainText(total);
  await expectAmountsIn(page, own.sign);
  await screenshot(page, testInfo, 'order-export-currency');
  // In Bangla the amount keeps its currency, in Bangla digits.
  await page
    .getByRole('group', { name: /^(Language|ভাষা)$/ })
    .getByRole('button', { name: 'বাংলা' })
    .click();
  const minor = Math.round(cart.tax.total * 10 ** CURRENCIES[own.code].minorUnitExponent);
  await expect(page.getByRole('main')).toContainText(formatMoney(minor, own.code, 'bn-BD'));
  await expectAmountsIn(page, own.sign);
  await screenshot(page, testInfo, 'order-export-currency-bn');

  // With an order in it, the company's currency no longer changes: the control says why.
  await adminPage.goto('/dashboard/companies');
  await adminPage.getByRole('button', { name: `Edit ${companyName}` }).click();
  await billing.getByLabel('Currency').selectOption('BDT');
  await billing.getByRole('button', { name: 'Save currency' }).click();
  await expect(billing.getByText(COMPANY_MESSAGES.currencyFixed(own.code))).toBeVisible();
  await expect(billing.getByLabel('Currency')).toBeDisabled();
  await back.context.close();
});

/** Every amount on the page is written in `sign`, none in Taka. */
async function expectAmountsIn(page: Page, sign: string) {
  const figures = page.locator('main [data-figure="money"]');
  await expect(figures.first()).toBeVisible();
  for (const figure of await figures.allTextContents()) {
    expect(figure, 'an amount in the company currency').toContain(sign);
    expect(figure).not.toContain('Tk.');
  }
}
