import {
  BANK_TRANSFER_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_RAIL_MESSAGES,
  toPoisha,
  toTaka,
  type BankTransfers,
  type CurrencyCode,
  type Order,
  type RecordBankTransferInput,
} from '@partline/shared';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { BankTransferConfig } from '../config/env.js';
import type { Database, Executor, Transaction } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  linesOfOrder,
  lockOrder,
  markPaidIfUnpaid,
  markStockHeld,
  switchToBankTransferIfUnpaid,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderLabel, orderOf, ownOrder, toOrder } from '../modules/orders/orders.service.js';
import {
  hasBankReference,
  insertBankTransfer,
  receivedPoishaOf,
  transfersOfOrder,
} from '../modules/payments/bank-transfers.repository.js';
import { readShopSettings } from '../modules/shop-settings/shop-settings.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { issuePaidOrderInvoice } from './issue-tax-invoice.js';
import { holdLines, productIdsOf } from './order-stock.js';
import { mayReadInvoiceOf } from './read-invoices.js';

const B = BANK_TRANSFER_MESSAGES;
const R = PAYMENT_RAIL_MESSAGES;

/** The `transactionId` of an order paid by bank transfer: `BT-<order number>` (decision 314). */
export const bankTransferTransactionId = (orderNumber: string) => `BT-${orderNumber}`;

/**
 * Refuses bank transfer while this server does not offer it (decision 314): `BANK_TRANSFER_ENABLED`
 * off, or the shop settings name no bank account to transfer into. Read with `db` — inside a
 * placing transaction, its transaction.
 * @throws ConflictError 409 `PAYMENT_RAIL_MESSAGES.transferOff` or `.noPayeeAccount`.
 */
export async function assertBankTransferOffered(
  db: Executor,
  config: BankTransferConfig,
): Promise<void> {
  if (!config.enabled) throw new ConflictError(R.transferOff);
  if ((await readShopSettings(db)).bankAccounts.length === 0) {
    throw new ConflictError(R.noPayeeAccount);
  }
}

/**
 * `POST /orders/{id}/bank-transfer` (decision 314): the caller's own unpaid order is to be paid
 * by bank transfer against its proforma invoice. In one transaction with the order row locked:
 * an order that holds no stock (placed by `POST /orders`, or whose transfer's due time passed)
 * takes the holds of its lines, and the order becomes `bank_transfer`, due `config.holdDays`
 * from now (the database's clock). An order already awaiting a transfer and holding its stock is
 * answered as it is (its due time does not move). Answers the Order.
 * @throws NotFoundError 'Order not found' (unknown, malformed, another client's); ConflictError
 *   409 when it is not unpaid, when bank transfer is off or has no account, and
 *   `BANK_TRANSFER_MESSAGES.stockGone` when a line's stock can no longer be held.
 */
export async function switchToBankTransfer(
  db: Database,
  config: BankTransferConfig,
  caller: RequestUser,
  id: string,
): Promise<Order> {
  const order = await ownOrder(db, caller, id);
  if (order.status !== 'unpaid') throw new ConflictError(B.notSwitchable);
  await assertBankTransferOffered(db, config);
  const switched = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, order.id);
    if (!row || row.status !== 'unpaid') throw new ConflictError(B.notSwitchable);
    const lines = await linesOfOrder(tx, row.id);
    if (row.paymentMethod === 'bank_transfer' && row.stockHeld) {
      return { row, lines, held: false };
    }
    if (!row.stockHeld && (lines.length === 0 || (await holdLines(tx, lines)))) {
      throw new ConflictError(B.stockGone);
    }
    const moved = await switchToBankTransferIfUnpaid(tx, row.id, config.holdDays);
    if (!moved) throw new ConflictError(B.notSwitchable);
    return { row: moved, lines, held: !row.stockHeld };
  });
  if (switched.held) stockChanged(db, productIdsOf(switched.lines));
  ordersChanged(db, switched.row.userEmail);
  return toOrder(switched.row, switched.lines);
}

/**
 * `POST /admin/orders/{id}/bank-transfers` (shop admin; decision 314): records a transfer that
 * reached the shop's account. One transaction with the order row locked: the order must be an
 * unpaid bank-transfer order; the bank reference must be new for it (any case); the amount
 * (in the order's currency, its minor units kept; decision 327) at most what is still awaited. The transfer is inserted and audited
 * (`order.record_transfer`). When the transfers reach the order's total, the same transaction
 * pays the order — `transactionId` `BT-<order number>`, `paymentProvider` `bank_transfer` — takes
 * its lines' holds again if its due time had released them, issues its tax invoice and queues the
 * receipt e-mail (as `payOrder` does, decision 062). A partial transfer leaves the rest awaited.
 * @throws NotFoundError 'Order not found'; ConflictError 409 `BANK_TRANSFER_MESSAGES.
 *   notAwaitingTransfer`, `PAYMENT_RAIL_MESSAGES.transferDuplicate` (`details.bankReference`),
 *   `.transferOverAwaited` (`details.amount`), or `stockGone` when the last part arrives after
 *   the released stock was sold (nothing is recorded: the shop settles with the buyer).
 */
