import { CartRowsResultSchema } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, mailJobs, orders, products } from '../../db/schema/index.js';
import { signUpUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  cartOf,
  checkout,
  insertTieredProduct,
  productRow as productRowOf,
  rowsAnswer,
} from '../../../test/helpers/cart.js';
import {
  markPaid,
  ordersOf,
  payLocally,
  payOrder,
  placeOrder,
} from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const productRow = (id: string) => productRowOf(t.db, id);

/** A client with an address and a cart of three products at three different tiers. */
async function clientWithCart() {
  const client = await signUpUser(t.app);
  await addAddress(t.app, client);
  const cpu = await insertTieredProduct(t.db, {
    productPrice: 1450,
    minOrder: 100,
    orderIncrement: 10,
    availableQuantity: 2000,
    tiers: [
      [500, 1380],
      [800, 1300],
    ],
  });
  const ram = await insertTieredProduct(t.db, {
    productPrice: 80,
    minOrder: 10,
    availableQuantity: 1000,
    tiers: [[100, 70]],
  });
  const psu = await insertTieredProduct(t.db, {
    productPrice: 3000.5,
    minOrder: 1,
    availableQuantity: 50,
  });
  await addToCart(t.app, client, cpu.id, 500); // tier 2: 1380
  await addToCart(t.app, client, ram.id, 150); // tier 2: 70
  await addToCart(t.app, client, psu.id, 3); // tier 1: 3000.5
  return { client, cpu, ram, psu, total: 500 * 1380 + 150 * 70 + 3 * 3000.5 };
}

