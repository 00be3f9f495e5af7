import {
  AdminCompanyListSchema,
  CheckoutResultSchema,
  CompanyMemberListSchema,
  MyCompanySchema,
  OrderListSchema,
} from '@partline/shared';
import { buildPlaceOrderInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, mailJobs, orders, products } from '../../db/schema/index.js';
import { signUpUser, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import {
  accept,
  addMember,
  collectingMailer,
  companyInput,
  createCompany,
  invitationTokenFor,
  invite,
} from '../../../test/helpers/companies.js';
import { createIntent, postOrder } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Companies, invitations, spending limits and approvals (decisions 130–133) on PGlite and on
 * PostgreSQL: every refusal a client can meet, through the real routes. Never retried (decision
 * 088).
 */

const mailer = collectingMailer();
const t = useTestApp({ deps: { mailer, mailWorker: { autoStart: false } } });

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });
const send = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

async function myCompany(user: TestUser) {
  return MyCompanySchema.parse((await get(user, '/api/company')).json()).membership;
}

async function auditActions(admin: TestUser, action: string) {
  const res = await get(admin, `/api/admin/audit-log?action=${action}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entries: { targetLabel: string; after: Record<string, unknown> | null }[] }>()
    .entries;
}

const { shopAdmin } = useAccounts(t, { shopAdmin: { role: 'admin' } });

describe('creating a company', () => {
  it('makes the client its company admin, once', async () => {
    const owner = await signUpUser(t.app);
    expect(await myCompany(owner)).toBeNull();
    const id = await createCompany(t.app, owner, { bin: '000123456-0101' });
    const membership = await myCompany(owner);
    expect(membership).toMatchObject({
      role: 'admin',
      monthlySpendingLimit: null,
      spentThisMonth: 0,
      company: { _id: id, name: 'Dhaka Systems Ltd.', bin: '0001234560101' },
    });
    const again = await send(owner, 'POST', '/api/company', companyInput({ name: 'Second' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already belong to a company');
    expect((await auditActions(shopAdmin, 'company.create')).map((e) => e.targetLabel)).toContain(
      'Dhaka Systems Ltd.',
    );
  });

  it('refuses a bad BIN field by field, and shop admins', async () => {
    const client = await signUpUser(t.app);
    const bad = await send(client, 'POST', '/api/company', companyInput({ bin: '12-34' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.bin).toEqual(['A BIN is 9 or 13 digits']);
    expect((await send(shopAdmin, 'POST', '/api/company', companyInput())).statusCode).toBe(403);
  });
});

describe('invitations', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'Chittagong Electronics' });
  });

  it('mail a single-use link that a new account accepts, with its role and limit', async () => {
    const email = `new-buyer-${Date.now()}@example.com`;
    const invited = await invite(t.app, owner, email, 'buyer', 5000);
    expect(invited.statusCode, invited.body).toBe(201);
    const token = invitationTokenFor(mailer.mails, email);
    // Only the token's hash is stored.
    const [row] = await t.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);

    const preview = await t.app.inject({ url: `/api/invitations/${token}` });
    expect(preview.json()).toMatchObject({
      companyName: 'Chittagong Electronics',
      email,
      role: 'buyer',
    });
    // The invitee signs up through the link with the invited address.
    const invitee = await signUpUser(t.app, { email });
    expect((await accept(t.app, invitee, token)).statusCode).toBe(200);
    expect(await myCompany(invitee)).toMatchObject({ role: 'buyer', monthlySpendingLimit: 5000 });

    const used = await accept(t.app, invitee, token);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toBe('This invitation has already been used');
    expect((await t.app.inject({ url: `/api/invitations/${token}` })).statusCode).toBe(409);
    const joined = await auditActions(shopAdmin, 'company_member.join');
    expect(joined.find((e) => e.targetLabel === email)?.after).toMatchObject({
      company: 'Chittagong Electronics',
      role: 'buyer',
      monthlySpendingLimit: 5000,
    });
  });

  it('refuse an expired, a withdrawn, a foreign and an unknown invitation', async () => {
    const expiredUser = await signUpUser(t.app);
    await invite(t.app, owner, expiredUser.email);
    const expiredToken = invitationTokenFor(mailer.mails, expiredUser.email);
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, expiredUser.email));
    const expired = await accept(t.app, expiredUser, expiredToken);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe('This invitation has expired; ask for a new one');

    const withdrawnUser = await signUpUser(t.app);
    const invitation = (await invite(t.app, owner, withdrawnUser.email)).json<{ _id: string }>();
    const withdrawnToken = invitationTokenFor(mailer.mails, withdrawnUser.email);
    const pending = await get(owner, '/api/company/invitations');
    expect(pending.json<{ _id: string }[]>().map((i) => i._id)).toContain(invitation._id);
    expect(
      (await send(owner, 'DELETE', `/api/company/invitations/${invitation._id}`)).statusCode,
    ).toBe(200);
    expect((await accept(t.app, withdrawnUser, withdrawnToken)).statusCode).toBe(409);

    const intended = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    await invite(t.app, owner, intended.email);
    const foreign = await accept(t.app, stranger, invitationTokenFor(mailer.mails, intended.email));
    expect(foreign.statusCode).toBe(403);
    expect(await myCompany(stranger)).toBeNull();

    expect((await accept(t.app, stranger, 'not-a-real-token')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invitations/not-a-real-token' })).statusCode).toBe(404);
  });

  it('refuse someone who already belongs to a company, and a member invited again', async () => {
    const other = await signUpUser(t.app);
    await createCompany(t.app, other, { name: 'Sylhet IT' });
    await invite(t.app, owner, other.email);
    const refused = await accept(t.app, other, invitationTokenFor(mailer.mails, other.email));
    expect(refused.statusCode).toBe(409);
    expect((await myCompany(other))?.company.name).toBe('Sylhet IT');

    const again = await invite(t.app, other, other.email);
    expect(again.statusCode).toBe(409);
  });

  it('are company admins’ only: buyers and outsiders cannot invite or read them', async () => {
    const buyer = await signUpUser(t.app);
    await addMember(t.app, mailer.mails, owner, buyer);
    expect((await invite(t.app, buyer, 'x@example.com')).statusCode).toBe(403);
    expect((await get(buyer, '/api/company/invitations')).statusCode).toBe(403);
    const outsider = await signUpUser(t.app);
    expect((await invite(t.app, outsider, 'x@example.com')).statusCode).toBe(404);
  });
});

describe('members, roles and limits', () => {
  let owner: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    buyer = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'Rajshahi Traders' });
    await addMember(t.app, mailer.mails, owner, buyer);
  });

  it('lets a company admin set a limit and a role, recorded in the audit log', async () => {
    const res = await send(owner, 'PUT', `/api/company/members/${buyer.id}`, {
      monthlySpendingLimit: 25000,
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const members = CompanyMemberListSchema.parse(
      (await get(owner, '/api/company/members')).json(),
    );
    expect(members.map((m) => [m.email, m.role, m.monthlySpendingLimit])).toEqual([
      [owner.email, 'admin', null],
      [buyer.email, 'buyer', 25000],
    ]);
    const entry = (await auditActions(shopAdmin, 'company_member.set_limit')).find(
      (e) => e.targetLabel === buyer.email,
    );
    expect(entry?.after).toEqual({ company: 'Rajshahi Traders', monthlySpendingLimit: 25000 });
  });

  it('refuses buyers managing members and admins of another company', async () => {
    expect(
      (await send(buyer, 'PUT', `/api/company/members/${owner.id}`, { role: 'buyer' })).statusCode,
    ).toBe(403);
    expect((await send(buyer, 'DELETE', `/api/company/members/${owner.id}`)).statusCode).toBe(403);
    expect((await get(buyer, '/api/company/members')).statusCode).toBe(403);
    const otherAdmin = await signUpUser(t.app);
    await createCompany(t.app, otherAdmin, { name: 'Khulna Components' });
    const foreign = await send(otherAdmin, 'PUT', `/api/company/members/${buyer.id}`, {
      monthlySpendingLimit: 0,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(otherAdmin, 'DELETE', `/api/company/members/${buyer.id}`)).statusCode).toBe(
      404,
    );
    expect((await myCompany(buyer))?.monthlySpendingLimit).toBe(25000);
  });

  it('keeps the last company admin: no demotion, no removal', async () => {
    const demote = await send(owner, 'PUT', `/api/company/members/${owner.id}`, { role: 'buyer' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe('A company keeps at least one company admin');
    expect((await send(owner, 'DELETE', `/api/company/members/${owner.id}`)).statusCode).toBe(409);
    // With a second admin, the first may step down.
    await send(owner, 'PUT', `/api/company/members/${buyer.id}`, { role: 'admin' });
    expect(
      (await send(owner, 'PUT', `/api/company/members/${owner.id}`, { role: 'buyer' })).statusCode,
    ).toBe(200);
    expect((await myCompany(owner))?.role).toBe('buyer');
    expect((await send(buyer, 'DELETE', `/api/company/members/${owner.id}`)).statusCode).toBe(200);
    expect(await myCompany(owner)).toBeNull();
    const removed = await auditActions(shopAdmin, 'company_member.remove');
    expect(removed.map((e) => e.targetLabel)).toContain(owner.email);
  });
});

describe('spending limits and approvals', () => {
  let owner: TestUser;
  let buyer: TestUser;
  let colleague: TestUser;
  let product: { id: string };
  beforeAll(async () => {
    owner = await signUpUser(t.app);
    buyer = await signUpUser(t.app);
    colleague = await signUpUser(t.app);
    await createCompany(t.app, owner, { name: 'Barishal Hardware' });
    // 10 000 Taka a month; pieces at 1 000 Taka.
    await addMember(t.app, mailer.mails, owner, buyer, 'buyer', 10_000);
    await addMember(t.app, mailer.mails, owner, colleague, 'buyer', null);
    product = await insertTieredProduct(t.db, {
      productPrice: 1000,
      minOrder: 1,
      availableQuantity: 100,
    });
    await addAddress(t.app, buyer);
  });

  const heldOf = async (id: string) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]?.heldQuantity;

  async function checkoutOf(user: TestUser, quantity: number) {
    expect((await addToCart(t.app, user, product.id, quantity)).statusCode).toBe(200);
    const res = await checkout(t.app, user);
    expect(res.statusCode, res.body).toBe(201);
    return CheckoutResultSchema.parse(res.json());
  }

  it('places an order within the limit as usual, and one over it as awaiting approval', async () => {
    const within = await checkoutOf(buyer, 6);
    expect(within.status).toBe('unpaid');
    expect(await heldOf(product.id)).toBe(6);
    expect((await myCompany(buyer))?.spentThisMonth).toBe(6000);

    const over = await checkoutOf(buyer, 5);
    expect(over.status).toBe('awaiting_approval');
    // No stock held and nothing to pay.
    expect(await heldOf(product.id)).toBe(6);
    const pay = await createIntent(t.app, buyer, over.insertedId);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.message).toBe("This order is waiting for a company admin's approval");
    expect((await myCompany(buyer))?.spentThisMonth).toBe(6000);
    // The company admins are e-mailed.
    const [job] = await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, over.insertedId));
    expect(job).toMatchObject({ kind: 'approval_requested', recipient: owner.email });

    const pending = OrderListSchema.parse(
      (await get(owner, '/api/company/orders?status=awaiting_approval')).json(),
    );
    expect(pending.map((o) => o._id)).toEqual([over.insertedId]);
  });

  it('refuses approval to buyers and to admins of another company', async () => {
    const [waiting] = OrderListSchema.parse(
      (await get(owner, '/api/company/orders?status=awaiting_approval')).json(),
    );
    const id = waiting!._id;
    expect(
      (await send(colleague, 'POST', `/api/company/orders/${id}/approve`, {})).statusCode,
    ).toBe(403);
    expect((await send(buyer, 'POST', `/api/company/orders/${id}/approve`, {})).statusCode).toBe(
      403,
    );
    const stranger = await signUpUser(t.app);
    await createCompany(t.app, stranger, { name: 'Elsewhere Ltd.' });
    expect((await send(stranger, 'POST', `/api/company/orders/${id}/approve`, {})).statusCode).toBe(
      404,
    );
    expect(
      (await send(stranger, 'POST', `/api/company/orders/${id}/decline`, { comment: 'No' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(shopAdmin, 'POST', `/api/company/orders/${id}/approve`, {})).statusCode,
    ).toBe(404);
  });

  it('approves: the order becomes unpaid, holds its stock and counts as spent', async () => {
    const [waiting] = OrderListSchema.parse(
      (await get(owner, '/api/company/orders?status=awaiting_approval')).json(),
    );
    const id = waiting!._id;
    const res = await send(owner, 'POST', `/api/company/orders/${id}/approve`, {
      comment: 'Needed for the Uttara site',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      status: 'unpaid',
      stockHeld: true,
      approvedById: owner.id,
      approvalComment: 'Needed for the Uttara site',
    });
    expect(await heldOf(product.id)).toBe(11);
    expect((await myCompany(buyer))?.spentThisMonth).toBe(11_000);
    expect((await createIntent(t.app, buyer, id)).statusCode).toBe(200);
    const again = await send(owner, 'POST', `/api/company/orders/${id}/approve`, {});
    expect(again.statusCode).toBe(409);
    const entry = (await auditActions(shopAdmin, 'order.approve'))[0];
    expect(entry?.after).toMatchObject({ status: 'unpaid', totalPrice: 5000 });
  });

  it('declines with a comment, which is required', async () => {
    const over = await checkoutOf(buyer, 1);
    expect(over.status).toBe('awaiting_approval');
    const url = `/api/company/orders/${over.insertedId}/decline`;
    const bare = await send(owner, 'POST', url, { comment: ' ' });
    expect(bare.statusCode).toBe(400);
    expect((await send(owner, 'POST', url, { comment: 'Over budget this month' })).statusCode).toBe(
      200,
    );
    const mine = OrderListSchema.parse((await get(buyer, `/api/orders/${buyer.email}`)).json());
    expect(mine.find((o) => o._id === over.insertedId)).toMatchObject({
      status: 'declined',
      approvalComment: 'Over budget this month',
    });
    expect((await auditActions(shopAdmin, 'order.decline')).length).toBeGreaterThan(0);
  });

  it('shows company admins every order of the company, buyers only their own', async () => {
    await addAddress(t.app, colleague);
    await checkoutOf(colleague, 2);
    const all = OrderListSchema.parse((await get(owner, '/api/company/orders')).json());
    expect(new Set(all.map((o) => o.userEmail))).toEqual(new Set([buyer.email, colleague.email]));
    expect((await get(buyer, '/api/company/orders')).statusCode).toBe(403);
    expect((await get(buyer, `/api/orders/${colleague.email}`)).statusCode).toBe(403);
    const outsider = await signUpUser(t.app);
    expect((await get(outsider, '/api/company/orders')).statusCode).toBe(404);
  });
});

/** A buyer of a new company with a limit of 3 000 Taka a month, and a product at Tk. 100 (minimum 10). */
async function buyerAtLimit(companyName: string) {
  const owner = await signUpUser(t.app);
  const buyer = await signUpUser(t.app);
  await createCompany(t.app, owner, { name: companyName });
  await addMember(t.app, mailer.mails, owner, buyer, 'buyer', 3000);
  const product = await insertTieredProduct(t.db, {
    productPrice: 100,
    minOrder: 10,
    availableQuantity: 10_000,
  });
  return { buyer, product };
}

describe('concurrent orders at the limit', () => {
  it(
    'never pass the limit together: the rest wait for approval',
    { timeout: 120_000 },
    async () => {
      // Each order is 1 000 Taka.
      const { buyer, product } = await buyerAtLimit('Race Components');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          postOrder(t.app, buyer, buildPlaceOrderInput(product.id, { quantity: 10 })),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
      const placed = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
      const statuses = placed.map((o) => o.status).sort();
      expect(statuses.filter((s) => s === 'unpaid')).toHaveLength(3);
      expect(statuses.filter((s) => s === 'awaiting_approval')).toHaveLength(9);
      expect((await myCompany(buyer))?.spentThisMonth).toBe(3000);
    },
  );
});

describe('a checkout racing orders of the specification at the limit', () => {
  it('together never pass the limit', { timeout: 120_000 }, async () => {
    // The checkout is 2 000 Taka, each POST /orders 1 000.
    const { buyer, product } = await buyerAtLimit('Mixed Race Ltd.');
    await addAddress(t.app, buyer);
    expect((await addToCart(t.app, buyer, product.id, 20)).statusCode).toBe(200);
    const answers = await Promise.all([
      checkout(t.app, buyer),
      ...Array.from({ length: 4 }, () =>
        postOrder(t.app, buyer, buildPlaceOrderInput(product.id, { quantity: 10 })),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    const spent = placed
      .filter((o) => o.status === 'unpaid')
      .reduce((sum, o) => sum + o.totalPoisha, 0);
    expect(spent).toBeLessThanOrEqual(300_000);
    expect(placed.filter((o) => o.status === 'awaiting_approval').length).toBeGreaterThan(0);
    expect((await myCompany(buyer))?.spentThisMonth).toBe(spent / 100);
  });
});

describe('the back-office', () => {
  it('lists every company for shop admins, who may edit one; clients may not', async () => {
    const owner = await signUpUser(t.app);
    const id = await createCompany(t.app, owner, { name: 'Comilla Devices' });
    const client = await signUpUser(t.app);
    expect((await get(client, '/api/admin/companies')).statusCode).toBe(403);
    expect(
      (await send(owner, 'PUT', `/api/admin/companies/${id}`, companyInput())).statusCode,
    ).toBe(403);
    const list = AdminCompanyListSchema.parse(
      (await get(shopAdmin, '/api/admin/companies')).json(),
    );
    expect(list.find((c) => c._id === id)).toMatchObject({
      name: 'Comilla Devices',
      memberCount: 1,
    });
    const edited = await send(
      shopAdmin,
      'PUT',
      `/api/admin/companies/${id}`,
      companyInput({ name: 'Comilla Devices PLC' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = await get(shopAdmin, `/api/admin/companies/${id}`);
    expect(detail.json()).toMatchObject({
      company: { name: 'Comilla Devices PLC' },
      members: [{ email: owner.email, role: 'admin' }],
    });
    const entry = (await auditActions(shopAdmin, 'company.edit')).find(
      (e) => e.targetLabel === 'Comilla Devices PLC',
    );
    expect(entry?.after).toMatchObject({ name: 'Comilla Devices PLC' });
    expect(
      (await get(shopAdmin, '/api/admin/companies/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});