export async function recordBankTransfer(
  db: Database,
  actor: AuditActor,
  id: string,
  input: RecordBankTransferInput,
): Promise<BankTransfers> {
  const order = await orderOf(db, id);
  if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
  let paid: OrderRow | undefined;
  try {
    paid = await db.transaction((tx) => recordIn(tx, actor, order.id, input));
  } catch (error) {
    // The order row's lock serialises recordings; the unique index is the last word anyway.
    if (isUniqueViolation(error, 'order_bank_transfers_reference_key')) {
      throw new ConflictError(R.transferDuplicate, { bankReference: [R.transferDuplicate] });
    }
    throw error;
  }
  if (paid) {
    // Paying may take the lines' holds again, nothing else of the products (decision 338).
    stockChanged(db, productIdsOf(await linesOfOrder(db, paid.id)));
    ordersChanged(db, paid.userEmail);
  }
  return bankTransfersView(db, (await orderOf(db, order.id)) ?? order);
}

/** The transaction of {@link recordBankTransfer}: the order when this transfer paid it. */
async function recordIn(
  tx: Transaction,
  actor: AuditActor,
  id: string,
  input: RecordBankTransferInput,
): Promise<OrderRow | undefined> {
  const row = await lockOrder(tx, id);
  if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (row.status !== 'unpaid' || row.paymentMethod !== 'bank_transfer') {
    throw new ConflictError(B.notAwaitingTransfer);
  }
  if (await hasBankReference(tx, row.id, input.bankReference)) {
    throw new ConflictError(R.transferDuplicate, { bankReference: [R.transferDuplicate] });
  }
  const received = (await receivedPoishaOf(tx, [row.id])).get(row.id) ?? 0;
  const amountPoisha = toPoisha(input.amount);
  if (received + amountPoisha > row.totalPoisha) {
    throw new ConflictError(R.transferOverAwaited, { amount: [R.transferOverAwaited] });
  }
  await insertBankTransfer(tx, {
    orderId: row.id,
    amountPoisha,
    receivedOn: input.receivedOn,
    bankReference: input.bankReference,
    recordedById: actor.id,
    // In the order's currency, as its total (decision 327).
    currency: row.currency,
  });
  const now = received + amountPoisha;
  await recordAudit(tx, actor, {
    action: 'order.record_transfer',
    targetType: 'order',
    targetId: row.id,
    targetLabel: orderLabel(row),
    before: {
      received: toTaka(received),
      awaited: toTaka(row.totalPoisha - received),
      currency: row.currency,
    },
    after: {
      received: toTaka(now),
      awaited: toTaka(row.totalPoisha - now),
      amount: input.amount,
      receivedOn: input.receivedOn,
      bankReference: input.bankReference,
      currency: row.currency,
      ...(now === row.totalPoisha ? { status: 'paid' } : {}),
    },
  });
  if (now < row.totalPoisha) return undefined;
  const paid = await markPaidIfUnpaid(tx, row.id, {
    transactionId: bankTransferTransactionId(row.number),
    paymentProvider: 'bank_transfer',
    cardBrand: null,
    cardLast4: null,
  });
  if (!paid) throw new ConflictError(B.notAwaitingTransfer);
  const lines = await linesOfOrder(tx, paid.id);
  // Its due time passed with part of it received: the stock was released (decision 314).
  if (!paid.stockHeld) {
    if (lines.length === 0 || (await holdLines(tx, lines))) throw new ConflictError(B.stockGone);
    await markStockHeld(tx, paid.id);
  }
  await issuePaidOrderInvoice(tx, paid, lines);
  return paid;
}

/**
 * `GET /orders/{id}/bank-transfers` (decision 314): the transfers recorded for an order, for its
 * buyer, an admin of its company and the shop admin (who reads its invoice, decision 063).
 * @throws NotFoundError 'Order not found' (unknown, malformed, or an order the caller may not
 *   read: 404, not 403).
 */
export async function getBankTransfers(
  db: Database,
  caller: RequestUser,
  id: string,
): Promise<BankTransfers> {
  const order = await orderOf(db, id);
  if (!order || !(await mayReadInvoiceOf(db, caller, order))) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  return bankTransfersView(db, order);
}

/**
 * The {@link BankTransfers} of an order: each transfer, received and awaited, in the order's
 * currency (decision 327).
 */
async function bankTransfersView(db: Executor, order: OrderRow): Promise<BankTransfers> {
  const transfers = await transfersOfOrder(db, order.id);
  const received = transfers.reduce((sum, transfer) => sum + transfer.amountPoisha, 0);
  const settled = order.status !== 'unpaid' && order.status !== 'awaiting_approval';
  return {
    orderId: order.id,
    orderNumber: order.number,
    total: toTaka(order.totalPoisha),
    received: toTaka(received),
    awaited: settled ? 0 : toTaka(Math.max(0, order.totalPoisha - received)),
    currency: order.currency as CurrencyCode,
    dueAt: order.transferDueAt?.toISOString() ?? null,
    transfers: transfers.map((transfer) => ({
      id: transfer.id,
      amount: toTaka(transfer.amountPoisha),
      receivedOn: transfer.receivedOn,
      bankReference: transfer.bankReference,
      recordedAt: transfer.createdAt.toISOString(),
    })),
  };
}
