import {
  CART_MESSAGES,
  QUICK_ORDER_MAX_ROWS,
  parseQuickOrder,
  type AddToCartInput,
  type Cart,
  type CartRowResult,
  type CartRowsResult,
  type ContentLanguage,
  type TranslationLanguage,
} from '@partline/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cartItems, products, productTranslations } from '../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { cartProductIds } from '../modules/cart/cart.repository.js';
import {
  assertBuyer,
  assertLineFits,
  cartItemsOf,
  changeLine,
  lineProblemOf,
  removeLine,
  setLines,
  toCart,
  writeLine,
} from '../modules/cart/cart.service.js';
import {
  findProduct,
  findProductsByIds,
  findProductsBySku,
} from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { isRowId } from '../row-id.js';
import { preparePriceTerms, priceTermsOf } from '../modules/price-lists/price-terms.repository.js';
import { findProductTranslations } from '../modules/products/product-translations.repository.js';
import { taxBasisOfBuyer } from './order-tax.js';
import { pricingIn, productPricedIn } from './document-pricing.js';

const M = CART_MESSAGES;

/*
 * The cart's use cases (decision 125): the cart module keeps its lines (product and quantity),
 * the products module the products; these flows put them together and price every read.
 */

/**
 * `GET /cart`: the caller's cart, every line priced now at their price (their contract terms read
 * once for every line, valid now; decision 320) and taxed (decision 305), its products' names in
 * `language` (decision 326). Its three reads go at once, each a prepared statement: the lines with
 * their products, the tax basis, and the terms of the cart's products.
 * @throws ForbiddenError for admins.
 */
export async function getCart(
  db: Database,
  caller: RequestUser,
  language: ContentLanguage = 'en',
): Promise<Cart> {
  assertBuyer(caller);
  const [rows, basis, terms] = await Promise.all([
    cartLinesStatement(db, language).execute({ userId: caller.id }),
    taxBasisOfBuyer(db, caller.id),
    preparePriceTerms(
      db,
      'price_terms_of_cart',
      cartProductIds(sql.placeholder('userId')),
    )({
      userId: caller.id,
      at: new Date(),
    }),
  ]);
  const items = rows.map((row) => ({ productId: row.product.id, quantity: row.quantity }));
  // In the buyer's billing currency (decision 327): each unit price converted once, today's rate.
  const pricing = await pricingIn(db, basis.currency);
  const products = new Map(
    rows.map((row) => [row.product.id, productPricedIn(pricing, row.product)]),
  );
  return toCart(items, products, basis, terms, basis.currency);
}

/** The statements {@link cartLinesStatement} prepared, by database and language. */
const cartLines = new WeakMap<
  Database,
  Partial<Record<ContentLanguage, ReturnType<typeof prepareCartLines>>>
>();

/**
 * The cart's lines with their products (deleted ones too: the cart says they are no longer sold),
 * in the order they were added, as one statement prepared once per database and language: the
 * cart is read on every request of a buyer, and a statement fewer is a round trip fewer (decision
 * 320). In Bangla a product's name is its translation where one is kept (decision 326), in the
 * same statement.
 */
function cartLinesStatement(db: Database, language: ContentLanguage) {
  let statements = cartLines.get(db);
  if (!statements) cartLines.set(db, (statements = {}));
  return (statements[language] ??= prepareCartLines(db, language));
}

function prepareCartLines(db: Database, language: ContentLanguage) {
  const translated = language !== 'en';
  const query = db
    .select({
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        sku: products.sku,
        name: translated
          ? sql<string>`coalesce(${productTranslations.name}, ${products.name})`
          : products.name,
        image: products.image,
        pricePoisha: products.pricePoisha,
        minOrder: products.minOrder,
        orderIncrement: products.orderIncrement,
        volumeTiers: products.volumeTiers,
        availableQuantity: products.availableQuantity,
        heldQuantity: products.heldQuantity,
        deletedAt: products.deletedAt,
        vatRate: products.vatRate,
        sdRate: products.sdRate,
        allowBackorder: products.allowBackorder,
        backorderAvailableOn: products.backorderAvailableOn,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .$dynamic();
  const lines = translated
    ? query.leftJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, products.id),
          eq(productTranslations.locale, language as TranslationLanguage),
        ),
      )
    : query;
  return lines
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId))
    .prepare(translated ? `cart_lines_${language}` : 'cart_lines');
}

