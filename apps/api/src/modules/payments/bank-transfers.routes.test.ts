import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  BANK_TRANSFER_MESSAGES,
  BankTransfersSchema,
  OrderSchema,
  PAYMENT_RAIL_MESSAGES,
  QuoteSchema,
  type Order,
} from '@partline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  invoices,
  mailJobs,
  orders,
  shopSettings,
  users,
} from '../../db/schema/index.js';
import { renderMailJob } from '../../mail/order-mails.js';
import { createAdmin, sendAs, signUpUser, type TestUser } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
  productRow,
} from '../../../test/helpers/cart.js';
import { collectingMailer, createCompany, joinCompany } from '../../../test/helpers/companies.js';
import { placeOrder, ordersOf } from '../../../test/helpers/orders.js';
import { pdfLines, pdfText } from '../../../test/helpers/pdf.js';
import {
  acceptQuote,
  answerQuote,
  dayFromToday,
  requestQuote,
} from '../../../test/helpers/quotes.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Bank transfer against a proforma invoice (decision 314): choosing it at checkout, on a quote or
 * for an order; the proforma invoices; the shop admin's recording of transfers; the expiry of a
 * proforma. Payment, race and authorization tests: never retried (decision 088).
 */

/** The shop's account buyers transfer into (PAYEE_BANK_ACCOUNTS, decision 304). */
const PAY_INTO = {
  bank: 'Dutch-Bangla Bank PLC',
  branch: 'Gulshan',
  accountName: 'Partline Ltd.',
  accountNumber: '103.110.0045127',
  routingNumber: '090261726',
  swift: 'DBBLBDDH',
};
const HOLD_DAYS = 5;
const mailer = collectingMailer();
const t = useTestApp({
  env: {
    PAYEE_BANK_ACCOUNTS: JSON.stringify([PAY_INTO]),
    BANK_TRANSFER_HOLD_DAYS: String(HOLD_DAYS),
  },
  deps: { mailer, mailWorker: { autoStart: false }, unpaidHoldJob: { autoStart: false } },
});
const run = promisify(execFile);
const R = PAYMENT_RAIL_MESSAGES;
const B = BANK_TRANSFER_MESSAGES;
const DAY_MS = 86_400_000;

const heldOf = async (id: string) => (await productRow(t.db, id)).heldQuantity;

/** A client with an address and a cart of two products; the products. */
async function clientWithCart(stock = 500) {
  const client = await signUpUser(t.app);
  await addAddress(t.app, client);
  const cpu = await insertTieredProduct(t.db, {
    productPrice: 1450,
    minOrder: 10,
    availableQuantity: stock,
  });
  const psu = await insertTieredProduct(t.db, {
    productPrice: 3000,
    minOrder: 1,
    availableQuantity: stock,
  });
  await addToCart(t.app, client, cpu.id, 20);
  await addToCart(t.app, client, psu.id, 2);
  return { client, cpu, psu };
}

/** The client's order of this id, as `GET /orders/{email}` answers it. */
async function orderOf(client: TestUser, id: string): Promise<Order> {
  const order = (await ordersOf(t.app, client)).find((each) => each._id === id);
  if (!order) throw new Error(`no order ${id}`);
  return OrderSchema.parse(order);
}

/** A client's order placed at checkout by bank transfer; the order and its products. */
async function transferOrder() {
  const placed = await clientWithCart();
  const res = await checkout(t.app, placed.client, { paymentMethod: 'bank_transfer' });
  expect(res.statusCode).toBe(201);
  const order = await orderOf(placed.client, res.json().insertedId);
  return { ...placed, order };
}

/** `POST /admin/orders/{id}/bank-transfers` as `admin`. */
function record(admin: TestUser, orderId: string, body: Record<string, unknown>) {
  return sendAs(t.app, admin, 'POST', `/api/admin/orders/${orderId}/bank-transfers`, body);
}

const expectAbout = (iso: string | null | undefined, expectedMs: number) => {
  expect(iso).toBeTruthy();
  expect(Math.abs(new Date(iso!).getTime() - expectedMs)).toBeLessThan(60_000);
};

