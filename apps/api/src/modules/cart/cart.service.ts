import {
  CART_LINES_MAX,
  CART_MESSAGES,
  PAYMENT_MESSAGES,
  QUICK_ORDER_MAX_ROWS,
  parseQuickOrder,
  toTaka,
  unitPriceFor,
  validateQuantity,
  type AddToCartInput,
  type Cart,
  type CartLine,
  type CartRowResult,
  type CartRowsResult,
  type PriceTier,
} from '@partline/shared';
import type { Database } from '../../db/client.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { RequestUser } from '../../plugins/identity.js';
import {
  addToCartLine,
  deleteCartLine,
  listCartItems,
  productsBySku,
  setCartLine,
  updateCartQuantity,
  type CartItemRow,
  type CartProductRow,
} from './cart.repository.js';

const M = CART_MESSAGES;

/**
 * The tier table of a product row in poisha (decision 120): the row's own price from the minimum
 * order, then its volume tiers.
 */
export function tiersInPoisha(product: CartProductRow): PriceTier[] {
  return [
    { minQuantity: product.minOrder, unitPrice: product.pricePoisha },
    ...product.volumeTiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      unitPrice: tier.unitPricePoisha,
    })),
  ];
}

/** The unit price in poisha of `quantity` pieces of `product`, at its current tiers. */
export function unitPricePoishaOf(product: CartProductRow, quantity: number): number {
  return unitPriceFor(
    {
      productPrice: product.pricePoisha,
      minOrder: product.minOrder,
      priceTiers: tiersInPoisha(product),
    },
    quantity,
  );
}

/**
 * What stops `quantity` pieces of `product` from being ordered now, or `null`: deleted
 * ('This product is no longer sold'), or the purchase rule (`validateQuantity`).
 */
export function lineProblemOf(product: CartProductRow, quantity: number): CartLine['problem'] {
  if (product.deletedAt) return { code: 'product_gone', message: M.productGone };
  return validateQuantity(product, quantity);
}

/** A cart line priced now: tier price of its quantity, line total, its problem. */
export function toCartLine(item: CartItemRow): CartLine {
  const { product, quantity } = item;
  const unitPoisha = unitPricePoishaOf(product, quantity);
  return {
    productId: item.productId,
    sku: product.sku,
    productName: product.name,
    productImage: product.image,
    quantity,
    unitPrice: toTaka(unitPoisha),
    lineTotal: toTaka(unitPoisha * quantity),
    minOrder: product.minOrder,
    orderIncrement: product.orderIncrement,
    buyable: product.availableQuantity - product.heldQuantity,
    priceTiers: tiersInPoisha(product).map((tier) => ({
      minQuantity: tier.minQuantity,
      unitPrice: toTaka(tier.unitPrice),
    })),
    problem: lineProblemOf(product, quantity),
  };
}

/** The cart of these items, every line priced now (decision 125). */
export function toCart(items: CartItemRow[]): Cart {
  const lines = items.map(toCartLine);
  let totalPoisha = 0;
  let totalQuantity = 0;
  for (const item of items) {
    totalPoisha += unitPricePoishaOf(item.product, item.quantity) * item.quantity;
    totalQuantity += item.quantity;
  }
  return {
    lines,
    lineCount: lines.length,
    totalQuantity,
    totalPrice: toTaka(totalPoisha),
    canCheckout: lines.length > 0 && lines.every((line) => line.problem === null),
  };
}

/** Refuses admins: they do not order (spec §6), so they have no cart. */
export function assertBuyer(caller: RequestUser): void {
  if (caller.role === 'admin') throw new ForbiddenError(PAYMENT_MESSAGES.adminsDoNotOrder);
}

/** `GET /cart`: the caller's cart, priced now. @throws ForbiddenError for admins. */
export async function getCart(db: Database, caller: RequestUser): Promise<Cart> {
  assertBuyer(caller);
  return toCart(await listCartItems(db, caller.id));
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
): Promise<Cart> {
  assertBuyer(caller);
  if (!(await addToCartLine(db, caller.id, input.productId, input.quantity, CART_LINES_MAX))) {
    await explainRefusedLine(db, caller, input.productId);
  }
  return getCart(db, caller);
}

/** Why a line could not be written: the product is not sold, or the cart is full. */
async function explainRefusedLine(db: Database, caller: RequestUser, productId: string) {
  const items = await listCartItems(db, caller.id);
  if (items.length >= CART_LINES_MAX && !items.some((item) => item.productId === productId)) {
    throw new ConflictError(M.tooManyLines);
  }
  throw new NotFoundError('Product not found');
}

/**
 * `PUT /cart/lines/{productId}`: sets the line's quantity. Answers the cart.
 * @throws ForbiddenError for admins; NotFoundError 'Not in your cart'.
 */
