import { createHash } from 'node:crypto';
import {
  BASE_CURRENCY,
  formatMoney,
  RETURN_MESSAGES,
  RETURN_RESOLUTION_LABELS,
  SHIPMENT_MESSAGES,
  shopDay,
  toPoisha,
  toTaka,
  trackingUrl,
  WARRANTY_MESSAGES,
  type CurrencyCode,
  type ResolveReturnInputSchema,
  type Return,
  type ReturnResolution,
} from '@partline/shared';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Transaction } from '../db/client.js';
import { products } from '../db/schema/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { queueReturnMail } from '../mail/order-mails.js';
import {
  creditPiecesOf,
  issuePendingCredit,
  type PendingCredit,
} from '../modules/invoices/tax-notes.service.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  lockOrder,
  lockOrderLines,
  type OrderLineRow,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import {
  findReturn,
  itemsOf,
  lockReturn,
  moveReturn,
  resolveItem,
  type ItemResolution,
  type ReturnItemRow,
  type ReturnWithItems,
} from '../modules/returns/returns.repository.js';
import {
  findCarrier,
  insertShipment,
  insertShipmentSerials,
  takenSerials,
  type CarrierRow,
} from '../modules/shipments/shipments.repository.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { PaymentRegistry } from '../payments/registry.js';
import type { RequestUser } from '../plugins/identity.js';
import { isRowId } from '../row-id.js';
import { enqueueOrderEvent } from '../webhooks/order-events.js';
import { partRefunder } from './cancel-unshipped.js';
import { productIdsOf, takeReplacementStock } from './order-stock.js';
import { returnAnswers, serialFactsOf } from './read-returns.js';

const M = RETURN_MESSAGES;

/** Resolutions as the shared schema parsed them. */
export type ResolveRequest = z.output<typeof ResolveReturnInputSchema>;

/** A refund made before the transaction that records it: its id and amount. */
interface Refund {
  refundId: string;
  amountPoisha: number;
}

/**
 * `POST /returns/{id}/resolve` (shop admins; decision 322): settles some items of a received
 * return, each by
 * - `repair`: the piece goes back repaired (the note says what was done);
 * - `replace`: a new piece ships at no charge — one shipment of the order per call, with
 *   `returnId` set and its own challan number; its pieces are not shipped pieces of the order's
 *   lines, and they leave the buyable stock (guarded: 409 replacementOutOfStock). A serial-tracked
 *   product names the new piece's serial, recorded as replacing the returned one with the same
 *   warranty end;
 * - `credit`: the items' money — a Mushak-6.7 credit note of their pieces, priced as
 *   cancel-unshipped prices one (never more than the invoice and its earlier notes leave: 409
 *   creditBeyondPaid). Paid by card through a provider with `refundPart`, the note's total is
 *   refunded there first (its reference names the items, so calling again after a failure refunds
 *   once) and the note carries the refund's id; on account the note lowers the company's balance;
 *   otherwise it says the shop refunds outside.
 * Each item closes (its serial may be returned again only after a repair); when every item is
 * settled the return is `resolved`. The 'items resolved' e-mail, the `return.resolved` webhook
 * event and the audit entry `return.resolve` are written in the same transaction.
 * @throws ForbiddenError; NotFoundError 'Return not found'; ValidationError 400 (`items`:
 *   itemNotInReturn, replacementSerialRequired, serialsNotTracked; `carrierId`); ConflictError 409
 *   notReceived, itemResolved, replacementOutOfStock, serialTaken, creditBeyondPaid.
 */
