import {
  QUOTE_MESSAGES,
  RECEIVABLES_MESSAGES,
  toTaka,
  type AcceptQuoteInput,
  type OrderStatus,
  type PaymentMethod,
  type Quote,
} from '@partline/shared';
import type { AuditActor } from '../audit/audit-log.js';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { BankTransferConfig } from '../config/env.js';
import type { Database, Transaction } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { orderFieldsOfLines, type Delivery } from './order-of-lines.js';
import { queuePlacedOrderMail, type OnAccountInvoice } from './order-placed-mail.js';
import { deliveryAddressOf } from '../modules/address-book/address-book.service.js';
import { assertBuyer } from '../modules/cart/cart.service.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  findOrder,
  insertOrderWithLines,
  linesOfOrder,
  transferDueAtIn,
  type NewOrderLine,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { holdStockOfLines, lockProducts } from '../modules/products/products.repository.js';
import { findQuote, markAccepted, type QuoteRow } from '../modules/quotes/quotes.repository.js';
import {
  latestVersionOf,
  lockOwnQuote,
  ownQuote,
  toQuote,
  type QuoteReader,
} from '../modules/quotes/quotes.service.js';
import type { RequestUser } from '../plugins/identity.js';
import { membershipOf, type Membership } from './company-of-caller.js';
import { quoteReaderWith } from './read-quotes.js';
import { confirmPlacedOnAccount } from './confirm-on-account.js';
import { assertBankTransferOffered } from './bank-transfer.js';
import { checkSpending } from './spending-limit.js';
import { quotedRates, taxBasisOf, taxedLine } from './order-tax.js';
import { recordQuoteStep } from './quote-step.js';
import { productIdsOf } from './order-stock.js';

/** What accepting answers: the quote's one order, and whether it was placed before. */
export interface AcceptQuoteOutcome {
  orderId: string;
  totalPrice: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  quote: Quote;
  replayed: boolean;
}

/** Thrown inside the transaction when a hold cannot be taken though the locked row allowed it. */
class HoldRefused extends Error {}

/**
 * The idempotency key of a quote's order: with the orders' unique index `(user_id,
 * idempotency_key)` it makes a second order of the same quote impossible (decision 152).
 */
export const quoteOrderKey = (quoteId: string) => `quote:${quoteId}`;

/**
 * `POST /quotes/{id}/accept` (decisions 152, 156, 157): the quote's buyer, or an admin of its
 * company, accepts the latest version of a quote and gets exactly one order at its prices. One
 * transaction: the quote row is locked; a quote that has its order answers that order (a replay
 * or a concurrent second accept, whoever sent it); otherwise it must be `quoted`, at the version
 * read, before the end of its validity; a company buyer's spending limit is checked behind their
 * member row lock (above it, only a company admin may accept); its products are locked in ascending id order and each
 * line's stock checked; the order and its lines are inserted at the quoted prices (from the
 * stored version only) with the key `quote:<id>`, the stock held as checkout holds it; on account
 * the order is then confirmed behind the company's account lock with its invoice, as checkout
 * does (a refused credit check rolls everything back); the quote is marked accepted with its
 * order (a conditional statement; `quotes.order_id` is unique), the timeline and the audit log
 * written and the 'order placed' e-mail queued. A card order is paid as any order
 * (`POST /create-payment-intent`); a bank-transfer order (decision 314) holds its stock until its
 * `transferDueAt`, `bankTransfer.holdDays` from now, and its e-mail carries the proforma invoice.
 * A company's quote is accepted only by a current member of that company and its order goes into
 * that company; a client's own quote, once they have joined or founded a company, is not accepted
 * (decision 293).
 * @throws ForbiddenError for admins, and on account for a caller in no company or another
 *   company than the quote's; NotFoundError 'Quote not found' (unknown, another client's or
 *   company's, or a company's the caller no longer belongs to); ConflictError for a superseded
 *   version, an expired, unanswered or closed quote, a client's own quote asked before they
 *   joined a company, a line that cannot be served, an empty address book, a buyer's spending
 *   limit, or a refused credit check; by bank transfer `PAYMENT_RAIL_MESSAGES.transferOff` or
 *   `.noPayeeAccount`.
 */
