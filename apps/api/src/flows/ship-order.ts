import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  SHIPMENT_MESSAGES,
  shopDay,
  trackingUrl,
  WARRANTY_MESSAGES,
  warrantyEndsOn,
  type CreateShipmentInputSchema,
  type Shipment,
} from '@partline/shared';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/audit-log.js';
import { stockChanged } from '../catalog-cache/catalog-cache.js';
import type { Database, Executor, Transaction } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { returns } from '../db/schema/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { mailLinesOf, queueOrderShippedMail } from '../mail/order-mails.js';
import { ordersChanged } from '../modules/orders/order-list-cache.js';
import {
  addShippedQuantity,
  allShipped,
  deliverIfPaid,
  leftToShip,
  linesOfOrder,
  lockOrder,
  lockOrderLines,
  type OrderLineRow,
  type OrderRow,
} from '../modules/orders/orders.repository.js';
import { orderLabel, orderOf, orderStateSnapshot } from '../modules/orders/orders.service.js';
import { findProductsByIds } from '../modules/products/products.repository.js';
import {
  findCarrier,
  findShipment,
  insertShipment,
  insertShipmentSerials,
  markShipmentDelivered,
  ownTransportCarrier,
  serialsOfShipments,
  shipmentsOfOrder,
  takenSerials,
  trackingTemplatesOf,
  type CarrierRow,
  type NewShipmentSerial,
  type ShipmentWithLines,
} from '../modules/shipments/shipments.repository.js';
import { enqueueOrderEvent } from '../webhooks/order-events.js';
import type { RequestUser } from '../plugins/identity.js';
import { isRowId } from '../row-id.js';
import { orderMailFacts, orderMailTarget } from './order-mail.js';
import { productIdsOf, shipLines, type StockLine } from './order-stock.js';

const M = SHIPMENT_MESSAGES;

/** A shipment to create, as the shared schema parsed it. */
export type ShipmentRequest = z.output<typeof CreateShipmentInputSchema>;

/** What a shipment carries: pieces of order lines. */
interface PiecesOfLine {
  orderLineId: string;
  quantity: number;
}

/** The constraint that keeps a serial number to one piece of a product (migration 0037). */
const SERIAL_KEY = 'shipment_serials_product_serial_key';

/** Serial numbers written per statement (6 parameters each, PostgreSQL takes 65,535). */
const SERIALS_PER_INSERT = 2_000;

/**
 * `POST /orders/{id}/shipments` (admin; decision 321): ships some pieces of some lines of a paid
 * order. One transaction locks the order, then its lines in id order; checks each quantity against
 * what is left to ship; turns those pieces' stock hold into a decrement of the stock (never below
 * zero: `shipStock` is guarded); writes the shipment under the next challan number; queues the
 * 'shipped' e-mail of this shipment and the `shipment.created` webhook event; records the audit
 * entry; and when every piece that was not cancelled has shipped, the order becomes `delivered`
 * as the specification's Deliver makes it. Concurrent shipments of one order queue on the order's
 * lock, so together they never ship more than was ordered.
 *
 * A line of a serial-tracked product carries one serial number per piece (decision 322; the
 * schema checked their count and that none repeats): each is recorded with its warranty's last day
 * — the shipment's day plus the product's warranty months now — and no serial ships twice for one
 * product: checked first, and held by the unique key `shipment_serials_product_serial_key` when
 * two shipments of different orders race for it (the loser rolls back whole).
 * @throws ForbiddenError 'Only admins ship orders'; NotFoundError 'Order not found';
 *   ValidationError (`carrierId`: unknown or inactive carrier; `lines`: a line not in the order,
 *   serials missing for a serial-tracked product or given for another); ConflictError 'Only paid
 *   orders are shipped', 'Everything in this order has shipped', 'Only N left to ship' or
 *   'Serial number S has already shipped for this product'.
 */
