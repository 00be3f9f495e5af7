import { OrderListSchema, type AdminOverview, type OrderStatus } from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.js';
import { signUpUser, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import { markDelivered, payOrder } from '../../../test/helpers/orders.js';
import { companyWithBuyer } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * The overview's 'Ready to ship' figure through the real flows: the orders a shop admin may
 * deliver now — paid by card, or confirmed on a company's account (decision 140) though no money
 * has come in — and none that is unpaid, waiting for approval or delivered.
 */

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

let productId: string;
let overview: AdminOverview;
let onAccountOrderId: string;

/** Puts 5 pieces in `user`'s cart and checks out (by card unless said); answers the order. */
async function checkOut(user: TestUser, body: Record<string, unknown> = {}) {
  expect((await addToCart(t.app, user, productId, 5)).statusCode).toBe(200);
  const res = await checkout(t.app, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string; status: OrderStatus }>();
}

/** A client with an address in their book. */
async function client() {
  const user = await signUpUser(t.app);
  await addAddress(t.app, user);
  return user;
}

beforeAll(async () => {
  productId = (await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 10_000 })).id;
  // On account: confirmed at checkout, its stock held, not paid.
  const onAccount = await companyWithBuyer(t.app, t.db, admin, {
    paymentTermsDays: 30,
    creditLimit: 1_000_000,
  });
  const confirmed = await checkOut(onAccount.buyer, {
    paymentMethod: 'on_account',
    poNumber: 'PO-7001',
  });
  expect(confirmed.status).toBe('paid');
  onAccountOrderId = confirmed.insertedId;
  // By card and paid.
  const payer = await client();
  await payOrder(t.app, payer, (await checkOut(payer)).insertedId);
  // By card, not paid yet.
  expect((await checkOut(await client())).status).toBe('unpaid');
  // Paid and delivered already.
  const delivered = await client();
  const shipped = (await checkOut(delivered)).insertedId;
  await payOrder(t.app, delivered, shipped);
  expect((await markDelivered(t.app, admin, shipped)).statusCode).toBe(200);
  // Over a buyer's spending limit: waits for a company admin, holds nothing.
  const limited = await companyWithBuyer(t.app, t.db, admin);
  await t.db
    .update(companyMembers)
    .set({ monthlySpendingLimitPoisha: 0 })
    .where(eq(companyMembers.userId, limited.buyer.id));
  expect((await checkOut(limited.buyer, { poNumber: 'PO-7002' })).status).toBe('awaiting_approval');

  const res = await t.app.inject({ url: '/api/admin/overview', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  overview = res.json<AdminOverview>();
});

describe("GET /api/admin/overview: 'Ready to ship'", () => {
  it('counts the orders paid by card and those confirmed on account, nothing else', () => {
    expect(overview.readyToShip).toBe(2);
    expect(overview.ordersByStatus).toEqual([
      { status: 'awaiting_approval', count: 1 },
      { status: 'declined', count: 0 },
      { status: 'unpaid', count: 1 },
      { status: 'paid', count: 2 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 0 },
    ]);
  });

  it('counts the order on account although no money has come in for it', async () => {
    const res = await t.app.inject({ url: '/api/orders', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const order = OrderListSchema.parse(res.json()).find((o) => o._id === onAccountOrderId);
    expect(order).toMatchObject({ status: 'paid', isPaid: false, paymentMethod: 'on_account' });
  });
});
