import {
  addDays,
  fiscalYearLabel,
  fiscalYearOf,
  lineTax,
  shopDay,
  StatementSchema,
  TAX_NOTE_MESSAGES,
  TaxNoteListSchema,
  TaxNoteSchema,
  type InvoiceLine,
  type TaxNote,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  mailJobs,
  orders,
  taxAdjustmentNotes,
  webhookDeliveries,
} from '../../db/schema/index.js';
import { queueOverdueReminders } from '../../flows/send-overdue-reminders.js';
import { sendAs, signUpUser, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { addToCart, checkout, insertTieredProduct } from '../../../test/helpers/cart.js';
import { cancelOrder, payOrder, placeOrder } from '../../../test/helpers/orders.js';
import { pdfText } from '../../../test/helpers/pdf.js';
import { companyWithBuyer, insertInvoiceOnAccount } from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Credit notes (Mushak-6.7) and debit notes (Mushak-6.8), decision 310, through the real app on
 * PGlite and PostgreSQL: issued when a paid order is cancelled or refunded and when the shop takes
 * back or re-prices a line, numbered on their own fiscal-year serials, immutable, readable by the
 * people who read the invoice, on the statement. Never retried (decision 088).
 */

const t = useTestApp();
const M = TAX_NOTE_MESSAGES;
const { admin, stranger } = useAccounts(t, {
  admin: { role: 'admin' },
  stranger: {},
});

let productId: string;
beforeAll(async () => {
  productId = (await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100_000 })).id;
});

const company = () =>
  companyWithBuyer(t.app, t.db, admin, { paymentTermsDays: 30, creditLimit: 1_000_000 });
const fiscalYear = () => fiscalYearLabel(fiscalYearOf(new Date()));

async function notesOf(user: TestUser, orderId: string): Promise<TaxNote[]> {
  const res = await t.app.inject({
    url: `/api/orders/${orderId}/tax-notes`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return TaxNoteListSchema.parse(res.json());
}

async function invoiceOf(orderId: string) {
  const [row] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error('no invoice');
  return row;
}

const takeBack = (user: TestUser, number: string, lines: { sku: string; quantity: number }[]) =>
  sendAs(t.app, user, 'POST', `/api/admin/invoices/${number}/credit-notes`, {
    reason: 'Line returned',
    lines,
  });

let taxInvoiceCount = 0;
/**
 * A tax invoice on account (Mushak-6.3, prices including VAT) of `company`'s buyer, issued today:
 * one line of `quantity` × `unitPricePoisha` of `sku` at 15 %, with its figures from `lineTax`.
 */
async function insertTaxInvoice(
  c: Awaited<ReturnType<typeof company>>,
  sku: string,
  quantity: number,
  unitPricePoisha: number,
) {
  taxInvoiceCount += 1;
  const tax = lineTax({
    unitPricePoisha,
    quantity,
    vatRate: 1500,
    sdRate: 0,
    pricesIncludeVat: true,
    zeroRated: false,
  });
  const base = await insertInvoiceOnAccount(t.db, c, {
    totalPoisha: tax.totalPoisha,
    daysAgo: 0,
    number: `PL-1990-${String(taxInvoiceCount).padStart(6, '0')}`,
  });
  // The helper's invoice is a receipt of old; a Mushak-6.3 invoice replaces it on a fresh order.
  const [order] = await t.db.select().from(orders).where(eq(orders.id, base.orderId));
  const [fresh] = await t.db
    .insert(orders)
    .values({ ...order!, id: undefined, number: undefined, createdAt: undefined })
    .returning();
  const line: InvoiceLine = {
    sku,
    productName: 'Ryzen 7',
    quantity,
    unitPricePoisha,
    lineTotalPoisha: unitPricePoisha * quantity,
    ...tax,
  };
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      ...base,
      id: undefined,
      orderId: fresh!.id,
      orderNumber: fresh!.number,
      number: `INV-${fiscalYear()}-${String(900_000 + taxInvoiceCount)}`,
      fiscalYear: fiscalYearOf(new Date()),
      pricesIncludeVat: true,
      zeroRated: false,
      valueExclVatPoisha: tax.valueExclVatPoisha,
      sdPoisha: tax.sdPoisha,
      vatPoisha: tax.vatPoisha,
      lines: [line],
    })
    .returning();
  return { invoice: invoice!, tax };
}

