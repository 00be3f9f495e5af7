import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  RECEIVABLES_MESSAGES,
  backorderedQuantity,
  toTaka,
  type CheckoutInput,
  type CheckoutResult,
  type TaxBasis,
} from '@partline/shared';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { BankTransferConfig } from '../config/env.js';
import type { Database, Transaction } from '../db/client.js';
import { sql } from 'drizzle-orm';
import { isDeadlock, isRefusedStatement, isUniqueViolation } from '../db/errors.js';
import { AppError, ConflictError, ForbiddenError } from '../errors.js';
import {
  orderPlacedMailWithLinesOfPlaced,
  queueApprovalRequestedMail,
} from '../mail/order-mails.js';
import { orderFieldsOfLines, type Delivery } from './order-of-lines.js';
import { queuePlacedOrderMail, type OnAccountInvoice } from './order-placed-mail.js';
import { deliveryAddressOf } from '../modules/address-book/address-book.service.js';
import {
  cartIsExactly,
  cartProductIds,
  deleteCartLines,
  deleteCartLinesStatement,
  lockCartItems,
  type CartItem,
} from '../modules/cart/cart.repository.js';
import {
  assertBuyer,
  cartItemsOf,
  lineProblemOf,
  NO_TERMS,
  pricedLineOf,
  type BuyerTerms,
} from '../modules/cart/cart.service.js';
import { priceTermsOf } from '../modules/price-lists/price-terms.repository.js';
import { inNoCompany } from '../modules/companies/companies.repository.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  findOrderByIdempotencyKey,
  insertOrderWithLines,
  insertOrderWithLinesIf,
  linesOfOrder,
  transferDueAtIn,
  type NewOrderLine,
  type NewOrderWithLines,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import {
  findProductsByIds,
  findProductsIn,
  holdIfPricedAsStatement,
  holdStockIfPricedAs,
  holdStockOfLines,
  lockProducts,
  type PricedHold,
  type ProductRow,
} from '../modules/products/products.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { membershipOf, type Membership } from './company-of-caller.js';
import { confirmPlacedOnAccount } from './confirm-on-account.js';
import { assertBankTransferOffered } from './bank-transfer.js';
import { checkSpending, companyAdminRecipients } from './spending-limit.js';
import { taxBasisOf, taxedLine, type OrderBasis, type TaxedLine } from './order-tax.js';
import {
  BASE_PRICING,
  documentCurrencyColumns,
  pricingIn,
  productPricedIn,
  type DocumentPricing,
} from './document-pricing.js';

const C = CHECKOUT_MESSAGES;
const R = RECEIVABLES_MESSAGES;

/** What checkout answers and whether the order was placed before (a replayed key). */
export interface CheckoutOutcome {
  result: CheckoutResult;
  replayed: boolean;
}

/** Thrown inside the transaction when a hold cannot be taken though the locked row allowed it. */
class HoldRefused extends Error {}

/**
 * `POST /checkout` (decision 126): places ONE order of every line of the caller's cart, all or
 * nothing. In one transaction: the cart's lines are locked; each line is priced at the tier of its
 * quantity and checked (product sold, minimum order, increment, buyable stock); the order and its
 * lines are inserted, the lines leave the cart, the 'order placed' e-mail is queued and every
 * line's stock is held (the order holds it until it is delivered, cancelled, or not paid in time),
 * the products locked in ascending id order (no deadlock between checkouts sharing products) for
 * as short a time as can be (decision 161). A line that cannot be served refuses the whole order
 * and is named — but a line of a product that allows backorders takes what is buyable and puts the
 * rest on backorder, held by no one until a restock allocates it (decision 321). A company buyer's
 * order that takes their spending this month above their limit is
 * placed `awaiting_approval` instead: no stock held, the company admins e-mailed (decision 132).
 * The same `idempotencyKey` again answers the
 * order it placed and places nothing, also when the two requests race (the unique index decides).
 * By bank transfer (decision 314) the order holds its stock until `transferDueAt`, `bankTransfer.
 * holdDays` from now, and its 'order placed' e-mail carries the proforma invoice.
 * @throws ForbiddenError for admins; NotFoundError 'Address not found'; ConflictError 'Your cart
 *   is empty', 'Add a delivery address…', the refusing lines (`details` by product id), or by
 *   bank transfer `PAYMENT_RAIL_MESSAGES.transferOff` / `.noPayeeAccount`.
 */
