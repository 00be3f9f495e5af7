import type { Product, ProductPage, ProductSearchResult } from '@partline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, PERSONAL, PERSONAL_VARY } from '../cache-control.js';
import { etagVariantOf, languageOfAnswer } from '../content-language.js';
import type { Database } from '../db/client.js';
import {
  buyerPricesOf,
  IN_TAKA,
  type BuyerCurrency,
} from '../modules/price-lists/buyer-prices.service.js';
import { serializedAnswer } from '../serialized-answers.js';
import { pricingIn, unitPriceIn } from './document-pricing.js';
import { taxBasisOfBuyer } from './order-tax.js';

/**
 * What a price-answering catalog read's OpenAPI description says of a buyer billed in another
 * currency (decision 327), after what it says of `yourPrice` in Taka.
 */
export const FOREIGN_YOUR_PRICE_NOTE =
  ' A buyer (or API key) of a company billed in `USD` or `EUR` gets `yourPrice` on every ' +
  "product, in that currency (`yourPrice.currency`): their price list's price in it where one " +
  "has the product, else the base tiers converted per unit at today's rate " +
  '(`yourPrice.bdtPerUnit`) — what their cart charges; `productPrice` and `priceTiers` stay ' +
  'Taka (decision 327).';

/**
 * Where an answer `T` holds its products: read them, and the answer (as `R`) with each one
 * replaced.
 */
export interface ProductsOf<T, R = T> {
  products(answer: T): readonly Product[];
  with(answer: T, each: (product: Product) => Product): R;
  /**
   * The answer's JSON with each product's JSON as `each` writes it, where the answer is a list
   * of products kept JSON-ready (the catalog's first pages): written without encoding it again.
   */
  json?(answer: T, each: (product: Product) => string): string;
}

/** `GET /products`: a list of products. */
export const PRODUCT_LIST: ProductsOf<readonly Product[], Product[]> = {
  products: (answer) => answer,
  with: (answer, each) => answer.map(each),
  json: (answer, each) => `[${answer.map(each).join(',')}]`,
};

/**
 * The JSON of each product of a kept (frozen, JSON-ready) answer, written once per product object:
 * the kept catalog's products stay the same objects until the catalog changes.
 */
const productJson = new WeakMap<Product, string>();

function jsonOfProduct(product: Product): string {
  let json = productJson.get(product);
  if (json === undefined) {
    json = JSON.stringify(product);
    productJson.set(product, json);
  }
  return json;
}

/** `GET /products/{id}`: one product. */
export const ONE_PRODUCT: ProductsOf<Product> = {
  products: (answer) => [answer],
  with: (answer, each) => each(answer),
};

/** `GET /products/search`: a page of products. */
export const SEARCH_RESULT: ProductsOf<ProductSearchResult> = {
  products: (answer) => answer.items,
  with: (answer, each) => ({ ...answer, items: answer.items.map(each) }),
};

/** `GET /product-pages/{key}`: a product's page. */
export const PRODUCT_PAGE: ProductsOf<ProductPage> = {
  products: (answer) => [answer.product],
  with: (answer, each) => ({ ...answer, product: each(answer.product) }),
};

/**
 * The currency `userId` is priced in now (decision 327): their company's, each base price
 * converted per unit at today's rate by the document pricing's one rule (`pricingIn`,
 * `unitPriceIn`) — what their cart charges — or {@link IN_TAKA}.
 * @throws ConflictError 409 when the currency has no rate recorded up to today (`pricingIn`).
 */
async function buyerCurrencyOf(db: Database, userId: string): Promise<BuyerCurrency> {
  const { currency } = await taxBasisOfBuyer(db, userId);
  const pricing = await pricingIn(db, currency);
  if (!pricing.rate) return IN_TAKA;
  return {
    currency: pricing.currency,
    bdtPerUnit: pricing.rate.bdtPerUnit,
    unitPrice: (poisha) => unitPriceIn(pricing, poisha),
  };
}

/**
 * The caller's own answer of a price-answering catalog read (decisions 320, 327), or `undefined`
 * when the caller gets the shared one. `answer` is the list-priced answer every caller shares
 * (kept, serialised once, frozen, Taka): it is never changed. For a signed-in caller or API key
 * owner who is not a shop admin, one statement reads the terms of the products of `answer` in
 * the currency their company is billed in ({@link buyerCurrencyOf}); in Taka, when some beat the
 * list price, and in another currency always (every product priced in it, as their cart prices
 * it), the answer is a copy with `yourPrice` on those products, and the reply says
 * `Cache-Control: private, no-cache` and `Vary: Cookie, Authorization, X-API-Key` beside the
 * `Accept-Language` of a translated read (its ETag is its own, made from its body and language; a
 * list of kept products is written from each product's JSON, kept once). Visitors, admins and callers without such terms get `undefined`:
 * the route answers them exactly as before, the same bytes and ETag.
 */
export async function withBuyerPrices<T, R>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: T,
  shape: ProductsOf<T, R>,
): Promise<R | undefined> {
  const caller = request.user;
  if (!caller || caller.role === 'admin') return undefined;
  const products = shape.products(answer);
  if (products.length === 0) return undefined;
  const priced = await buyerCurrencyOf(db, caller.id);
  const prices = await buyerPricesOf(db, caller.id, products, new Date(), priced);
  if (prices.size === 0) return undefined;
  reply.header('cache-control', PERSONAL);
  // Added to the Vary of an answer in the request's language (decision 326), not in its place.
  addVary(reply, PERSONAL_VARY);
  if (shape.json) {
    // `yourPrice` is the schema's last field: spliced in before the product's closing brace.
    const json = shape.json(answer, (product) => {
      const own = jsonOfProduct(product);
      const yourPrice = prices.get(product._id);
      return yourPrice ? `${own.slice(0, -1)},"yourPrice":${JSON.stringify(yourPrice)}}` : own;
    });
    return serializedAnswer<R>(Buffer.from(json), etagVariantOf(languageOfAnswer(request)));
  }
  return shape.with(answer, (product) => {
    const yourPrice = prices.get(product._id);
    return yourPrice ? { ...product, yourPrice } : product;
  });
}
