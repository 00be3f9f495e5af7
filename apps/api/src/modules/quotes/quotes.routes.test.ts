import {
  AcceptQuoteResultSchema,
  PARTLINE_SELLER,
  QuoteListSchema,
  QuoteSchema,
  type Quote,
} from '@partline/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, products, quotes, shopSettings } from '../../db/schema/index.js';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import { addAddress, addToCart, insertTieredProduct } from '../../../test/helpers/cart.js';
import { ordersOf, payLocally } from '../../../test/helpers/orders.js';
import { pdfText } from '../../../test/helpers/pdf.js';
import {
  acceptQuote,
  answerQuote,
  dayFromToday,
  requestQuote,
} from '../../../test/helpers/quotes.js';
import { useTestAppWithSmtp } from '../../../test/helpers/smtp.js';

/*
 * Requests for quotation (decisions 150–155) through the real app, on PGlite and PostgreSQL:
 * request from the cart, the shop's versions, the thread, one order per quote whatever the
 * concurrency, expiry, tampered prices, foreign quotes and superseded versions. Never retried
 * (decision 088).
 */

const { t, smtp } = useTestAppWithSmtp({ pollIntervalMs: 20, retryDelayMs: () => 0 });
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

/** A buyer with an address and a cart of two products, turned into a quote request. */
async function requestedQuote(stock = 1000): Promise<{ buyer: TestUser; quote: Quote }> {
  const buyer = await signUpUser(t.app);
  await addAddress(t.app, buyer);
  const cpu = await insertTieredProduct(t.db, {
    productPrice: 1000,
    minOrder: 10,
    availableQuantity: stock,
  });
  const ram = await insertTieredProduct(t.db, {
    productPrice: 500,
    minOrder: 5,
    availableQuantity: stock,
  });
  expect((await addToCart(t.app, buyer, cpu.id, 10)).statusCode).toBe(200);
  expect((await addToCart(t.app, buyer, ram.id, 20)).statusCode).toBe(200);
  const res = await requestQuote(t.app, buyer, { message: 'Price for 10 CPUs and 20 sticks?' });
  expect(res.statusCode).toBe(201);
  return { buyer, quote: QuoteSchema.parse(res.json()) };
}

/** The shop's answer: every line at `unitPrice`, `quantityDelta` more pieces. */
function answerOf(
  quote: Quote,
  unitPrice: (line: Quote['versions'][number]['lines'][number]) => number,
  validUntil = dayFromToday(7),
) {
  const latest = quote.versions.at(-1)!;
  return {
    lines: latest.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: unitPrice(line),
    })),
    validUntil,
    message: 'Our best price',
  };
}

/** `user` answers every line of `quote`'s latest version at `unitPrice` (the shop, or not). */
const answerEveryLine = (user: TestUser, quote: Quote, unitPrice: Parameters<typeof answerOf>[1]) =>
  answerQuote(t.app, user, quote._id, answerOf(quote, unitPrice));

async function quotedQuote(stock = 1000) {
  const { buyer, quote } = await requestedQuote(stock);
  const res = await answerEveryLine(admin, quote, (line) => line.unitPrice - 100);
  expect(res.statusCode).toBe(201);
  return { buyer, quote: QuoteSchema.parse(res.json()) };
}

