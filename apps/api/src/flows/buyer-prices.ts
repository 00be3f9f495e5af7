import type { Product, ProductPage, ProductSearchResult } from '@partline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, PERSONAL, PERSONAL_VARY } from '../cache-control.js';
import { etagVariantOf, languageOfAnswer } from '../content-language.js';
import type { Database } from '../db/client.js';
import { buyerPricesOf } from '../modules/price-lists/buyer-prices.service.js';
import { serializedAnswer } from '../serialized-answers.js';

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
 * The caller's own answer of a price-answering catalog read (decision 320), or `undefined` when
 * the caller gets the shared one. `answer` is the list-priced answer every caller shares (kept,
 * serialised once, frozen): it is never changed. For a signed-in caller or API key owner who is
 * not a shop admin, one statement reads the terms of the products of `answer`; when some beat
 * the list price, the answer is a copy with `yourPrice` on those products, and the reply says
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
  const prices = await buyerPricesOf(db, caller.id, shape.products(answer), new Date());
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