export async function acceptQuote(
  db: Database,
  caller: RequestUser,
  quoteId: string,
  input: AcceptQuoteInput,
  actor: AuditActor,
  bankTransfer: BankTransferConfig,
): Promise<AcceptQuoteOutcome> {
  assertBuyer(caller);
  const membership = await membershipOf(db, caller);
  const reader = quoteReaderWith(caller, membership);
  // Another client's quote is not found, whatever the state of the caller's address book.
  const quote = await ownQuote(db, reader, quoteId);
  // On account (decision 157): a member of a company, and the quote's company when it has one.
  let onAccount: Membership | undefined;
  if (input.paymentMethod === 'on_account') {
    if (!membership) throw new ForbiddenError(RECEIVABLES_MESSAGES.notBuyer);
    if (quote.companyId !== null && quote.companyId !== membership.companyId) {
      throw new ForbiddenError(QUOTE_MESSAGES.otherCompany);
    }
    onAccount = membership;
  }
  // A client's own quote asked before they joined a company would place an order outside the
  // company's spending limits and approvals: they ask again as a member (decision 293).
  if (quote.companyId === null && membership && !quote.orderId) {
    throw new ConflictError(QUOTE_MESSAGES.madeBeforeJoining(membership.companyName));
  }
  if (input.paymentMethod === 'bank_transfer' && !quote.orderId) {
    await assertBankTransferOffered(db, bankTransfer);
  }
  const address = await deliveryAddressOf(db, caller, input.addressId);
  let placed: { quote: QuoteRow; order: OrderRow; replayed: boolean };
  try {
    placed = await db.transaction((tx) =>
      placeQuoteOrder(tx, reader, quoteId, input, actor, {
        delivery: { address: address.address, phoneNumber: address.phoneNumber },
        onAccount,
        joined: membership?.companyName,
        holdDays: bankTransfer.holdDays,
      }),
    );
  } catch (error) {
    if (
      isUniqueViolation(error, 'orders_idempotency_key') ||
      isUniqueViolation(error, 'quotes_order_key')
    ) {
      // The winner of a race may be a colleague: its order is the quote's.
      const won = await findQuote(db, quoteId);
      const order = won?.orderId ? await findOrder(db, won.orderId) : undefined;
      if (won && order) return outcome(db, won, order, true);
    }
    if (error instanceof HoldRefused) throw new ConflictError(QUOTE_MESSAGES.stockRefused);
    throw error;
  }
  if (!placed.replayed) {
    // The order holds its lines' stock, nothing else of the products (decision 338).
    stockChanged(db, productIdsOf(await linesOfOrder(db, placed.order.id)));
    ordersChanged(db, placed.order.userEmail);
  }
  return outcome(db, placed.quote, placed.order, placed.replayed);
}

async function outcome(
  db: Database,
  quote: QuoteRow,
  order: OrderRow,
  replayed: boolean,
): Promise<AcceptQuoteOutcome> {
  return {
    orderId: order.id,
    totalPrice: toTaka(order.totalPoisha),
    status: order.status,
    paymentMethod: order.paymentMethod,
    quote: await toQuote(db, quote, order.number),
    replayed,
  };
}

/** Where the order of an accepted quote goes and how it is paid. */
interface Placement {
  delivery: Delivery;
  /** Confirmed on this company's account (decision 157), or by card. */
  onAccount: Membership | undefined;
  /** The name of the caller's company as read before the transaction, for its messages. */
  joined: string | undefined;
  /** By bank transfer: the days the order holds its stock for the transfer (decision 314). */
  holdDays: number;
}