describe('requesting a quote from the cart', () => {
  it('turns the cart into a request at the prices of the moment and empties it, once per key', async () => {
    const buyer = await signUpUser(t.app);
    const product = await insertTieredProduct(t.db, {
      productPrice: 1000,
      minOrder: 10,
      tiers: [[50, 900]],
    });
    await addToCart(t.app, buyer, product.id, 60);
    const first = await requestQuote(t.app, buyer, { message: 'For our Q3 build' }, 'rfq-1');
    expect(first.statusCode).toBe(201);
    const quote = QuoteSchema.parse(first.json());
    expect(quote).toMatchObject({
      status: 'requested',
      currentVersion: 0,
      message: 'For our Q3 build',
      canAccept: false,
      totalPrice: 54_000,
    });
    expect(quote.versions[0]!.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        quantity: 60,
        unitPrice: 900,
        lineTotal: 54_000,
      }),
    ]);
    const cart = (await t.app.inject({ url: '/api/cart', headers: buyer.headers })).json();
    expect(cart.lines).toEqual([]);

    // The same key and body: the first answer; another body: 422 (decision 191).
    const replay = await requestQuote(t.app, buyer, { message: 'For our Q3 build' }, 'rfq-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()._id).toBe(quote._id);
    const reused = await requestQuote(t.app, buyer, { message: 'again' }, 'rfq-1');
    expect(reused.statusCode).toBe(422);
    const empty = await requestQuote(t.app, buyer, {}, 'rfq-2');
    expect(empty.statusCode).toBe(409);
    const mine = QuoteListSchema.parse(
      (await t.app.inject({ url: '/api/quotes', headers: buyer.headers })).json(),
    );
    expect(mine.map((q) => q._id)).toEqual([quote._id]);
  });

  it('concurrent requests with one key make one quote', async () => {
    const buyer = await signUpUser(t.app);
    const product = await insertTieredProduct(t.db);
    await addToCart(t.app, buyer, product.id, 10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestQuote(t.app, buyer, {}, 'same-key')),
    );
    const ids = new Set(answers.filter((a) => a.statusCode < 300).map((a) => a.json()._id));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    const rows = await t.db.select().from(quotes).where(eq(quotes.userId, buyer.id));
    expect(rows).toHaveLength(1);
  });

  it('admins have no cart and request nothing', async () => {
    expect((await requestQuote(t.app, admin, {})).statusCode).toBe(403);
  });
});

describe('the shop answers', () => {
  it('makes a new version, e-mails the buyer, and keeps every revision', async () => {
    const { buyer, quote } = await requestedQuote();
    const open = QuoteListSchema.parse(
      (
        await t.app.inject({ url: '/api/admin/quotes?status=requested', headers: admin.headers })
      ).json(),
    );
    expect(open.map((q) => q._id)).toContain(quote._id);

    const v1 = await answerEveryLine(admin, quote, () => 800);
    expect(v1.statusCode).toBe(201);
    const mail = await smtp.waitFor(buyer.email, /^Your Partline quote QT-\d{4}-\d{6} is ready/);
    expect(mail.source).toContain('Our best price');
    expect(mail.source).toContain(`/dashboard/my-quotes/${quote._id}`);

    const answered = QuoteSchema.parse(v1.json());
    const v2 = await answerQuote(t.app, admin, quote._id, {
      ...answerOf(answered, () => 700),
      lines: answerOf(answered, () => 700).lines.map((line) => ({
        ...line,
        quantity: line.quantity * 2,
      })),
    });
    expect(v2.statusCode).toBe(201);
    const latest = QuoteSchema.parse(v2.json());
    expect(latest.versions.map((v) => [v.version, v.author, v.totalPrice])).toEqual([
      [0, 'buyer', 20_000],
      [1, 'shop', 24_000],
      [2, 'shop', 42_000],
    ]);
    expect(latest).toMatchObject({ status: 'quoted', currentVersion: 2, canAccept: true });
    expect(latest.events.map((e) => e.kind)).toEqual(['requested', 'quoted', 'quoted']);
  });

  it("answers each version's VAT by the server's rule, to the buyer and the shop alike", async () => {
    const { buyer, quote } = await quotedQuote();
    for (const reader of [buyer, admin]) {
      const read = QuoteSchema.parse(
        (await sendAs(t.app, reader, 'GET', `/api/quotes/${quote._id}`)).json(),
      );
      const latest = read.versions.at(-1)!;
      // 10 × Tk. 900 and 20 × Tk. 400, 15 % included: VAT 9,000 × 15/115 = 1,173.91 and
      // 8,000 × 15/115 = 1,043.48, each rounded half up to the poisha.
      expect(latest.totalPrice).toBe(17_000);
      expect(latest.tax).toMatchObject({
        pricesIncludeVat: true,
        zeroRated: false,
        vat: 2217.39,
        sd: 0,
        valueExclVat: 14_782.61,
        total: 17_000,
        byRate: [{ vatRate: 1500, sdRate: 0, vat: 2217.39 }],
      });
      expect(read.versions[0]!.tax?.total).toBe(read.versions[0]!.totalPrice);
    }
  });

  it("prints the shop settings' seller on the quote PDF, as it is when downloaded", async () => {
    const { buyer, quote } = await quotedQuote();
    await t.db
      .update(shopSettings)
      .set({ legalName: 'Renamed Components Ltd.', addressLines: ['Plot 9, Kaliakair'] });
    try {
      const pdf = await t.app.inject({
        url: `/api/quotes/${quote._id}/pdf`,
        headers: buyer.headers,
      });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Renamed Components Ltd.');
      expect(text).toContain('Plot 9, Kaliakair');
      expect(text).not.toContain(PARTLINE_SELLER.name);
    } finally {
      await t.db.update(shopSettings).set({
        legalName: PARTLINE_SELLER.name,
        addressLines: [...PARTLINE_SELLER.addressLines],
      });
    }
  });

  it('refuses lines that are not the request, past dates, and clients', async () => {
    const { buyer, quote } = await requestedQuote();
    const good = answerOf(quote, () => 800);
    const cases = [
      { ...good, lines: good.lines.slice(1) },
      { ...good, lines: [...good.lines, good.lines[0]!] },
      {
        ...good,
        lines: [
          { ...good.lines[0]!, productId: '00000000-0000-4000-8000-000000000000' },
          good.lines[1]!,
        ],
      },
      { ...good, validUntil: dayFromToday(-3) },
      { ...good, lines: good.lines.map((line) => ({ ...line, unitPrice: -1 })) },
    ];
    for (const body of cases) {
      expect((await answerQuote(t.app, admin, quote._id, body)).statusCode).toBe(400);
    }
    expect((await answerQuote(t.app, buyer, quote._id, good)).statusCode).toBe(403);
    const after = QuoteSchema.parse(
      (await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.headers })).json(),
    );
    expect(after.currentVersion).toBe(0);
  });
});

