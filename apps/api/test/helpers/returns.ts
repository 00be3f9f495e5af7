import { warrantyEndsOn } from '@partline/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { orderLines, products } from '../../src/db/schema/index.js';
import {
  insertShipment,
  insertShipmentSerials,
} from '../../src/modules/shipments/shipments.repository.js';
import type { App } from '../../src/app.js';
import { sendAs, type TestUser } from './auth.js';
import { carrierId } from './shipments.js';

/**
 * Ships `serials` of a serial-tracked line straight into the database, as a shipment that records
 * serials leaves it (decision 322): the shipment and its line, the line's shipped pieces, the
 * stock's hold turned into a decrement, and one serial per piece with its warranty end
 * (`shippedOn` + `warrantyMonths`). The returns tests ship this way so that they do not depend on
 * how `POST /orders/{id}/shipments` takes serials.
 */
export async function shipSerials(
  db: Database,
  line: { orderId: string; orderLineId: string; productId: string },
  serials: readonly string[],
  options: { shippedOn: string; warrantyMonths: number },
): Promise<{ shipmentId: string; serialIds: string[] }> {
  const carrier = await carrierId(db, 'RedX');
  return db.transaction(async (tx) => {
    const shipment = await insertShipment(
      tx,
      {
        orderId: line.orderId,
        carrierId: carrier,
        carrierName: 'RedX',
        trackingNumber: `RX-${serials[0]}`,
        vehicleNumber: null,
        shippedOn: options.shippedOn,
        createdBy: null,
      },
      [{ orderLineId: line.orderLineId, quantity: serials.length }],
    );
    await tx
      .update(orderLines)
      .set({ shippedQuantity: sql`${orderLines.shippedQuantity} + ${serials.length}` })
      .where(eq(orderLines.id, line.orderLineId));
    await tx
      .update(products)
      .set({
        heldQuantity: sql`${products.heldQuantity} - ${serials.length}`,
        availableQuantity: sql`${products.availableQuantity} - ${serials.length}`,
      })
      .where(eq(products.id, line.productId));
    const rows = await insertShipmentSerials(
      tx,
      shipment.id,
      serials.map((serial) => ({
        orderLineId: line.orderLineId,
        productId: line.productId,
        serial,
        warrantyEndsOn: warrantyEndsOn(options.shippedOn, options.warrantyMonths),
      })),
    );
    return { shipmentId: shipment.id, serialIds: rows.map((row) => row.id) };
  });
}

/** Makes a product serial-tracked with a warranty of `months`. */
export async function trackSerials(db: Database, productId: string, months: number) {
  await db
    .update(products)
    .set({ serialTracked: true, warrantyMonths: months })
    .where(eq(products.id, productId));
}

/** `POST /api/returns` as `user`. */
export function postReturn(
  app: App,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return sendAs(app, user, 'POST', '/api/returns', body);
}

/** `POST /api/returns/{id}/{step}` as `user`. */
export function returnStep(
  app: App,
  user: TestUser,
  id: string,
  step: 'approve' | 'reject' | 'receive' | 'resolve',
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return sendAs(app, user, 'POST', `/api/returns/${id}/${step}`, body);
}