export async function checkout(
  db: Database,
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
  bankTransfer: BankTransferConfig,
): Promise<CheckoutOutcome> {
  assertBuyer(caller);
  // The common case in one statement (decision 165); whatever it does not place, the transaction
  // below decides exactly.
  if (input.paymentMethod === 'card') {
    const placed = await checkoutInOneStatement(db, caller, input, idempotencyKey);
    if (placed) return placed;
  }
  if (idempotencyKey) {
    const before = await findOrderByIdempotencyKey(db, caller.id, idempotencyKey);
    if (before) return { result: await resultOf(db, before), replayed: true };
  }
  const address = await deliveryAddressOf(db, caller, input.addressId);
  // Pay on account (decision 140): only a member of a company; its terms and credit are checked
  // in the transaction, behind the company's account lock.
  let company: Membership | undefined;
  if (input.paymentMethod === 'on_account') {
    company = await membershipOf(db, caller);
    if (!company) throw new ForbiddenError(R.notBuyer);
  }
  if (input.paymentMethod === 'bank_transfer') await assertBankTransferOffered(db, bankTransfer);
  let placed: Placed;
  try {
    placed = await placeCartOrder(
      db,
      caller,
      input,
      idempotencyKey,
      { address: address.address, phoneNumber: address.phoneNumber },
      company,
      bankTransfer.holdDays,
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
  stockChanged(db, placed.productIds);
  ordersChanged(db, caller.email);
  return {
    result: {
      insertedId: placed.order.id,
      totalPrice: toTaka(placed.order.totalPoisha),
      lineCount: placed.lineCount,
      status: placed.order.status,
      paymentMethod: placed.order.paymentMethod,
    },
    replayed: false,
  };
}

/**
 * {@link checkout} of a card order by a buyer in no company, in one statement after three reads
 * made at once (decision 165): the address, the cart's lines and their products are read without
 * a lock, every line priced and checked as {@link placeWith} does; then ONE statement locks the
 * cart's lines and goes on only while they are exactly those read and the buyer is still in no
 * company, holds every line's stock at the prices read ({@link holdIfPricedAsStatement}: products
 * locked in id order), inserts the order and its lines, empties those lines from the cart and
 * queues the 'order placed' e-mail — or, when a hold is refused, raises and undoes all of it.
 * The product rows every checkout shares are locked for that one statement's end only.
 * `undefined` when it placed nothing: an empty cart, a line that cannot be served, a changed cart,
 * price or stock, a company member, a bad address — the transaction of {@link placeCartOrder}
 * then decides and answers exactly. The same `idempotencyKey` again answers the order it placed.
 */
async function checkoutInOneStatement(
  db: Database,
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
): Promise<CheckoutOutcome | undefined> {
  let reads: [Delivery, CartItem[], Map<string, ProductRow>, OrderBasis];
  try {
    // A buyer in no company (the statement checks it): taxed at home (decision 305).
    reads = await Promise.all([
      deliveryAddressOf(db, caller, input.addressId),
      cartItemsOf(db, caller),
      findProductsIn(db, cartProductIds(caller.id)),
      taxBasisOf(db, null),
    ]);
  } catch (error) {
    // A refusal (address not found, none in the book) is answered by the exact path.
    if (error instanceof AppError) return undefined;
    throw error;
  }
  const [delivery, items, read, basis] = reads;
  // Price lists apply to companies only (decision 320), and the statement places the order only
  // while the buyer is in no company: every line is at its list tier price.
  const priced = priceLines(items, read, basis, NO_TERMS, BASE_PRICING);
  // A line on backorder is split under the products' locks (decision 321): the transaction decides.
  if (!priced || priced.named.length > 0 || priced.backordered) return undefined;
  const { lines, holds } = priced;
  const order = orderOf(caller, input, idempotencyKey, delivery, lines, read, basis, {
    companyId: null,
    awaiting: false,
  });
  if (!order) return undefined;
  const statement = {
    before: [
      {
        name: 'as_read',
        query: sql`SELECT ${cartIsExactly(caller.id, items)} AND ${inNoCompany(caller.id)} AS ok`,
      },
      { name: 'held', query: holdIfPricedAsStatement(holds, sql`(SELECT ok FROM as_read)`) },
    ],
    // A refused hold raises: the holds taken before it are undone with the rest.
    when: sql`CASE WHEN (SELECT ok FROM as_read) THEN partline_refuse_unless(
      (SELECT count(*) FROM held) = ${holds.length}, 'checkout: a stock hold was refused')
      ELSE false END`,
    onPlaced: [
      {
        name: 'emptied',
        query: deleteCartLinesStatement(
          caller.id,
          lines.map((line) => line.productId ?? ''),
          sql`EXISTS (SELECT 1 FROM placed)`,
        ),
      },
      { name: 'mailed', query: orderPlacedMailWithLinesOfPlaced(lines) },
    ],
  };
  let id: string | undefined;
  try {
    id = await insertOrderWithLinesIf(db, order, lines, statement);
  } catch (error) {
    // A refused hold undid the statement; so did a deadlock between two of these statements
    // (seen under the benchmark, about one checkout in 300; decision 165): the transaction decides.
    if (isRefusedStatement(error) || isDeadlock(error)) return undefined;
    if (idempotencyKey && isUniqueViolation(error, 'orders_idempotency_key')) {
      const before = await findOrderByIdempotencyKey(db, caller.id, idempotencyKey);
      if (before) return { result: await resultOf(db, before), replayed: true };
    }
    throw error;
  }
  if (!id) return undefined;
  stockChanged(db, productIdsOf(lines));
  ordersChanged(db, caller.email);
  return {
    result: {
      insertedId: id,
      totalPrice: toTaka(order.totalPoisha),
      lineCount: lines.length,
      status: 'unpaid',
      paymentMethod: 'card',
    },
    replayed: false,
  };
}

/** The cart's lines priced at their tiers, each line's stock hold, and the lines refused. */
interface PricedLines {
  lines: TaxedLine<NewOrderLine>[];
  /** The held part of each line (its pieces not on backorder; decision 321). */
  holds: PricedHold[];
  /** Whether a line has pieces on backorder. */
  backordered: boolean;
  /** 'Name (SKU): problem' of each line that cannot be served. */
  named: string[];
  /** The same messages by product id (the error's `details`). */
  refusals: Record<string, string[]>;
}

/**
 * Prices every item of a cart at the buyer's price of its quantity from `read` (its products,
 * deleted ones too) under their contract `terms` (decision 320), taxes it at its product's rates on `basis` (decision 305) and checks it (product sold,
 * minimum order, increment, buyable stock — beyond which a product that allows backorders puts
 * the rest of the line on backorder, held by no one, decision 321); items whose product is gone
 * are left out (cascaded away with it). `undefined` for a cart with nothing to order.
 */
function priceLines(
  items: readonly CartItem[],
  read: ReadonlyMap<string, ProductRow>,
  basis: TaxBasis,
  terms: BuyerTerms,
  pricing: DocumentPricing,
): PricedLines | undefined {
  const priced: PricedLines = {
    lines: [],
    holds: [],
    backordered: false,
    named: [],
    refusals: {},
  };
  for (const item of items) {
    const product = read.get(item.productId);
    if (!product) continue; // Cascaded away with its product: nothing to order.
    const problem = lineProblemOf(product, item.quantity);
    if (problem) {
      const message = C.lineRefused(product.name, product.sku, problem.message);
      priced.refusals[item.productId] = [message];
      priced.named.push(message);
      continue;
    }
    const backordered = backorderedQuantity(product, item.quantity);
    // In the buyer's currency (decision 327): the unit price converted once, then × quantity.
    const line = pricedLineOf(productPricedIn(pricing, product), item.quantity, terms);
    priced.lines.push({
      ...taxedLine(line, product, basis),
      backorderedQuantity: backordered,
      hsCode: product.hsCode,
      countryOfOrigin: product.countryOfOrigin,
    });
    if (backordered > 0) priced.backordered = true;
    if (backordered === item.quantity) continue; // Nothing buyable: the whole line waits.
    priced.holds.push({
      vatRate: product.vatRate,
      sdRate: product.sdRate,
      productId: product.id,
      quantity: item.quantity - backordered,
      pricePoisha: product.pricePoisha,
      minOrder: product.minOrder,
      orderIncrement: product.orderIncrement,
      volumeTiers: product.volumeTiers,
    });
  }
  return priced.lines.length + priced.named.length > 0 ? priced : undefined;
}

/** The order row of a checkout's `lines` ({@link orderFieldsOfLines}); `undefined` without lines. */
function orderOf(
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
  delivery: Delivery,
  lines: readonly TaxedLine<NewOrderLine>[],
  read: ReadonlyMap<string, ProductRow>,
  basis: OrderBasis,
  approval: { companyId: string | null; awaiting: boolean },
  pricing: DocumentPricing = BASE_PRICING,
): NewOrderWithLines | undefined {
  const fields = orderFieldsOfLines(
    caller,
    lines,
    read.get(lines[0]?.productId ?? ''),
    delivery,
    basis,
  );
  if (!fields) return undefined;
  return {
    ...fields,
    poNumber: input.poNumber || null,
    note: input.note || null,
    idempotencyKey: idempotencyKey ?? null,
    stockHeld: !approval.awaiting,
    companyId: approval.companyId,
    status: approval.awaiting ? 'awaiting_approval' : 'unpaid',
    // An order awaiting approval keeps how it is to be paid: approval confirms it on account.
    paymentMethod: input.paymentMethod,
    ...documentCurrencyColumns(pricing),
  };
}

async function resultOf(db: Database, order: OrderRow): Promise<CheckoutResult> {
  return {
    insertedId: order.id,
    totalPrice: toTaka(order.totalPoisha),
    lineCount: (await linesOfOrder(db, order.id)).length,
    status: order.status,
    paymentMethod: order.paymentMethod,
  };
}

/** Thrown inside the fast transaction when what it read without a lock no longer holds. */
class ReadChanged extends Error {}

/** A placed order, the number of its lines, and the products whose stock it changed. */
/** The products of order lines (a line of a deleted product has none). */
function productIdsOf(lines: readonly { productId?: string | null }[]): string[] {
  return lines.flatMap((line) => (line.productId ? [line.productId] : []));
}

type Placed = {
  order: OrderRow;
  lineCount: number;
  productIds: readonly string[];
  replayed?: boolean;
};

/**
 * The transaction of {@link checkout} (decision 161). First without locking the products: they are
 * read, the lines priced and checked, the order, its lines, the cart's deletion and the mail
 * written, and only then every line's hold taken in one statement that locks the products (in id
 * order) and checks that their stock still covers the lines and their prices are those read — so
 * the rows every checkout shares stay locked for that statement and the commit only. When that
 * check fails, or a line cannot be served as read, the transaction is rolled back and done again
 * with the products locked from the start, which decides exactly and names the refused lines.
 */
async function placeCartOrder(
  db: Database,
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
  delivery: Delivery,
  company: Membership | undefined,
  holdDays: number,
): Promise<Placed> {
  try {
    return await db.transaction((tx) =>
      placeWith(tx, caller, input, idempotencyKey, delivery, company, holdDays, 'read'),
    );
  } catch (error) {
    if (!(error instanceof ReadChanged)) throw error;
    return db.transaction((tx) =>
      placeWith(tx, caller, input, idempotencyKey, delivery, company, holdDays, 'lock'),
    );
  }
}

/**
 * One attempt of {@link placeCartOrder}: products read (`read`) or locked first (`lock`); a bank
 * transfer order is due `holdDays` from now.
 */
async function placeWith(
  tx: Transaction,
  caller: RequestUser,
  input: CheckoutInput,
  idempotencyKey: string | undefined,
  delivery: Delivery,
  company: Membership | undefined,
  holdDays: number,
  mode: 'read' | 'lock',
): Promise<Placed> {
  const items = await lockCartItems(tx, caller.id);
  if (idempotencyKey) {
    // A request with this key that held the cart's lock before us has placed its order by now
    // (read after the lock, each statement sees what committed before it).
    const before = await findOrderByIdempotencyKey(tx, caller.id, idempotencyKey);
    if (before) return { order: before, lineCount: 0, productIds: [], replayed: true };
  }
  if (items.length === 0) throw new ConflictError(CART_MESSAGES.empty);
  // The buyer's member row before the products (decision 132): `POST /orders` takes it before it
  // reads its product, so the two never wait for each other in a cycle. A company buyer over their
  // monthly limit gets an order that waits for a company admin, holding no stock.
  const spending = await checkSpending(tx, caller.id);
  // On account only while a member of that company, under the member row's lock: a removal or a
  // move to another company committed since the first read counts (decision 293).
  if (company && spending.companyId !== company.companyId) throw new ForbiddenError(R.notBuyer);
  // Taxed as the shop prices now, zero-rated for a company abroad (decision 305).
  const basis = await taxBasisOf(tx, spending.companyId);
  const ids = items.map((item) => item.productId);
  const read = mode === 'lock' ? await lockProducts(tx, ids) : await findProductsByIds(tx, ids);
  // At the buyer's price (decision 320): the price lists of the company they are in under the
  // member row's lock, valid now; a buyer in no company has none.
  const terms = spending.companyId ? await priceTermsOf(tx, caller.id, ids, new Date()) : NO_TERMS;
  // In the company's billing currency at today's rate, recorded on the order (decision 327).
  const pricing = await pricingIn(tx, basis.currency);
  const priced = priceLines(items, read, basis, terms, pricing);
  if (!priced) throw new ConflictError(CART_MESSAGES.empty);
  const { lines, holds, named, refusals } = priced;
  // A line's split between held and backordered pieces is decided with its product locked
  // (decision 321): no hold taken between the read and the lock leaves it wrong.
  if ((named.length > 0 || priced.backordered) && mode === 'read') throw new ReadChanged();
  if (named.length > 0) throw new ConflictError(`${C.refused}: ${named.join('; ')}`, refusals);
  // What the buyer pays, VAT included, counts against their limit (decision 305).
  const payable = orderOf(
    caller,
    input,
    idempotencyKey,
    delivery,
    lines,
    read,
    basis,
    { companyId: spending.companyId, awaiting: false },
    pricing,
  );
  if (!payable) throw new ConflictError(CART_MESSAGES.empty);
  const awaiting =
    spending.approvalAbovePoisha !== null && payable.totalPoisha > spending.approvalAbovePoisha;
  // By bank transfer the stock is held until the transfer is due (decision 314); an order awaiting
  // approval gets its due time when approved.
  const values = awaiting
    ? { ...payable, stockHeld: false, status: 'awaiting_approval' as const }
    : input.paymentMethod === 'bank_transfer'
      ? { ...payable, transferDueAt: transferDueAtIn(holdDays) }
      : payable;
  // The products before the order: inserting it takes this year's order-number counter until the
  // commit, and the one-statement checkout (decision 165) and accepting a quote lock the products
  // first — locked the other way round here, two checkouts sharing a product deadlocked
  // (`npm run bench -- --mix`). An order awaiting approval holds nothing.
  if (!awaiting) {
    if (mode === 'read') {
      if (!(await holdStockIfPricedAs(tx, holds))) throw new ReadChanged();
    } else if (!(await holdStockOfLines(tx, holds))) {
      // The rows are locked and were checked: a refused hold here is a programming error.
      throw new HoldRefused();
    }
  }
  const placedOrder = await insertOrderWithLines(tx, values, lines);
  let order = placedOrder;
  await deleteCartLines(
    tx,
    caller.id,
    lines.map((line) => line.productId ?? ''),
  );
  if (awaiting && spending.companyId) {
    await queueApprovalRequestedMail(
      tx,
      { orderId: order.id, recipient: await companyAdminRecipients(tx, spending.companyId) },
      {
        orderId: order.id,
        orderNumber: order.number,
        buyerName: order.userName,
        buyerEmail: order.userEmail,
        productName: order.productName,
        quantity: order.quantity,
        totalPoisha: order.totalPoisha,
        currency: order.currency,
        placedAt: order.createdAt.toISOString(),
      },
    );
    return { order, lineCount: lines.length, productIds: productIdsOf(lines) };
  }
  // On account (decision 140): the credit check behind the company's account lock, taken after
  // the products' (the order every flow locks them in), and the invoice at once.
  let onAccount: OnAccountInvoice | undefined;
  if (company) {
    ({ order, invoice: onAccount } = await confirmPlacedOnAccount(tx, placedOrder, {
      id: company.companyId,
      name: company.companyName,
    }));
  }
  await queuePlacedOrderMail(tx, order, lines, onAccount);
  return { order, lineCount: lines.length, productIds: productIdsOf(lines) };
}