describe('a cancelled paid card order', () => {
  it('gets a credit note reversing its invoice, with the refund on it', async () => {
    const buyer = await signUpUser(t.app);
    const orderId = await placeOrder(t.app, buyer, productId);
    await payOrder(t.app, buyer, orderId);
    const invoice = await invoiceOf(orderId);
    // A Mushak-6.3 invoice with VAT in it (15 % included in the price), which the note reverses.
    expect(invoice.number).toMatch(/^INV-/);
    expect(invoice.vatPoisha).toBeGreaterThan(0);
    expect((await cancelOrder(t.app, buyer, orderId)).statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));

    const [note] = await notesOf(buyer, orderId);
    expect(note).toMatchObject({
      kind: 'credit',
      invoiceNumber: invoice.number,
      orderId,
      reason: M.cardRefunded,
      refundReference: order!.refundId,
      total: invoice.totalPoisha / 100,
      vat: (invoice.vatPoisha ?? 0) / 100,
      sd: (invoice.sdPoisha ?? 0) / 100,
    });
    expect(note!.refundReference).toMatch(/.+/);
    expect(note!.number).toMatch(new RegExp(`^CN-${fiscalYear()}-\\d{6}$`));

    // Its PDF, for the buyer: the form, the original invoice and the figures.
    const pdf = await t.app.inject({
      url: `/api/credit-notes/${note!.number}`,
      headers: { ...buyer.headers, accept: 'application/pdf' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${note!.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      'CREDIT NOTE',
      'Mushak-6.7',
      note!.number,
      invoice.number,
      M.cardRefunded,
    ]) {
      expect(text).toContain(part);
    }
    // Cancelling again issues nothing more.
    await cancelOrder(t.app, buyer, orderId);
    expect(await notesOf(buyer, orderId)).toHaveLength(1);
  });
});

describe('an order on account cancelled before delivery', () => {
  it('gets a credit note, leaves nothing open and is never reminded', async () => {
    const c = await company();
    expect((await addToCart(t.app, c.buyer, productId, 3)).statusCode).toBe(200);
    const placed = await checkout(t.app, c.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-9',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const statement = async () =>
      StatementSchema.parse(
        (
          await t.app.inject({ url: '/api/company/statement', headers: c.companyAdmin.headers })
        ).json(),
      );
    const before = await statement();
    expect(before.openBalance).toBe(3000);
    const { orderId } = before.invoices[0]!;

    expect((await cancelOrder(t.app, c.buyer, orderId)).statusCode).toBe(200);
    const after = await statement();
    expect(after).toMatchObject({ openBalance: 0, overdueBalance: 0 });
    expect(after.invoices[0]).toMatchObject({
      total: 3000,
      adjusted: -3000,
      open: 0,
      status: 'credited',
    });
    expect(after.notes).toMatchObject([
      {
        kind: 'credit',
        invoiceNumber: before.invoices[0]!.number,
        amount: -3000,
        reason: M.orderCancelled,
      },
    ]);
    // Past its due date it is not overdue: no reminder.
    await queueOverdueReminders(t.db, addDays(shopDay(), 45));
    const jobs = await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, orderId));
    expect(jobs.filter((job) => job.period !== '')).toEqual([]);
  });
});

