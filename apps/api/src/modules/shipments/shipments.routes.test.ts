import type { Shipment } from '@partline/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  mailJobs,
  products,
  shipments,
  webhookDeliveries,
} from '../../db/schema/index.js';
import { sendAs, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { markDelivered } from '../../../test/helpers/orders.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  postShipment,
  storedLines,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Shipments (decision 321), on PGlite and on PostgreSQL (api-postgres): an order leaves in
 * consignments, never more than ordered or than stock, and the specification's Deliver ships the
 * rest. The concurrency test is never retried (decision 088).
 */

const t = useTestApp();
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {}, other: {} });

async function stockOf(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return { available: row!.availableQuantity, held: row!.heldQuantity };
}

async function orderNumberOf(orderId: string): Promise<string> {
  const res = await sendAs(t.app, who.admin, 'GET', `/api/orders`);
  const order = res.json<{ _id: string; orderNumber: string }[]>().find((o) => o._id === orderId);
  return order!.orderNumber;
}

describe('POST /orders/{id}/shipments', () => {
  it('ships a 3-line order in two consignments, then delivers it', async () => {
    const [a, b, c] = [
      await insertProduct(t.db, { availableQuantity: 50, minOrder: 1 }),
      await insertProduct(t.db, { availableQuantity: 20, minOrder: 1 }),
      await insertProduct(t.db, { availableQuantity: 10, minOrder: 1 }),
    ];
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [a, 10],
      [b, 4],
      [c, 2],
    ]);
    const pathao = await carrierId(t.db, 'Pathao Courier');

    const first = await postShipment(t.app, who.admin, orderId, {
      lines: [
        { orderLineId: lineIds[0], quantity: 6 },
        { orderLineId: lineIds[1], quantity: 4 },
      ],
      carrierId: pathao,
      trackingNumber: 'PTH 123/45',
      shippedOn: '2026-11-29',
    });
    expect(first.statusCode).toBe(201);
    const shipment = first.json<Shipment>();
    expect(shipment.number).toMatch(/^CH-\d{4}-\d{6}$/);
    expect(shipment.carrierName).toBe('Pathao Courier');
    expect(shipment.trackingUrl).toBe(
      'https://merchant.pathao.com/tracking?consignment_id=PTH%20123%2F45',
    );
    expect(shipment.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [a.sku, 6],
      [b.sku, 4],
    ]);
    // The stock left with the shipment: hold → shipped.
    expect(await stockOf(a.id)).toEqual({ available: 44, held: 4 });
    expect(await stockOf(b.id)).toEqual({ available: 16, held: 0 });
    expect(await stockOf(c.id)).toEqual({ available: 10, held: 2 });

    const number = await orderNumberOf(orderId);
    const partial = await sendAs(t.app, who.buyer, 'GET', `/api/orders/number/${number}`);
    expect(partial.json()).toMatchObject({
      status: 'paid',
      isDelivered: false,
      fulfilmentStatus: 'partially_shipped',
      shipments: [{ number: shipment.number }],
    });

    // More than is left of a line: refused, nothing changes.
    const tooMany = await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 5 }],
      carrierId: pathao,
      trackingNumber: 'PTH-2',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Only 4 left to ship');
    expect(await stockOf(a.id)).toEqual({ available: 44, held: 4 });

    const second = await postShipment(t.app, who.admin, orderId, {
      lines: [
        { orderLineId: lineIds[0], quantity: 4 },
        { orderLineId: lineIds[2], quantity: 2 },
      ],
      carrierId: await carrierId(t.db, 'Own transport'),
      vehicleNumber: 'DHAKA METRO-TA 11-2233',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json<Shipment>().trackingUrl).toBeNull();
    const done = await sendAs(t.app, who.buyer, 'GET', `/api/orders/number/${number}`);
    expect(done.json()).toMatchObject({
      status: 'delivered',
      isDelivered: true,
      fulfilmentStatus: 'shipped',
    });
    expect(done.json().shipments).toHaveLength(2);
    expect((await storedLines(t.db, orderId)).map((line) => line.shippedQuantity)).toEqual([
      10, 4, 2,
    ]);
    expect(await stockOf(a.id)).toEqual({ available: 40, held: 0 });

    // One 'shipped' e-mail per shipment; the deliver audit entry once.
    const mails = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, orderId), eq(mailJobs.kind, 'order_shipped')));
    expect(mails.map((mail) => mail.period).sort()).toEqual(
      [shipment.number, second.json<Shipment>().number].sort(),
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, orderId));
    expect(audits.filter((entry) => entry.action === 'order.deliver')).toHaveLength(1);

    // Nothing left: a further shipment is refused.
    const after = await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 1 }],
      carrierId: pathao,
      trackingNumber: 'PTH-3',
    });
    expect(after.statusCode).toBe(409);
  });

  it('is for admins only, and checks its body', async () => {
    const a = await insertProduct(t.db, { availableQuantity: 10, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [[a, 2]]);
    const pathao = await carrierId(t.db, 'Pathao Courier');
    const body = { lines: [{ orderLineId: lineIds[0], quantity: 1 }], carrierId: pathao };
    const byBuyer = await postShipment(t.app, who.buyer, orderId, {
      ...body,
      trackingNumber: 'X',
    });
    expect(byBuyer.statusCode).toBe(403);
    const noReference = await postShipment(t.app, who.admin, orderId, body);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.details.trackingNumber).toEqual([
      'Give a tracking number or a vehicle number',
    ]);
    const foreignLine = await postShipment(t.app, who.admin, orderId, {
      ...body,
      lines: [{ orderLineId: crypto.randomUUID(), quantity: 1 }],
      trackingNumber: 'X',
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
  });
});

