import { CURRENCIES, convertPoishaTo, formatMoney, type Cart, type Order } from '@partline/shared';
import { stripeURL } from '../playwright.config';
import { admin, logIn, newClientEmail, signUpThroughApi } from './accounts';
import { ensureUsd, expectAmountsIn, money, USD } from './currencies';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';
import { addProduct, journeyProduct, newPage } from './fulfilment';
import { fillStripeCard, routeStripe, stripeStandInState } from './stripe';

/*
 * An export buyer pays by card through Stripe (decision 337), at both widths, on the journeys'
 * second shop (serve-stripe.mjs): `PAYMENT_PROVIDER=stripe` against Stripe's API stand-in, with
 * Stripe.js stood in in the browser. The company is billed in US dollars; the buyer adds a
 * product to the cart, places the order and pays in the Stripe card form; Stripe is asked for a
 * payment intent in `usd` of the order's total in cents, which the stand-in confirms and reports
 * by a signed webhook; the buyer sees the order paid, in US$. USD's rate is the whole shop's:
 * both widths make sure it is enabled with the same rate.
 */

test.use({ baseURL: stripeURL });
const headers = { origin: stripeURL };

test('an export buyer pays in US dollars through Stripe', async ({ page, browser }, testInfo) => {
  const stamp = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;
  await routeStripe(page.context());

  // The buyer founds a company in the United States.
  await signUpThroughApi(
    page,
    'Dana Whitfield',
    newClientEmail('stripe-usd'),
    undefined,
    stripeURL,
  );
  const companyName = `Lakeside Controls ${stamp}`;
  const created = await page.request.post('/api/company', {
    headers,
    data: {
      name: companyName,
      tradeLicenceNumber: `STR-${stamp}`,
      bin: String(Date.now()).slice(-9),
      billingAddress: '1200 Lake Shore Drive, Chicago IL',
      country: USD.country,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { _id: string })._id;

  // The shop admin adds the product, enables USD with today's rate and bills the company in it.
  const back = await newPage(browser, page);
  const adminPage = back.page;
  await logIn(adminPage, admin.email, admin.password);
  const product = journeyProduct(stamp, 'ST', 'Stripe-paid patch panel', 3673.5, 3);
  await addProduct(adminPage, product, {}, stripeURL);
  await ensureUsd(adminPage, stripeURL);
  const billed = await adminPage.request.patch(`/api/admin/companies/${companyId}/currency`, {
    headers,
    data: { currency: USD.code },
  });
  expect(billed.status(), await billed.text()).toBe(200);
  await back.context.close();

  // The buyer adds the product from the catalog, at their price in dollars.
  await openStarted(page, `/all-products?q=${stamp}`);
  await expect(page.locator('.catalog-results[aria-busy="true"]')).toHaveCount(0);
  const productCard = page.getByRole('article').filter({ hasText: product.name });
  const unitCents = convertPoishaTo(USD.code, Math.round(product.price * 100), USD.rate);
  await expect(productCard.locator('.product-card__price')).toContainText(
    `Your price in USD ${formatMoney(unitCents, USD.code)} per item`,
  );
  await productCard.getByLabel(`Quantity of ${product.name}`).fill(String(product.quantity));
  await productCard.getByRole('button', { name: `Add to cart: ${product.name}` }).click();
  await expectToast(page, 'Added to cart');
  const address = await page.request.post('/api/addresses', {
    headers,
    data: { address: '1200 Lake Shore Drive, Chicago IL', phoneNumber: '+1 312 555 0142' },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  expect(cart.currency).toBe(USD.code);
  const total = money(cart.tax.total, USD.code);
  const totalCents = Math.round(cart.tax.total * 10 ** CURRENCIES[USD.code].minorUnitExponent);
  await page.goto('/cart');
  await expect(page.locator('.cart-total').first()).toContainText(total);
  await expectAmountsIn(page, USD.sign);

  // Checkout: the card is paid in Stripe's card form.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\//);
  await expect(page.getByText(`Payment Amount : ${total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(total);
  await fillStripeCard(page);
  const confirm = dialog.getByRole('button', { name: 'Confirm Payment' });
  await expect(confirm).toBeEnabled();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'stripe-card-form-usd');
  await confirm.click();
  await expectToast(page, 'Payment Successful, THANK YOU!');

  // My Orders: paid, in dollars.
  const card = page.getByRole('article').filter({ hasText: product.name });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText(total);
  await expectAmountsIn(page, USD.sign);
  await screenshot(page, testInfo, 'stripe-paid-order-usd');
  const details = card.getByRole('link', { name: /^Order SO-\d{4}-\d+: details$/ });
  const orderNumber = ((await details.textContent()) ?? '').trim();
  const order = (await (
    await page.request.get(`/api/orders/number/${orderNumber}`)
  ).json()) as Order;
  expect(order).toMatchObject({ currency: USD.code, isPaid: true, totalPrice: cart.tax.total });

  // Stripe's side, asked of the stand-in: one intent for the order, in cents of US dollars,
  // confirmed with the test card, and its signed webhook taken by the shop.
  const stripe = await stripeStandInState(page);
  const intents = stripe.data.filter((intent) => intent.metadata.orderId === order._id);
  expect(intents).toHaveLength(1);
  expect(intents[0]).toMatchObject({
    currency: 'usd',
    amount: totalCents,
    status: 'succeeded',
    latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
  });
  expect(order.transactionId).toBe(intents[0]?.id);
  expect(stripe.deliveries.filter((event) => event.intentId === intents[0]?.id)).toEqual([
    expect.objectContaining({ type: 'payment_intent.succeeded', status: 200 }),
  ]);
});