describe('taking back part of a line', () => {
  it('credits pro rata by lineTax, the last pieces exactly what is left, and refuses more (409)', async () => {
    const c = await company();
    const { invoice, tax } = await insertTaxInvoice(c, 'CPU-R7', 3, 9999);

    const first = await takeBack(admin, invoice.number, [{ sku: 'CPU-R7', quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(201);
    const one = lineTax({
      unitPricePoisha: 9999,
      quantity: 1,
      vatRate: 1500,
      sdRate: 0,
      pricesIncludeVat: true,
      zeroRated: false,
    });
    expect(TaxNoteSchema.parse(first.json())).toMatchObject({
      kind: 'credit',
      invoiceNumber: invoice.number,
      valueExclVat: one.valueExclVatPoisha / 100,
      vat: one.vatPoisha / 100,
      total: 99.99,
      lines: [{ sku: 'CPU-R7', quantity: 1, vatRate: 1500 }],
    });

    const tooMany = await takeBack(admin, invoice.number, [{ sku: 'CPU-R7', quantity: 3 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe(M.overCredit('CPU-R7', 2));

    const rest = await takeBack(admin, invoice.number, [{ sku: 'CPU-R7', quantity: 2 }]);
    expect(rest.statusCode).toBe(201);
    // Together the notes are exactly the invoice, to the poisha.
    expect(rest.json()).toMatchObject({
      valueExclVat: (tax.valueExclVatPoisha - one.valueExclVatPoisha) / 100,
      vat: (tax.vatPoisha - one.vatPoisha) / 100,
    });
    expect(
      (await takeBack(admin, invoice.number, [{ sku: 'CPU-R7', quantity: 1 }])).statusCode,
    ).toBe(409);
    const unknown = await takeBack(admin, invoice.number, [{ sku: 'NOPE', quantity: 1 }]);
    expect(unknown.json().error.message).toBe(M.unknownLine('NOPE'));
    expect(
      (await takeBack(admin, 'INV-2026-27-999999', [{ sku: 'CPU-R7', quantity: 1 }])).statusCode,
    ).toBe(404);

    // The statement shows both notes and nothing open.
    const statement = StatementSchema.parse(
      (
        await t.app.inject({
          url: `/api/admin/companies/${c.id}/statement`,
          headers: admin.headers,
        })
      ).json(),
    );
    expect(statement.notes.filter((n) => n.invoiceNumber === invoice.number)).toHaveLength(2);
    expect(statement.invoices.find((i) => i._id === invoice.id)).toMatchObject({
      open: 0,
      status: 'credited',
    });

    // The take-back is audited.
    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=order.credit_note',
      headers: admin.headers,
    });
    expect(
      log.json().entries.filter((e: { targetId: string }) => e.targetId === invoice.orderId),
    ).toHaveLength(2);
  });

  it('concurrent take-backs never together credit more than the line', async () => {
    const c = await company();
    const { invoice } = await insertTaxInvoice(c, 'GPU-1', 3, 115_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        takeBack(admin, invoice.number, [{ sku: 'GPU-1', quantity: 1 }]),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(taxAdjustmentNotes)
      .where(eq(taxAdjustmentNotes.invoiceId, invoice.id));
    expect(rows.reduce((sum, row) => sum + row.totalPoisha, 0)).toBe(345_000);
    expect(rows.reduce((sum, row) => sum + row.vatPoisha, 0)).toBe(45_000);
  });

  it('is refused to a buyer and to a company admin (403)', async () => {
    const c = await company();
    const { invoice } = await insertTaxInvoice(c, 'RAM-1', 2, 5000);
    for (const user of [c.buyer, c.companyAdmin]) {
      expect(
        (await takeBack(user, invoice.number, [{ sku: 'RAM-1', quantity: 1 }])).statusCode,
      ).toBe(403);
    }
  });
});

describe('a debit note', () => {
  it('adds to the invoice with its VAT and raises the open balance', async () => {
    const c = await company();
    const { invoice } = await insertTaxInvoice(c, 'SSD-1', 2, 11_500);
    const res = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/invoices/${invoice.number}/debit-notes`,
      {
        reason: 'Price correction',
        lines: [{ sku: 'SSD-1', amount: 115 }],
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const note = TaxNoteSchema.parse(res.json());
    expect(note).toMatchObject({ kind: 'debit', valueExclVat: 100, vat: 15, total: 115 });
    expect(note.number).toMatch(new RegExp(`^DN-${fiscalYear()}-\\d{6}$`));
    const statement = StatementSchema.parse(
      (
        await t.app.inject({ url: '/api/company/statement', headers: c.companyAdmin.headers })
      ).json(),
    );
    expect(statement.invoices.find((i) => i._id === invoice.id)).toMatchObject({
      total: 230,
      adjusted: 115,
      open: 345,
    });
  });
});

describe('numbers, immutability, who reads and webhooks', () => {
  it('numbers notes consecutively per fiscal year, apart from invoices', async () => {
    const c = await company();
    const { invoice } = await insertTaxInvoice(c, 'PSU-1', 5, 2000);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await takeBack(admin, invoice.number, [{ sku: 'PSU-1', quantity: 1 }]);
      numbers.push(res.json().number);
    }
    const serials = numbers.map((n) => Number(n.slice(-6)));
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
    expect(numbers.every((n) => n.startsWith(`CN-${fiscalYear()}-`))).toBe(true);
  });

  it('refuses any change of a note', async () => {
    const c = await company();
    const { invoice } = await insertTaxInvoice(c, 'FAN-1', 2, 2000);
    const note = (await takeBack(admin, invoice.number, [{ sku: 'FAN-1', quantity: 1 }])).json();
    await expect(
      t.db
        .update(taxAdjustmentNotes)
        .set({ reason: 'edited' })
        .where(eq(taxAdjustmentNotes.number, note.number)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(taxAdjustmentNotes).where(eq(taxAdjustmentNotes.number, note.number)),
    ).rejects.toThrow();
  });

  it("is read by the company's admin, not by another company or a stranger", async () => {
    const c = await company();
    const other = await company();
    const { invoice } = await insertTaxInvoice(c, 'CASE-1', 2, 2000);
    const note = (await takeBack(admin, invoice.number, [{ sku: 'CASE-1', quantity: 1 }])).json();
    const read = (user: TestUser) =>
      t.app.inject({ url: `/api/credit-notes/${note.number}`, headers: user.headers });
    expect((await read(c.companyAdmin)).json()).toMatchObject({ number: note.number });
    expect((await read(c.buyer)).statusCode).toBe(200);
    for (const user of [other.companyAdmin, stranger]) {
      const res = await read(user);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.notFound);
    }
    // A credit note is not a debit note.
    const asDebit = await t.app.inject({
      url: `/api/debit-notes/${note.number.replace('CN-', 'DN-')}`,
      headers: admin.headers,
    });
    expect(asDebit.statusCode).toBe(404);
  });

  it('queues credit_note.issued for the company endpoint in the issuing transaction', async () => {
    const c = await company();
    const endpoint = await sendAs(t.app, c.companyAdmin, 'POST', '/api/webhooks/endpoints', {
      url: 'http://erp.invalid/hook',
      events: ['credit_note.issued'],
      currentPassword: c.companyAdmin.password,
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const { invoice } = await insertTaxInvoice(c, 'MB-1', 2, 23_000);
    const note = (await takeBack(admin, invoice.number, [{ sku: 'MB-1', quantity: 1 }])).json();
    const refused = await takeBack(admin, invoice.number, [{ sku: 'MB-1', quantity: 5 }]);
    expect(refused.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'credit_note.issued'));
    const mine = rows.filter(
      (row) => (row.payload.data as { invoiceNumber: string }).invoiceNumber === invoice.number,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({
      type: 'credit_note.issued',
      data: {
        number: note.number,
        invoiceNumber: invoice.number,
        orderNumber: invoice.orderNumber,
        valueExclVat: 200,
        vat: 30,
        total: 230,
        reason: 'Line returned',
      },
    });
  });
});
