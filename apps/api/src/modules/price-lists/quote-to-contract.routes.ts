import {
  IdParamsSchema,
  QuoteContractPricesInputSchema,
  QuoteContractPricesSchema,
} from '@partline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { quoteToContract } from '../../flows/quote-to-contract.js';

/**
 * "Make these prices the contract", for admins (decision 320): `POST /quotes/:id/contract-prices`
 * turns an accepted quote's lines into price-list entries of its buyer's company.
 */
export const quoteToContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, { tags: ['admin'], errors: [400, 401, 403, 404, 409] });

  admin.post(
    '/quotes/:id/contract-prices',
    {
      summary: "Make an accepted quote's prices the contract (admins)",
      description:
        "Each line of the quote's latest version becomes a fixed step of its product at the " +
        'quoted unit price, from the quoted quantity (`fromQuantity: quoted`, the default) or ' +
        "the product's minimum order (`minimum`); products no longer sold are left out. Give " +
        "either `newPriceListName` — a new list for the quote's company, valid from `startsAt` " +
        'until `endsAt` (either null: open) — or `priceListId`: the steps are set in that list ' +
        '(its validity stays) and the company is added to it. Answers 201 with the list and the ' +
        'number of steps set; 409 for a quote not accepted, a buyer without a company, a list ' +
        'name taken, or a product that would have more than 10 steps. One audit entry ' +
        '(`price_list.contract_from_quote`; decision 320).',
      params: IdParamsSchema,
      body: QuoteContractPricesInputSchema,
      response: { 201: QuoteContractPricesSchema },
    },
    async (c) => quoteToContract(c.db, c.params.id, c.body, c.actor),
  );
};