export async function resolveReturn(
  db: Database,
  payments: PaymentRegistry,
  caller: RequestUser,
  id: string,
  input: ResolveRequest,
  actor: AuditActor,
): Promise<Return> {
  if (caller.role !== 'admin') throw new ForbiddenError('Only admins resolve returns');
  const found = isRowId(id) ? await findReturn(db, id) : undefined;
  if (!found) throw new NotFoundError(M.notFound);
  const order = (await orderOf(db, found.orderId))!;
  const carrier = input.carrierId ? await findCarrier(db, input.carrierId) : undefined;
  if (input.carrierId && !carrier) {
    throw new ValidationError({ carrierId: [SHIPMENT_MESSAGES.carrierNotFound] });
  }
  if (carrier && !carrier.active) {
    throw new ValidationError({ carrierId: [SHIPMENT_MESSAGES.carrierInactive] });
  }
  const credited = input.items.filter((item) => item.resolution === 'credit');
  const provider = credited.length > 0 ? partRefunder(payments, order) : undefined;
  const refund = provider
    ? await refundFirst(
        db,
        provider,
        order,
        found,
        credited.map((item) => item.itemId),
      )
    : undefined;
  // A replacement takes stock of the order's products, nothing else of them (decision 338).
  const productIds = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const lines = await lockOrderLines(tx, order.id);
    const row = await lockReturn(tx, found.id);
    if (!locked || !row) throw new NotFoundError(M.notFound);
    const chosen = checkedItems(row, input);
    await settle(tx, locked, lines, row, chosen, input, { carrier, refund, actor });
    return productIdsOf(lines);
  });
  stockChanged(db, productIds);
  ordersChanged(db, order.userEmail);
  return (await returnAnswers(db, [(await findReturn(db, found.id))!]))[0]!;
}

/** An item of the return with the resolution asked for it. */
interface Chosen {
  item: ReturnItemRow;
  resolution: ReturnResolution;
  note: string | null;
  replacementSerial: string | undefined;
}

/** The items asked for, each open and in the received return. */
function checkedItems(row: ReturnWithItems, input: ResolveRequest): Chosen[] {
  if (row.status !== 'received') throw new ConflictError(M.notReceived);
  return input.items.map((wanted) => {
    const item = row.items.find((candidate) => candidate.id === wanted.itemId);
    if (!item) throw new ValidationError({ items: [M.itemNotInReturn] });
    if (!item.open) throw new ConflictError(M.itemResolved);
    return {
      item,
      resolution: wanted.resolution,
      note: wanted.note,
      replacementSerial: wanted.replacementSerial,
    };
  });
}

/**
 * Prices the credit of these items and refunds it through `provider` before the transaction that
 * records it (the provider keeps its own rows). The refund's reference is the return and the
 * items: a repeat after a failed transaction refunds once.
 */
async function refundFirst(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
  found: ReturnWithItems,
  itemIds: readonly string[],
): Promise<Refund> {
  const pending = await db.transaction(async (tx) => {
    // The order, its lines, then the return: the order every change of a return locks them in.
    await lockOrder(tx, order.id);
    const lines = await lockOrderLines(tx, order.id);
    const row = await lockReturn(tx, found.id);
    if (!row) throw new NotFoundError(M.notFound);
    const chosen = checkedItems(row, {
      items: itemIds.map((itemId) => ({ itemId, resolution: 'credit', note: null })),
      trackingNumber: null,
      vehicleNumber: null,
    });
    return priceCredit(tx, order, lines, chosen);
  });
  const reference = createHash('sha256')
    .update([found.id, ...[...itemIds].sort()].join(','))
    .digest('hex')
    .slice(0, 32);
  const { refundId } = await provider.refundPart!(
    order.transactionId!,
    pending.totalPoisha,
    `rma-${reference}`,
  );
  return { refundId, amountPoisha: pending.totalPoisha };
}

/**
 * The credit note taking back the pieces of `chosen` (by SKU), priced behind the invoice's lock.
 * @throws ConflictError creditBeyondPaid when the invoice and its earlier notes leave less, or the
 *   order has no invoice.
 */
async function priceCredit(
  tx: Transaction,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  chosen: readonly Chosen[],
): Promise<PendingCredit> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const bySku = new Map<string, number>();
  for (const { item } of chosen) {
    const sku = byId.get(item.orderLineId)!.sku;
    bySku.set(sku, (bySku.get(sku) ?? 0) + item.quantity);
  }
  const rates = new Map(
    lines.map((line) => [line.sku, { vatRate: line.vatRate, sdRate: line.sdRate }]),
  );
  let pending: PendingCredit | undefined;
  try {
    pending = await creditPiecesOf(
      tx,
      order.id,
      [...bySku].map(([sku, quantity]) => ({ sku, quantity })),
      rates,
    );
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(M.creditBeyondPaid);
    throw error;
  }
  if (!pending) throw new ConflictError(M.creditBeyondPaid);
  return pending;
}

