import {
  addDays,
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS,
  shopDay,
  type CreateReturnInputSchema,
  type Return,
} from '@partline/shared';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import type { Database, Transaction } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { products, shipmentSerials } from '../db/schema/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { queueReturnMail } from '../mail/order-mails.js';
import {
  lockOrder,
  lockOrderLines,
  type OrderLineRow,
} from '../modules/orders/orders.repository.js';
import { orderOf } from '../modules/orders/orders.service.js';
import {
  insertReturn,
  openReturnsOfSerials,
  piecesUnderReturn,
  settledSerials,
  type NewReturnItem,
  type ReturnWithItems,
} from '../modules/returns/returns.repository.js';
import type { RequestUser } from '../plugins/identity.js';
import { enqueueOrderEvent } from '../webhooks/order-events.js';
import { mayReadInvoiceOf } from './read-invoices.js';
import {
  lineFactsOf,
  pieceDates,
  returnAnswers,
  serialFactsOf,
  type SerialFacts,
} from './read-returns.js';

const M = RETURN_MESSAGES;

/** A return request as the shared schema parsed it. */
export type ReturnRequest = z.output<typeof CreateReturnInputSchema>;

/**
 * `POST /returns` (decision 322): the order's buyer, an admin of the company it was placed for
 * (while an admin of it) or a shop admin asks to return pieces of a paid order that shipped. In
 * one transaction the order, then its lines, are locked (the order shipments lock them in), and
 * each item is checked: its line is in the order; a serial-tracked product names a serial that
 * shipped in that line, not under an open return nor replaced or credited before; another product
 * names no serial and at most the pieces shipped and not under a return that was not rejected. A
 * defect is claimed within the piece's warranty (the serial's `warrantyEndsOn`, or the line's first
 * shipment day plus the product's warranty months); other reasons within
 * {@link RETURN_WINDOW_DAYS} of the shipment. `warrantyOverride` — shop admins only — lifts both,
 * audited as `return.warranty_override`. The return is numbered `RMA-<year>-<n>`; the 'return
 * requested' e-mail to the requester, the `return.requested` webhook event and the audit entry
 * `return.request` are written with it. The partial unique index `return_items_open_serial_key`
 * holds a serial under one open return even if the checks were raced.
 * @throws ForbiddenError 403 overrideAdminsOnly; NotFoundError 404 'Order not found' (unknown, or
 *   an order the caller may not read); ValidationError 400 (`items`: lineNotInOrder,
 *   serialRequired, serialNotTracked, serialNotInLine); ConflictError 409 orderNotReturnable,
 *   moreThanShipped, serialUnderReturn, warrantyExpired, noWarranty, returnWindowClosed.
 */
export async function requestReturn(
  db: Database,
  caller: RequestUser,
  input: ReturnRequest,
  actor: AuditActor,
): Promise<Return> {
  if (input.warrantyOverride !== undefined && caller.role !== 'admin') {
    throw new ForbiddenError(M.overrideAdminsOnly);
  }
  const found = await orderOf(db, input.orderId);
  if (!found || !(await mayReadInvoiceOf(db, caller, found))) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  let made: ReturnWithItems;
  try {
    made = await db.transaction((tx) => openReturn(tx, caller, found.id, input, actor));
  } catch (error) {
    if (!isUniqueViolation(error, 'return_items_open_serial_key')) throw error;
    // Raced past the checks: the index kept the serial under the other return.
    throw new ConflictError(await heldSerialMessage(db, input));
  }
  return (await returnAnswers(db, [made]))[0]!;
}

