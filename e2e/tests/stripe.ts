import type { BrowserContext, Page } from '@playwright/test';
import { stripeStandInURL } from '../playwright.config';
import { expect } from './fixtures';

/*
 * Stripe for the Stripe journey's shop (serve-stripe.mjs): Stripe.js is played by
 * e2e/stand-ins/stripe-js.js and Stripe's API by the stand-in at `stripeStandInURL`
 * (apps/api/test/stand-ins/stripe.ts). The browser still asks js.stripe.com and api.stripe.com,
 * which the shop's Content-Security-Policy allows; the routes below answer in their place.
 */

const stripeJs = new URL('../stand-ins/stripe-js.js', import.meta.url).pathname;

/** Serves the Stripe.js stand-in and sends Stripe API calls to the API stand-in, for `context`. */
export async function routeStripe(context: BrowserContext) {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ path: stripeJs, contentType: 'text/javascript; charset=utf-8' }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${stripeStandInURL}${pathname}${search}` });
    await route.fulfill({ response });
  });
}

/** A payment intent as Stripe's API answers it, with its charge expanded. */
export interface StandInPaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  latest_charge: {
    payment_method_details: { card: { brand: string; last4: string } };
  } | null;
}

/** What the Stripe stand-in holds: its payment intents and the webhook events it sent. */
export async function stripeStandInState(page: Page) {
  const answer = await page.request.get(`${stripeStandInURL}/stand-in/payment_intents`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    data: StandInPaymentIntent[];
    deliveries: { eventId: string; type: string; intentId: string; status: number }[];
  };
}

/** Fills the Stripe card Element (the stand-in's fields carry Stripe's labels) of the dialog. */
export async function fillStripeCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Credit or debit card number').fill(cardNumber);
  await dialog.getByLabel('Credit or debit card expiration date').fill('12 / 30');
  await dialog.getByLabel('Credit or debit card CVC/CVV').fill('123');
}