describe('POST /api/checkout', () => {
  it('places one order of every line at its tier price, holds each line and empties the cart', async () => {
    const { client, cpu, ram, psu, total } = await clientWithCart();
    const res = await checkout(t.app, client, { poNumber: ' PO-4471 ', note: 'Gate 2' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalPrice: total, lineCount: 3 });
    const [order] = await ordersOf(t.app, client);
    expect(order).toMatchObject({
      _id: res.json().insertedId,
      productId: cpu.id,
      productName: `${cpu.name} + 2 more`,
      productPrice: 1380,
      quantity: 653,
      requiredQuantity: 653,
      totalPrice: total,
      address: 'Plot 9, Tejgaon, Dhaka 1208',
      phoneNumber: '+880 1711-000000',
      status: 'unpaid',
      isPaid: false,
      poNumber: 'PO-4471',
      note: 'Gate 2',
    });
    expect(order?.lines).toEqual([
      expect.objectContaining({
        productId: cpu.id,
        sku: cpu.sku,
        quantity: 500,
        unitPrice: 1380,
        lineTotal: 690_000,
      }),
      expect.objectContaining({
        productId: ram.id,
        quantity: 150,
        unitPrice: 70,
        lineTotal: 10_500,
      }),
      expect.objectContaining({
        productId: psu.id,
        quantity: 3,
        unitPrice: 3000.5,
        lineTotal: 9001.5,
      }),
    ]);
    expect((await productRow(cpu.id)).heldQuantity).toBe(500);
    expect((await productRow(ram.id)).heldQuantity).toBe(150);
    expect((await productRow(psu.id)).heldQuantity).toBe(3);
    expect((await cartOf(t.app, client)).lines).toEqual([]);
    const [mail] = await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, order!._id));
    expect(mail?.kind).toBe('order_placed');
    expect((mail?.payload as { lines: unknown[] }).lines).toHaveLength(3);
  });

  it('refuses the whole order when one line cannot be served, naming it; nothing is held', async () => {
    const { client, cpu, ram, psu } = await clientWithCart();
    await t.db.update(products).set({ availableQuantity: 2 }).where(eq(products.id, psu.id));
    const res = await checkout(t.app, client);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `The order was not placed: a line cannot be served: ${psu.name} (${psu.sku}): Not Enough`,
    );
    expect(res.json().error.details).toEqual({
      [psu.id]: [`${psu.name} (${psu.sku}): Not Enough`],
    });
    expect(await ordersOf(t.app, client)).toEqual([]);
    for (const id of [cpu.id, ram.id, psu.id]) expect((await productRow(id)).heldQuantity).toBe(0);
    expect((await cartOf(t.app, client)).lineCount).toBe(3);
  });

  it('answers the same order for a replayed Idempotency-Key, also when the replays race', async () => {
    const { client, cpu } = await clientWithCart();
    const first = await checkout(t.app, client, {}, 'key-1');
    expect(first.statusCode).toBe(201);
    const again = await checkout(t.app, client, {}, 'key-1');
    // The first answer again (decision 191).
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(t.app, client)).toHaveLength(1);

    await addToCart(t.app, client, cpu.id, 100);
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => checkout(t.app, client, {}, 'key-2')),
    );
    expect(racing.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(racing.filter((r) => r.headers['idempotent-replayed'])).toHaveLength(7);
    expect(new Set(racing.map((r) => r.json().insertedId)).size).toBe(1);
    expect(await ordersOf(t.app, client)).toHaveLength(2);
    expect((await productRow(cpu.id)).heldQuantity).toBe(600);
  });

  it('is paid once for its total; the invoice lists every line and the PO number; delivery ships every line', async () => {
    const { client, cpu, ram, psu, total } = await clientWithCart();
    // The order holds every piece of the PSU that is left: its own hold does not stop its payment.
    await t.db.update(products).set({ availableQuantity: 3 }).where(eq(products.id, psu.id));
    const placed = await checkout(t.app, client, { poNumber: 'PO-9' });
    const orderId = placed.json().insertedId as string;
    const intent = await sendAs(t.app, client, 'POST', '/api/create-payment-intent', { orderId });
    expect(intent.statusCode).toBe(200);
    await payOrder(t.app, client, orderId);
    // The holds of checkout are not taken twice.
    expect((await productRow(cpu.id)).heldQuantity).toBe(500);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ poNumber: 'PO-9', totalPoisha: total * 100 });
    expect(invoice?.lines?.map((l) => [l.sku, l.quantity, l.unitPricePoisha])).toEqual([
      [cpu.sku, 500, 138_000],
      [ram.sku, 150, 7000],
      [psu.sku, 3, 300_050],
    ]);
    const pdf = await t.app.inject({
      url: `/api/orders/${orderId}/invoice`,
      headers: client.headers,
    });
    expect(pdf.statusCode).toBe(200);

    const delivered = await sendAs(t.app, admin, 'PUT', `/api/orders/${orderId}`, {
      isDelivered: true,
    });
    expect(delivered.json()).toEqual({ modifiedCount: 1 });
    expect(await productRow(cpu.id)).toMatchObject({ heldQuantity: 0, availableQuantity: 1500 });
    expect(await productRow(ram.id)).toMatchObject({ heldQuantity: 0, availableQuantity: 850 });
    expect(await productRow(psu.id)).toMatchObject({ heldQuantity: 0, availableQuantity: 0 });
  });

  it('releases every line when the order is cancelled, unpaid (deleted) or paid (refunded)', async () => {
    const { client, cpu, psu } = await clientWithCart();
    const unpaid = (await checkout(t.app, client)).json().insertedId as string;
    expect((await productRow(cpu.id)).heldQuantity).toBe(500);
    const cancelled = await sendAs(t.app, client, 'DELETE', `/api/orders/${unpaid}`);
    expect(cancelled.json()).toMatchObject({ deletedCount: 1, status: 'deleted' });
    expect((await productRow(cpu.id)).heldQuantity).toBe(0);
    expect((await productRow(psu.id)).heldQuantity).toBe(0);

    await addToCart(t.app, client, cpu.id, 100);
    await addToCart(t.app, client, psu.id, 2);
    const paid = (await checkout(t.app, client)).json().insertedId as string;
    const { intentId } = await payLocally(t.app, client, paid);
    await markPaid(t.app, client, paid, intentId);
    const refunded = await sendAs(t.app, client, 'DELETE', `/api/orders/${paid}`);
    expect(refunded.json()).toMatchObject({ deletedCount: 1, status: 'cancelled' });
    expect((await productRow(cpu.id)).heldQuantity).toBe(0);
    expect((await productRow(psu.id)).heldQuantity).toBe(0);
  });

  it('takes the address book’s default, or the address named; refuses an empty book, an empty cart and admins', async () => {
    const client = await signUpUser(t.app);
    const product = await insertTieredProduct(t.db, { minOrder: 1 });
    await addToCart(t.app, client, product.id, 1);
    const noBook = await checkout(t.app, client);
    expect(noBook.statusCode).toBe(409);
    expect(noBook.json().error.message).toBe('Add a delivery address to your address book first');
    await addAddress(t.app, client, 'Head office');
    const warehouse = await sendAs(t.app, client, 'POST', '/api/addresses', {
      label: 'Warehouse',
      address: 'Shed 4, Savar',
      phoneNumber: '01811000000',
    });
    expect(warehouse.json()).toMatchObject({ isDefault: false });
    const stranger = await signUpUser(t.app);
    const foreign = await addAddress(t.app, stranger);
    expect((await checkout(t.app, client, { addressId: foreign })).statusCode).toBe(404);
    const placed = await checkout(t.app, client, { addressId: warehouse.json()._id });
    expect(placed.statusCode).toBe(201);
    expect((await ordersOf(t.app, client))[0]).toMatchObject({
      address: 'Shed 4, Savar',
      phoneNumber: '01811000000',
      productName: product.name,
    });
    const empty = await checkout(t.app, client);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe('Your cart is empty');
    expect((await checkout(t.app, admin)).statusCode).toBe(403);
  });
});