/** What settling needs beyond the items: the replacement's carrier, a refund made, the actor. */
interface SettleFacts {
  carrier: CarrierRow | undefined;
  refund: Refund | undefined;
  actor: AuditActor;
}

/** Settles the chosen items of the locked return, in the caller's transaction. */
async function settle(
  tx: Transaction,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  row: ReturnWithItems,
  chosen: readonly Chosen[],
  input: ResolveRequest,
  facts: SettleFacts,
): Promise<void> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const outcome = new Map<string, ItemResolution>();
  for (const { item, resolution, note } of chosen) {
    outcome.set(item.id, {
      resolution,
      resolutionNote: note,
      replacementSerialId: null,
      replacementShipmentId: null,
      creditPoisha: null,
      creditNoteNumber: null,
      refundId: null,
    });
  }
  const replaced = chosen.filter((choice) => choice.resolution === 'replace');
  const replacementSerials = replaced.length
    ? await shipReplacements(tx, order, byId, row, replaced, input, facts)
    : new Map<string, { serialId: string | null; shipmentId: string }>();
  for (const [itemId, made] of replacementSerials) {
    Object.assign(outcome.get(itemId)!, {
      replacementSerialId: made.serialId,
      replacementShipmentId: made.shipmentId,
    });
  }
  const credited = chosen.filter((choice) => choice.resolution === 'credit');
  let noteNumber: string | null = null;
  if (credited.length > 0) {
    const pending = await priceCredit(tx, order, lines, credited);
    const reason = facts.refund
      ? M.creditReasonRefunded(row.number)
      : order.paymentMethod === 'on_account'
        ? M.creditReason(row.number)
        : M.creditReasonOutside(row.number);
    const note = await issuePendingCredit(tx, pending, {
      reason,
      issuedById: facts.actor.id,
      refundReference: facts.refund?.refundId ?? null,
    });
    noteNumber = note.number;
    for (const [itemId, poisha] of splitCredit(pending, credited, byId)) {
      Object.assign(outcome.get(itemId)!, {
        creditPoisha: poisha,
        creditNoteNumber: note.number,
        refundId: facts.refund?.refundId ?? null,
      });
    }
  }
  for (const { item } of chosen) {
    if (!(await resolveItem(tx, item.id, outcome.get(item.id)!))) {
      throw new ConflictError(M.itemResolved);
    }
  }
  const stillOpen = row.items.filter(
    (item) => item.open && !chosen.some((choice) => choice.item.id === item.id),
  );
  const complete = stillOpen.length === 0;
  if (complete) await moveReturn(tx, row.id, 'received', 'resolved', { resolvedAt: new Date() });
  await announce(tx, order, row, chosen, complete, noteNumber, facts);
}

/**
 * Ships the replacements of `replaced` in one no-charge shipment of the order (`returnId` set):
 * their stock leaves the buyable stock, and each serial-tracked piece's new serial is recorded as
 * replacing the returned one with its warranty end. The new serial and the shipment, by item id.
 */
