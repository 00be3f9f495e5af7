import type { CancelUnshippedResult, TaxNote } from '@partline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orderLines, orders, paymentIntents, products } from '../../db/schema/index.js';
import { sendAs, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { cancelOrder, intentRow } from '../../../test/helpers/orders.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  postShipment,
  storedLines,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Cancelling an order's unshipped rest (decision 321), on PGlite and on PostgreSQL (api-postgres):
 * refunded or credited to the poisha, stock given back, the shipped part untouched. The race test
 * is never retried (decision 088).
 */

const t = useTestApp();
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {}, other: {} });

let intents = 0;

async function stockOf(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return { available: row!.availableQuantity, held: row!.heldQuantity };
}

/** A succeeded payment of the local processor for `amountPoisha`, as its id. */
async function succeededIntent(amountPoisha: number): Promise<string> {
  intents += 1;
  const id = `pi_local_cancel_${Date.now()}_${intents}`;
  await t.db.insert(paymentIntents).values({
    id,
    clientSecret: `${id}_secret`,
    orderId: '00000000-0000-4000-8000-000000000000',
    amountPoisha,
    currency: 'bdt',
    email: who.buyer.email,
    name: who.buyer.name,
    status: 'succeeded',
  });
  return id;
}

function ship(orderId: string, lines: { orderLineId: string | undefined; quantity: number }[]) {
  return carrierId(t.db, 'RedX').then((carrier) =>
    postShipment(t.app, who.admin, orderId, { lines, carrierId: carrier, trackingNumber: 'RX-C' }),
  );
}

function cancelUnshipped(user: typeof who.buyer, orderId: string) {
  return sendAs(t.app, user, 'POST', `/api/orders/${orderId}/cancel-unshipped`);
}

async function notesOf(orderId: string): Promise<TaxNote[]> {
  const res = await sendAs(t.app, who.buyer, 'GET', `/api/orders/${orderId}/tax-notes`);
  return res.json<TaxNote[]>();
}

