import {
  AcceptQuoteResultSchema,
  QUOTE_MESSAGES,
  QuoteListSchema,
  QuoteSchema,
  RECEIVABLES_MESSAGES,
  type Quote,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, invoices, orders, quotes } from '../../db/schema/index.js';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  insertTieredProduct,
  productRow,
} from '../../../test/helpers/cart.js';
import {
  acceptQuote,
  answerQuote,
  dayFromToday,
  requestQuote,
} from '../../../test/helpers/quotes.js';
import { companyWithBuyer, insertMember } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Quotes of a company (decisions 156–157) through the real app, on PGlite and PostgreSQL: a
 * member's request belongs to the company, its admins see and act on it, another company's quote
 * stays not found, and accepting on account places one order confirmed on the company's account
 * with its invoice, within the credit limit, however many accepts race. Never retried (decision
 * 088).
 */

const t = useTestApp();

const { admin } = useAccounts(t, { admin: { role: 'admin' } });

/** A company with an admin and a buyer (each with an address), and terms when given. */
const company = (terms?: { paymentTermsDays: number | null; creditLimit: number }) =>
  companyWithBuyer(t.app, t.db, admin, terms);

/**
 * `buyer` requests a quote of `pieces` × a Tk. 1,000 product and the shop answers Tk. 800 a piece.
 */
async function quotedBy(buyer: TestUser, pieces = 10): Promise<Quote> {
  const product = await insertTieredProduct(t.db, {
    productPrice: 1000,
    minOrder: 1,
    availableQuantity: 100_000,
  });
  expect((await addToCart(t.app, buyer, product.id, pieces)).statusCode).toBe(200);
  const requested = await requestQuote(t.app, buyer, { message: 'Our best price?' });
  expect(requested.statusCode).toBe(201);
  const quote = QuoteSchema.parse(requested.json());
  const answered = await answerQuote(t.app, admin, quote._id, {
    lines: [{ productId: product.id, quantity: pieces, unitPrice: 800 }],
    validUntil: dayFromToday(7),
    message: 'For you',
  });
  expect(answered.statusCode).toBe(201);
  return QuoteSchema.parse(answered.json());
}

/** `user` accepts version 1 of the quote on account, with a PO number when given (decision 157). */
const acceptOnAccount = (user: TestUser, quoteId: string, poNumber?: string) =>
  acceptQuote(t.app, user, quoteId, {
    version: 1,
    paymentMethod: 'on_account',
    ...(poNumber === undefined ? {} : { poNumber }),
  });

const read = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });
const ordersOfQuote = (quoteId: string) =>
  t.db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, `quote:${quoteId}`));

