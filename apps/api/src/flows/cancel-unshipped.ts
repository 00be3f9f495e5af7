import {
  CANCEL_UNSHIPPED_MESSAGES,
  lineTax,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  toTaka,
  type CancelUnshippedResult,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { creditPiecesOf, issuePendingCredit } from '../modules/invoices/tax-notes.service.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  cancelUnshippedPieces,
  deliverIfPaid,
  leftToShip,
  linesOfOrder,
  lockOrder,
  lockOrderLines,
  setRefundId,
  type OrderLineRow,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderLabel, orderOf, orderStateSnapshot } from '../modules/orders/orders.service.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { PaymentRegistry } from '../payments/registry.js';
import { enqueueOrderEvent } from '../webhooks/order-events.js';
import type { RequestUser } from '../plugins/identity.js';
import { cancelOrder } from './cancel-order.js';
import { productIdsOf, releaseLines } from './order-stock.js';

const M = CANCEL_UNSHIPPED_MESSAGES;

/**
 * `POST /orders/{id}/cancel-unshipped` (the order's buyer, or a shop admin; decision 321): cancels
 * every piece of a paid order that has not shipped. Nothing shipped yet: the whole order is
 * cancelled as `DELETE /orders/{id}` does (`cancelOrder`). Otherwise one transaction locks the
 * order, then its lines (the order `createShipment` locks them in, so a shipment racing it either
 * ships first — and is not cancelled — or waits and finds nothing left to ship); on every line
 * `cancelled_quantity` takes every unshipped piece, backordered ones too (`backordered_quantity`
 * → 0); the pieces that held stock (left to ship now) give their hold back; the order becomes
 * `delivered`, since every piece left has shipped; the audit entry `order.cancel_unshipped` and
 * the webhook event `order.unshipped_cancelled` are written (not `order.cancelled`: the order
 * stands, delivered, for what shipped; its status change sends `order.shipped` as any delivery
 * does). The shipped part is never touched.
 *
 * The money of the cancelled pieces, VAT per line (`lineTax` at the line's price and rates; the
 * last pieces of a line take exactly what is left of its invoice line, VAT Rules 2016 r. 42): on
 * account, or paid through a provider that cannot refund part of a payment (bKash, SSLCommerz,
 * bank transfer) — a Mushak-6.7 credit note in the cancelling transaction (on account it comes off
 * the company's open balance; otherwise it says the shop refunds the amount outside the shop).
 * Paid by card through a provider with `refundPart` (`local`, Stripe) — after the transaction, as
 * `cancelOrder` refunds (the provider keeps its own rows), the note's total is refunded there and
 * the credit note issued with the refund's id in the transaction that records it. When the
 * provider fails the pieces stay cancelled and calling again finishes the refund (the refund is
 * once per payment).
 * @throws NotFoundError 'Order not found' (unknown, or another client's order for a buyer);
 *   ConflictError 'Everything in this order has shipped' (delivered), 'Only a paid order has an
 *   unshipped rest to cancel', or what `cancelOrder` throws; ServiceUnavailableError when the
 *   provider does not refund (call again).
 */
export async function cancelUnshipped(
  db: Database,
  payments: PaymentRegistry,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
): Promise<CancelUnshippedResult> {
  const found = await orderOf(db, id);
  const anyOrder = caller.role === 'admin';
  if (!found || (!anyOrder && found.userId !== caller.id)) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  const stored = await linesOfOrder(db, found.id);
  const provider = partRefunder(payments, found);
  if (!stored.some((line) => line.shippedQuantity > 0)) {
    if (found.status === 'delivered') throw new ConflictError(M.nothingLeft);
    const whole = await cancelOrder(db, payments, caller, found.id, { anyOrder });
    return { status: whole.status, lines: [], refund: null, creditNoteNumber: null };
  }
  if (found.status === 'delivered') {
    // Cancelled before, its refund failed: finish it.
    if (provider && !found.refundId && stored.some((line) => line.cancelledQuantity > 0)) {
      const cancelled = stored
        .filter((line) => line.cancelledQuantity > 0)
        .map((line) => ({ line, quantity: line.cancelledQuantity }));
      return {
        status: 'delivered',
        ...piecesOf(cancelled),
        ...(await refund(db, provider, found, cancelled, actor)),
      };
    }
    throw new ConflictError(M.nothingLeft);
  }
  const done = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (order.status === 'delivered') throw new ConflictError(M.nothingLeft);
    if (order.status === 'cancelled') throw new ConflictError(PAYMENT_MESSAGES.cancelled);
    if (order.status !== 'paid') throw new ConflictError(M.notPaid);
    const lines = await lockOrderLines(tx, order.id);
    const cancelled = lines
      .map((line) => ({
        line,
        quantity: line.quantity - line.shippedQuantity - line.cancelledQuantity,
      }))
      .filter((piece) => piece.quantity > 0);
    if (cancelled.length === 0) throw new ConflictError(M.nothingLeft);
    for (const { line } of cancelled) await cancelUnshippedPieces(tx, line.id);
    if (order.stockHeld) {
      await releaseLines(
        tx,
        cancelled.map(({ line }) => ({ productId: line.productId, quantity: leftToShip(line) })),
      );
    }
    const delivered = await deliverIfPaid(tx, order.id);
    const pending = await creditPiecesOf(tx, order.id, takeBackOf(cancelled), ratesOf(lines));
    const amountPoisha = pending?.totalPoisha ?? lineTaxTotal(order, cancelled);
    const note =
      pending && !provider
        ? await issuePendingCredit(tx, pending, {
            reason: order.paymentMethod === 'on_account' ? M.creditReason : M.creditReasonOutside,
            issuedById: actor.id,
          })
        : undefined;
    const lineAnswers = piecesOf(cancelled).lines;
    await recordAudit(tx, actor, {
      action: 'order.cancel_unshipped',
      targetType: 'order',
      targetId: order.id,
      targetLabel: orderLabel(order),
      before: {
        status: order.status,
        lines: cancelled.map(({ line }) => ({
          sku: line.sku,
          quantity: line.quantity,
          shipped: line.shippedQuantity,
          cancelled: line.cancelledQuantity,
          backordered: line.backorderedQuantity,
        })),
      },
      after: {
        ...(delivered ? orderStateSnapshot(delivered) : {}),
        cancelled: lineAnswers.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        amount: toTaka(amountPoisha),
        creditNote: note?.number ?? null,
      },
    });
    await enqueueOrderEvent(tx, order.id, 'order.unshipped_cancelled', {
      _id: order.id,
      orderNumber: order.number,
      status: 'delivered',
      lines: lineAnswers.map((line) => ({ sku: line.sku, quantity: line.quantity })),
      amount: toTaka(amountPoisha),
    });
    return { order, cancelled, note };
  });
  stockChanged(db, productIdsOf(done.cancelled.map(({ line }) => line)));
  ordersChanged(db, done.order.userEmail);
  const money = provider
    ? await refund(db, provider, done.order, done.cancelled, actor)
    : { refund: null, creditNoteNumber: done.note?.number ?? null };
  return { status: 'delivered', ...piecesOf(done.cancelled), ...money };
}

