import {
  COMPANY_MESSAGES,
  CURRENCIES,
  CURRENCY_MESSAGES,
  convertPoishaTo,
  formatMoney,
  shopDay,
  type Cart,
  type Order,
} from '@partline/shared';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { sameOrigin as headers } from './companies';
import { ensureUsd, expectAmountsIn, money, USD } from './currencies';
import {
  docsScreenshot,
  expect,
  expectAccessible,
  expectToast,
  openStarted,
  screenshot,
  test,
} from './fixtures';
import { addProduct, journeyProduct, newPage } from './fulfilment';
import { payInDialog } from './payments';

/*
 * Billing currencies and exchange rates (decision 324): at 1280 px the shop admin cannot enable a
 * currency before a rate is recorded, records today's Bangladesh Bank rate, is told when the day
 * already has one, enables the currency and disables it again; at 390 px the admin reads the
 * Currencies page with US dollars enabled and is told the day already has its rate.
 *
 * Then (decision 327), at both widths, an export company billed in US dollars through the
 * company's dialog: its buyer sees the catalog and the product page at their price in dollars,
 * the cart in dollars, finds the Taka-only rail unavailable, pays by card — the card processor's
 * stand-in charges the order's total in cents of US dollars — and sees the paid order in dollars;
 * the dialog then says from the start that the currency is fixed.
 *
 * Rates and currencies are the whole shop's and both projects run at once on one server: the
 * export journeys of both widths bill in USD, which nothing disables — each makes sure it is
 * enabled with today's rate (the same rate, whichever records it first) — and only the desktop's
 * rate journey records, enables and disables a currency, EUR, which no other journey uses.
 */

test.describe.configure({ mode: 'serial' });

/** The currency the rate journey records, enables and disables (desktop only). */
const CYCLED = {
  code: 'EUR',
  name: 'Euro (EUR)',
  rate: '131.0275',
  shown: '€1 = Tk. 131.0275',
} as const;

test('an admin records a day’s rate and enables a currency only once it has one', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'Rates and currencies are the whole shop’s: one width records and toggles one',
  );
  const own = CYCLED;
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

test('at 390 px the Currencies page shows US dollars enabled and keeps one rate a day', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The desktop records and toggles a currency');
  await logIn(page, admin.email, admin.password);
  await ensureUsd(page);
  await page.goto('/dashboard/currencies');
  const row = page
    .getByRole('table', { name: 'Currencies' })
    .getByRole('row')
    .filter({ hasText: USD.name });
  await expect(row).toContainText('Enabled');
  await expect(row).toContainText(USD.shown);

  // The day has its rate: a second is refused under the day, and nothing changes.
  const form = page.getByRole('form', { name: 'Record a rate' });
  await form.getByLabel('Currency').selectOption(USD.code);
  await form.getByLabel('Taka for one unit').fill('99');
  await form.getByRole('button', { name: 'Record rate' }).click();
  await expect(form.getByText(CURRENCY_MESSAGES.rateTaken(USD.code, shopDay()))).toBeVisible();
  await expect(row).toContainText(USD.shown);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'currencies');
});

test('an export company billed in the currency sees its cart in it and pays by card in it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const own = USD;
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

  // The shop admin makes sure USD is enabled with today's rate and bills the company in it in
  // the company's dialog.
  const back = await newPage(browser, page);
  const adminPage = back.page;
  await logIn(adminPage, admin.email, admin.password);
  const product = journeyProduct(stamp, 'FX', 'Fibre transceiver', 2449.5, 6);
  // Tk. 2,327 a piece from 10 on: the buyer's 6 are at the first price.
  const productId = await addProduct(adminPage, product, {
    priceTiers: [
      { minQuantity: 1, unitPrice: product.price },
      { minQuantity: 10, unitPrice: 2327 },
    ],
  });
  await ensureUsd(adminPage);

  await adminPage.goto('/dashboard/companies');
  const companyRow = adminPage.getByRole('row').filter({ hasText: companyName });
  await expect(companyRow).toContainText('BDT');
  await adminPage.getByRole('button', { name: `Edit ${companyName}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: companyName });
  const billing = dialog.getByRole('form', { name: 'Billing currency' });
  await billing.getByLabel('Currency').selectOption(own.code);
  await billing.getByRole('button', { name: 'Save currency' }).click();
  await expectToast(adminPage, COMPANY_MESSAGES.currencySet);
  await expect(billing.getByLabel('Currency')).toHaveValue(own.code);
  await expectAccessible(adminPage);
  await screenshot(adminPage, testInfo, 'company-billing-currency');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(companyRow).toContainText(own.code);

  // The catalog and the product's page show the buyer their price in dollars, volume steps too:
  // the base prices converted per unit at today's rate (Tk. 2,449.50 at Tk. 122.45: US$20.00;
  // Tk. 2,327: US$19.00), never Taka.
  const unitCents = convertPoishaTo(own.code, Math.round(product.price * 100), own.rate);
  const unit = formatMoney(unitCents, own.code);
  const stepUnit = formatMoney(convertPoishaTo(own.code, 232_700, own.rate), own.code);
  await openStarted(page, `/all-products?q=${stamp}`);
  await expect(page.locator('.catalog-results[aria-busy="true"]')).toHaveCount(0);
  const productCard = page.getByRole('article').filter({ hasText: product.name });
  await expect(productCard.locator('.product-card__price')).toContainText(
    `Your price in USD ${unit} per item`,
  );
  await expect(productCard.getByRole('list', { name: 'Volume prices' })).toContainText(stepUnit);
  await expect(productCard).not.toContainText('Tk.');
  await screenshot(page, testInfo, 'catalog-export-currency');
  await productCard.getByRole('link', { name: product.name }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('.product-page__price')).toContainText(
    `Your price in USD ${unit} per item`,
  );
  const steps = page.getByRole('table', { name: 'Your prices in USD' });
  await expect(steps.getByRole('row')).toHaveText([
    /From\s*Your price/,
    `1+${unit}`,
    `10+${stepUnit}`,
  ]);
  await expect(page.getByTestId('unit-price')).toHaveText(unit);
  await expectAmountsIn(page, own.sign);
  await expectAccessible(page);
  await screenshot(page, testInfo, 'product-page-export-currency');

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
  // The price the catalog showed is the price the cart charges.
  expect(cart.lines[0]?.unitPrice).toBe(unitCents / 100);
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
  await expectToast(page, 'Payment Successful, THANK YOU!');

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

  // With an order in it, the company's currency no longer changes: the dialog says so from the
  // start.
  await adminPage.goto('/dashboard/companies');
  await adminPage.getByRole('button', { name: `Edit ${companyName}` }).click();
  await expect(billing.getByText(COMPANY_MESSAGES.currencyFixed(own.code))).toBeVisible();
  await expect(billing.getByLabel('Currency')).toBeDisabled();
  await expect(billing.getByLabel('Currency')).toHaveValue(own.code);
  await expect(billing.getByRole('button', { name: 'Save currency' })).toHaveCount(0);
  // The dialog scrolls: the form itself is what to look at.
  await billing.scrollIntoViewIfNeeded();
  await testInfo.attach('company-billing-currency-fixed', {
    body: await billing.screenshot(),
    contentType: 'image/png',
  });
  await back.context.close();
});