/**
 * `POST /cart/lines`: adds pieces to the product's line (a quantity that breaks the purchase rule
 * is kept and shown with its problem, as a shop's cart does). Answers the cart.
 * @throws ForbiddenError for admins; NotFoundError 'Product not found' (unknown or deleted);
 *   ConflictError 'A cart holds at most 100 lines'.
 */
export async function addToCart(
  db: Database,
  caller: RequestUser,
  input: AddToCartInput,
  language: ContentLanguage = 'en',
): Promise<Cart> {
  assertBuyer(caller);
  const product = await findProduct(db, input.productId);
  if (!product) throw new NotFoundError('Product not found');
  const inCart = (await cartItemsOf(db, caller)).find((item) => item.productId === product.id);
  assertLineFits(product, (inCart?.quantity ?? 0) + input.quantity);
  await writeLine(db, caller, 'add', input.productId, input.quantity);
  return getCart(db, caller, language);
}

/** `PUT /cart/lines/{productId}`: the line's new quantity; answers the cart. */
export async function setCartQuantity(
  db: Database,
  caller: RequestUser,
  productId: string,
  quantity: number,
  language: ContentLanguage = 'en',
): Promise<Cart> {
  const product = isRowId(productId) ? await findProduct(db, productId) : undefined;
  if (product) assertLineFits(product, quantity);
  await changeLine(db, caller, productId, quantity);
  return getCart(db, caller, language);
}

/** `DELETE /cart/lines/{productId}`: removes the line; answers the cart. */
export async function removeFromCart(
  db: Database,
  caller: RequestUser,
  productId: string,
  language: ContentLanguage = 'en',
): Promise<Cart> {
  await removeLine(db, caller, productId);
  return getCart(db, caller, language);
}

/**
 * `POST /cart/quick-order` (decision 128): each CSV row `SKU, quantity` sets its product's line to
 * that quantity — so a double submit adds nothing twice — or is refused with its own message:
 * unreadable row, bad number, unknown SKU, SKU already on an earlier row, below the minimum, not
 * on the order increment, more than is buyable, cart full. Answers each row's result and the cart.
 * @throws ForbiddenError for admins; ValidationError `{ csv }` with no row or more than 100.
 */