export async function createShipment(
  db: Database,
  caller: RequestUser,
  orderId: string,
  request: ShipmentRequest,
  actor: AuditActor,
): Promise<Shipment> {
  if (caller.role !== 'admin') throw new ForbiddenError('Only admins ship orders');
  const found = await orderOf(db, orderId);
  if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
  const carrier = await findCarrier(db, request.carrierId);
  if (!carrier) throw new ValidationError({ carrierId: [M.carrierNotFound] });
  if (!carrier.active) throw new ValidationError({ carrierId: [M.carrierInactive] });
  const shippedOn = request.shippedOn ?? shopDay();
  let serials: NewShipmentSerial[] = [];
  const made = await db
    .transaction(async (tx) => {
      const order = await lockOrder(tx, found.id);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
      assertShippable(order);
      const lines = await lockOrderLines(tx, order.id);
      const byId = new Map(lines.map((line) => [line.id, line]));
      for (const wanted of request.lines) {
        const line = byId.get(wanted.orderLineId);
        if (!line) throw new ValidationError({ lines: [M.lineNotInOrder] });
        // An order with nothing left is delivered: assertShippable refused it above.
        const left = leftToShip(line);
        if (wanted.quantity > left) throw new ConflictError(M.moreThanLeft(left));
      }
      serials = await serialsOfRequest(tx, byId, request.lines, shippedOn);
      await refuseTakenSerials(tx, serials);
      return ship(tx, order, lines, request.lines, {
        carrier,
        trackingNumber: request.trackingNumber,
        vehicleNumber: request.vehicleNumber,
        shippedOn,
        actor,
        audit: 'shipment',
        serials,
      });
    })
    .catch(async (error: unknown) => {
      // Another order's shipment took a serial between the check and the insert: name it.
      if (!isUniqueViolation(error, SERIAL_KEY)) throw error;
      await refuseTakenSerials(db, serials);
      throw new ConflictError(WARRANTY_MESSAGES.serialTaken(serials[0]?.serial ?? ''));
    });
  changed(db, made.order, made.lines);
  return (await shipmentAnswers(db, [made.shipment], made.lines))[0]!;
}

/**
 * `PUT /orders/{id}` with `{ isDelivered: true }` (admin; spec §4): ships everything that is left
 * in one shipment by the shop's own transport (decision 321) — the specification's one-click
 * delivery, with its texts and flags: a paid order becomes `delivered` once, its holds turn into
 * stock decrements, the 'shipped' e-mail is queued and the audit entry `order.deliver` recorded.
 * An order already delivered answers `{ modifiedCount: 0 }`. Pieces of a serial-tracked product
 * ship only with their serial numbers (decision 322): an order with such pieces left is refused
 * and nothing changes.
 * @throws ForbiddenError 'Only admins deliver orders'; NotFoundError 'Order not found';
 *   ConflictError 'Order is not paid yet!' (unpaid), 'This order was cancelled' or 'Ship
 *   serial-tracked items with their serial numbers'.
 */
export async function deliverOrder(
  db: Database,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
): Promise<{ modifiedCount: number }> {
  if (caller.role !== 'admin') throw new ForbiddenError('Only admins deliver orders');
  const found = await orderOf(db, id);
  if (!found) throw new NotFoundError(ORDER_MESSAGES.notFound);
  assertDeliverable(found);
  if (found.status === 'delivered') return { modifiedCount: 0 };
  const carrier = await ownTransportCarrier(db);
  const made = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    assertDeliverable(order);
    if (order.status === 'delivered') return undefined;
    const lines = await lockOrderLines(tx, order.id);
    const rest = lines
      .map((line) => ({ orderLineId: line.id, quantity: leftToShip(line) }))
      .filter((line) => line.quantity > 0);
    if (rest.length === 0) return undefined;
    const products = await findProductsByIds(
      tx,
      lines.flatMap((line) => (line.productId && leftToShip(line) > 0 ? [line.productId] : [])),
    );
    if ([...products.values()].some((product) => product.serialTracked)) {
      throw new ConflictError(M.serialsNeeded);
    }
    return ship(tx, order, lines, rest, {
      carrier,
      trackingNumber: null,
      vehicleNumber: null,
      shippedOn: shopDay(),
      actor,
      audit: 'deliver',
      serials: [],
    });
  });
  if (!made) return { modifiedCount: 0 };
  changed(db, made.order, made.lines);
  return { modifiedCount: 1 };
}

/**
 * `POST /shipments/{id}/delivered` (admin; decision 321): the shipment arrived. Once; a second call
 * answers the shipment as it is. The hook a carrier's webhook will call later.
 * @throws ForbiddenError; NotFoundError 'Shipment not found'.
 */
