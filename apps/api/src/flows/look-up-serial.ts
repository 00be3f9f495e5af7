import {
  shopDay,
  WARRANTY_MESSAGES,
  warrantyStatusOn,
  type SerialLookup,
  type WarrantyCheck,
} from '@partline/shared';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  orderLines,
  orders,
  returnItems,
  returns,
  shipmentSerials,
  shipments,
} from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import type { RequestUser } from '../plugins/identity.js';
import { companyAdminOf } from './company-of-caller.js';

/*
 * Looking up a serial number (decision 322): the buyer's, their company admin's and the shop
 * admin's look-up of every piece they may read, and the public warranty check that answers for a
 * serial and the order it shipped in, and says nothing else.
 */

/** The piece a replacement replaced. */
const replaced = alias(shipmentSerials, 'replaced_serial');

/** The pieces with a serial number, with their order, line, shipment and warranty end. */
function piecesWhere(where: SQL | undefined) {
  return (db: Database) =>
    db
      .select({
        id: shipmentSerials.id,
        serial: shipmentSerials.serial,
        productId: shipmentSerials.productId,
        warrantyEndsOn: shipmentSerials.warrantyEndsOn,
        sku: orderLines.sku,
        productName: orderLines.productName,
        orderId: orders.id,
        orderNumber: orders.number,
        orderLineId: orderLines.id,
        shipmentNumber: shipments.number,
        shippedOn: shipments.shippedOn,
        replacesSerial: replaced.serial,
      })
      .from(shipmentSerials)
      .innerJoin(shipments, eq(shipments.id, shipmentSerials.shipmentId))
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(orderLines, eq(orderLines.id, shipmentSerials.orderLineId))
      .leftJoin(replaced, eq(replaced.id, shipmentSerials.replacesSerialId))
      .where(where)
      .orderBy(asc(shipments.shippedOn), asc(shipmentSerials.createdAt), asc(shipmentSerials.id));
}

/**
 * The whole months of a piece's warranty: from the day it shipped to its warranty's last day
 * (a replacement keeps the warranty end of the piece it replaced, so its months are what was
 * left); 0 without a warranty.
 */
function warrantyMonthsOf(shippedOn: string, endsOn: string | null): number {
  if (endsOn === null) return 0;
  const [fromYear, fromMonth, fromDay] = shippedOn.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [toYear, toMonth, toDay] = endsOn.split('-').map(Number) as [number, number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  // A warranty that ends on a shorter month's last day still counts that month.
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return Math.max(0, toDay >= fromDay || toDay === lastDay ? months : months - 1);
}

/**
 * `GET /warranty/serials/{serial}` (decision 322): every piece shipped with `serial` (normalised)
 * in an order the caller may read — their own orders; as an admin of a company (while they are
 * one), the company's orders; as a shop admin, every order — oldest shipment first, each with its
 * product, order, challan, warranty status on the shop's day, the serial it replaced and the open
 * return it is under. API keys read as their owner (scope `orders:read`).
 * @throws NotFoundError 'No piece you bought has this serial number' when there is none the
 *   caller may read (whether others have one is not said).
 */
export async function lookUpSerial(
  db: Database,
  caller: RequestUser,
  serial: string,
): Promise<SerialLookup[]> {
  const company = caller.role === 'admin' ? undefined : await companyAdminOf(db, caller);
  const mayRead =
    caller.role === 'admin'
      ? undefined
      : or(
          eq(orders.userId, caller.id),
          company === undefined ? undefined : eq(orders.companyId, company),
        );
  const pieces = await piecesWhere(and(eq(shipmentSerials.serial, serial), mayRead))(db);
  if (pieces.length === 0) throw new NotFoundError(WARRANTY_MESSAGES.serialNotFound);
  const open = await db
    .select({
      serialId: returnItems.serialId,
      _id: returns.id,
      number: returns.number,
      status: returns.status,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(
      and(
        eq(returnItems.open, true),
        inArray(
          returnItems.serialId,
          pieces.map((piece) => piece.id),
        ),
      ),
    );
  const today = shopDay();
  return pieces.map((piece) => {
    const underReturn = open.find((item) => item.serialId === piece.id);
    return {
      serial: piece.serial,
      productId: piece.productId,
      sku: piece.sku,
      productName: piece.productName,
      orderId: piece.orderId,
      orderNumber: piece.orderNumber,
      orderLineId: piece.orderLineId,
      shipmentNumber: piece.shipmentNumber,
      shippedOn: piece.shippedOn,
      warrantyMonths: warrantyMonthsOf(piece.shippedOn, piece.warrantyEndsOn),
      warrantyEndsOn: piece.warrantyEndsOn,
      warrantyStatus: warrantyStatusOn(piece.warrantyEndsOn, today),
      replacesSerial: piece.replacesSerial,
      openReturn: underReturn
        ? { _id: underReturn._id, number: underReturn.number, status: underReturn.status }
        : null,
    };
  });
}

/**
 * `GET /warranty-check?serial=&orderNumber=` (public; decision 322): the warranty of the piece
 * with `serial` shipped in the order `orderNumber` (both normalised upper-case) — its product, the
 * day it shipped and its warranty on the shop's day; nothing of the buyer, the price or the rest of
 * the order. One piece: the serial's first shipment in that order (a serial is unique per product;
 * two products of one order sharing a serial is not a case a buyer meets).
 * @throws NotFoundError 'No piece with this serial number is in this order' — alike for an unknown
 *   serial, an unknown order and a serial of another order, so that it tells a guesser nothing.
 */
export async function checkWarranty(
  db: Database,
  query: { serial: string; orderNumber: string },
): Promise<WarrantyCheck> {
  const [piece] = await piecesWhere(
    and(eq(shipmentSerials.serial, query.serial), eq(orders.number, query.orderNumber)),
  )(db);
  if (!piece) throw new NotFoundError(WARRANTY_MESSAGES.checkNotFound);
  return {
    serial: piece.serial,
    productName: piece.productName,
    sku: piece.sku,
    shippedOn: piece.shippedOn,
    warrantyMonths: warrantyMonthsOf(piece.shippedOn, piece.warrantyEndsOn),
    warrantyEndsOn: piece.warrantyEndsOn,
    warrantyStatus: warrantyStatusOn(piece.warrantyEndsOn, shopDay()),
  };
}
