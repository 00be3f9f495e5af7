import { WARRANTY_MESSAGES, type Shipment } from '@partline/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  mailJobs,
  products,
  shipmentSerials,
  shipments,
  webhookDeliveries,
} from '../../db/schema/index.js';
import { sendAs, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { markDelivered } from '../../../test/helpers/orders.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  orderNumberOf,
  postShipment,
  stockOf,
  storedLines,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Serial numbers at shipment (decision 322), on PGlite and on PostgreSQL (api-postgres): a
 * serial-tracked product ships with one serial per piece, never the same serial twice for one
 * product, and the specification's one-click Deliver does not ship such pieces blind. The race
 * test is never retried (decision 088).
 */

const t = useTestApp();
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {}, erp: {} });

/** A product in stock, serial-tracked with `warrantyMonths` months of warranty unless told. */
function trackedProduct(warrantyMonths = 36) {
  return insertProduct(t.db, {
    availableQuantity: 100,
    minOrder: 1,
    serialTracked: true,
    warrantyMonths,
  });
}

describe('POST /orders/{id}/shipments with serial numbers', () => {
  it('records one serial per piece with its warranty end, on the answer, the order, the audit entry and the webhook', async () => {
    const endpoint = await sendAs(t.app, who.erp, 'POST', '/api/webhooks/endpoints', {
      url: 'http://erp.invalid/hook',
      events: ['shipment.created'],
      currentPassword: who.erp.password,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const ssd = await trackedProduct(36);
    const cable = await insertProduct(t.db, { availableQuantity: 100, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.erp, [
      [ssd, 3],
      [cable, 5],
    ]);
    const res = await postShipment(t.app, who.admin, orderId, {
      lines: [
        { orderLineId: lineIds[0], quantity: 2, serials: [' sn-a1 ', 'SN-A2'] },
        { orderLineId: lineIds[1], quantity: 5 },
      ],
      carrierId: await carrierId(t.db, 'Pathao Courier'),
      trackingNumber: 'PTH-SER-1',
      shippedOn: '2026-01-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json<Shipment>();
    expect(shipment.returnNumber).toBeNull();
    expect(shipment.lines.map((line) => [line.sku, line.quantity, line.serials])).toEqual([
      [ssd.sku, 2, ['SN-A1', 'SN-A2']],
      [cable.sku, 5, []],
    ]);

    const stored = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.shipmentId, shipment._id));
    expect(stored.map((row) => [row.serial, row.productId, row.warrantyEndsOn]).sort()).toEqual([
      ['SN-A1', ssd.id, '2029-01-31'],
      ['SN-A2', ssd.id, '2029-01-31'],
    ]);

    const detail = await sendAs(
      t.app,
      who.erp,
      'GET',
      `/api/orders/number/${await orderNumberOf(t.db, orderId)}`,
    );
    expect(detail.json().shipments[0].lines[0].serials).toEqual(['SN-A1', 'SN-A2']);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, shipment._id));
    expect(audit!.after).toMatchObject({
      lines: [
        { sku: ssd.sku, quantity: 2, serials: ['SN-A1', 'SN-A2'] },
        { sku: cable.sku, quantity: 5, serials: [] },
      ],
    });
    const [mail] = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, orderId), eq(mailJobs.kind, 'order_shipped')));
    expect(mail!.payload).toMatchObject({
      shipment: {
        number: shipment.number,
        serials: [{ sku: ssd.sku, serials: ['SN-A1', 'SN-A2'] }],
      },
    });
    const event = (await t.db.select().from(webhookDeliveries))
      .map((row) => row.payload as { type: string; data: { _id?: string } })
      .find((payload) => payload.data._id === shipment._id);
    expect(event!.data).toMatchObject({
      lines: [
        { sku: ssd.sku, quantity: 2, serials: ['SN-A1', 'SN-A2'] },
        { sku: cable.sku, quantity: 5, serials: [] },
      ],
    });
  });

  it('takes the warranty months the product has when it ships, and none for 0 months', async () => {
    const ram = await trackedProduct(12);
    const fan = await trackedProduct(0);
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [ram, 2],
      [fan, 1],
    ]);
    const pathao = await carrierId(t.db, 'Pathao Courier');
    const first = await postShipment(t.app, who.admin, orderId, {
      lines: [
        { orderLineId: lineIds[0], quantity: 1, serials: ['RAM-1'] },
        { orderLineId: lineIds[1], quantity: 1, serials: ['FAN-1'] },
      ],
      carrierId: pathao,
      trackingNumber: 'W-1',
      shippedOn: '2026-03-15',
    });
    expect(first.statusCode, first.body).toBe(201);
    await t.db.update(products).set({ warrantyMonths: 24 }).where(eq(products.id, ram.id));
    const second = await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 1, serials: ['RAM-2'] }],
      carrierId: pathao,
      trackingNumber: 'W-2',
      shippedOn: '2026-03-16',
    });
    expect(second.statusCode, second.body).toBe(201);
    const rows = await t.db
      .select()
      .from(shipmentSerials)
      .where(inArray(shipmentSerials.productId, [ram.id, fan.id]));
    expect(rows.map((row) => [row.serial, row.warrantyEndsOn]).sort()).toEqual([
      ['FAN-1', null],
      ['RAM-1', '2027-03-15'],
      ['RAM-2', '2028-03-16'],
    ]);
  });

  it('refuses missing, extra, miscounted, repeated and taken serials, and writes nothing', async () => {
    const ssd = await trackedProduct();
    const cable = await insertProduct(t.db, { availableQuantity: 100, minOrder: 1 });
    const earlier = await insertPaidOrderOfLines(t.db, who.erp, [[ssd, 1]]);
    const pathao = await carrierId(t.db, 'Pathao Courier');
    const shippedBefore = await postShipment(t.app, who.admin, earlier.orderId, {
      lines: [{ orderLineId: earlier.lineIds[0], quantity: 1, serials: ['TAKEN-1'] }],
      carrierId: pathao,
      trackingNumber: 'T-0',
    });
    expect(shippedBefore.statusCode, shippedBefore.body).toBe(201);

    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [ssd, 2],
      [cable, 2],
    ]);
    const stockBefore = [await stockOf(t.db, ssd.id), await stockOf(t.db, cable.id)];
    const attempt = (lines: Record<string, unknown>[]) =>
      postShipment(t.app, who.admin, orderId, {
        lines,
        carrierId: pathao,
        trackingNumber: 'T-1',
      });

    const missing = await attempt([{ orderLineId: lineIds[0], quantity: 2 }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation_failed',
      details: { lines: [WARRANTY_MESSAGES.serialsRequired] },
    });
    const extra = await attempt([{ orderLineId: lineIds[1], quantity: 1, serials: ['C-1'] }]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.details).toEqual({ lines: [WARRANTY_MESSAGES.serialsNotTracked] });
    const miscounted = await attempt([{ orderLineId: lineIds[0], quantity: 2, serials: ['S-1'] }]);
    expect(miscounted.statusCode).toBe(400);
    expect(JSON.stringify(miscounted.json().error.details)).toContain(
      WARRANTY_MESSAGES.serialsCount(2, 1),
    );
    const repeated = await attempt([
      { orderLineId: lineIds[0], quantity: 2, serials: ['s-1', 'S-1'] },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(JSON.stringify(repeated.json().error.details)).toContain(
      WARRANTY_MESSAGES.serialRepeated('S-1'),
    );
    const malformed = await attempt([
      { orderLineId: lineIds[0], quantity: 2, serials: ['S 1', 'S-2'] },
    ]);
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json().error.details)).toContain(
      WARRANTY_MESSAGES.serialFormat,
    );
    // Already shipped in another order (compared ignoring case): 409, with the cable line too.
    const taken = await attempt([
      { orderLineId: lineIds[1], quantity: 2 },
      { orderLineId: lineIds[0], quantity: 2, serials: ['NEW-1', 'taken-1'] },
    ]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(WARRANTY_MESSAGES.serialTaken('TAKEN-1'));

    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
    expect((await storedLines(t.db, orderId)).map((line) => line.shippedQuantity)).toEqual([0, 0]);
    expect([await stockOf(t.db, ssd.id), await stockOf(t.db, cable.id)]).toEqual(stockBefore);
    const newOne = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.serial, 'NEW-1'));
    expect(newOne).toEqual([]);

    // The same serial on another product is another piece.
    const other = await trackedProduct();
    const third = await insertPaidOrderOfLines(t.db, who.buyer, [[other, 1]]);
    const sameText = await postShipment(t.app, who.admin, third.orderId, {
      lines: [{ orderLineId: third.lineIds[0], quantity: 1, serials: ['TAKEN-1'] }],
      carrierId: pathao,
      trackingNumber: 'T-2',
    });
    expect(sameText.statusCode, sameText.body).toBe(201);
  });
});