describe('choosing bank transfer', () => {
  it('at checkout: the order is unpaid, holds its stock until the due time, and mails the proforma', async () => {
    const { client, cpu, psu, order } = await transferOrder();
    expect(order).toMatchObject({
      status: 'unpaid',
      paymentMethod: 'bank_transfer',
      isPaid: false,
    });
    expectAbout(order.transferDueAt, Date.now() + HOLD_DAYS * DAY_MS);
    expect(await heldOf(cpu.id)).toBe(20);
    expect(await heldOf(psu.id)).toBe(2);

    const [job] = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, order._id), eq(mailJobs.kind, 'order_placed')));
    const message = renderMailJob(job!, 'https://shop.example');
    expect(message.text).toContain('by BEFTN or RTGS');
    expect(message.text).toContain(order.orderNumber!);
    mailer.mails.length = 0;
    await t.app.mailWorker.runOnce();
    const sent = mailer.mails.find((mail) => mail.to === client.email);
    expect(sent?.attachments?.map((file) => file.filename)).toEqual([
      `proforma-${order.orderNumber}.pdf`,
    ]);
    expect(await pdfText(sent!.attachments![0]!.content as Buffer)).toContain(
      `Payment reference: ${order.orderNumber}`,
    );
  });

  it('is refused while the shop has no bank account, leaving the cart as it was', async () => {
    const { client } = await clientWithCart();
    await t.db.update(shopSettings).set({ bankAccounts: [] });
    try {
      const res = await checkout(t.app, client, { paymentMethod: 'bank_transfer' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(R.noPayeeAccount);
      expect(await ordersOf(t.app, client)).toEqual([]);
      expect((await sendAs(t.app, client, 'GET', '/api/cart')).json().lineCount).toBe(2);
    } finally {
      await t.db.update(shopSettings).set({ bankAccounts: [PAY_INTO] });
    }
  });

  it('on accepting a quote: the order holds its stock until the due time', async () => {
    const { client, cpu } = await clientWithCart();
    const requested = QuoteSchema.parse(
      (await requestQuote(t.app, client, { message: 'Best price?' })).json(),
    );
    const admin = await createAdmin(t.app);
    const latest = requested.versions.at(-1)!;
    const answered = await answerQuote(t.app, admin, requested._id, {
      lines: latest.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: line.unitPrice - 100,
      })),
      validUntil: dayFromToday(7),
      message: 'Our best price',
    });
    expect(answered.statusCode).toBe(201);
    const before = await heldOf(cpu.id);
    const res = await acceptQuote(t.app, client, requested._id, {
      version: 1,
      paymentMethod: 'bank_transfer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'unpaid', paymentMethod: 'bank_transfer' });
    const order = await orderOf(client, res.json().orderId);
    expectAbout(order.transferDueAt, Date.now() + HOLD_DAYS * DAY_MS);
    expect(await heldOf(cpu.id)).toBe(before + 20);

    // Its proforma, after acceptance, is the order's (referenced by the order number).
    const proforma = await sendAs(t.app, client, 'GET', `/api/quotes/${requested._id}/proforma`);
    expect(proforma.statusCode).toBe(200);
    expect(await pdfText(proforma.rawPayload)).toContain(`Payment reference: ${order.orderNumber}`);
  });

  it('by a company buyer over their limit: due from the company admin’s approval on; the admin reads its proforma', async () => {
    const owner = await signUpUser(t.app);
    const companyId = await createCompany(t.app, owner);
    const { client, cpu } = await clientWithCart();
    await joinCompany(t.app, client, companyId, 100_000); // Tk. 1,000 a month
    const placed = await checkout(t.app, client, { paymentMethod: 'bank_transfer' });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().insertedId as string;
    const waiting = await orderOf(client, id);
    expect(waiting).toMatchObject({ status: 'awaiting_approval', paymentMethod: 'bank_transfer' });
    expect(waiting.transferDueAt).toBeNull();
    expect(await heldOf(cpu.id)).toBe(0);

    const approved = await sendAs(t.app, owner, 'POST', `/api/company/orders/${id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const order = await orderOf(client, id);
    expect(order.status).toBe('unpaid');
    expectAbout(order.transferDueAt, Date.now() + HOLD_DAYS * DAY_MS);
    expect(await heldOf(cpu.id)).toBe(20);
    const proforma = await sendAs(t.app, owner, 'GET', `/api/orders/${id}/proforma`);
    expect(proforma.statusCode).toBe(200);
    expect(await pdfText(proforma.rawPayload)).toContain('Ordered by');
    // The buyer's 'order approved' e-mail carries the proforma.
    mailer.mails.length = 0;
    await t.app.mailWorker.runOnce();
    const approvedMail = mailer.mails.find(
      (mail) => mail.to === client.email && mail.subject.startsWith('Your order was approved'),
    );
    expect(approvedMail?.text).toContain('by BEFTN or RTGS');
    expect(approvedMail?.attachments?.map((file) => file.filename)).toEqual([
      `proforma-${order.orderNumber}.pdf`,
    ]);
  });

  it('for an unpaid order of its owner: takes the stock hold it did not have', async () => {
    const client = await signUpUser(t.app);
    const product = await insertTieredProduct(t.db, {
      productPrice: 500,
      minOrder: 1,
      availableQuantity: 10,
    });
    const id = await placeOrder(t.app, client, product.id, { quantity: 4 });
    expect(await heldOf(product.id)).toBe(0);

    const stranger = await signUpUser(t.app);
    const hidden = await sendAs(t.app, stranger, 'POST', `/api/orders/${id}/bank-transfer`);
    expect(hidden.statusCode).toBe(404);

    const res = await sendAs(t.app, client, 'POST', `/api/orders/${id}/bank-transfer`);
    expect(res.statusCode).toBe(200);
    const order = OrderSchema.parse(res.json());
    expect(order).toMatchObject({ _id: id, paymentMethod: 'bank_transfer', status: 'unpaid' });
    expectAbout(order.transferDueAt, Date.now() + HOLD_DAYS * DAY_MS);
    expect(await heldOf(product.id)).toBe(4);
    // Again: answered as it is, the due time and the hold unchanged.
    const again = await sendAs(t.app, client, 'POST', `/api/orders/${id}/bank-transfer`);
    expect(again.json().transferDueAt).toBe(order.transferDueAt);
    expect(await heldOf(product.id)).toBe(4);
  });

  it('for an order whose stock is gone: 409, nothing changes', async () => {
    const client = await signUpUser(t.app);
    const product = await insertTieredProduct(t.db, {
      productPrice: 500,
      minOrder: 1,
      availableQuantity: 5,
    });
    const id = await placeOrder(t.app, client, product.id, { quantity: 5 });
    await t.db.execute(sql`UPDATE products SET available_quantity = 3 WHERE id = ${product.id}`);
    const res = await sendAs(t.app, client, 'POST', `/api/orders/${id}/bank-transfer`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(B.stockGone);
    expect((await orderOf(client, id)).paymentMethod).toBe('card');
    expect(await heldOf(product.id)).toBe(0);
  });
});

describe('the proforma invoice', () => {
  it('of an order names the bank account, the reference, the amounts in figures and words and the validity', async () => {
    const { client, order } = await transferOrder();
    const res = await sendAs(t.app, client, 'GET', `/api/orders/${order._id}/proforma`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="proforma-${order.orderNumber}.pdf"`,
    );
    const text = (await pdfLines(res.rawPayload)).join('\n');
    expect(text).toContain('Proforma invoice');
    expect(text).toContain('This is not a tax invoice');
    expect(text).toContain(PAY_INTO.accountNumber);
    expect(text).toContain(`Payment reference: ${order.orderNumber}`);
    expect(text).toContain('Total incl. all Tk. 35,000'); // 20 × 1,450 + 2 × 3,000
    expect(text).toContain('In words: Taka Thirty-Five Thousand Only');
    expect(text).toContain('Valid until');
    expect(text).toContain('RTGS');
  });

  it('of a Bangla buyer says the total in Bangla words and names the account with Bangla labels', async () => {
    const { client, order } = await transferOrder();
    await t.db.update(users).set({ locale: 'bn' }).where(eq(users.id, client.id));
    const res = await sendAs(t.app, client, 'GET', `/api/orders/${order._id}/proforma`);
    expect(res.statusCode).toBe(200);
    // pdftotext reads the Bengali runs' ActualText (decision 328); `-raw`: in the order written.
    const dir = await mkdtemp(join(tmpdir(), 'partline-pdf-'));
    const file = join(dir, 'proforma.pdf');
    await writeFile(file, res.rawPayload);
    if (process.env.BANGLA_PDF_DIR) {
      await writeFile(join(process.env.BANGLA_PDF_DIR, 'proforma-bn.pdf'), res.rawPayload);
    }
    const text = (await run('pdftotext', ['-raw', file, '-'])).stdout;
    // Each run is a text item of its own: compared without the spaces between them.
    const squeezed = text.replace(/\s+/g, '');
    const has = (expected: string) => expect(squeezed).toContain(expected.replace(/\s+/g, ''));
    has('কথায়: পঁয়ত্রিশ হাজার টাকা মাত্র');
    has('ব্যাংক: Dutch-Bangla Bank PLC, Gulshan শাখা');
    has(`হিসাব নম্বর: ${PAY_INTO.accountNumber}`);
    has(`রাউটিং নম্বর: ${PAY_INTO.routingNumber}`);
    has('হিসাবের নাম: Partline Ltd.');
    expect(text).not.toMatch(/Taka|Only|Account (name|number)|Routing number|\bBank:/);
  });

  it('of an order is read by its buyer and the shop admin; anyone else: 404', async () => {
    const { client, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    const stranger = await signUpUser(t.app);
    const url = `/api/orders/${order._id}/proforma`;
    expect((await sendAs(t.app, client, 'GET', url)).statusCode).toBe(200);
    expect((await sendAs(t.app, admin, 'GET', url)).statusCode).toBe(200);
    expect((await sendAs(t.app, stranger, 'GET', url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('of the cart is priced by the server, numbered PF-…, and refused to admins', async () => {
    const { client } = await clientWithCart();
    const res = await sendAs(t.app, client, 'GET', '/api/cart/proforma');
    expect(res.statusCode).toBe(200);
    const file = /filename="proforma-(PF-\d{8}-[A-Z2-9]{6})\.pdf"/.exec(
      String(res.headers['content-disposition']),
    );
    expect(file).not.toBeNull();
    const text = (await pdfLines(res.rawPayload)).join('\n');
    expect(text).toContain(`Payment reference: ${file![1]}`);
    expect(text).toContain('Total incl. all Tk. 35,000');
    expect(text).toContain(PAY_INTO.accountNumber);
    const admin = await createAdmin(t.app);
    expect((await sendAs(t.app, admin, 'GET', '/api/cart/proforma')).statusCode).toBe(403);
    const empty = await signUpUser(t.app);
    expect((await sendAs(t.app, empty, 'GET', '/api/cart/proforma')).statusCode).toBe(409);
  });

  it('of an answered quote is its buyer’s; an unanswered one: 409; another client’s: 404', async () => {
    const { client } = await clientWithCart();
    const requested = QuoteSchema.parse(
      (await requestQuote(t.app, client, { message: 'Price?' })).json(),
    );
    const url = `/api/quotes/${requested._id}/proforma`;
    const unanswered = await sendAs(t.app, client, 'GET', url);
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json().error.message).toBe(B.answeredQuoteOnly);
    const admin = await createAdmin(t.app);
    const latest = requested.versions.at(-1)!;
    await answerQuote(t.app, admin, requested._id, {
      lines: latest.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: 1000,
      })),
      validUntil: dayFromToday(7),
      message: 'Our price',
    });
    const res = await sendAs(t.app, client, 'GET', url);
    expect(res.statusCode).toBe(200);
    const text = (await pdfLines(res.rawPayload)).join('\n');
    expect(text).toContain(`Payment reference: ${requested.number}`);
    expect(text).toContain('Total incl. all Tk. 22,000'); // 22 pieces at 1,000
    const stranger = await signUpUser(t.app);
    expect((await sendAs(t.app, stranger, 'GET', url)).statusCode).toBe(404);
  });
});

describe('recording transfers', () => {
  it('a partial transfer leaves the rest awaited; the last part pays the order, invoices it and mails the receipt', async () => {
    const { client, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    const first = await record(admin, order._id, {
      amount: 10_000,
      receivedOn: dayFromToday(0),
      bankReference: 'BEFTN-0001',
    });
    expect(first.statusCode).toBe(201);
    expect(BankTransfersSchema.parse(first.json())).toMatchObject({
      orderNumber: order.orderNumber,
      total: 35_000,
      received: 10_000,
      awaited: 25_000,
    });
    expect((await orderOf(client, order._id)).status).toBe('unpaid');
    const read = await sendAs(t.app, client, 'GET', `/api/orders/${order._id}/bank-transfers`);
    expect(read.statusCode).toBe(200);
    expect(read.json().transfers).toHaveLength(1);

    const last = await record(admin, order._id, {
      amount: '25000',
      receivedOn: dayFromToday(0),
      bankReference: 'RTGS-0002',
    });
    expect(last.statusCode).toBe(201);
    expect(last.json()).toMatchObject({ received: 35_000, awaited: 0 });
    const paid = await orderOf(client, order._id);
    expect(paid).toMatchObject({
      status: 'paid',
      isPaid: true,
      transactionId: `BT-${order.orderNumber}`,
    });
    const invoice = await sendAs(t.app, client, 'GET', `/api/orders/${order._id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const receipts = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, order._id), eq(mailJobs.kind, 'payment_receipt')));
    expect(receipts).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order._id), eq(auditLog.action, 'order.record_transfer')));
    expect(entries).toHaveLength(2);
  });

  it('once part is received, the rest cannot be paid online as well: 409, and the order stays unpaid', async () => {
    const { client, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    const first = await record(admin, order._id, {
      amount: 10_000,
      receivedOn: dayFromToday(0),
      bankReference: 'BEFTN-0101',
    });
    expect(first.statusCode).toBe(201);
    const card = await sendAs(t.app, client, 'POST', '/api/create-payment-intent', {
      orderId: order._id,
    });
    expect(card.statusCode).toBe(409);
    expect(card.json().error.message).toBe(R.partlyTransferred);
    expect(await orderOf(client, order._id)).toMatchObject({ status: 'unpaid', isPaid: false });
  });

  it('refuses more than awaited, a reference already recorded, a card order, and callers who are not the shop admin', async () => {
    const { client, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    const over = await record(admin, order._id, {
      amount: 35_000.01,
      receivedOn: dayFromToday(0),
      bankReference: 'X-1',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(R.transferOverAwaited);
    expect(
      (
        await record(admin, order._id, {
          amount: 100,
          receivedOn: dayFromToday(0),
          bankReference: 'Ref-9',
        })
      ).statusCode,
    ).toBe(201);
    const duplicate = await record(admin, order._id, {
      amount: 100,
      receivedOn: dayFromToday(0),
      bankReference: 'REF-9',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(R.transferDuplicate);
    const byBuyer = await record(client, order._id, {
      amount: 100,
      receivedOn: dayFromToday(0),
      bankReference: 'B-1',
    });
    expect(byBuyer.statusCode).toBe(403);

    const card = await clientWithCart();
    const cardOrder = (await checkout(t.app, card.client)).json().insertedId as string;
    const refused = await record(admin, cardOrder, {
      amount: 100,
      receivedOn: dayFromToday(0),
      bankReference: 'C-1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(B.notAwaitingTransfer);
    const stranger = await signUpUser(t.app);
    const hidden = await sendAs(t.app, stranger, 'GET', `/api/orders/${order._id}/bank-transfers`);
    expect(hidden.statusCode).toBe(404);
    expect(
      read(await sendAs(t.app, client, 'GET', `/api/orders/${order._id}/bank-transfers`)),
    ).toMatchObject({
      received: 100,
      awaited: 34_900,
    });
  });

  it('20 concurrent recordings of the last part pay the order once, with one invoice', async () => {
    const { client, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    await record(admin, order._id, {
      amount: 30_000,
      receivedOn: dayFromToday(0),
      bankReference: 'P-0',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record(admin, order._id, {
          amount: 5_000,
          receivedOn: dayFromToday(0),
          bankReference: `P-${i + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await orderOf(client, order._id)).status).toBe('paid');
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(issued).toHaveLength(1);
  });
});

/** The JSON body of an answer, as BankTransfers. */
function read(res: { json(): unknown }) {
  return BankTransfersSchema.parse(res.json());
}

/** Moves the order's transfer due time `days` into the past (the database's clock). */
async function dueDaysAgo(orderId: string, days: number) {
  await t.db
    .update(orders)
    .set({ transferDueAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, orderId));
}

describe('an expired proforma', () => {
  it('with no transfer: the order is cancelled, its stock released and the buyer told; a card order’s 30 minutes do not apply before it', async () => {
    const { client, cpu, psu, order } = await transferOrder();
    // Placed two hours ago: a card order would have expired, a bank-transfer order has not.
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => 120)` })
      .where(eq(orders.id, order._id));
    await t.app.unpaidHoldJob.runOnce();
    expect((await orderOf(client, order._id)).status).toBe('unpaid');
    expect(await heldOf(cpu.id)).toBe(20);

    await dueDaysAgo(order._id, 1);
    await t.app.unpaidHoldJob.runOnce();
    expect((await orderOf(client, order._id)).status).toBe('cancelled');
    expect(await heldOf(cpu.id)).toBe(0);
    expect(await heldOf(psu.id)).toBe(0);
    const [mail] = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, order._id), eq(mailJobs.kind, 'order_expired')));
    const message = renderMailJob(mail!, 'https://shop.example');
    expect(message.text).toContain(R.proformaExpired);
    expect(message.text).toContain('We cancelled the order');
  });

  it('with a part received: the stock is released, the order stays unpaid; the rest, recorded later, pays it', async () => {
    const { client, cpu, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    await record(admin, order._id, {
      amount: 5_000,
      receivedOn: dayFromToday(0),
      bankReference: 'E-1',
    });
    await dueDaysAgo(order._id, 1);
    await t.app.unpaidHoldJob.runOnce();
    expect((await orderOf(client, order._id)).status).toBe('unpaid');
    expect(await heldOf(cpu.id)).toBe(0);
    const [mail] = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, order._id), eq(mailJobs.kind, 'order_expired')));
    expect(renderMailJob(mail!, 'https://shop.example').text).toContain('the order stays open');

    // The buyer chooses bank transfer again: the stock is held anew, and its expiry is told again.
    const again = await sendAs(t.app, client, 'POST', `/api/orders/${order._id}/bank-transfer`);
    expect(again.statusCode).toBe(200);
    expect(await heldOf(cpu.id)).toBe(20);
    await dueDaysAgo(order._id, 1);
    await t.app.unpaidHoldJob.runOnce();
    expect(await heldOf(cpu.id)).toBe(0);
    const told = await t.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.orderId, order._id), eq(mailJobs.kind, 'order_expired')));
    expect(told).toHaveLength(2);

    const rest = await record(admin, order._id, {
      amount: 30_000,
      receivedOn: dayFromToday(0),
      bankReference: 'E-2',
    });
    expect(rest.statusCode).toBe(201);
    expect((await orderOf(client, order._id)).status).toBe('paid');
    expect(await heldOf(cpu.id)).toBe(20);
  });
});

describe('cancelling a bank-transfer order', () => {
  it('partly paid: kept as cancelled with its transfers (the shop refunds them), its stock released', async () => {
    const { client, cpu, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    await record(admin, order._id, {
      amount: 1_000,
      receivedOn: dayFromToday(0),
      bankReference: 'G-1',
    });
    const res = await sendAs(t.app, client, 'DELETE', `/api/orders/${order._id}`);
    expect(res.json()).toEqual({ deletedCount: 1, status: 'cancelled' });
    expect((await orderOf(client, order._id)).status).toBe('cancelled');
    expect(await heldOf(cpu.id)).toBe(0);
    const transfers = await sendAs(t.app, admin, 'GET', `/api/orders/${order._id}/bank-transfers`);
    expect(read(transfers)).toMatchObject({ received: 1_000, awaited: 0 });
    const late = await record(admin, order._id, {
      amount: 1_000,
      receivedOn: dayFromToday(0),
      bankReference: 'G-2',
    });
    expect(late.statusCode).toBe(409);
  });

  it('issues its credit note saying the refund is made by bank transfer', async () => {
    const { client, order } = await transferOrder();
    const admin = await createAdmin(t.app);
    await record(admin, order._id, {
      amount: 35_000,
      receivedOn: dayFromToday(0),
      bankReference: 'F-1',
    });
    const res = await sendAs(t.app, client, 'DELETE', `/api/orders/${order._id}`);
    expect(res.json()).toEqual({ deletedCount: 1, status: 'cancelled' });
    const notes = await sendAs(t.app, client, 'GET', `/api/orders/${order._id}/tax-notes`);
    expect(notes.json()).toHaveLength(1);
    expect(notes.json()[0]).toMatchObject({ reason: B.refundByTransfer });
  });
});
