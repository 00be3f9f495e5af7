import {
  addDays,
  daysBetween,
  shopDay,
  type AdminOverview,
  type FulfilmentWatchItem,
} from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { sendAs, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import {
  carrierId,
  insertPaidOrderOfLines,
  postShipment,
} from '../../../test/helpers/shipments.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * The fulfilment watch (decision 321) and the overview's late orders, on PGlite and on PostgreSQL
 * (api-postgres): 5 days from payment in Dhaka, 10 elsewhere, in shop days.
 */

const t = useTestApp();
const who = useAccounts(t, { admin: { role: 'admin' }, buyer: {} });

const DAY_MS = 86_400_000;
const now = Date.now();
/** `days` before the test began, `seconds` more: whole shop days back, ordered within a day. */
const daysAgo = (days: number, seconds = 0) => new Date(now - days * DAY_MS - seconds * 1000);

/** What the list says of an order paid at `paidAt`: deadline `days` later, days left, late. */
function due(paidAt: Date, days: 5 | 10) {
  const deadline = addDays(shopDay(paidAt), days);
  const daysLeft = daysBetween(shopDay(), deadline) - 1;
  return [deadline, daysLeft, daysLeft < 0] as const;
}

async function watch(query = '') {
  const res = await sendAs(t.app, who.admin, 'GET', `/api/admin/fulfilment${query}`);
  expect(res.statusCode).toBe(200);
  return { items: res.json<FulfilmentWatchItem[]>(), link: res.headers.link as string | undefined };
}

async function lateOrders(): Promise<number> {
  const res = await sendAs(t.app, who.admin, 'GET', '/api/admin/overview');
  return res.json<AdminOverview>().lateOrders;
}

describe('GET /admin/fulfilment', () => {
  it('lists paid orders still to ship, oldest payment first, with their deadline in shop days', async () => {
    const lateBefore = await lateOrders();
    const product = await insertProduct(t.db, { availableQuantity: 500, minOrder: 1 });
    const today = shopDay();
    // Paid 7 days ago in Dhaka: due after 5, two days late. Elsewhere: 10 days, three left.
    const dhaka = await insertPaidOrderOfLines(t.db, who.buyer, [[product, 4]], {
      paidAt: daysAgo(7),
      address: 'House 3, Road 2, DHAKA-1205',
    });
    const chattogram = await insertPaidOrderOfLines(t.db, who.buyer, [[product, 6]], {
      paidAt: daysAgo(7, 60),
      address: 'Agrabad, Chattogram 4100',
    });
    // 'Dhakaiya' is not Dhaka: 10 days.
    const notDhaka = await insertPaidOrderOfLines(t.db, who.buyer, [[product, 2]], {
      paidAt: daysAgo(12),
      address: 'Dhakaiya Road, Khulna',
    });
    const fresh = await insertPaidOrderOfLines(t.db, who.buyer, [[product, 5]], {
      paidAt: new Date(),
      address: 'বনানী, ঢাকা ১২১৩',
    });
    // Shipped in part: listed with its pieces; shipped whole (delivered): not listed.
    await postShipment(t.app, who.admin, fresh.orderId, {
      lines: [{ orderLineId: fresh.lineIds[0], quantity: 2 }],
      carrierId: await carrierId(t.db, 'RedX'),
      trackingNumber: 'RX-W1',
    });
    const done = await insertPaidOrderOfLines(t.db, who.buyer, [[product, 1]], {
      paidAt: daysAgo(30),
    });
    await postShipment(t.app, who.admin, done.orderId, {
      lines: [{ orderLineId: done.lineIds[0], quantity: 1 }],
      carrierId: await carrierId(t.db, 'RedX'),
      trackingNumber: 'RX-W2',
    });

    const mine = new Set([dhaka, chattogram, notDhaka, fresh].map((order) => order.orderId));
    const { items } = await watch('?limit=100');
    expect(items.some((item) => item._id === done.orderId)).toBe(false);
    const listed = items.filter((item) => mine.has(item._id));
    expect(
      listed.map((item) => [item._id, item.sameCity, item.deadline, item.daysLeft, item.late]),
    ).toEqual([
      [notDhaka.orderId, false, ...due(daysAgo(12), 10)],
      [chattogram.orderId, false, ...due(daysAgo(7, 60), 10)],
      [dhaka.orderId, true, ...due(daysAgo(7), 5)],
      [fresh.orderId, true, addDays(today, 5), 5, false],
    ]);
    // Paid 7 shop days ago: late in Dhaka (2 days past), 3 days left elsewhere.
    expect(listed.map((item) => item.daysLeft)).toEqual([-2, 3, -2, 5]);
    expect(listed[3]).toMatchObject({
      userEmail: who.buyer.email,
      companyName: null,
      pieces: { ordered: 5, shipped: 2, backordered: 0, left: 3 },
    });
    expect(listed[3]!.orderNumber).toMatch(/^SO-\d{4}-\d{6,}$/);
    // Oldest payment first across the whole list.
    const paid = items.map((item) => Date.parse(item.paidAt));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));

    // The overview counts the late ones: paid, not fully shipped, past the deadline.
    expect(await lateOrders()).toBe(lateBefore + 2);
  });

  it('pages by cursor with a Link header, and is for admins only', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 50, minOrder: 1 });
    for (const days of [3, 2, 1]) {
      await insertPaidOrderOfLines(t.db, who.buyer, [[product, 1]], { paidAt: daysAgo(days) });
    }
    const all = (await watch('?limit=100')).items.map((item) => item._id);
    const first = await watch('?limit=2');
    expect(first.items.map((item) => item._id)).toEqual(all.slice(0, 2));
    const next = first.link!.match(/<([^>]+)>; rel="next"/)![1]!;
    const second = await sendAs(t.app, who.admin, 'GET', next);
    expect(second.json<FulfilmentWatchItem[]>().map((item) => item._id)).toEqual(all.slice(2, 4));

    const bad = await sendAs(t.app, who.admin, 'GET', '/api/admin/fulfilment?cursor=nope');
    expect(bad.statusCode).toBe(400);
    const buyer = await sendAs(t.app, who.buyer, 'GET', '/api/admin/fulfilment');
    expect(buyer.statusCode).toBe(403);
  });
});
