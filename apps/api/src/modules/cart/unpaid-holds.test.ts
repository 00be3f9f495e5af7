import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailJobs, orders } from '../../db/schema/index.js';
import { releaseUnpaidHolds } from '../../flows/release-unpaid-holds.js';
import { renderMailJob } from '../../mail/order-mails.js';
import { signUpUser, sendAs } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
  productRow,
} from '../../../test/helpers/cart.js';
import {
  intentRow,
  markPaid,
  ordersOf,
  payLocally,
  placeOrder,
} from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// Passes are run by the tests, not by the timer; the hold lasts the default 30 minutes.
const t = useTestApp({ deps: { unpaidHoldJob: { autoStart: false } } });

const heldOf = async (id: string) => (await productRow(t.db, id)).heldQuantity;
/** Moves the order's placing back by `minutes`. */
async function placedMinutesAgo(orderId: string, minutes: number) {
  await t.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));
}

/** A client who checked out a cart of two products; the order's id and its products. */
async function checkedOut(pieces = { cpu: 100, psu: 2 }) {
  const client = await signUpUser(t.app);
  await addAddress(t.app, client);
  const cpu = await insertTieredProduct(t.db, {
    productPrice: 1450,
    minOrder: 100,
    availableQuantity: 500,
  });
  const psu = await insertTieredProduct(t.db, {
    productPrice: 3000,
    minOrder: 1,
    availableQuantity: 5,
  });
  await addToCart(t.app, client, cpu.id, pieces.cpu);
  await addToCart(t.app, client, psu.id, pieces.psu);
  const placed = await checkout(t.app, client);
  expect(placed.statusCode).toBe(201);
  return { client, cpu, psu, orderId: placed.json().insertedId as string };
}

describe('unpaid checkout orders not paid in time', () => {
  it('are cancelled after UNPAID_HOLD_MINUTES, their stock released and the buyer told', async () => {
    const { client, cpu, psu, orderId } = await checkedOut();
    const fresh = await checkedOut();
    await placedMinutesAgo(orderId, 31);
    await placedMinutesAgo(fresh.orderId, 29);

    expect(await t.app.unpaidHoldJob.runOnce()).toBe(1);
    expect(await heldOf(cpu.id)).toBe(0);
    expect(await heldOf(psu.id)).toBe(0);
    const [order] = await ordersOf(t.app, client);
    expect(order).toMatchObject({ _id: orderId, status: 'cancelled', isPaid: false });
    expect(order?.cancelledAt).not.toBeNull();
    // The order placed 29 minutes ago still holds its stock.
    expect(await heldOf(fresh.cpu.id)).toBe(100);
    expect((await ordersOf(t.app, fresh.client))[0]?.status).toBe('unpaid');

    const [mail] = await t.db.select().from(mailJobs).where(eq(mailJobs.kind, 'order_expired'));
    expect(mail).toMatchObject({ orderId, recipient: client.email });
    const message = renderMailJob(mail!, 'https://shop.example');
    expect(message.subject).toBe('Your Partline order was cancelled: not paid in time');
    expect(message.text).toContain('was not paid within 30 minutes');
    expect(message.text).toContain(`(${cpu.sku})`);
    // A second pass finds nothing more to do.
    expect(await t.app.unpaidHoldJob.runOnce()).toBe(0);
    expect(await heldOf(cpu.id)).toBe(0);
  });

  it('refunds a payment that succeeds after the release, as for any cancelled order', async () => {
    const { client, cpu, orderId } = await checkedOut();
    // The card form was opened and confirmed before the hold ran out; the order is marked paid after.
    const { intentId, confirmStatus } = await payLocally(t.app, client, orderId);
    expect(confirmStatus).toBe(200);
    await placedMinutesAgo(orderId, 45);
    expect(await t.app.unpaidHoldJob.runOnce()).toBe(1);

    const late = await markPaid(t.app, client, orderId, intentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This order was cancelled; the payment was refunded');
    const intent = await intentRow(t.db, intentId);
    expect(intent?.refundId).not.toBeNull();
    const [order] = await ordersOf(t.app, client);
    expect(order).toMatchObject({
      status: 'cancelled',
      isPaid: false,
      refusedPaymentReason: 'order_cancelled',
    });
    expect(await heldOf(cpu.id)).toBe(0);
    // Cancelling it again changes nothing.
    const again = await sendAs(t.app, client, 'DELETE', `/api/orders/${orderId}`);
    expect(again.json()).toEqual({ deletedCount: 0, status: 'cancelled' });
  });

  it('leaves paid orders and the specification’s unpaid orders (which hold nothing) alone', async () => {
    const paid = await checkedOut();
    const { intentId } = await payLocally(t.app, paid.client, paid.orderId);
    expect((await markPaid(t.app, paid.client, paid.orderId, intentId)).statusCode).toBe(200);
    await placedMinutesAgo(paid.orderId, 120);
    const spec = await placeOrder(t.app, paid.client, paid.psu.id, { quantity: 1 });
    await placedMinutesAgo(spec, 120);

    expect(await t.app.unpaidHoldJob.runOnce()).toBe(0);
    expect(await heldOf(paid.cpu.id)).toBe(100);
    const statuses = Object.fromEntries(
      (await ordersOf(t.app, paid.client)).map((order) => [order._id, order.status]),
    );
    expect(statuses).toEqual({ [paid.orderId]: 'paid', [spec]: 'unpaid' });
  });

  it('cancels each order once when several instances run their passes at the same time', async () => {
    const due = await Promise.all(Array.from({ length: 6 }, () => checkedOut()));
    for (const { orderId } of due) await placedMinutesAgo(orderId, 60);

    // Four instances, batches of two: every order is cancelled by exactly one of them.
    const passes = await Promise.all(
      Array.from({ length: 4 }, () => releaseUnpaidHolds(t.db, 30, 2)),
    );
    let cancelled = passes.reduce((sum, count) => sum + count, 0);
    while (cancelled < due.length) {
      const more = await releaseUnpaidHolds(t.db, 30, 2);
      if (more === 0) break;
      cancelled += more;
    }
    expect(cancelled).toBe(due.length);
    for (const { cpu, psu } of due) {
      expect(await heldOf(cpu.id)).toBe(0);
      expect(await heldOf(psu.id)).toBe(0);
    }
    const mails = await t.db.select().from(mailJobs).where(eq(mailJobs.kind, 'order_expired'));
    for (const { orderId } of due) {
      expect(mails.filter((mail) => mail.orderId === orderId)).toHaveLength(1);
    }
  });
});
