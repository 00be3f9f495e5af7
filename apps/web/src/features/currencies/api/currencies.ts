import {
  BillingCurrenciesSchema,
  BillingCurrencySchema,
  ExchangeRateListSchema,
  ExchangeRateSchema,
  type CurrencyCode,
  type ForeignCurrencyCode,
  type RecordExchangeRateValues,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useApiPages } from '@/lib/use-api-pages';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Every read of currencies and rates lives under this key; each change reads them again. */
export const CURRENCIES_QUERY_KEY = ['currencies'] as const;

/**
 * `GET /admin/currencies` (admins; decision 324): today in Dhaka and BDT, USD and EUR — enabled
 * or not, the rate in force today, the companies billed in each.
 * @throws ApiError — 401 signed out, 403 not an admin.
 */
export function useBillingCurrencies() {
  return useQuery(
    apiQueryOptions(
      [...CURRENCIES_QUERY_KEY, 'list'],
      '/admin/currencies',
      BillingCurrenciesSchema,
    ),
  );
}

/**
 * `GET /admin/exchange-rates`, a page at a time, newest day first: one currency's rates, or every
 * currency's with `''`.
 * @throws ApiError — 401 signed out, 403 not an admin.
 */
export function useExchangeRates(currency: ForeignCurrencyCode | '') {
  return useApiPages(
    [...CURRENCIES_QUERY_KEY, 'rates', currency],
    currency ? `/admin/exchange-rates?currency=${currency}` : '/admin/exchange-rates',
    ExchangeRateListSchema,
  );
}

/**
 * `POST /admin/exchange-rates`: a day's rate; the currencies and the history read again.
 * @throws ApiError — 400 per field, 409 on `effectiveOn` when the day has a rate.
 */
export function useRecordExchangeRate() {
  return useInvalidatingMutation(
    (input: RecordExchangeRateValues) =>
      api.post('/admin/exchange-rates', ExchangeRateSchema, input),
    [CURRENCIES_QUERY_KEY],
    { after: 'success' },
  );
}

/**
 * `PUT /admin/currencies/{code}` `{ enabled }`.
 * @throws ApiError — 409 enabling without a rate today, or disabling while a company is billed in
 *   it or a price list is in it; 400 disabling BDT.
 */
export function useSetCurrencyEnabled() {
  return useInvalidatingMutation(
    ({ code, enabled }: { code: CurrencyCode; enabled: boolean }) =>
      api.put(`/admin/currencies/${code}`, BillingCurrencySchema, { enabled }),
    [CURRENCIES_QUERY_KEY],
    { after: 'success' },
  );
}