/** The check, the return and what it queues, in the transaction of {@link requestReturn}. */
async function openReturn(
  tx: Transaction,
  caller: RequestUser,
  orderId: string,
  input: ReturnRequest,
  actor: AuditActor,
): Promise<ReturnWithItems> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
  const lines = await lockOrderLines(tx, order.id);
  const returnable = order.status === 'paid' || order.status === 'delivered';
  if (!returnable || !lines.some((line) => line.shippedQuantity > 0)) {
    throw new ConflictError(M.orderNotReturnable);
  }
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const item of input.items) {
    if (!byId.has(item.orderLineId)) throw new ValidationError({ items: [M.lineNotInOrder] });
  }
  const lineIds = [...new Set(input.items.map((item) => item.orderLineId))];
  const serialsWanted = input.items.flatMap((item) => (item.serial ? [item.serial] : []));
  // One query at a time: a transaction is one connection.
  const facts = await lineFactsOf(tx, lineIds);
  const tracked = await trackedProducts(tx, lines);
  const shipped = await shippedSerials(tx, lineIds, serialsWanted);
  const underReturn = await piecesUnderReturn(tx, lineIds);
  const today = shopDay();
  const lifted: string[] = [];
  const items: (NewReturnItem & { serial: SerialFacts | undefined; line: OrderLineRow })[] = [];
  for (const wanted of input.items) {
    const line = byId.get(wanted.orderLineId)!;
    const isTracked = line.productId !== null && tracked.has(line.productId);
    let serial: SerialFacts | undefined;
    if (isTracked) {
      if (!wanted.serial) throw new ValidationError({ items: [M.serialRequired] });
      serial = shipped.find((row) => row.orderLineId === line.id && row.serial === wanted.serial);
      if (!serial) throw new ValidationError({ items: [M.serialNotInLine] });
    } else {
      if (wanted.serial) throw new ValidationError({ items: [M.serialNotTracked] });
      const left = line.shippedQuantity - (underReturn.get(line.id) ?? 0);
      if (wanted.quantity > left) throw new ConflictError(M.moreThanShipped(Math.max(0, left)));
    }
    const dates = pieceDates(facts.get(line.id), serial);
    const refusal = reasonRefusal(input.reason, dates, serial?.serial ?? line.sku, today);
    if (refusal) {
      if (input.warrantyOverride === undefined) throw new ConflictError(refusal);
      lifted.push(`${serial?.serial ?? line.sku}: ${refusal}`);
    }
    items.push({
      orderLineId: line.id,
      serialId: serial?.id ?? null,
      quantity: wanted.quantity,
      serial,
      line,
    });
  }
  const serialIds = items.flatMap((item) => (item.serialId ? [item.serialId] : []));
  const open = await openReturnsOfSerials(tx, serialIds);
  const settled = await settledSerials(tx, serialIds);
  for (const item of items) {
    if (!item.serial) continue;
    const holder = open.get(item.serial.id)?.number ?? settled.get(item.serial.id);
    if (holder) throw new ConflictError(M.serialUnderReturn(item.serial.serial, holder));
  }
  const made = await insertReturn(
    tx,
    {
      orderId: order.id,
      companyId: order.companyId,
      requestedBy: caller.id,
      requesterName: caller.name,
      requesterEmail: caller.email,
      reason: input.reason,
      description: input.description,
      photos: input.photos,
      warrantyOverride: input.warrantyOverride ?? null,
    },
    items.map(({ orderLineId, serialId, quantity }) => ({ orderLineId, serialId, quantity })),
  );
  const itemFacts = items.map((item) => ({
    sku: item.line.sku,
    productName: item.line.productName,
    serial: item.serial?.serial ?? null,
    quantity: item.quantity,
  }));
  await queueReturnMail(tx, 'return_requested', caller.email, {
    returnId: made.id,
    rmaNumber: made.number,
    orderNumber: order.number,
    requesterName: caller.name,
    items: itemFacts,
  });
  await enqueueOrderEvent(tx, order.id, 'return.requested', {
    _id: made.id,
    number: made.number,
    orderId: order.id,
    orderNumber: order.number,
    status: made.status,
    reason: made.reason,
    items: itemFacts.map(({ sku, serial, quantity }) => ({ sku, serial, quantity })),
  });
  const label = `${made.number} (${order.number})`;
  await recordAudit(tx, actor, {
    action: 'return.request',
    targetType: 'return',
    targetId: made.id,
    targetLabel: label,
    before: null,
    after: {
      orderNumber: order.number,
      reason: made.reason,
      items: itemFacts.map(({ sku, serial, quantity }) => ({ sku, serial, quantity })),
    },
  });
  if (input.warrantyOverride !== undefined) {
    await recordAudit(tx, actor, {
      action: 'return.warranty_override',
      targetType: 'return',
      targetId: made.id,
      targetLabel: label,
      before: null,
      after: { override: input.warrantyOverride, lifted },
    });
  }
  return made;
}

/**
 * Why a piece may not be returned for `reason` on `today`, or `undefined`: a defect past its
 * warranty or without one; another reason more than {@link RETURN_WINDOW_DAYS} after it shipped.
 */
function reasonRefusal(
  reason: ReturnRequest['reason'],
  dates: { shippedOn: string | null; warrantyEndsOn: string | null },
  piece: string,
  today: string,
): string | undefined {
  if (reason === 'defective') {
    if (dates.warrantyEndsOn === null) return M.noWarranty;
    return today > dates.warrantyEndsOn
      ? M.warrantyExpired(piece, dates.warrantyEndsOn)
      : undefined;
  }
  if (dates.shippedOn === null) return M.returnWindowClosed(RETURN_WINDOW_DAYS);
  return today > addDays(dates.shippedOn, RETURN_WINDOW_DAYS)
    ? M.returnWindowClosed(RETURN_WINDOW_DAYS)
    : undefined;
}

/** The ids of the serial-tracked products among these lines'. */
async function trackedProducts(
  tx: Transaction,
  lines: readonly OrderLineRow[],
): Promise<Set<string>> {
  const ids = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: products.id, serialTracked: products.serialTracked })
    .from(products)
    .where(inArray(products.id, ids));
  return new Set(rows.filter((row) => row.serialTracked).map((row) => row.id));
}

/** The serials of these lines among `serials`, with their shipment day. */
async function shippedSerials(
  tx: Transaction,
  lineIds: readonly string[],
  serials: readonly string[],
): Promise<SerialFacts[]> {
  if (serials.length === 0) return [];
  const rows = await tx
    .select({ id: shipmentSerials.id })
    .from(shipmentSerials)
    .where(
      and(
        inArray(shipmentSerials.orderLineId, [...lineIds]),
        inArray(shipmentSerials.serial, [...serials]),
      ),
    );
  return [
    ...(
      await serialFactsOf(
        tx,
        rows.map((row) => row.id),
      )
    ).values(),
  ];
}

/** The 409 of a serial a racing request put under its return first. */
async function heldSerialMessage(db: Database, input: ReturnRequest): Promise<string> {
  const serials = input.items.flatMap((item) => (item.serial ? [item.serial] : []));
  const lineIds = input.items.map((item) => item.orderLineId);
  const rows = await db
    .select({ id: shipmentSerials.id, serial: shipmentSerials.serial })
    .from(shipmentSerials)
    .where(
      and(inArray(shipmentSerials.orderLineId, lineIds), inArray(shipmentSerials.serial, serials)),
    );
  const open = await openReturnsOfSerials(
    db,
    rows.map((row) => row.id),
  );
  const held = rows.find((row) => open.has(row.id));
  return held
    ? M.serialUnderReturn(held.serial, open.get(held.id)!.number)
    : M.serialUnderReturn(serials[0] ?? '', '');
}