/** Cancelled pieces: a line and how many of its pieces. */
interface Cancelled {
  line: OrderLineRow;
  quantity: number;
}

function piecesOf(cancelled: readonly Cancelled[]): Pick<CancelUnshippedResult, 'lines'> {
  return {
    lines: cancelled.map(({ line, quantity }) => ({
      sku: line.sku,
      productName: line.productName,
      quantity,
    })),
  };
}

const takeBackOf = (cancelled: readonly Cancelled[]) =>
  cancelled.map(({ line, quantity }) => ({ sku: line.sku, quantity }));

const ratesOf = (lines: readonly OrderLineRow[]) =>
  new Map(lines.map((line) => [line.sku, { vatRate: line.vatRate, sdRate: line.sdRate }]));

/** What cancelled pieces of an order without an invoice come to: their `lineTax` totals, poisha. */
function lineTaxTotal(order: OrderRow, cancelled: readonly Cancelled[]): number {
  return cancelled.reduce(
    (sum, { line, quantity }) =>
      sum +
      lineTax({
        unitPricePoisha: line.unitPricePoisha,
        quantity,
        vatRate: line.vatRate,
        sdRate: line.sdRate,
        pricesIncludeVat: order.pricesIncludeVat,
        zeroRated: order.zeroRated,
      }).totalPoisha,
    0,
  );
}

/**
 * The provider that gives part of this order's payment back, or `undefined`: on account, paid by
 * bank transfer, without a payment id, or through a provider without `refundPart`.
 */
export function partRefunder(
  payments: PaymentRegistry,
  order: OrderRow,
): PaymentProvider | undefined {
  if (order.paymentMethod !== 'card' || !order.transactionId) return undefined;
  if (order.paymentProvider === 'bank_transfer') return undefined;
  const provider = payments.get(order.paymentProvider ?? payments.card.name);
  return provider?.refundPart ? provider : undefined;
}

/**
 * Refunds the cancelled pieces through `provider` — the total of their credit note, priced first
 * (or their `lineTax` totals without an invoice) — then, in one transaction, records the refund's
 * id on the order and issues the credit note with it (decision 310).
 */
async function refund(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  cancelled: readonly Cancelled[],
  actor: AuditActor,
): Promise<Pick<CancelUnshippedResult, 'refund' | 'creditNoteNumber'>> {
  const rates = ratesOf(cancelled.map(({ line }) => line));
  const priced = await db.transaction((tx) =>
    creditPiecesOf(tx, order.id, takeBackOf(cancelled), rates),
  );
  const amountPoisha = priced?.totalPoisha ?? lineTaxTotal(order, cancelled);
  const { refundId } = await provider.refundPart!(order.transactionId!, amountPoisha);
  const note = await db.transaction(async (tx) => {
    await setRefundId(tx, order.id, refundId);
    const pending = await creditPiecesOf(tx, order.id, takeBackOf(cancelled), rates);
    return pending
      ? issuePendingCredit(tx, pending, {
          reason: M.creditReasonRefunded,
          issuedById: actor.id,
          refundReference: refundId,
        })
      : undefined;
  });
  return {
    refund: { amount: toTaka(amountPoisha), refundId },
    creditNoteNumber: note?.number ?? null,
  };
}