describe('shipment webhook events', () => {
  it("queue shipment.created and shipment.delivered for the buyer's endpoint", async () => {
    const buyer = who.other;
    const endpoint = await sendAs(t.app, buyer, 'POST', '/api/webhooks/endpoints', {
      url: 'http://erp.invalid/hook',
      events: ['shipment.created', 'shipment.delivered'],
      currentPassword: buyer.password,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const a = await insertProduct(t.db, { availableQuantity: 10, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, buyer, [[a, 3]]);
    const made = await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 2 }],
      carrierId: await carrierId(t.db, 'Pathao Courier'),
      trackingNumber: 'WH-1',
    });
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json<Shipment>();
    const arrived = await sendAs(
      t.app,
      who.admin,
      'POST',
      `/api/shipments/${shipment._id}/delivered`,
    );
    expect(arrived.statusCode, arrived.body).toBe(200);
    const events = (await t.db.select().from(webhookDeliveries))
      .map((row) => row.payload as { type: string; data: { _id?: string } })
      .filter((payload) => payload.data._id === shipment._id);
    expect(events.map((event) => event.type).sort()).toEqual([
      'shipment.created',
      'shipment.delivered',
    ]);
    expect(events.find((event) => event.type === 'shipment.created')!.data).toMatchObject({
      number: shipment.number,
      orderId,
      carrierName: 'Pathao Courier',
      trackingNumber: 'WH-1',
      trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=WH-1',
      lines: [{ sku: a.sku, quantity: 2 }],
      orderComplete: false,
    });
  });
});

describe('50 concurrent shipments of one order', () => {
  it('ship exactly what was ordered, never more', { timeout: 120_000 }, async () => {
    const a = await insertProduct(t.db, { availableQuantity: 100, minOrder: 1 });
    const b = await insertProduct(t.db, { availableQuantity: 100, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [a, 30],
      [b, 20],
    ]);
    const pathao = await carrierId(t.db, 'Pathao Courier');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postShipment(t.app, who.admin, orderId, {
          lines: [
            { orderLineId: lineIds[0], quantity: 1 },
            ...(i % 2 === 0 ? [{ orderLineId: lineIds[1], quantity: 1 }] : []),
          ],
          carrierId: pathao,
          trackingNumber: `RACE-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const made = answers.filter((res) => res.statusCode === 201).map((res) => res.json<Shipment>());
    const shippedOf = (lineId: string) =>
      made.reduce(
        (sum, shipment) =>
          sum + (shipment.lines.find((line) => line.orderLineId === lineId)?.quantity ?? 0),
        0,
      );
    const lines = await storedLines(t.db, orderId);
    expect(lines.map((line) => line.shippedQuantity)).toEqual([
      shippedOf(lineIds[0]!),
      shippedOf(lineIds[1]!),
    ]);
    expect(lines[0]!.shippedQuantity).toBe(30);
    expect(lines[1]!.shippedQuantity).toBeLessThanOrEqual(20);
    expect(await stockOf(a.id)).toEqual({ available: 70, held: 0 });
    expect(await stockOf(b.id)).toEqual({
      available: 100 - lines[1]!.shippedQuantity,
      held: 20 - lines[1]!.shippedQuantity,
    });
    // Challan numbers: one per shipment, none twice.
    expect(new Set(made.map((shipment) => shipment.number)).size).toBe(made.length);
  });
});

describe("the specification's Deliver", () => {
  it('ships what is left in one shipment and keeps its flags', async () => {
    const a = await insertProduct(t.db, { availableQuantity: 30, minOrder: 1 });
    const b = await insertProduct(t.db, { availableQuantity: 30, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [a, 5],
      [b, 3],
    ]);
    await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 2 }],
      carrierId: await carrierId(t.db, 'RedX'),
      trackingNumber: 'RX1',
    });
    const res = await markDelivered(t.app, who.admin, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const number = await orderNumberOf(orderId);
    const detail = (await sendAs(t.app, who.admin, 'GET', `/api/orders/number/${number}`)).json();
    expect(detail).toMatchObject({ status: 'delivered', isDelivered: true });
    expect(detail.shipments).toHaveLength(2);
    expect(detail.shipments[1]).toMatchObject({
      carrierName: 'Own transport',
      trackingNumber: null,
      lines: [
        { sku: a.sku, quantity: 3 },
        { sku: b.sku, quantity: 3 },
      ],
    });
    expect(await stockOf(a.id)).toEqual({ available: 25, held: 0 });
    expect((await markDelivered(t.app, who.admin, orderId)).json()).toEqual({ modifiedCount: 0 });
  });
});