async function shipReplacements(
  tx: Transaction,
  order: OrderRow,
  byId: ReadonlyMap<string, OrderLineRow>,
  row: ReturnWithItems,
  replaced: readonly Chosen[],
  input: ResolveRequest,
  facts: SettleFacts,
): Promise<Map<string, { serialId: string | null; shipmentId: string }>> {
  if (!facts.carrier) throw new ValidationError({ carrierId: [M.carrierRequired] });
  const productIds = [
    ...new Set(replaced.flatMap(({ item }) => byId.get(item.orderLineId)?.productId ?? [])),
  ];
  const productRows = productIds.length
    ? await tx
        .select({
          id: products.id,
          serialTracked: products.serialTracked,
          buyable: sql<number>`${products.availableQuantity} - ${products.heldQuantity}`.mapWith(
            Number,
          ),
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const productOf = new Map(productRows.map((product) => [product.id, product]));
  const returnedSerials = await serialFactsOf(
    tx,
    replaced.flatMap(({ item }) => (item.serialId ? [item.serialId] : [])),
  );
  const pieces: { orderLineId: string; productId: string; quantity: number }[] = [];
  const newSerials: {
    itemId: string;
    productId: string;
    orderLineId: string;
    serial: string;
    replaces: string | null;
    warrantyEndsOn: string | null;
  }[] = [];
  for (const { item, replacementSerial } of replaced) {
    const line = byId.get(item.orderLineId)!;
    const product = line.productId ? productOf.get(line.productId) : undefined;
    if (!product) throw new ConflictError(M.replacementOutOfStock(0));
    const tracked = product.serialTracked || item.serialId !== null;
    if (tracked && !replacementSerial) {
      throw new ValidationError({ items: [M.replacementSerialRequired] });
    }
    if (!tracked && replacementSerial) {
      throw new ValidationError({ items: [WARRANTY_MESSAGES.serialsNotTracked] });
    }
    pieces.push({ orderLineId: line.id, productId: product.id, quantity: item.quantity });
    if (replacementSerial) {
      if (newSerials.some((s) => s.productId === product.id && s.serial === replacementSerial)) {
        throw new ValidationError({ items: [WARRANTY_MESSAGES.serialRepeated(replacementSerial)] });
      }
      const returned = item.serialId ? returnedSerials.get(item.serialId) : undefined;
      newSerials.push({
        itemId: item.id,
        productId: product.id,
        orderLineId: line.id,
        serial: replacementSerial,
        replaces: item.serialId,
        warrantyEndsOn: returned?.warrantyEndsOn ?? null,
      });
    }
  }
  for (const productId of productIds) {
    const wanted = newSerials.filter((s) => s.productId === productId).map((s) => s.serial);
    const [taken] = await takenSerials(tx, productId, wanted);
    if (taken) throw new ConflictError(WARRANTY_MESSAGES.serialTaken(taken));
  }
  const short = await takeReplacementStock(tx, pieces);
  if (short) {
    throw new ConflictError(
      M.replacementOutOfStock(Math.max(0, productOf.get(short.productId)?.buyable ?? 0)),
    );
  }
  const perLine = new Map<string, number>();
  for (const piece of pieces) {
    perLine.set(piece.orderLineId, (perLine.get(piece.orderLineId) ?? 0) + piece.quantity);
  }
  const shipment = await insertShipment(
    tx,
    {
      orderId: order.id,
      carrierId: facts.carrier.id,
      carrierName: facts.carrier.name,
      trackingNumber: input.trackingNumber,
      vehicleNumber: input.vehicleNumber,
      shippedOn: shopDay(),
      createdBy: facts.actor.id,
      returnId: row.id,
    },
    [...perLine].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
  );
  const inserted = await insertShipmentSerials(
    tx,
    shipment.id,
    newSerials.map((s) => ({
      orderLineId: s.orderLineId,
      productId: s.productId,
      serial: s.serial,
      warrantyEndsOn: s.warrantyEndsOn,
      replacesSerialId: s.replaces,
    })),
  );
  const made = new Map<string, { serialId: string | null; shipmentId: string }>();
  for (const { item } of replaced) {
    const index = newSerials.findIndex((s) => s.itemId === item.id);
    made.set(item.id, {
      serialId: index >= 0 ? inserted[index]!.id : null,
      shipmentId: shipment.id,
    });
  }
  await enqueueOrderEvent(tx, order.id, 'shipment.created', {
    _id: shipment.id,
    number: shipment.number,
    orderId: order.id,
    orderNumber: order.number,
    returnNumber: row.number,
    carrierName: shipment.carrierName,
    trackingNumber: shipment.trackingNumber,
    vehicleNumber: shipment.vehicleNumber,
    trackingUrl: trackingUrl(facts.carrier.trackingUrlTemplate, shipment.trackingNumber),
    shippedOn: shipment.shippedOn,
    lines: [...perLine].map(([orderLineId, quantity]) => ({
      sku: byId.get(orderLineId)!.sku,
      quantity,
    })),
    orderComplete: false,
  });
  return made;
}

/**
 * What each credited item came to, poisha: the note's line of its SKU shared among the items of
 * that SKU by pieces, the last one taking what is left (so they add up to the note to the poisha).
 */
function splitCredit(
  pending: PendingCredit,
  credited: readonly Chosen[],
  byId: ReadonlyMap<string, OrderLineRow>,
): Map<string, number> {
  const shares = new Map<string, number>();
  for (const line of pending.lines) {
    const items = credited.filter(({ item }) => byId.get(item.orderLineId)?.sku === line.sku);
    let left = line.totalPoisha;
    items.forEach(({ item }, index) => {
      const share =
        index === items.length - 1
          ? left
          : Math.round((line.totalPoisha * item.quantity) / line.quantity);
      shares.set(item.id, share);
      left -= share;
    });
  }
  return shares;
}

/**
 * A credit as the 'items resolved' e-mail says it: `Tk. 1234.50` in Taka as before, else in the
 * order's currency as `formatMoney` writes it (`US$10.00`; decision 327).
 */
function creditText(amount: number, currency: CurrencyCode): string {
  return currency === BASE_CURRENCY
    ? `Tk. ${amount.toFixed(2)}`
    : formatMoney(toPoisha(amount), currency);
}

/** The 'items resolved' e-mail, the `return.resolved` event and the audit entry. */
async function announce(
  tx: Transaction,
  order: OrderRow,
  row: ReturnWithItems,
  chosen: readonly Chosen[],
  complete: boolean,
  creditNoteNumber: string | null,
  facts: SettleFacts,
): Promise<void> {
  const [answer] = await returnAnswers(tx, [{ ...row, items: await itemsOf(tx, row.id) }]);
  const items = answer!.items.filter((item) =>
    chosen.some((choice) => choice.item.id === item._id),
  );
  const outcomeOf = (item: (typeof items)[number]) =>
    item.replacementSerial
      ? `new serial number ${item.replacementSerial}`
      : item.creditNoteNumber
        ? `${creditText(item.creditAmount ?? 0, answer!.currency)}, credit note ${item.creditNoteNumber}`
        : item.resolutionNote;
  const closed = answer!.items.filter((item) => item.resolution !== null).length;
  await queueReturnMail(
    tx,
    'return_resolved',
    row.requesterEmail,
    {
      returnId: row.id,
      rmaNumber: row.number,
      orderNumber: order.number,
      requesterName: row.requesterName,
      items: items.map((item) => ({
        sku: item.sku,
        productName: item.productName,
        serial: item.serial,
        quantity: item.quantity,
        resolution: item.resolution ? RETURN_RESOLUTION_LABELS[item.resolution] : null,
        outcome: outcomeOf(item),
      })),
      complete,
    },
    String(closed),
  );
  const resolved = items.map((item) => ({
    _id: item._id,
    sku: item.sku,
    serial: item.serial,
    quantity: item.quantity,
    resolution: item.resolution,
    replacementSerial: item.replacementSerial,
    replacementShipmentNumber: item.replacementShipmentNumber,
    creditAmount: item.creditAmount,
    creditNoteNumber: item.creditNoteNumber,
    refundId: item.refundId,
  }));
  await enqueueOrderEvent(tx, order.id, 'return.resolved', {
    _id: row.id,
    number: row.number,
    orderId: order.id,
    orderNumber: order.number,
    status: complete ? 'resolved' : 'received',
    // The items' `creditAmount` is in the order's currency (decision 327).
    currency: answer!.currency,
    items: resolved,
  });
  await recordAudit(tx, facts.actor, {
    action: 'return.resolve',
    targetType: 'return',
    targetId: row.id,
    targetLabel: `${row.number} (${order.number})`,
    before: { status: 'received' },
    after: {
      status: complete ? 'resolved' : 'received',
      items: resolved.map(({ _id: _, ...item }) => item),
      ...(creditNoteNumber ? { creditNote: creditNoteNumber } : {}),
      ...(facts.refund ? { refund: toTaka(facts.refund.amountPoisha) } : {}),
      currency: answer!.currency,
    },
  });
}
