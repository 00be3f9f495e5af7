import {
  CURRENCIES,
  CURRENCY_MESSAGES,
  formatMoney,
  shopDay,
  type ForeignCurrencyCode,
} from '@partline/shared';
import type { Page } from '@playwright/test';
import { sameOrigin } from './companies';
import { expect } from './fixtures';

/*
 * Steps of the export-currency journeys (decisions 324, 327): US dollars enabled with today's rate,
 * and amounts as the pages write them.
 */

/** The export journeys' currency and today's rate of it. */
export const USD = {
  code: 'USD',
  name: 'US dollar (USD)',
  rate: '122.45',
  shown: 'US$1 = Tk. 122.45',
  sign: 'US$',
  country: 'US',
} as const;

/**
 * USD enabled with today's rate {@link USD}.rate, through the API as `adminPage`'s admin of the
 * shop at `origin`: records the rate unless another journey recorded it today (the same rate),
 * then enables USD (enabling an enabled currency changes nothing).
 */
export async function ensureUsd(adminPage: Page, origin = sameOrigin.origin) {
  const headers = { origin };
  const recorded = await adminPage.request.post('/api/admin/exchange-rates', {
    headers,
    data: { currency: USD.code, bdtPerUnit: USD.rate, effectiveOn: shopDay() },
  });
  if (recorded.status() !== 201) {
    expect(recorded.status(), await recorded.text()).toBe(409);
    expect(((await recorded.json()) as { error: { message: string } }).error.message).toBe(
      CURRENCY_MESSAGES.rateTaken(USD.code, shopDay()),
    );
  }
  const enabled = await adminPage.request.put(`/api/admin/currencies/${USD.code}`, {
    headers,
    data: { enabled: true },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

/** `amount` in major units of `currency` as the pages write it in English. */
export const money = (amount: number, currency: ForeignCurrencyCode) =>
  formatMoney(Math.round(amount * 10 ** CURRENCIES[currency].minorUnitExponent), currency);

/** Every amount on the page is written in `sign`, none in Taka. */
export async function expectAmountsIn(page: Page, sign: string) {
  const figures = page.locator('main [data-figure="money"]');
  await expect(figures.first()).toBeVisible();
  for (const figure of await figures.allTextContents()) {
    expect(figure, 'an amount in the company currency').toContain(sign);
    expect(figure).not.toContain('Tk.');
  }
}
