import {
  BillingCurrenciesSchema,
  BillingCurrencySchema,
  CurrencyParamsSchema,
  ExchangeRateListSchema,
  ExchangeRatePageQuerySchema,
  ExchangeRateSchema,
  RecordExchangeRateInputSchema,
  SetCurrencyEnabledInputSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { listBillingCurrencies, setCurrencyEnabled } from '../../flows/billing-currencies.js';
import { answerPage } from '../../keyset-page.js';
import { getExchangeRatesPage, recordExchangeRate } from './currencies.service.js';

/**
 * Billing currencies and exchange rates under `/api`, for shop admins (decision 324):
 * `GET /admin/currencies`, `PUT /admin/currencies/:code`, `GET/POST /admin/exchange-rates`. No
 * API key reaches them. Rates are entered by the admin; the shop reads none from the internet.
 */
export const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403, 409] });

  admin.get(
    '/admin/currencies',
    {
      summary:
        'Billing currencies: enabled, the rate in force today, who is billed in each (admins)',
      description:
        '`today` is the day in Asia/Dhaka. Each supported currency, BDT (the base, always ' +
        'enabled) first, then USD and EUR: whether companies may be billed in it, `rateToday` ' +
        '(the rate recorded with the latest day on or before today, Taka per unit as a decimal ' +
        'string, with its day and source; null for BDT and a currency without one), ' +
        '`companyCount` (companies billed in it) and `priceListCount` (price lists in it).',
      response: { 200: BillingCurrenciesSchema },
      errors: [401, 403],
    },
    async (c) => listBillingCurrencies(c.db),
  );

  admin.put(
    '/admin/currencies/:code',
    {
      summary: 'Enable or disable a billing currency (admins)',
      description:
        '`{ enabled }`. Enabling USD or EUR needs a rate in force today (409 otherwise: a ' +
        'currency is never enabled without a rate); disabling one answers 409 while a company ' +
        'is billed in it or a price list is in it; BDT, the base, cannot be disabled (400). ' +
        'The state it has already changes nothing. Audited (`currency.enable`, ' +
        '`currency.disable`). Answers the currency as `GET /admin/currencies` lists it.',
      params: CurrencyParamsSchema,
      body: SetCurrencyEnabledInputSchema,
      response: { 200: BillingCurrencySchema },
    },
    async (c) => setCurrencyEnabled(c.db, c.params.code, c.body.enabled, c.actor),
  );

  admin.get(
    '/admin/exchange-rates',
    {
      summary: 'Recorded exchange rates, newest day first, a page at a time (admins)',
      description:
        'By day, newest first, then by currency; `currency` keeps one currency. Without `limit` ' +
        'and `cursor`: the first 1,000; with `limit` (1–100) and/or `cursor`: one keyset page ' +
        '(decision 210), the next one linked by a `Link: <…>; rel="next"` header.',
      querystring: ExchangeRatePageQuerySchema,
      response: { 200: ExchangeRateListSchema },
      errors: [400, 401, 403],
    },
    async (c) => answerPage(c.request, c.reply, await getExchangeRatesPage(c.db, c.query)),
  );

  admin.post(
    '/admin/exchange-rates',
    {
      summary: "Record a day's exchange rate (admins)",
      description:
        '`{ currency, bdtPerUnit, effectiveOn, source? }`: Taka for one USD or EUR as a decimal ' +
        'string (at most 6 decimals, above 0) from the day `effectiveOn` (Asia/Dhaka; tomorrow ' +
        'at the latest) until the next recorded day; `source` defaults to `Bangladesh Bank`. ' +
        'One rate per currency and day: a second answers 409 on `effectiveOn`, and a recorded ' +
        'rate is never changed. Audited (`exchange_rate.record`). Answers 201 with the rate.',
      body: RecordExchangeRateInputSchema,
      response: { 201: ExchangeRateSchema },
    },
    async (c) => recordExchangeRate(c.db, c.body, c.actor),
  );
};
