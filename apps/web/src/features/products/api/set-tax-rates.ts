import {
  SetTaxRatesResultSchema,
  type SetTaxRatesInput,
  type SetTaxRatesResult,
} from '@partline/shared';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * `POST /products/tax-rates` (admin): the VAT rate (basis points) and, when sent, the SD rate
 * (basis points) of up to 500 products at once, all or none.
 * @throws ApiError — 400 bad rates or no/too many products, 404 a product no longer exists.
 */
export function setTaxRates(input: SetTaxRatesInput): Promise<SetTaxRatesResult> {
  return api.post('/products/tax-rates', SetTaxRatesResultSchema, input);
}

/** Sets the rates of many products; invalidates the product lists. */
export function useSetTaxRates() {
  return useInvalidatingMutation(setTaxRates, [['products']]);
}