describe('the specification’s one-product order', () => {
  it('is placed at the tier price of its quantity, on its increment, with one line', async () => {
    const client = await signUpUser(t.app);
    const product = await insertTieredProduct(t.db, {
      productPrice: 100,
      minOrder: 10,
      orderIncrement: 5,
      tiers: [[50, 90]],
    });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 60 });
    const [order] = await ordersOf(t.app, client);
    expect(order).toMatchObject({ _id: orderId, productPrice: 90, quantity: 60, totalPrice: 5400 });
    expect(order?.lines).toEqual([
      expect.objectContaining({ sku: product.sku, quantity: 60, unitPrice: 90, lineTotal: 5400 }),
    ]);
    const off = await sendAs(t.app, client, 'POST', '/api/orders', {
      productId: product.id,
      quantity: 12,
      address: 'A',
      phoneNumber: '017',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.details.quantity).toEqual(['Order in steps of 5 (10, 15, 20, …)']);
  });
});

describe('POST /api/orders/:id/buy-again', () => {
  it('puts every line back at today’s prices and reports a product no longer sold', async () => {
    const { client, cpu, ram, psu } = await clientWithCart();
    const orderId = (await checkout(t.app, client)).json().insertedId as string;
    await t.db
      .update(products)
      .set({ volumeTiers: [{ minQuantity: 500, unitPricePoisha: 120_000 }] })
      .where(eq(products.id, cpu.id));
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, psu.id));
    const res = await sendAs(t.app, client, 'POST', `/api/orders/${orderId}/buy-again`);
    const added = rowsAnswer(res);
    expect(added.rows).toEqual([
      [cpu.sku, true, 'Added to cart'],
      [ram.sku, true, 'Added to cart'],
      [psu.sku, false, 'This product is no longer sold'],
    ]);
    expect(added.cart.lines.map((l) => [l.productId, l.quantity, l.unitPrice])).toEqual([
      [cpu.id, 500, 1200],
      [ram.id, 150, 70],
    ]);
    // Twice is once: the quantities are set, not added.
    const again = await sendAs(t.app, client, 'POST', `/api/orders/${orderId}/buy-again`);
    expect(CartRowsResultSchema.parse(again.json()).cart.totalQuantity).toBe(650);
    const stranger = await signUpUser(t.app);
    const notMine = await sendAs(t.app, stranger, 'POST', `/api/orders/${orderId}/buy-again`);
    expect(notMine.statusCode).toBe(404);
    const rows = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(rows).toHaveLength(1);
  });
});
