import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  toTaka,
  type CheckoutInput,
  type CheckoutResult,
} from '@partline/shared';
import { catalogChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { ConflictError } from '../errors.js';
import { mailLinesOf, queueOrderPlacedMail } from '../mail/order-mails.js';
import { deliveryAddressOf } from '../modules/address-book/address-book.service.js';
import { deleteCartLines, lockCartItems } from '../modules/cart/cart.repository.js';
import { assertBuyer, lineProblemOf, unitPricePoishaOf } from '../modules/cart/cart.service.js';
import {
  findOrderByIdempotencyKey,
  insertOrderWithLines,
  linesOfOrder,
  type NewOrderLine,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { holdStockOfLines, lockProducts } from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';

const C = CHECKOUT_MESSAGES;

/** What checkout answers and whether the order was placed before (a replayed key). */
export interface CheckoutOutcome {
  result: CheckoutResult;
  replayed: boolean;
}

/** Thrown inside the transaction when a hold cannot be taken though the locked row allowed it. */
class HoldRefused extends Error {}

/**
 * `POST /checkout` (decision 126): places ONE order of every line of the caller's cart, all or
 * nothing. In one transaction: the cart's lines are locked, then their products in ascending id
 * order (no deadlock between checkouts sharing products); each line is priced at the tier of its
 * quantity and checked (product sold, minimum order, increment, buyable stock); the order and its
 * lines are inserted, every line's stock is held (the order holds it until it is delivered or
 * cancelled), the lines leave the cart and the 'order placed' e-mail is queued. A line that cannot
 * be served refuses the whole order and is named. The same `idempotencyKey` again answers the
 * order it placed and places nothing, also when the two requests race (the unique index decides).
 * @throws ForbiddenError for admins; NotFoundError 'Address not found'; ConflictError 'Your cart
 *   is empty', 'Add a delivery address…', or the refusing lines (`details` by product id).
 */
export async function checkout(
  db: Database,
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
): Promise<CheckoutOutcome> {
  assertBuyer(caller);
  if (idempotencyKey) {
    const before = await findOrderByIdempotencyKey(db, caller.id, idempotencyKey);
    if (before) return { result: await resultOf(db, before), replayed: true };
  }
  const address = await deliveryAddressOf(db, caller, input.addressId);
  let placed: { order: OrderRow; lineCount: number; replayed?: boolean };
  try {
    placed = await db.transaction((tx) =>
      placeCartOrder(tx, caller, input, idempotencyKey, {
        address: address.address,
        phoneNumber: address.phoneNumber,
      }),
    );
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error, 'orders_idempotency_key')) {
      const before = await findOrderByIdempotencyKey(db, caller.id, idempotencyKey);
      if (before) return { result: await resultOf(db, before), replayed: true };
    }
    if (error instanceof HoldRefused) throw new ConflictError(C.refused);
    throw error;
  }
  if (placed.replayed) return { result: await resultOf(db, placed.order), replayed: true };
  catalogChanged(db);
  return {
    result: {
      insertedId: placed.order.id,
      totalPrice: toTaka(placed.order.totalPoisha),
      lineCount: placed.lineCount,
    },
    replayed: false,
  };
}

async function resultOf(db: Database, order: OrderRow): Promise<CheckoutResult> {
  return {
    insertedId: order.id,
    totalPrice: toTaka(order.totalPoisha),
    lineCount: (await linesOfOrder(db, order.id)).length,
  };
}

/** The transaction of {@link checkout}. */
async function placeCartOrder(
  tx: Transaction,
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
  delivery: { address: string; phoneNumber: string },
): Promise<{ order: OrderRow; lineCount: number; replayed?: boolean }> {
  const items = await lockCartItems(tx, caller.id);
  if (idempotencyKey) {
    // A request with this key that held the cart's lock before us has placed its order by now
    // (read after the lock, each statement sees what committed before it).
    const before = await findOrderByIdempotencyKey(tx, caller.id, idempotencyKey);
    if (before) return { order: before, lineCount: 0, replayed: true };
  }
  if (items.length === 0) throw new ConflictError(CART_MESSAGES.empty);
  const locked = await lockProducts(
    tx,
    items.map((item) => item.productId),
  );

  const lines: NewOrderLine[] = [];
  const refusals: Record<string, string[]> = {};
  const named: string[] = [];
  for (const item of items) {
    const product = locked.get(item.productId);
    if (!product) continue; // Cascaded away with its product: nothing to order.
    const problem = lineProblemOf(product, item.quantity);
    if (problem) {
      const message = C.lineRefused(product.name, product.sku, problem.message);
      refusals[item.productId] = [message];
      named.push(message);
      continue;
    }
    const unit = unitPricePoishaOf(product, item.quantity);
    lines.push({
      productId: product.id,
      sku: product.sku,
      productName: product.name,
      productImage: product.image,
      quantity: item.quantity,
      unitPricePoisha: unit,
      lineTotalPoisha: unit * item.quantity,
    });
  }
  if (named.length > 0) {
    throw new ConflictError(`${C.refused}: ${named.join('; ')}`, refusals);
  }
  const first = lines[0];
  if (!first) throw new ConflictError(CART_MESSAGES.empty);
  const firstProduct = locked.get(first.productId ?? '');
  if (!firstProduct) throw new ConflictError(CART_MESSAGES.empty);

  let totalPoisha = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    totalPoisha += line.lineTotalPoisha;
    totalQuantity += line.quantity;
  }
  // The specification's one-product fields of an order of N lines (decision 126).
  const order = await insertOrderWithLines(
    tx,
    {
      userId: caller.id,
      userName: caller.name,
      userEmail: caller.email,
      productId: first.productId,
      productName:
        lines.length > 1 ? `${first.productName} + ${lines.length - 1} more` : first.productName,
      productPricePoisha: first.unitPricePoisha,
      productImage: first.productImage,
      productDescription: firstProduct.description,
      minOrder: firstProduct.minOrder,
      availableQuantityAtOrder: firstProduct.availableQuantity,
      quantity: totalQuantity,
      totalPoisha,
      address: delivery.address,
      phoneNumber: delivery.phoneNumber,
      poNumber: input.poNumber || null,
      note: input.note || null,
      idempotencyKey: idempotencyKey ?? null,
      stockHeld: true,
    },
    lines,
  );
  // The rows are locked and were checked: a refused hold here is a programming error.
  const held = lines.map((line) => ({ productId: line.productId ?? '', quantity: line.quantity }));
  if (!(await holdStockOfLines(tx, held))) throw new HoldRefused();
  await deleteCartLines(
    tx,
    caller.id,
    lines.map((line) => line.productId ?? ''),
  );
  await queueOrderPlacedMail(
    tx,
    { orderId: order.id, recipient: order.userEmail },
    {
      orderId: order.id,
      buyerName: order.userName,
      productName: order.productName,
      quantity: order.quantity,
      unitPricePoisha: order.productPricePoisha,
      totalPoisha: order.totalPoisha,
      placedAt: order.createdAt.toISOString(),
      lines: mailLinesOf(lines),
    },
  );
  return { order, lineCount: lines.length };
}