describe('a shipment of 14,000 serial numbers', () => {
  it('records them all', { timeout: 120_000 }, async () => {
    // 14,000 serials: past what one statement's parameters (65,535) can write.
    const lines = [];
    for (let i = 0; i < 14; i += 1) lines.push(await trackedProduct());
    await t.db
      .update(products)
      .set({ availableQuantity: 5_000 })
      .where(
        inArray(
          products.id,
          lines.map((product) => product.id),
        ),
      );
    const { orderId, lineIds } = await insertPaidOrderOfLines(
      t.db,
      who.buyer,
      lines.map((product) => [product, 1_000] as const),
    );
    const res = await postShipment(t.app, who.admin, orderId, {
      lines: lineIds.map((orderLineId, line) => ({
        orderLineId,
        quantity: 1_000,
        serials: Array.from(
          { length: 1_000 },
          (_, i) => `BULK-${line}-${String(i).padStart(4, '0')}`,
        ),
      })),
      carrierId: await carrierId(t.db, 'Pathao Courier'),
      trackingNumber: 'BULK-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Shipment>().lines.map((line) => line.serials.length)).toEqual(
      lines.map(() => 1_000),
    );
    const stored = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.shipmentId, res.json<Shipment>()._id));
    expect(stored).toHaveLength(14_000);
  });
});

