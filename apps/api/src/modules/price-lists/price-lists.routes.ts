import {
  DeletedCountSchema,
  IdParamsSchema,
  PriceListEditInputSchema,
  PriceListEntryListSchema,
  PriceListInputSchema,
  PriceListListSchema,
  PriceListPageQuerySchema,
  PriceListProductInputSchema,
  PriceListProductParamsSchema,
  PriceListSchema,
} from '@partline/shared';
import { holdBillingCurrency } from '../../flows/billing-currencies.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../declare-routes.js';
import { deletePriceListProduct, setPriceListProduct } from '../../flows/price-list-writes.js';
import { answerPage } from '../../keyset-page.js';
import {
  createPriceList,
  deletePriceList,
  editPriceList,
  getPriceList,
  getPriceListEntriesPage,
  getPriceListsPage,
} from './price-lists.service.js';

const PAGING =
  'Without `limit` and `cursor`: the first 1,000; with `limit` (1–100) and/or `cursor`: one ' +
  'keyset page (decision 210). When more follow, a `Link: <…&cursor=…>; rel="next"` header ' +
  'gives the next page. A bad `limit`, `cursor` or `q` answers 400 `validation_failed`.';

/**
 * Contract price lists under `/api`, for shop admins (decision 320): `GET/POST /price-lists`,
 * `GET/PATCH/DELETE /price-lists/:id`, `GET /price-lists/:id/entries`, and
 * `PUT/DELETE /price-lists/:id/products/:productId`. No API key reaches them. The buyer's price
 * itself is `buyerUnitPrice`'s, at every read.
 */
export const priceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admin } = declareRoutes(app, {
    tags: ['admin'],
    errors: [400, 401, 403, 404, 409],
  });

  admin.get(
    '/price-lists',
    {
      summary: 'Price lists by name, a page at a time (admins)',
      description:
        'By name (ignoring case), then id; `q` keeps the lists whose name contains it. Each ' +
        'with its companies, customer groups, category rules, number of entries and `state` ' +
        `now (scheduled, active, expired). ${PAGING}`,
      querystring: PriceListPageQuerySchema,
      response: { 200: PriceListListSchema },
      errors: [400, 401, 403],
    },
    async (c) => answerPage(c.request, c.reply, await getPriceListsPage(c.db, c.query)),
  );

  admin.post(
    '/price-lists',
    {
      summary: 'Add a price list (admins)',
      description:
        '`name` (unique ignoring case and surrounding spaces: 409 on `name`), `currency` ' +
        '(`BDT` only for now), `startsAt` and `endsAt` (the list applies from `startsAt` until ' +
        'just before `endsAt`; either may be null: open), `companyIds` and `customerGroupIds` ' +
        '(who it applies to), `categoryRules` (`percentOff` a whole category and its ' +
        'subcategories). An id that names nothing answers 400 on its field; nothing is written. ' +
        'Audited. Answers 201 with the list.',
      body: PriceListInputSchema,
      response: { 201: PriceListSchema },
    },
    async (c) => createPriceList(c.db, c.body, c.actor, holdBillingCurrency),
  );

  admin.get(
    '/price-lists/:id',
    {
      summary: 'A price list (admins)',
      params: IdParamsSchema,
      response: { 200: PriceListSchema },
      errors: [401, 403, 404],
    },
    async (c) => getPriceList(c.db, c.params.id),
  );

  admin.patch(
    '/price-lists/:id',
    {
      summary: 'Change a price list (admins)',
      description:
        'Any field of `POST /price-lists`; a field left out keeps its value, an array replaces ' +
        "the list's whole. 400 on `endsAt` when the window would end before it starts; 409 on " +
        '`name`; 404 for an unknown id. Audited with the list before and after.',
      params: IdParamsSchema,
      body: PriceListEditInputSchema,
      response: { 200: PriceListSchema },
    },
    async (c) => editPriceList(c.db, c.params.id, c.body, c.actor, holdBillingCurrency),
  );

  admin.delete(
    '/price-lists/:id',
    {
      summary: 'Delete a price list with its entries (admins)',
      description:
        'It stops applying at once. 404 for an unknown id. Audited. Answers `{ deletedCount: 1 }`.',
      params: IdParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => {
      await deletePriceList(c.db, c.params.id, c.actor);
      return { deletedCount: 1 };
    },
  );

  admin.get(
    '/price-lists/:id/entries',
    {
      summary: "A price list's entries by SKU, a page at a time (admins)",
      description:
        'By SKU, then minimum quantity; `q` keeps the entries whose SKU or product name ' +
        'contains it. Each step has `unitPrice` (Taka) or `percentOff`, and `listUnitPrice`, ' +
        `the product's list tier price at its minimum quantity. ${PAGING}`,
      params: IdParamsSchema,
      querystring: PriceListPageQuerySchema,
      response: { 200: PriceListEntryListSchema },
      errors: [400, 401, 403, 404],
    },
    async (c) =>
      answerPage(c.request, c.reply, await getPriceListEntriesPage(c.db, c.params.id, c.query)),
  );

  admin.put(
    '/price-lists/:id/products/:productId',
    {
      summary: "Set a product's steps in a price list (admins)",
      description:
        '`steps`: 1 to 10, ascending by `minQuantity`, each a fixed `unitPrice` (Taka) or a ' +
        '`percentOff` the list tier price; they replace the steps the list had for the ' +
        "product. A step below the product's minimum order prices the minimum order. 404 for " +
        'an unknown list or an unknown or deleted product. Audited with the steps before and ' +
        "after. Answers the product's entries.",
      params: PriceListProductParamsSchema,
      body: PriceListProductInputSchema,
      response: { 200: PriceListEntryListSchema },
    },
    async (c) => setPriceListProduct(c.db, c.params.id, c.params.productId, c.body, c.actor),
  );

  admin.delete(
    '/price-lists/:id/products/:productId',
    {
      summary: 'Take a product out of a price list (admins)',
      description:
        'Removes all its steps. 404 for an unknown list or a product the list has no step of. ' +
        'Audited. Answers `{ deletedCount: 1 }`.',
      params: PriceListProductParamsSchema,
      response: { 200: DeletedCountSchema },
    },
    async (c) => {
      await deletePriceListProduct(c.db, c.params.id, c.params.productId, c.actor);
      return { deletedCount: 1 };
    },
  );
};