export async function markDelivered(
  db: Database,
  caller: RequestUser,
  id: string,
  actor: AuditActor,
): Promise<Shipment> {
  if (caller.role !== 'admin') throw new ForbiddenError('Only admins ship orders');
  const shipment = isRowId(id) ? await findShipment(db, id) : undefined;
  if (!shipment) throw new NotFoundError(M.shipmentNotFound);
  await db.transaction(async (tx) => {
    const row = await markShipmentDelivered(tx, shipment.id);
    if (!row) return;
    await recordAudit(tx, actor, {
      action: 'shipment.deliver',
      targetType: 'shipment',
      targetId: row.id,
      targetLabel: row.number,
      before: { deliveredAt: null },
      after: { deliveredAt: row.deliveredAt?.toISOString() ?? null },
    });
    await enqueueOrderEvent(tx, row.orderId, 'shipment.delivered', {
      _id: row.id,
      number: row.number,
      orderId: row.orderId,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    });
  });
  const order = await orderOf(db, shipment.orderId);
  if (order) ordersChanged(db, order.userEmail);
  const now = (await findShipment(db, id))!;
  return (await shipmentAnswers(db, [now], await linesOfOrder(db, now.orderId)))[0]!;
}

/** The shipments of an order as its detail page reads them, oldest first. */
export async function shipmentsOfOrderAnswer(
  db: Database,
  orderId: string,
  lines: readonly OrderLineRow[],
): Promise<Shipment[]> {
  return shipmentAnswers(db, await shipmentsOfOrder(db, orderId), lines);
}

/**
 * Shipments with their lines' SKU, name and serial numbers, their tracking link and the number of
 * the return a replacement shipment serves, as the API answers them.
 */
export async function shipmentAnswers(
  db: Database,
  shipments: readonly ShipmentWithLines[],
  lines: readonly OrderLineRow[],
): Promise<Shipment[]> {
  const [templates, serials, returnNumbers] = await Promise.all([
    trackingTemplatesOf(
      db,
      shipments.map((shipment) => shipment.carrierId),
    ),
    serialsOfShipments(
      db,
      shipments.map((shipment) => shipment.id),
    ),
    returnNumbersOf(
      db,
      shipments.flatMap((shipment) => (shipment.returnId ? [shipment.returnId] : [])),
    ),
  ]);
  const byLine = serialsByLine(serials, (row) => `${row.shipmentId}:${row.orderLineId}`);
  const serialsOf = (shipmentId: string, orderLineId: string) =>
    byLine.get(`${shipmentId}:${orderLineId}`) ?? [];
  const byId = new Map(lines.map((line) => [line.id, line]));
  return shipments.map((shipment) => ({
    _id: shipment.id,
    number: shipment.number,
    orderId: shipment.orderId,
    carrierId: shipment.carrierId,
    carrierName: shipment.carrierName,
    trackingNumber: shipment.trackingNumber,
    vehicleNumber: shipment.vehicleNumber,
    trackingUrl: trackingUrl(templates.get(shipment.carrierId), shipment.trackingNumber),
    shippedOn: shipment.shippedOn,
    deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
    createdAt: shipment.createdAt.toISOString(),
    returnNumber: shipment.returnId ? (returnNumbers.get(shipment.returnId) ?? null) : null,
    lines: [...shipment.lines]
      .sort(
        (a, b) =>
          (byId.get(a.orderLineId)?.position ?? 0) - (byId.get(b.orderLineId)?.position ?? 0),
      )
      .map((line) => ({
        orderLineId: line.orderLineId,
        sku: byId.get(line.orderLineId)?.sku ?? '',
        productName: byId.get(line.orderLineId)?.productName ?? '',
        quantity: line.quantity,
        serials: serialsOf(shipment.id, line.orderLineId),
      })),
  }));
}

/** How a shipment is made: its carrier, references, day, and whose audit entry it writes. */
interface ShipmentFacts {
  carrier: CarrierRow;
  trackingNumber: string | null;
  vehicleNumber: string | null;
  shippedOn: string;
  actor: AuditActor;
  /** `shipment`: `shipment.create`; `deliver`: the specification's `order.deliver`. */
  audit: 'shipment' | 'deliver';
  /** The serial numbers of its pieces of serial-tracked products (decision 322), checked. */
  serials: readonly NewShipmentSerial[];
}