export async function setCartQuantity(
  db: Database,
  caller: RequestUser,
  productId: string,
  quantity: number,
): Promise<Cart> {
  assertBuyer(caller);
  if (!isUuid(productId) || !(await updateCartQuantity(db, caller.id, productId, quantity))) {
    throw new NotFoundError('Not in your cart');
  }
  return getCart(db, caller);
}

/**
 * `DELETE /cart/lines/{productId}`: removes the line. Answers the cart.
 * @throws ForbiddenError for admins; NotFoundError 'Not in your cart'.
 */
export async function removeFromCart(
  db: Database,
  caller: RequestUser,
  productId: string,
): Promise<Cart> {
  assertBuyer(caller);
  if (!isUuid(productId) || !(await deleteCartLine(db, caller.id, productId))) {
    throw new NotFoundError('Not in your cart');
  }
  return getCart(db, caller);
}

const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/**
 * `POST /cart/quick-order` (decision 128): each CSV row `SKU, quantity` sets its product's line to
 * that quantity — so a double submit adds nothing twice — or is refused with its own message:
 * unreadable row, bad number, unknown SKU, SKU already on an earlier row, below the minimum, not
 * on the order increment, more than is buyable, cart full. Answers each row's result and the cart.
 * @throws ForbiddenError for admins; ValidationError `{ csv }` with more than 100 rows.
 */
export async function quickOrder(
  db: Database,
  caller: RequestUser,
  csv: string,
): Promise<CartRowsResult> {
  assertBuyer(caller);
  const rows = parseQuickOrder(csv);
  if (rows.length === 0) throw new ValidationError({ csv: [M.rowsRequired] });
  if (rows.length > QUICK_ORDER_MAX_ROWS) throw new ValidationError({ csv: [M.tooManyRows] });
  const bySku = await productsBySku(
    db,
    rows.map((row) => row.sku).filter((sku) => sku.length > 0),
  );
  const firstRowOf = new Map<string, number>();
  const results: CartRowResult[] = [];
  for (const row of rows) {
    const refuse = (message: string) =>
      results.push({ row: row.row, sku: row.sku, quantity: row.quantity, added: false, message });
    if (row.quantity === null) {
      refuse(row.problem);
      continue;
    }
    const earlier = firstRowOf.get(row.sku);
    if (earlier !== undefined) {
      refuse(M.skuTwice(row.sku, earlier));
      continue;
    }
    firstRowOf.set(row.sku, row.row);
    const product = bySku.get(row.sku);
    if (!product) {
      refuse(M.unknownSku(row.sku));
      continue;
    }
    const problem = validateQuantity(product, row.quantity);
    if (problem) {
      refuse(problem.message);
      continue;
    }
    if (!(await setCartLine(db, caller.id, product.id, row.quantity, CART_LINES_MAX))) {
      refuse(M.tooManyLines);
      continue;
    }
    results.push({
      row: row.row,
      sku: row.sku,
      quantity: row.quantity,
      added: true,
      message: M.added,
    });
  }
  return { results, cart: await getCart(db, caller) };
}

/** One line of a past order to put back into the cart. */
export interface PastLine {
  productId: string | null;
  sku: string;
  quantity: number;
}

/**
 * Buy again (decision 128): each line of a past order sets its product's cart line to the ordered
 * quantity, priced at today's tiers on every read. A product no longer sold is reported and left
 * out; a line whose quantity no longer fits the product (stock, minimum, increment) is added and
 * reported with its problem, which the cart shows too.
 */
export async function putLinesInCart(
  db: Database,
  caller: RequestUser,
  lines: PastLine[],
): Promise<CartRowsResult> {
  assertBuyer(caller);
  const results: CartRowResult[] = [];
  const items = new Map((await listCartItems(db, caller.id)).map((item) => [item.productId, item]));
  for (const [index, line] of lines.entries()) {
    const row = index + 1;
    const base = { row, sku: line.sku, quantity: line.quantity };
    if (
      !line.productId ||
      !(await setCartLine(db, caller.id, line.productId, line.quantity, CART_LINES_MAX))
    ) {
      const full = items.size >= CART_LINES_MAX;
      results.push({
        ...base,
        added: false,
        message: full && line.productId ? M.tooManyLines : M.productGone,
      });
      continue;
    }
    results.push({ ...base, added: true, message: M.added });
  }
  const cart = await getCart(db, caller);
  for (const result of results) {
    const line = cart.lines.find((candidate) => candidate.sku === result.sku);
    if (result.added && line?.problem) result.message = `${M.added}: ${line.problem.message}`;
  }
  return { results, cart };
}