describe('POST /orders/{id}/cancel-unshipped', () => {
  it('refunds the unshipped part of a card payment, VAT per line, and credits it', async () => {
    // Tk 1,234.57 a piece, VAT 15 % included: 4 pieces are 4,938.28 of which VAT 644.12.
    const a = await insertProduct(t.db, {
      availableQuantity: 50,
      minOrder: 1,
      productPrice: 1234.57,
    });
    const b = await insertProduct(t.db, {
      availableQuantity: 20,
      minOrder: 1,
      productPrice: 99.99,
    });
    const intent = await succeededIntent(1234.57 * 100 * 10 + 9999 * 4);
    const { orderId, lineIds } = await insertPaidOrderOfLines(
      t.db,
      who.buyer,
      [
        [a, 10],
        [b, 4],
      ],
      { transactionId: intent, paymentProvider: 'local' },
      { vatRate: 1500 },
    );
    expect(
      (
        await ship(orderId, [
          { orderLineId: lineIds[0], quantity: 6 },
          { orderLineId: lineIds[1], quantity: 4 },
        ])
      ).statusCode,
    ).toBe(201);

    // Part of it shipped: no longer cancelled whole.
    const whole = await cancelOrder(t.app, who.buyer, orderId);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error.message).toBe(
      'Part of this order has shipped: cancel its unshipped rest',
    );
    expect((await cancelUnshipped(who.other, orderId)).statusCode).toBe(404);

    const res = await cancelUnshipped(who.buyer, orderId);
    expect(res.statusCode).toBe(200);
    const answer = res.json<CancelUnshippedResult>();
    expect(answer).toMatchObject({
      status: 'delivered',
      lines: [{ sku: a.sku, quantity: 4 }],
      refund: { amount: 4938.28 },
    });
    expect(answer.refund!.refundId).toMatch(/^re_local_/);
    expect((await intentRow(t.db, intent))?.refundId).toBe(answer.refund!.refundId);

    const [note] = await notesOf(orderId);
    expect(note).toMatchObject({
      kind: 'credit',
      number: answer.creditNoteNumber,
      reason: 'Unshipped items cancelled: card payment refunded in part',
      refundReference: answer.refund!.refundId,
      lines: [
        {
          sku: a.sku,
          quantity: 4,
          vatRate: 1500,
          valueExclVat: 4294.16,
          vat: 644.12,
          total: 4938.28,
        },
      ],
      valueExclVat: 4294.16,
      vat: 644.12,
      total: 4938.28,
    });

    // Stock: the 4 held pieces given back; what shipped stays shipped.
    expect(await stockOf(a.id)).toEqual({ available: 44, held: 0 });
    expect(await stockOf(b.id)).toEqual({ available: 16, held: 0 });
    const lines = await storedLines(t.db, orderId);
    expect(lines.map((line) => [line.shippedQuantity, line.cancelledQuantity])).toEqual([
      [6, 4],
      [4, 0],
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'delivered', isDelivered: true });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel_unshipped'), eq(auditLog.targetId, orderId)));
    expect(audit).toHaveLength(1);

    // Nothing is left: a second call changes nothing.
    const again = await cancelUnshipped(who.buyer, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Everything in this order has shipped');
    expect(await notesOf(orderId)).toHaveLength(1);
  });

  it('credits an order on account, backordered pieces too, releasing only what was held (admin)', async () => {
    const a = await insertProduct(t.db, { availableQuantity: 30, minOrder: 1, productPrice: 115 });
    const { orderId, lineIds } = await insertPaidOrderOfLines(
      t.db,
      who.buyer,
      [[a, 10]],
      { paymentMethod: 'on_account', paymentProvider: 'on_account', isPaid: false },
      { vatRate: 1500 },
    );
    // 3 of the 10 wait on a backorder: they hold no stock.
    await t.db
      .update(orderLines)
      .set({ backorderedQuantity: 3 })
      .where(eq(orderLines.id, lineIds[0]!));
    await t.db
      .update(products)
      .set({ heldQuantity: sql`${products.heldQuantity} - 3` })
      .where(eq(products.id, a.id));
    await ship(orderId, [{ orderLineId: lineIds[0], quantity: 5 }]);
    expect(await stockOf(a.id)).toEqual({ available: 25, held: 2 });

    const res = await cancelUnshipped(who.admin, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json<CancelUnshippedResult>()).toMatchObject({
      status: 'delivered',
      lines: [{ sku: a.sku, quantity: 5 }],
      refund: null,
    });
    // Tk 115 a piece with 15 % VAT included: 5 pieces are 575, VAT 75.
    const [note] = await notesOf(orderId);
    expect(note).toMatchObject({
      reason: 'Unshipped items cancelled',
      refundReference: null,
      valueExclVat: 500,
      vat: 75,
      total: 575,
    });
    expect(await stockOf(a.id)).toEqual({ available: 25, held: 0 });
    const [line] = await storedLines(t.db, orderId);
    expect(line).toMatchObject({
      shippedQuantity: 5,
      cancelledQuantity: 5,
      backorderedQuantity: 0,
    });
  });

  it('cancels the whole order when nothing has shipped yet', async () => {
    const a = await insertProduct(t.db, { availableQuantity: 10, minOrder: 1 });
    const intent = await succeededIntent(a.pricePoisha * 3);
    const { orderId } = await insertPaidOrderOfLines(t.db, who.buyer, [[a, 3]], {
      transactionId: intent,
      paymentProvider: 'local',
    });
    const res = await cancelUnshipped(who.buyer, orderId);
    expect(res.json<CancelUnshippedResult>()).toEqual({
      status: 'cancelled',
      lines: [],
      refund: null,
      creditNoteNumber: null,
    });
    expect(await stockOf(a.id)).toEqual({ available: 10, held: 0 });
    expect((await intentRow(t.db, intent))?.refundId).toMatch(/^re_local_/);
  });

  it(
    'stays consistent when a shipment races the cancel of the same order',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const a = await insertProduct(t.db, { availableQuantity: 40, minOrder: 1 });
        const { orderId, lineIds } = await insertPaidOrderOfLines(t.db, who.buyer, [[a, 10]], {
          paymentMethod: 'on_account',
          paymentProvider: 'on_account',
          isPaid: false,
        });
        await ship(orderId, [{ orderLineId: lineIds[0], quantity: 2 }]);
        const [shipment, cancel] = await Promise.all([
          ship(orderId, [{ orderLineId: lineIds[0], quantity: 3 }]),
          cancelUnshipped(who.buyer, orderId),
        ]);
        expect(cancel.statusCode).toBe(200);
        expect([201, 409]).toContain(shipment.statusCode);
        const shipped = 2 + (shipment.statusCode === 201 ? 3 : 0);
        const [line] = await storedLines(t.db, orderId);
        expect(line).toMatchObject({ shippedQuantity: shipped, cancelledQuantity: 10 - shipped });
        expect(cancel.json<CancelUnshippedResult>().lines).toEqual([
          expect.objectContaining({ quantity: 10 - shipped }),
        ]);
        expect(await stockOf(a.id)).toEqual({ available: 40 - shipped, held: 0 });
        const [note] = await notesOf(orderId);
        expect(note?.lines[0]?.quantity).toBe(10 - shipped);
      }
    },
  );
});