export async function quickOrder(
  db: Database,
  caller: RequestUser,
  csv: string,
  language: ContentLanguage = 'en',
): Promise<CartRowsResult> {
  assertBuyer(caller);
  const rows = parseQuickOrder(csv);
  if (rows.length === 0) throw new ValidationError({ csv: [M.rowsRequired] });
  if (rows.length > QUICK_ORDER_MAX_ROWS) throw new ValidationError({ csv: [M.tooManyRows] });
  const bySku = await findProductsBySku(
    db,
    rows.map((row) => row.sku).filter((sku) => sku.length > 0),
  );
  const firstRowOf = new Map<string, number>();
  const results: CartRowResult[] = [];
  // The rows to write, by product, each with its result to fill in once the lines are written.
  const toWrite = new Map<string, CartRowResult>();
  for (const row of rows) {
    const result = (added: boolean, message: string) => {
      const entry = { row: row.row, sku: row.sku, quantity: row.quantity, added, message };
      results.push(entry);
      return entry;
    };
    if (row.quantity === null) {
      result(false, row.problem);
      continue;
    }
    const earlier = firstRowOf.get(row.sku);
    if (earlier !== undefined) {
      result(false, M.skuTwice(row.sku, earlier));
      continue;
    }
    firstRowOf.set(row.sku, row.row);
    const product = bySku.get(row.sku);
    if (!product) {
      result(false, M.unknownSku(row.sku));
      continue;
    }
    // A product that takes backorders accepts pieces beyond its stock (decision 321).
    const problem = lineProblemOf(product, row.quantity);
    if (problem) {
      result(false, problem.message);
      continue;
    }
    toWrite.set(product.id, result(true, M.added));
  }
  if (toWrite.size === 0) return { results, cart: await getCart(db, caller, language) };
  // Every row that can be added, in one statement that answers the cart after it (decision 165);
  // a new line of a full cart is refused.
  const { written, items } = await setLines(
    db,
    caller,
    [...toWrite].map(([productId, entry]) => ({ productId, quantity: entry.quantity ?? 0 })),
  );
  for (const [productId, entry] of toWrite) {
    if (!written.has(productId)) Object.assign(entry, { added: false, message: M.tooManyLines });
  }
  // The rows' products were read by SKU; only the cart's other lines need theirs.
  const products = new Map([...bySku.values()].map((product) => [product.id, product]));
  const others = items.map((item) => item.productId).filter((id) => !products.has(id));
  const [more, basis, terms] = await Promise.all([
    findProductsByIds(db, others),
    taxBasisOfBuyer(db, caller.id),
    priceTermsOf(
      db,
      caller.id,
      items.map((item) => item.productId),
      new Date(),
    ),
  ]);
  for (const [id, product] of more) products.set(id, product);
  if (language !== 'en') {
    // The rows' products were read in English: their names in the cart's language (decision 326).
    const texts = await findProductTranslations(db, language, [...products.keys()]);
    for (const [id, own] of texts) {
      const product = products.get(id);
      if (product && own.name !== null) products.set(id, { ...product, name: own.name });
    }
  }
  const pricing = await pricingIn(db, basis.currency);
  for (const [id, product] of products) products.set(id, productPricedIn(pricing, product));
  return { results, cart: toCart(items, products, basis, terms, basis.currency) };
}

/** Sets a line; `null`, or the message of a full cart. */
async function writeOrRefuse(
  db: Database,
  caller: RequestUser,
  productId: string,
  quantity: number,
): Promise<string | null> {
  try {
    await writeLine(db, caller, 'set', productId, quantity);
    return null;
  } catch (error) {
    if (error instanceof ConflictError) return error.message;
    throw error;
  }
}

/** One line of a past order to put back into the cart. */
export interface PastLine {
  productId: string | null;
  sku: string;
  quantity: number;
}

/**
 * Buy again (decision 128): each line of a past order sets its product's cart line to the ordered
 * quantity, priced at the buyer's price of today (decision 320) on every read. A product no longer sold is reported and left
 * out; a line whose quantity no longer fits the product (stock, minimum, increment) is added and
 * reported with its problem, which the cart shows too.
 */
export async function putLinesInCart(
  db: Database,
  caller: RequestUser,
  lines: readonly PastLine[],
  language: ContentLanguage = 'en',
): Promise<CartRowsResult> {
  assertBuyer(caller);
  const products = await findProductsByIds(
    db,
    lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  const results: CartRowResult[] = [];
  for (const [index, line] of lines.entries()) {
    const base = { row: index + 1, sku: line.sku, quantity: line.quantity };
    const product = line.productId ? products.get(line.productId) : undefined;
    if (!product || product.deletedAt) {
      results.push({ ...base, added: false, message: M.productGone });
      continue;
    }
    const refused = await writeOrRefuse(db, caller, product.id, line.quantity);
    const problem = lineProblemOf(product, line.quantity);
    results.push({
      ...base,
      added: refused === null,
      message: refused ?? (problem ? `${M.added}: ${problem.message}` : M.added),
    });
  }
  return { results, cart: await getCart(db, caller, language) };
}