describe("a company's quotes", () => {
  it('belong to the company: its admins see and act on them, its buyers see their own only', async () => {
    const c = await company();
    const colleague = await signUpUser(t.app);
    await insertMember(t.db, c.id, colleague, 'buyer');
    const quote = await quotedBy(c.buyer);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(row!.companyId).toBe(c.id);

    // The company admin lists, reads, downloads and writes on the colleague's quote.
    const list = QuoteListSchema.parse((await read(c.companyAdmin, '/api/quotes')).json());
    expect(list.map((q) => q._id)).toEqual([quote._id]);
    expect((await read(c.companyAdmin, `/api/quotes/${quote._id}`)).statusCode).toBe(200);
    expect((await read(c.companyAdmin, `/api/quotes/${quote._id}/pdf`)).statusCode).toBe(200);
    const message = await sendAs(
      t.app,
      c.companyAdmin,
      'POST',
      `/api/quotes/${quote._id}/messages`,
      { body: 'Approved on our side' },
    );
    expect(message.statusCode).toBe(201);

    // Another buyer of the same company does not see it.
    expect(QuoteListSchema.parse((await read(colleague, '/api/quotes')).json())).toEqual([]);
    expect((await read(colleague, `/api/quotes/${quote._id}`)).statusCode).toBe(404);
    const refused = await acceptQuote(t.app, colleague, quote._id, { version: 1 });
    expect(refused.statusCode).toBe(404);

    // The company admin accepts it by card: one unpaid order, theirs, of the company.
    const accepted = await acceptQuote(t.app, c.companyAdmin, quote._id, { version: 1 });
    expect(accepted.statusCode).toBe(201);
    const result = AcceptQuoteResultSchema.parse(accepted.json());
    expect(result).toMatchObject({ totalPrice: 8000, status: 'unpaid', paymentMethod: 'card' });
    expect(result.quote.events.at(-1)).toMatchObject({
      kind: 'accepted',
      authorName: c.companyAdmin.name,
    });
    const placed = await ordersOfQuote(quote._id);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: c.companyAdmin.id, companyId: c.id });

    // The buyer's accept now answers that same order.
    const again = await acceptQuote(t.app, c.buyer, quote._id, { version: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).toBe(result.orderId);
    expect(await ordersOfQuote(quote._id)).toHaveLength(1);
  });

  it("are not found for another company's admin, whatever they try", async () => {
    const mine = await company();
    const other = await company({ paymentTermsDays: 30, creditLimit: 100_000 });
    const quote = await quotedBy(mine.buyer);
    const theirs = other.companyAdmin;
    expect(QuoteListSchema.parse((await read(theirs, '/api/quotes')).json())).toEqual([]);
    expect((await read(theirs, `/api/quotes/${quote._id}`)).statusCode).toBe(404);
    expect((await read(theirs, `/api/quotes/${quote._id}/pdf`)).statusCode).toBe(404);
    const attempts = [
      await acceptQuote(t.app, theirs, quote._id, { version: 1 }),
      await acceptOnAccount(theirs, quote._id, 'PO-1'),
      await sendAs(t.app, theirs, 'POST', `/api/quotes/${quote._id}/decline`),
      await sendAs(t.app, theirs, 'POST', `/api/quotes/${quote._id}/messages`, { body: 'hello' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(QUOTE_MESSAGES.notFound);
    }
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(row).toMatchObject({ status: 'quoted', orderId: null });
  });

  it("leave a buyer's quote above their monthly spending limit to a company admin", async () => {
    const c = await company();
    await t.db
      .update(companyMembers)
      .set({ monthlySpendingLimitPoisha: 500_000 })
      .where(eq(companyMembers.userId, c.buyer.id));
    const quote = await quotedBy(c.buyer); // Tk. 8,000, above the Tk. 5,000 limit
    const refused = await acceptQuote(t.app, c.buyer, quote._id, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(QUOTE_MESSAGES.overSpendingLimit);
    expect(await ordersOfQuote(quote._id)).toHaveLength(0);
    const accepted = await acceptQuote(t.app, c.companyAdmin, quote._id, { version: 1 });
    expect(accepted.statusCode).toBe(201);
  });

  it('can be declined by a company admin', async () => {
    const c = await company();
    const quote = await quotedBy(c.buyer);
    const res = await sendAs(t.app, c.companyAdmin, 'POST', `/api/quotes/${quote._id}/decline`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('declined');
  });
});

describe('accepting a quote on account', () => {
  it('places one order confirmed on account with its invoice and PO number', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const quote = await quotedBy(c.buyer);
    const productId = quote.versions.at(-1)!.lines[0]!.productId;
    const res = await acceptOnAccount(c.buyer, quote._id, 'PO-Q-77');
    expect(res.statusCode).toBe(201);
    const result = AcceptQuoteResultSchema.parse(res.json());
    expect(result).toMatchObject({ totalPrice: 8000, status: 'paid', paymentMethod: 'on_account' });
    expect(result.quote.status).toBe('accepted');
    const [order] = await ordersOfQuote(quote._id);
    expect(order).toMatchObject({
      status: 'paid',
      isPaid: false,
      paymentMethod: 'on_account',
      poNumber: 'PO-Q-77',
      companyId: c.id,
      totalPoisha: 800_000,
    });
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ companyId: c.id, paymentTermsDays: 30 });
    expect((await productRow(t.db, productId)).heldQuantity).toBe(10);
  });

  it('needs a PO number, a company, and the quote of that company', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const quote = await quotedBy(c.buyer);
    const noPo = await acceptOnAccount(c.buyer, quote._id);
    expect(noPo.statusCode).toBe(400);
    expect(noPo.json().error.details.poNumber).toEqual([RECEIVABLES_MESSAGES.poRequired]);

    const loner = await signUpUser(t.app);
    await addAddress(t.app, loner);
    const alone = await quotedBy(loner);
    const refused = await acceptOnAccount(loner, alone._id, 'PO-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(RECEIVABLES_MESSAGES.notBuyer);
    expect(await ordersOfQuote(alone._id)).toHaveLength(0);

    // A company without terms: card only.
    const plain = await company();
    const quoted = await quotedBy(plain.buyer);
    const noTerms = await acceptOnAccount(plain.buyer, quoted._id, 'PO-1');
    expect(noTerms.statusCode).toBe(409);
    expect(noTerms.json().error.message).toBe(RECEIVABLES_MESSAGES.noTerms);
    expect(await ordersOfQuote(quoted._id)).toHaveLength(0);
  });

  it('is refused above the credit limit with nothing written, and the quote can still be accepted by card', async () => {
    const c = await company({ paymentTermsDays: 15, creditLimit: 5000 });
    const quote = await quotedBy(c.buyer);
    const productId = quote.versions.at(-1)!.lines[0]!.productId;
    const res = await acceptOnAccount(c.buyer, quote._id, 'PO-TOO-BIG');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RECEIVABLES_MESSAGES.overCredit('Tk.\u00a05,000'));
    expect(await ordersOfQuote(quote._id)).toHaveLength(0);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote._id));
    expect(row).toMatchObject({ status: 'quoted', orderId: null });
    expect((await productRow(t.db, productId)).heldQuantity).toBe(0);
    const companyInvoices = await t.db.select().from(invoices).where(eq(invoices.companyId, c.id));
    expect(companyInvoices).toEqual([]);

    const byCard = await acceptQuote(t.app, c.buyer, quote._id, { version: 1 });
    expect(byCard.statusCode).toBe(201);
    expect(byCard.json()).toMatchObject({ status: 'unpaid', paymentMethod: 'card' });
  });

  it('makes one order from 20 concurrent accepts by the buyer and a company admin', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 1_000_000 });
    const quote = await quotedBy(c.buyer);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        acceptOnAccount(i % 2 === 0 ? c.buyer : c.companyAdmin, quote._id, `PO-RACE-${i}`),
      ),
    );
    const codes = responses.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 200)).toHaveLength(19);
    const orderIds = new Set(responses.map((res) => res.json().orderId));
    expect(orderIds.size).toBe(1);
    const placed = await t.db.select().from(orders).where(eq(orders.companyId, c.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'paid', paymentMethod: 'on_account' });
    const issued = await t.db.select().from(invoices).where(eq(invoices.companyId, c.id));
    expect(issued).toHaveLength(1);
  });
});