/** The transaction of {@link acceptQuote}. */
async function placeQuoteOrder(
  tx: Transaction,
  reader: QuoteReader,
  quoteId: string,
  input: AcceptQuoteInput,
  actor: AuditActor,
  { delivery, onAccount, joined, holdDays }: Placement,
): Promise<{ quote: QuoteRow; order: OrderRow; replayed: boolean }> {
  const { caller } = reader;
  const { version } = input;
  const quote = await lockOwnQuote(tx, reader, quoteId);
  if (quote.orderId) {
    const order = await findOrder(tx, quote.orderId);
    if (order) return { quote, order, replayed: true };
  }
  if (quote.status === 'requested') throw new ConflictError(QUOTE_MESSAGES.notQuoted);
  const expired =
    quote.status === 'expired' ||
    (quote.status === 'quoted' && (!quote.validUntil || quote.validUntil <= new Date()));
  if (expired) throw new ConflictError(QUOTE_MESSAGES.expired);
  if (quote.status !== 'quoted') throw new ConflictError(QUOTE_MESSAGES.notOpen);
  if (version !== quote.currentVersion) {
    throw new ConflictError(QUOTE_MESSAGES.superseded, { version: [QUOTE_MESSAGES.superseded] });
  }
  const latest = await latestVersionOf(tx, quote);
  // The caller's member row before the products, as checkout (decision 132): a company buyer
  // whose spending this month would pass their limit leaves the quote to a company admin
  // (decision 158); the order is of the caller's company.
  const spending = await checkSpending(tx, caller.id);
  // Under the member row's lock: the order goes into the quote's company only, and only while the
  // caller still belongs to it (a removal committed since the first read counts, decision 293).
  if (quote.companyId !== spending.companyId) {
    if (quote.companyId !== null) throw new NotFoundError(QUOTE_MESSAGES.notFound);
    throw new ConflictError(QUOTE_MESSAGES.madeBeforeJoining(joined ?? null));
  }
  const locked = await lockProducts(
    tx,
    latest.lines.map((line) => line.productId),
  );
  const refusals: Record<string, string[]> = {};
  for (const line of latest.lines) {
    const product = locked.get(line.productId);
    if (!product || product.deletedAt) {
      refusals[line.productId] = [QUOTE_MESSAGES.lineGone(line.productName, line.sku)];
    } else if (product.availableQuantity - product.heldQuantity < line.quantity) {
      refusals[line.productId] = [QUOTE_MESSAGES.lineShort(line.productName, line.sku)];
    }
  }
  const named = Object.values(refusals).flat();
  if (named.length > 0) {
    throw new ConflictError(`${QUOTE_MESSAGES.stockRefused}: ${named.join('; ')}`, refusals);
  }
  // Taxed as the quote was (decision 305): at the rates the version carries (a version written
  // before rates existed: the product's), on the shop's setting and the company's country now.
  const basis = await taxBasisOf(tx, spending.companyId);
  const lines = latest.lines.map((line) =>
    taxedLine<NewOrderLine>(
      {
        productId: line.productId,
        sku: line.sku,
        productName: line.productName,
        productImage: line.productImage,
        quantity: line.quantity,
        unitPricePoisha: line.unitPricePoisha,
        lineTotalPoisha: line.lineTotalPoisha,
        // Its customs data frozen as it is now (decision 327).
        hsCode: locked.get(line.productId)?.hsCode ?? null,
        countryOfOrigin: locked.get(line.productId)?.countryOfOrigin ?? 'BD',
      },
      quotedRates(line, locked.get(line.productId)),
      basis,
    ),
  );
  const fields = orderFieldsOfLines(
    caller,
    lines,
    locked.get(latest.lines[0]?.productId ?? ''),
    delivery,
    basis,
  );
  if (!fields) throw new ConflictError(QUOTE_MESSAGES.notOpen);
  if (spending.approvalAbovePoisha !== null && fields.totalPoisha > spending.approvalAbovePoisha) {
    throw new ConflictError(QUOTE_MESSAGES.overSpendingLimit);
  }
  // The specification's one-product fields of an order of N lines (decision 126).
  const placedOrder = await insertOrderWithLines(
    tx,
    {
      ...fields,
      totalPoisha: latest.totalPoisha,
      poNumber: input.poNumber || null,
      note: `Quote ${quote.number}, version ${latest.version}`,
      idempotencyKey: quoteOrderKey(quote.id),
      stockHeld: true,
      companyId: spending.companyId,
      paymentMethod: input.paymentMethod,
      // In the quote's currency at the rate it was priced at (decision 327).
      currency: quote.currency,
      exchangeRateId: quote.exchangeRateId,
      bdtPerUnit: quote.bdtPerUnit,
      ...(input.paymentMethod === 'bank_transfer'
        ? { transferDueAt: transferDueAtIn(holdDays) }
        : {}),
    },
    lines,
  );
  const held = lines.map((line) => ({ productId: line.productId ?? '', quantity: line.quantity }));
  if (!(await holdStockOfLines(tx, held))) throw new HoldRefused();
  // On account (decision 157): the credit check behind the company's account lock, after the
  // quote's and the products' locks (the order every flow takes them in), and the invoice at once.
  let order = placedOrder;
  let invoice: OnAccountInvoice | undefined;
  if (onAccount) {
    ({ order, invoice } = await confirmPlacedOnAccount(tx, placedOrder, {
      id: onAccount.companyId,
      name: onAccount.companyName,
    }));
  }
  const accepted = await markAccepted(tx, quote.id, latest.version, order.id);
  if (!accepted) throw new ConflictError(QUOTE_MESSAGES.notOpen);
  await recordQuoteStep(
    tx,
    actor,
    quote,
    {
      kind: 'accepted',
      author: 'buyer',
      authorName: caller.name,
      version: latest.version,
      orderId: order.id,
    },
    {
      action: 'quote.accept',
      before: { status: 'quoted', version: latest.version },
      after: {
        status: 'accepted',
        version: latest.version,
        orderId: order.id,
        totalPrice: toTaka(order.totalPoisha),
        paymentMethod: order.paymentMethod,
        ...(invoice ? { invoiceNumber: invoice.number, poNumber: order.poNumber } : {}),
      },
    },
  );
  await queuePlacedOrderMail(tx, order, lines, invoice);
  return { quote: accepted, order, replayed: false };
}