describe('accepting', () => {
  it('places one order at the quoted prices, holding stock, payable by card', async () => {
    const { buyer, quote } = await quotedQuote();
    const before = await t.db
      .select()
      .from(products)
      .where(eq(products.id, quote.versions[1]!.lines[0]!.productId));
    const res = await acceptQuote(t.app, buyer, quote._id, { version: 1 });
    expect(res.statusCode).toBe(201);
    const result = AcceptQuoteResultSchema.parse(res.json());
    expect(result.totalPrice).toBe(900 * 10 + 400 * 20);
    expect(result.quote).toMatchObject({
      status: 'accepted',
      orderId: result.orderId,
      canAccept: false,
    });
    const list = await ordersOf(t.app, buyer);
    expect(list).toHaveLength(1);
    // By card: no invoice on account, so no due date in the list.
    expect(list[0]!.dueDate).toBeNull();
    expect(list[0]!.lines.map((line) => [line.quantity, line.unitPrice])).toEqual([
      [10, 900],
      [20, 400],
    ]);
    const after = await t.db.select().from(products).where(eq(products.id, before[0]!.id));
    expect(after[0]!.heldQuantity - before[0]!.heldQuantity).toBe(10);

    const paid = await payLocally(t.app, buyer, result.orderId);
    expect(paid.confirmStatus).toBe(200);
    const pay = await sendAs(t.app, buyer, 'PUT', `/api/orders/${result.orderId}`, {
      transactionId: paid.intentId,
      isPaid: true,
    });
    expect(pay.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ status: 'paid', totalPoisha: 1_700_000 });

    const replay = await acceptQuote(t.app, buyer, quote._id, { version: 1 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().orderId).toBe(result.orderId);
  });

  it("names its order's number once accepted, in the answer and when read again", async () => {
    const { buyer, quote } = await quotedQuote();
    expect(quote.orderNumber).toBeNull();
    const result = AcceptQuoteResultSchema.parse(
      (await acceptQuote(t.app, buyer, quote._id, { version: 1 })).json(),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order?.number).toMatch(/^SO-\d{4}-\d{6,}$/);
    expect(result.quote.orderNumber).toBe(order?.number);
    const read = await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.headers });
    expect(QuoteSchema.parse(read.json()).orderNumber).toBe(order?.number);
  });

  it("delivers to the address chosen with the PO number given, from the buyer's own book only", async () => {
    const { buyer, quote } = await quotedQuote();
    const warehouse = await sendAs(t.app, buyer, 'POST', '/api/addresses', {
      label: 'Warehouse',
      address: 'Shed 4, Tongi I/A\nGazipur 1710',
      phoneNumber: '+880 1811-000000',
    });
    expect(warehouse.statusCode).toBe(201);
    const warehouseId = warehouse.json<{ _id: string }>()._id;
    const other = await signUpUser(t.app);
    const theirs = await addAddress(t.app, other, 'Not yours');

    // Checked by the server as checkout checks it: another client's address, a malformed id, a
    // PO number past its length; nothing is placed.
    const foreign = await acceptQuote(t.app, buyer, quote._id, {
      version: 1,
      addressId: theirs,
      poNumber: 'PO-1',
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await acceptQuote(t.app, buyer, quote._id, {
      version: 1,
      addressId: 'warehouse',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toHaveProperty('addressId');
    const longPo = await acceptQuote(t.app, buyer, quote._id, {
      version: 1,
      poNumber: 'P'.repeat(200),
    });
    expect(longPo.statusCode).toBe(400);
    expect(longPo.json().error.details).toHaveProperty('poNumber');
    expect(await ordersOf(t.app, buyer)).toEqual([]);

    const res = await acceptQuote(t.app, buyer, quote._id, {
      version: 1,
      addressId: warehouseId,
      paymentMethod: 'card',
      poNumber: ' PO-2026-118 ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await ordersOf(t.app, buyer);
    expect(order).toMatchObject({
      _id: res.json().orderId,
      address: 'Shed 4, Tongi I/A\nGazipur 1710',
      phoneNumber: '+880 1811-000000',
      poNumber: 'PO-2026-118',
    });
  });

  it('20 concurrent accepts make exactly one order', { timeout: 60_000 }, async () => {
    const { buyer, quote } = await quotedQuote();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => acceptQuote(t.app, buyer, quote._id, { version: 1 })),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows).toHaveLength(1);
    const holds = await t.db
      .select()
      .from(products)
      .where(eq(products.id, quote.versions[0]!.lines[0]!.productId));
    expect(holds[0]!.heldQuantity).toBe(10);
  });

  it('ignores prices, totals and lines sent by the client', async () => {
    const { buyer, quote } = await quotedQuote();
    const res = await acceptQuote(t.app, buyer, quote._id, {
      version: 1,
      totalPrice: 1,
      unitPrice: 1,
      lines: quote.versions[1]!.lines.map((line) => ({ ...line, unitPrice: 1, quantity: 99_999 })),
      status: 'accepted',
      validUntil: '2099-01-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().totalPrice).toBe(17_000);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.totalPoisha).toBe(1_700_000);
    // A client cannot answer its own quote either.
    const own = await answerEveryLine(buyer, quote, () => 1);
    expect(own.statusCode).toBe(403);
  });

  it('refuses a superseded version and accepts the latest', async () => {
    const { buyer, quote } = await quotedQuote();
    const v2 = await answerEveryLine(admin, quote, (line) => line.unitPrice - 50);
    expect(v2.statusCode).toBe(201);
    const old = await acceptQuote(t.app, buyer, quote._id, { version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.message).toMatch(/replaced by a newer one/);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);
    const latest = await acceptQuote(t.app, buyer, quote._id, { version: 2 });
    expect(latest.statusCode).toBe(201);
    expect(latest.json().totalPrice).toBe(850 * 10 + 350 * 20);
  });

  it("does not reveal or act on another client's quote", async () => {
    const { quote } = await quotedQuote();
    const other = await signUpUser(t.app);
    await addAddress(t.app, other);
    for (const res of [
      await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: other.headers }),
      await acceptQuote(t.app, other, quote._id, { version: 1 }),
      await sendAs(t.app, other, 'POST', `/api/quotes/${quote._id}/decline`),
      await sendAs(t.app, other, 'POST', `/api/quotes/${quote._id}/messages`, { body: 'hi' }),
      await t.app.inject({ url: `/api/quotes/${quote._id}/pdf`, headers: other.headers }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const mine = QuoteListSchema.parse(
      (await t.app.inject({ url: '/api/quotes', headers: other.headers })).json(),
    );
    expect(mine).toEqual([]);
    expect((await acceptQuote(t.app, admin, quote._id, { version: 1 })).statusCode).toBe(403);
  });

  it('cannot accept an unanswered or declined quote', async () => {
    const { buyer, quote } = await requestedQuote();
    expect((await acceptQuote(t.app, buyer, quote._id, { version: 1 })).statusCode).toBe(409);
    const declined = await sendAs(t.app, buyer, 'POST', `/api/quotes/${quote._id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');
    expect((await answerEveryLine(admin, quote, () => 1)).statusCode).toBe(409);
  });
});

describe('expiry', () => {
  it('the job marks quotes past their validity expired; an expired quote cannot be accepted', async () => {
    const { buyer, quote } = await quotedQuote();
    const { quote: fresh } = await quotedQuote();
    // The validity ended a minute ago (as if days had passed).
    await t.db.execute(
      sql`UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = ${quote._id}::uuid`,
    );
    const early = await acceptQuote(t.app, buyer, quote._id, { version: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This quote has expired');

    expect(await t.app.quoteExpiry.runOnce()).toBeGreaterThanOrEqual(1);
    const expired = QuoteSchema.parse(
      (await t.app.inject({ url: `/api/quotes/${quote._id}`, headers: buyer.headers })).json(),
    );
    expect(expired).toMatchObject({ status: 'expired', canAccept: false });
    expect(expired.events.at(-1)).toMatchObject({ kind: 'expired', author: 'system' });
    expect((await acceptQuote(t.app, buyer, quote._id, { version: 1 })).statusCode).toBe(409);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);
    const other = QuoteSchema.parse(
      (await t.app.inject({ url: `/api/quotes/${fresh._id}`, headers: admin.headers })).json(),
    );
    expect(other.status).toBe('quoted');

    // The shop may quote again: a new version, valid again.
    const again = await answerQuote(
      t.app,
      admin,
      quote._id,
      answerOf(expired, () => 600),
    );
    expect(again.statusCode).toBe(201);
    expect((await acceptQuote(t.app, buyer, quote._id, { version: 2 })).statusCode).toBe(201);
  });
});

describe('thread, timeline, audit log and PDF', () => {
  it('both sides write; the timeline and the audit log record every step; both download the PDF', async () => {
    const { buyer, quote } = await quotedQuote();
    const asked = await sendAs(t.app, buyer, 'POST', `/api/quotes/${quote._id}/messages`, {
      body: 'Can you deliver by Friday?',
    });
    expect(asked.statusCode).toBe(201);
    const told = await sendAs(t.app, admin, 'POST', `/api/quotes/${quote._id}/messages`, {
      body: 'Yes, Friday works.',
    });
    expect(told.statusCode).toBe(201);
    expect(
      (await sendAs(t.app, buyer, 'POST', `/api/quotes/${quote._id}/messages`, { body: '  ' }))
        .statusCode,
    ).toBe(400);
    const accepted = await acceptQuote(t.app, buyer, quote._id, { version: 1 });
    const timeline = QuoteSchema.parse(accepted.json().quote).events;
    expect(timeline.map((e) => [e.kind, e.author])).toEqual([
      ['requested', 'buyer'],
      ['quoted', 'shop'],
      ['message', 'buyer'],
      ['message', 'shop'],
      ['accepted', 'buyer'],
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, quote._id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      ['quote.accept', 'quote.answer', 'quote.message', 'quote.message', 'quote.request'].sort(),
    );
    const auditPage = await t.app.inject({
      url: '/api/admin/audit-log?action=quote.accept',
      headers: admin.headers,
    });
    expect(auditPage.json().entries.map((e: { targetId: string }) => e.targetId)).toContain(
      quote._id,
    );

    for (const who of [buyer, admin]) {
      const pdf = await t.app.inject({ url: `/api/quotes/${quote._id}/pdf`, headers: who.headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`quote-${quote.number}-v1.pdf`);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('QUOTATION');
      expect(text).toContain('Tk. 17,000');
      expect(text).toContain('Valid until');
      expect(text).toContain('TERMS');
    }
  });
});