/** Serial numbers grouped by `keyOf` (a line of a shipment), each group in the order given. */
function serialsByLine<T extends { serial: string }>(
  serials: readonly T[],
  keyOf: (serial: T) => string,
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const row of serials) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row.serial);
    else groups.set(key, [row.serial]);
  }
  return groups;
}

/** The RMA numbers of these returns, by id (a replacement shipment names its return). */
async function returnNumbersOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: returns.id, number: returns.number })
    .from(returns)
    .where(inArray(returns.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/**
 * The serial numbers a shipment request gives, to record (decision 322): every line of a
 * serial-tracked product gives one per piece, no line of another product gives any. Each piece's
 * warranty ends the product's warranty months (as they are now) after `shippedOn`.
 * @throws ValidationError on `lines`: serials missing, or given for a product that is not
 *   serial-tracked.
 */
async function serialsOfRequest(
  tx: Transaction,
  lines: ReadonlyMap<string, OrderLineRow>,
  wanted: ShipmentRequest['lines'],
  shippedOn: string,
): Promise<NewShipmentSerial[]> {
  const products = await findProductsByIds(
    tx,
    wanted.flatMap((piece) => lines.get(piece.orderLineId)?.productId ?? []),
  );
  return wanted.flatMap((piece) => {
    const line = lines.get(piece.orderLineId)!;
    const product = line.productId ? products.get(line.productId) : undefined;
    if (!product?.serialTracked) {
      if (piece.serials?.length) {
        throw new ValidationError({ lines: [WARRANTY_MESSAGES.serialsNotTracked] });
      }
      return [];
    }
    if (!piece.serials) throw new ValidationError({ lines: [WARRANTY_MESSAGES.serialsRequired] });
    const endsOn = warrantyEndsOn(shippedOn, product.warrantyMonths);
    return piece.serials.map((serial) => ({
      orderLineId: line.id,
      productId: product.id,
      serial,
      warrantyEndsOn: endsOn,
    }));
  });
}

/**
 * Refuses serial numbers that already shipped for their product.
 * @throws ConflictError 'Serial number S has already shipped for this product' (the first).
 */
async function refuseTakenSerials(
  db: Executor,
  serials: readonly NewShipmentSerial[],
): Promise<void> {
  for (const productId of new Set(serials.map((serial) => serial.productId))) {
    const [taken] = await takenSerials(
      db,
      productId,
      serials.filter((serial) => serial.productId === productId).map((serial) => serial.serial),
    );
    if (taken) throw new ConflictError(WARRANTY_MESSAGES.serialTaken(taken));
  }
}

/**
 * Ships `pieces` of the locked order's locked `lines` (each checked against what is left): stock,
 * shipped quantities, the shipment, the order's delivery when complete, the e-mail, the webhook
 * event and the audit entry, in the caller's transaction.
 */
async function ship(
  tx: Transaction,
  order: OrderRow,
  lines: OrderLineRow[],
  pieces: readonly PiecesOfLine[],
  facts: ShipmentFacts,
): Promise<{ order: OrderRow; shipment: ShipmentWithLines; lines: OrderLineRow[] }> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  await shipLines(
    tx,
    order.id,
    pieces.map((piece) => ({
      productId: byId.get(piece.orderLineId)?.productId,
      quantity: piece.quantity,
    })),
  );
  for (const piece of pieces) {
    if (!(await addShippedQuantity(tx, piece.orderLineId, piece.quantity))) {
      throw new ConflictError(M.moreThanLeft(leftToShip(byId.get(piece.orderLineId)!)));
    }
    const line = byId.get(piece.orderLineId)!;
    byId.set(line.id, { ...line, shippedQuantity: line.shippedQuantity + piece.quantity });
  }
  const after = lines.map((line) => byId.get(line.id)!);
  const shipment = await insertShipment(
    tx,
    {
      orderId: order.id,
      carrierId: facts.carrier.id,
      carrierName: facts.carrier.name,
      trackingNumber: facts.trackingNumber,
      vehicleNumber: facts.vehicleNumber,
      shippedOn: facts.shippedOn,
      createdBy: facts.actor.id,
    },
    pieces,
  );
  // In batches: a shipment may carry 100 lines of 1,000 serials, past a statement's parameters.
  for (let at = 0; at < facts.serials.length; at += SERIALS_PER_INSERT) {
    await insertShipmentSerials(tx, shipment.id, facts.serials.slice(at, at + SERIALS_PER_INSERT));
  }
  const byLine = serialsByLine(facts.serials, (serial) => serial.orderLineId);
  const serialsOf = (orderLineId: string) => byLine.get(orderLineId) ?? [];
  const delivered = allShipped(after) ? await deliverIfPaid(tx, order.id) : undefined;
  const current = delivered ?? order;
  const shippedLines = pieces.map((piece) => {
    const line = byId.get(piece.orderLineId)!;
    return {
      ...line,
      quantity: piece.quantity,
      lineTotalPoisha: line.unitPricePoisha * piece.quantity,
    };
  });
  const link = trackingUrl(facts.carrier.trackingUrlTemplate, facts.trackingNumber);
  await queueOrderShippedMail(
    tx,
    orderMailTarget(current),
    {
      ...orderMailFacts(current),
      lines: mailLinesOf(shippedLines),
      address: current.address,
      deliveredAt: (current.deliveredAt ?? shipment.createdAt).toISOString(),
      shipment: {
        number: shipment.number,
        carrierName: shipment.carrierName,
        trackingNumber: shipment.trackingNumber,
        vehicleNumber: shipment.vehicleNumber,
        trackingUrl: link,
        shippedOn: shipment.shippedOn,
        complete: delivered !== undefined,
        serials: shippedLines
          .map((line) => ({ sku: line.sku, serials: serialsOf(line.id) }))
          .filter((line) => line.serials.length > 0),
      },
    },
    shipment.number,
  );
  await enqueueOrderEvent(tx, order.id, 'shipment.created', {
    _id: shipment.id,
    number: shipment.number,
    orderId: order.id,
    orderNumber: order.number,
    carrierName: shipment.carrierName,
    trackingNumber: shipment.trackingNumber,
    vehicleNumber: shipment.vehicleNumber,
    trackingUrl: link,
    shippedOn: shipment.shippedOn,
    lines: shippedLines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      serials: serialsOf(line.id),
    })),
    orderComplete: delivered !== undefined,
  });
  if (facts.audit === 'deliver' || delivered) {
    // The specification's delivery: the order's own entry, as before shipments.
    if (delivered) {
      await recordAudit(tx, facts.actor, {
        action: 'order.deliver',
        targetType: 'order',
        targetId: order.id,
        targetLabel: orderLabel(order),
        before: { status: 'paid', isPaid: order.isPaid, isDelivered: false, deliveredAt: null },
        after: orderStateSnapshot(delivered),
      });
    }
  }
  if (facts.audit === 'shipment') {
    await recordAudit(tx, facts.actor, {
      action: 'shipment.create',
      targetType: 'shipment',
      targetId: shipment.id,
      targetLabel: `${shipment.number} (${order.number})`,
      before: null,
      after: {
        orderNumber: order.number,
        carrier: shipment.carrierName,
        trackingNumber: shipment.trackingNumber,
        vehicleNumber: shipment.vehicleNumber,
        shippedOn: shipment.shippedOn,
        lines: shippedLines.map((line) => ({
          sku: line.sku,
          quantity: line.quantity,
          serials: serialsOf(line.id),
        })),
      },
    });
  }
  return { order: current, shipment, lines: after };
}

/**
 * What a shipment changed: the stock of its order's products (decision 338) and the buyer's order
 * lists.
 */
function changed(db: Database, order: OrderRow, lines: readonly StockLine[]): void {
  stockChanged(db, productIdsOf(lines));
  ordersChanged(db, order.userEmail);
}

/** A shipment is made of a paid order only. */
function assertShippable(order: OrderRow): void {
  if (order.status === 'delivered') throw new ConflictError(M.nothingLeft);
  if (order.status !== 'paid') throw new ConflictError(M.notShippable);
}

/** The specification's Deliver: its texts for an order that is not paid, or cancelled. */
function assertDeliverable(order: OrderRow): void {
  if (
    order.status === 'unpaid' ||
    order.status === 'awaiting_approval' ||
    order.status === 'declined'
  ) {
    throw new ConflictError(ORDER_MESSAGES.notPaidYet);
  }
  if (order.status === 'cancelled') throw new ConflictError(PAYMENT_MESSAGES.cancelled);
}