describe("the specification's Deliver and serial-tracked pieces", () => {
  it('refuses while such pieces are left, changing nothing, then ships the rest', async () => {
    const ssd = await trackedProduct();
    const cable = await insertProduct(t.db, { availableQuantity: 100, minOrder: 1 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [
      [ssd, 1],
      [cable, 3],
    ]);
    const before = [await stockOf(t.db, ssd.id), await stockOf(t.db, cable.id)];
    const refused = await markDelivered(t.app, who.admin, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Ship serial-tracked items with their serial numbers',
    );
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toEqual([]);
    expect([await stockOf(t.db, ssd.id), await stockOf(t.db, cable.id)]).toEqual(before);

    const shipped = await postShipment(t.app, who.admin, orderId, {
      lines: [{ orderLineId: lineIds[0], quantity: 1, serials: ['DLV-1'] }],
      carrierId: await carrierId(t.db, 'RedX'),
      trackingNumber: 'RX-S1',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const delivered = await markDelivered(t.app, who.admin, orderId);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ modifiedCount: 1 });
    expect((await storedLines(t.db, orderId)).map((line) => line.shippedQuantity)).toEqual([1, 3]);
  });
});

describe('concurrent shipments of one serial in different orders', () => {
  it('let exactly one ship it', { timeout: 120_000 }, async () => {
    const ssd = await trackedProduct();
    const orders = [];
    for (let i = 0; i < 12; i += 1)
      orders.push(await insertPaidOrderOfLines(t.db, who.buyer, [[ssd, 1]]));
    const pathao = await carrierId(t.db, 'Pathao Courier');
    const answers = await Promise.all(
      orders.map(({ orderId, lineIds }, i) =>
        postShipment(t.app, who.admin, orderId, {
          lines: [{ orderLineId: lineIds[0], quantity: 1, serials: ['RACE-SERIAL'] }],
          carrierId: pathao,
          trackingNumber: `RACE-${i}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().error.message).toBe(WARRANTY_MESSAGES.serialTaken('RACE-SERIAL'));
    }
    const rows = await t.db
      .select()
      .from(shipmentSerials)
      .where(eq(shipmentSerials.productId, ssd.id));
    expect(rows).toHaveLength(1);
    const made = await t.db
      .select()
      .from(shipments)
      .where(
        inArray(
          shipments.orderId,
          orders.map((order) => order.orderId),
        ),
      );
    expect(made).toHaveLength(1);
    expect(await stockOf(t.db, ssd.id)).toEqual({ available: 99, held: 11 });
  });
});
