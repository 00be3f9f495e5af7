import {
  PriceListSchema,
  QuoteContractPricesSchema,
  type QuoteContractPricesInput,
} from '@partline/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

/** The price lists to choose from: their ids and names. */
const PriceListChoicesSchema = z.array(PriceListSchema.pick({ id: true, name: true }));

/** `GET /price-lists` (admin): the lists an accepted quote's prices can be set in. */
export function usePriceListChoices(enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(['price-lists', 'choices'], '/price-lists', PriceListChoicesSchema),
    enabled,
  });
}

/**
 * `POST /quotes/{id}/contract-prices` (admin; decision 320): "make these prices the contract".
 * @throws ApiError — 409 for a quote not accepted, a buyer without a company, a name taken.
 */
export function makeQuoteContract(quoteId: string, input: QuoteContractPricesInput) {
  return api.post(
    `/quotes/${encodeURIComponent(quoteId)}/contract-prices`,
    QuoteContractPricesSchema,
    input,
  );
}

/** {@link makeQuoteContract} as a mutation. */
export function useMakeQuoteContract(quoteId: string) {
  return useMutation({
    mutationFn: (input: QuoteContractPricesInput) => makeQuoteContract(quoteId, input),
  });
}
