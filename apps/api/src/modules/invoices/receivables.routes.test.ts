import {
  PARTLINE_SELLER,
  AuditLogPageSchema,
  OrderListSchema,
  RECEIVABLES_MESSAGES,
  StatementSchema,
  shopDay,
  addDays,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailJobs, products, shopSettings, users } from '../../db/schema/index.js';
import { queueOverdueReminders, reminderPeriodOf } from '../../flows/send-overdue-reminders.js';
import { renderMailJob } from '../../mail/order-mails.js';
import { signUpUser, type TestUser, useAccounts, sendAs } from '../../../test/helpers/auth.js';
import {
  addAddress,
  addToCart,
  checkout,
  insertTieredProduct,
} from '../../../test/helpers/cart.js';
import {
  companyWithBuyer,
  insertMember,
  insertInvoiceOnAccount,
  recordPayment,
  setCredit,
} from '../../../test/helpers/receivables.js';
import { joinCompany } from '../../../test/helpers/companies.js';
import { markDelivered } from '../../../test/helpers/orders.js';
import { pdfLines, pdfText, pdftotext } from '../../../test/helpers/pdf.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Payment on account (decisions 140–145) through the real app, on PGlite and on PostgreSQL:
 * terms and credit limits, orders on account and every refusal, recorded bank payments, the
 * statement, overdue reminders. Never retried (decision 088).
 */

/** The shop's account buyers pay into (PAYEE_BANK_ACCOUNTS, decision 304). */
const PAY_INTO = {
  bank: 'Dutch-Bangla Bank PLC',
  branch: 'Gulshan',
  accountName: 'Partline Ltd.',
  accountNumber: '103.110.0045127',
  routingNumber: '090261726',
  swift: 'DBBLBDDH',
};
const t = useTestApp({ env: { PAYEE_BANK_ACCOUNTS: JSON.stringify([PAY_INTO]) } });
const R = RECEIVABLES_MESSAGES;

const { admin } = useAccounts(t, { admin: { role: 'admin' } });
/** A product at Tk. 1,000 a piece, minimum 1. */
let productId: string;
beforeAll(async () => {
  productId = (await insertTieredProduct(t.db, { minOrder: 1, availableQuantity: 100_000 })).id;
});

/** A company with an admin and a buyer (each with an address), and terms when given. */
const company = (terms?: { paymentTermsDays: number | null; creditLimit: number }) =>
  companyWithBuyer(t.app, t.db, admin, terms);

/** Puts `pieces` × Tk. 1,000 in the cart and checks out on account with a PO number. */
async function orderOnAccount(user: TestUser, pieces: number, po = 'PO-4711', key?: string) {
  expect((await addToCart(t.app, user, productId, pieces)).statusCode).toBe(200);
  return checkout(t.app, user, { paymentMethod: 'on_account', poNumber: po }, key);
}

const statementOf = async (user: TestUser) =>
  t.app.inject({ url: '/api/company/statement', headers: user.headers });

describe('terms and credit limit', () => {
  it('are set by the shop admin only, with an audit entry of before and after', async () => {
    const c = await company();
    const credit = { paymentTermsDays: 30, creditLimit: 50_000 };
    expect((await setCredit(t.app, c.companyAdmin, c.id, credit)).statusCode).toBe(403);
    const res = await setCredit(t.app, admin, c.id, credit);
    expect(res.statusCode).toBe(200);
    // In the company's currency, Taka unless the shop bills it in another (decision 327).
    expect(res.json()).toEqual({ companyId: c.id, ...credit, currency: 'BDT' });
    const read = await t.app.inject({
      url: `/api/admin/companies/${c.id}/credit`,
      headers: admin.headers,
    });
    expect(read.json()).toEqual({ companyId: c.id, ...credit, currency: 'BDT' });
    // The same values again change nothing and record nothing.
    await setCredit(t.app, admin, c.id, credit);
    const log = AuditLogPageSchema.parse(
      (
        await t.app.inject({
          url: '/api/admin/audit-log?action=company.set_credit',
          headers: admin.headers,
        })
      ).json(),
    );
    const mine = log.entries.filter((entry) => entry.targetId === c.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      targetType: 'company',
      targetLabel: c.name,
      actorEmail: admin.email,
      before: { paymentTermsDays: null, creditLimit: 0 },
      after: { paymentTermsDays: 30, creditLimit: 50_000 },
    });
  });

  it('refuses terms other than net 15, 30 or 60 and an unknown company', async () => {
    const c = await company();
    const bad = await setCredit(t.app, admin, c.id, { paymentTermsDays: 45, creditLimit: 1 });
    expect(bad.statusCode).toBe(400);
    const unknown = await setCredit(t.app, admin, '00000000-0000-4000-8000-000000000000', {
      paymentTermsDays: 30,
      creditLimit: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(R.companyNotFound);
  });
});

describe('an order on account', () => {
  it('prints the address of its invoice line by line, as it was typed', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const address = await sendAs(t.app, c.buyer, 'POST', '/api/addresses', {
      label: 'Dhanmondi office',
      address: 'Level 4, Road 27, Dhanmondi\nDhaka 1205',
      phoneNumber: '+880 1711-000000',
    });
    expect(address.statusCode, address.body).toBe(201);
    expect((await addToCart(t.app, c.buyer, productId, 2)).statusCode).toBe(200);
    const placed = await checkout(t.app, c.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-2026-120',
      addressId: address.json<{ _id: string }>()._id,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = OrderListSchema.parse(
      (
        await t.app.inject({ url: `/api/orders/${c.buyer.email}`, headers: c.buyer.headers })
      ).json(),
    );
    expect(order?.poNumber).toBe('PO-2026-120');
    const pdf = await t.app.inject({
      url: `/api/orders/${order!._id}/invoice`,
      headers: c.buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const lines = await pdfLines(pdf.rawPayload);
    expect(lines).toContain('Level 4, Road 27, Dhanmondi');
    expect(lines).toContain('Dhaka 1205');
    expect(lines.join('\n')).not.toContain('?');
  });

  it('is confirmed without a card, holds stock, is invoiced at once with due date and PO number, and can be delivered', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const before = await t.db.select().from(products).where(eq(products.id, productId));
    const res = await orderOnAccount(c.buyer, 3, 'PO-2026-118');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalPrice: 3000, paymentMethod: 'on_account' });
    const after = await t.db.select().from(products).where(eq(products.id, productId));
    expect(after[0]!.heldQuantity - before[0]!.heldQuantity).toBe(3);

    const [order] = OrderListSchema.parse(
      (
        await t.app.inject({ url: `/api/orders/${c.buyer.email}`, headers: c.buyer.headers })
      ).json(),
    );
    const due = addDays(shopDay(), 30);
    // The list answers the invoice's due date with the order (My Orders shows it).
    expect(order).toMatchObject({
      status: 'paid',
      isPaid: false,
      paymentMethod: 'on_account',
      poNumber: 'PO-2026-118',
      dueDate: due,
    });
    const pdf = await t.app.inject({
      url: `/api/orders/${order!._id}/invoice`,
      headers: c.buyer.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('PO-2026-118');
    expect(text).toContain('Net 30');
    expect(text).toContain('Due date');
    expect(text).toContain(c.name);
    // Where to pay: the shop's bank account, named in full.
    expect(text).toContain('Pay by bank transfer into Dutch-Bangla Bank PLC account');
    for (const part of [
      'PAY INTO',
      'Gulshan branch',
      'Account name: Partline Ltd.',
      'Account number: 103.110.0045127',
      '090261726',
      'DBBLBDDH',
    ]) {
      expect(text).toContain(part);
    }

    // The 'order placed' mail repeats the PO number and where the order goes.
    const [placedMail] = await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, order!._id));
    const mail = renderMailJob(placedMail!, 'http://shop.test');
    expect(mail.text).toContain('Your PO number: PO-2026-118');
    expect(mail.text).toContain('Deliver to: Plot 9, Tejgaon, Dhaka 1208 (phone +880 1711-000000)');
    expect(text).toContain(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(`${due}T00:00:00Z`)),
    );

    // The shop delivers it unpaid (cancelling it before delivery issues a credit note, decision 310).
    expect((await markDelivered(t.app, admin, order!._id)).statusCode).toBe(200);

    const statement = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(statement).toMatchObject({
      paymentTermsDays: 30,
      creditLimit: 10_000,
      openBalance: 3000,
      overdueBalance: 0,
      availableCredit: 7000,
    });
    expect(statement.invoices).toMatchObject([
      {
        orderId: order!._id,
        orderNumber: order!.orderNumber,
        dueDate: due,
        poNumber: 'PO-2026-118',
        total: 3000,
        status: 'open',
      },
    ]);
    expect(statement.invoices[0]!.orderNumber).toMatch(/^SO-\d{4}-\d{6,}$/);
  });

  it('needs a PO number', async () => {
    const c = await company({ paymentTermsDays: 15, creditLimit: 10_000 });
    await addToCart(t.app, c.buyer, productId, 1);
    const res = await checkout(t.app, c.buyer, { paymentMethod: 'on_account' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.poNumber).toEqual([R.poRequired]);
  });

  it('is refused to someone in no company, and to a company without terms', async () => {
    const loner = await signUpUser(t.app);
    await addAddress(t.app, loner);
    const alone = await orderOnAccount(loner, 1);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().error.message).toBe(R.notBuyer);

    const c = await company();
    const noTerms = await orderOnAccount(c.buyer, 1);
    expect(noTerms.statusCode).toBe(409);
    expect(noTerms.json().error.message).toBe(R.noTerms);
    // Nothing was placed and the cart is kept.
    const list = await t.app.inject({
      url: `/api/orders/${c.buyer.email}`,
      headers: c.buyer.headers,
    });
    expect(list.json()).toEqual([]);
  });

  it('is refused above the credit limit, counting the open balance', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 5000 });
    expect((await orderOnAccount(c.buyer, 4)).statusCode).toBe(201);
    const over = await orderOnAccount(c.buyer, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(R.overCredit('Tk.\u00a01,000'));
    // Paying by card is still open to them.
    const card = await checkout(t.app, c.buyer, {});
    expect(card.statusCode).toBe(201);
    expect(card.json().paymentMethod).toBe('card');
  });

  it('is refused while the company has an overdue invoice', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 100_000 });
    await insertInvoiceOnAccount(t.db, c, {
      totalPoisha: 100_000,
      daysAgo: 40,
      number: 'PL-2020-000001',
    });
    const res = await orderOnAccount(c.buyer, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(R.overdue);
    const statement = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(statement.overdueBalance).toBe(1000);
    expect(statement.invoices[0]!.status).toBe('overdue');
  });

  it('at the credit limit: concurrent orders of one company never pass it together', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const buyers: TestUser[] = [];
    for (let i = 0; i < 8; i += 1) {
      const buyer = await signUpUser(t.app);
      await insertMember(t.db, c.id, buyer, 'buyer');
      await addAddress(t.app, buyer);
      expect((await addToCart(t.app, buyer, productId, 3)).statusCode).toBe(200);
      buyers.push(buyer);
    }
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        checkout(t.app, buyer, { paymentMethod: 'on_account', poNumber: `PO-R${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    // 3 × Tk. 3,000 fit under Tk. 10,000; a fourth would not.
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    for (const a of answers.filter((answer) => answer.statusCode === 409)) {
      expect(a.json().error.message).toBe(R.overCredit('Tk.\u00a01,000'));
    }
    const statement = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(statement.openBalance).toBe(9000);
    expect(statement.invoices).toHaveLength(3);
  });
});

describe('an order on account awaiting approval', () => {
  it('counts nothing until approved, and passes the credit check at approval', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 5000 });
    const limited = await signUpUser(t.app);
    await joinCompany(t.app, limited, c.id, 0);
    await addAddress(t.app, limited);
    const waiting = await orderOnAccount(limited, 4, 'PO-WAIT');
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toMatchObject({ status: 'awaiting_approval' });
    const before = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(before.openBalance).toBe(0);
    // Meanwhile another buyer takes Tk. 2,000 of the Tk. 5,000: the waiting Tk. 4,000 no longer fits.
    expect((await orderOnAccount(c.buyer, 2)).statusCode).toBe(201);
    const approve = () =>
      sendAs(
        t.app,
        c.companyAdmin,
        'POST',
        `/api/company/orders/${waiting.json().insertedId}/approve`,
        {},
      );
    const refused = await approve();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(R.overCredit('Tk.\u00a03,000'));
    // The shop raises the limit: approval confirms it on account and invoices it.
    await setCredit(t.app, admin, c.id, { paymentTermsDays: 30, creditLimit: 10_000 });
    expect((await approve()).statusCode).toBe(200);
    const after = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(after.openBalance).toBe(6000);
    expect(after.invoices.map((invoice) => invoice.poNumber)).toContain('PO-WAIT');
  });
});

describe('the statement', () => {
  it('is for company admins only; buyers and others see none of it', async () => {
    const a = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const b = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    expect((await orderOnAccount(a.buyer, 1)).statusCode).toBe(201);
    expect((await statementOf(a.buyer)).statusCode).toBe(403);
    const loner = await signUpUser(t.app);
    expect((await statementOf(loner)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/company/statement' })).statusCode).toBe(401);
    // Company B's admin sees B's statement, not A's invoice.
    const other = StatementSchema.parse((await statementOf(b.companyAdmin)).json());
    expect(other.companyId).toBe(b.id);
    expect(other.invoices).toEqual([]);
    // A buyer of company B cannot read company A's buyer's orders.
    const foreign = await t.app.inject({
      url: `/api/orders/${a.buyer.email}`,
      headers: b.buyer.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('downloads as a PDF statement of account', async () => {
    const c = await company({ paymentTermsDays: 60, creditLimit: 20_000 });
    expect((await orderOnAccount(c.buyer, 2, 'PO-STMT-1')).statusCode).toBe(201);
    const res = await t.app.inject({
      url: '/api/company/statement.pdf',
      headers: c.companyAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${shopDay()}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('STATEMENT OF ACCOUNT');
    expect(text).toContain(c.name);
    expect(text).toContain('PO-STMT-1');
    expect(text).toContain('PAY INTO');
    expect(text).toContain('Account number: 103.110.0045127');
    const json = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(json.payTo).toEqual([PAY_INTO]);
    expect(text).toContain('Net 60');
    expect(text).toContain('Tk. 18,000');
    const buyer = await t.app.inject({
      url: '/api/company/statement.pdf',
      headers: c.buyer.headers,
    });
    expect(buyer.statusCode).toBe(403);
  });
  it('is in Bangla for a company admin who reads Bangla, digits and dates too', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 20_000 });
    await t.db.update(users).set({ locale: 'bn' }).where(eq(users.id, c.companyAdmin.id));
    expect((await orderOnAccount(c.buyer, 2, 'PO-BN-1')).statusCode).toBe(201);
    const [invoice] = StatementSchema.parse((await statementOf(c.companyAdmin)).json()).invoices;
    const payment = {
      amount: 500,
      receivedOn: shopDay(),
      reference: 'DBBL-TT-4471',
      allocations: [{ invoiceId: invoice!._id, amount: 500 }],
    };
    expect((await recordPayment(t.app, admin, c.id, payment)).statusCode).toBe(201);
    const res = await t.app.inject({
      url: '/api/company/statement.pdf',
      headers: c.companyAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    // Bengali is shaped: its words are read from the runs' ActualText, as poppler reads them.
    const text = (await pdftotext(res.rawPayload)).replace(/\s+/g, ' ');
    for (const heading of [
      'হিসাব বিবরণী',
      'গ্রাহক',
      'বিবরণীর তারিখ',
      'ক্রেডিট সীমা',
      'ব্যবহারযোগ্য ক্রেডিট',
      'পরিশোধের শেষ তারিখ',
      'আংশিক পরিশোধিত',
      'প্রাপ্ত পরিশোধ',
      'যে ব্যাংক হিসাবে পরিশোধ করবেন',
      'হিসাব নম্বর',
    ]) {
      expect(text).toContain(heading);
    }
    // Net 30 and the limit of Tk. 20,000 in Bangla digits (its comma a Latin run of its own);
    // the values typed stay as typed.
    expect(text).toContain('নিট ৩০ দিন');
    expect(text.replace(/\s/g, '')).toContain('ক্রেডিটসীমা২০,০০০৳');
    expect(text).toContain('PO-BN-1');
    expect(text).toContain('DBBL-TT-4471');
    expect(text).not.toMatch(/STATEMENT OF ACCOUNT|Credit limit|PAYMENTS RECEIVED|Partly paid/);
  });
});

describe('the statement PDF prints the seller of the shop settings', () => {
  it('shows a changed legal name, address and BIN on the next download', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 20_000 });
    expect((await orderOnAccount(c.buyer, 2)).statusCode).toBe(201);
    await t.db.update(shopSettings).set({
      legalName: 'Renamed Components Ltd.',
      addressLines: ['Plot 9, Kaliakair Hi-Tech Park', 'Gazipur 1750'],
      bin: '009876543-0101',
    });
    try {
      const res = await t.app.inject({
        url: '/api/company/statement.pdf',
        headers: c.companyAdmin.headers,
      });
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Renamed Components Ltd.');
      expect(text).toContain('Plot 9, Kaliakair Hi-Tech Park');
      expect(text).toContain('BIN 009876543-0101');
      expect(text).not.toContain(PARTLINE_SELLER.name);
    } finally {
      await t.db.update(shopSettings).set({
        legalName: PARTLINE_SELLER.name,
        addressLines: [...PARTLINE_SELLER.addressLines],
        bin: PARTLINE_SELLER.bin,
      });
    }
  });
});

describe('what the pages read', () => {
  it("a member reads their company's terms; the shop admin lists every company's balances", async () => {
    const c = await company({ paymentTermsDays: 15, creditLimit: 8000 });
    expect((await orderOnAccount(c.buyer, 2)).statusCode).toBe(201);
    const terms = await t.app.inject({
      url: '/api/company/payment-terms',
      headers: c.buyer.headers,
    });
    expect(terms.json()).toEqual({
      companyId: c.id,
      companyName: c.name,
      role: 'buyer',
      paymentTermsDays: 15,
    });
    const list = await t.app.inject({ url: '/api/admin/company-accounts', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      companyId: c.id,
      companyName: c.name,
      paymentTermsDays: 15,
      creditLimit: 8000,
      currency: 'BDT',
      openBalance: 2000,
      overdueBalance: 0,
    });
  });
});

describe('recording a bank payment', () => {
  it('pays invoices partly and wholly, and is in the audit log', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    expect((await orderOnAccount(c.buyer, 2, 'PO-A')).statusCode).toBe(201);
    expect((await orderOnAccount(c.buyer, 3, 'PO-B')).statusCode).toBe(201);
    const [second, first] = StatementSchema.parse(
      (await statementOf(c.companyAdmin)).json(),
    ).invoices;
    const payment = {
      amount: 2500,
      receivedOn: shopDay(),
      reference: 'DBBL-TT-99812',
      allocations: [
        { invoiceId: first!._id, amount: 2000 },
        { invoiceId: second!._id, amount: 500 },
      ],
    };
    // Only the shop admin records payments, not the company's own admin.
    expect((await recordPayment(t.app, c.companyAdmin, c.id, payment)).statusCode).toBe(403);
    const res = await recordPayment(t.app, admin, c.id, payment);
    expect(res.statusCode).toBe(201);
    expect(res.json().openBalance).toBe(2500);

    const statement = StatementSchema.parse((await statementOf(c.companyAdmin)).json());
    expect(statement.invoices.map((i) => [i.poNumber, i.status, i.open])).toEqual([
      ['PO-B', 'partly_paid', 2500],
      ['PO-A', 'paid', 0],
    ]);
    expect(statement.payments).toMatchObject([
      { amount: 2500, reference: 'DBBL-TT-99812', receivedOn: shopDay() },
    ]);
    expect(statement.availableCredit).toBe(7500);

    const log = AuditLogPageSchema.parse(
      (
        await t.app.inject({
          url: '/api/admin/audit-log?action=company.record_payment',
          headers: admin.headers,
        })
      ).json(),
    );
    expect(log.entries.find((entry) => entry.targetId === c.id)).toMatchObject({
      before: { openBalance: 5000 },
      after: { openBalance: 2500, amount: 2500, reference: 'DBBL-TT-99812' },
    });
  });

  it('refuses more than an invoice still asks, another company’s invoice and an unknown one', async () => {
    const a = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    const b = await company({ paymentTermsDays: 30, creditLimit: 10_000 });
    expect((await orderOnAccount(a.buyer, 1)).statusCode).toBe(201);
    const [invoice] = StatementSchema.parse((await statementOf(a.companyAdmin)).json()).invoices;
    const pay = (amount: number, invoiceId = invoice!._id) => ({
      amount,
      receivedOn: shopDay(),
      reference: 'REF-1',
      allocations: [{ invoiceId, amount }],
    });
    const over = await recordPayment(t.app, admin, a.id, pay(1000.5));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(R.overBalance(invoice!.number, 'Tk.\u00a01,000'));
    const otherCompany = await recordPayment(t.app, admin, b.id, pay(100));
    expect(otherCompany.statusCode).toBe(409);
    expect(otherCompany.json().error.message).toBe(R.otherCompany);
    const unknown = await recordPayment(
      t.app,
      admin,
      a.id,
      pay(100, '00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
    const mismatch = await recordPayment(t.app, admin, a.id, {
      ...pay(100),
      amount: 200,
    });
    expect(mismatch.statusCode).toBe(400);
    // Nothing was recorded.
    const statement = StatementSchema.parse((await statementOf(a.companyAdmin)).json());
    expect(statement.payments).toEqual([]);
    expect(statement.openBalance).toBe(1000);
  });

  it('of an overdue invoice lifts the block on orders on account', async () => {
    const c = await company({ paymentTermsDays: 15, creditLimit: 100_000 });
    const old = await insertInvoiceOnAccount(t.db, c, {
      totalPoisha: 50_000,
      daysAgo: 20,
      termsDays: 15,
      number: 'PL-2020-000002',
    });
    expect((await orderOnAccount(c.buyer, 1)).statusCode).toBe(409);
    const paid = await recordPayment(t.app, admin, c.id, {
      amount: 500,
      receivedOn: shopDay(),
      reference: 'TT-LATE',
      allocations: [{ invoiceId: old.id, amount: 500 }],
    });
    expect(paid.statusCode).toBe(201);
    expect(
      (await checkout(t.app, c.buyer, { paymentMethod: 'on_account', poNumber: 'PO-9' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('overdue reminders', () => {
  it('queue one e-mail per overdue invoice and week, whatever how often the job runs', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 100_000 });
    const invoice = await insertInvoiceOnAccount(t.db, c, {
      totalPoisha: 250_000,
      daysAgo: 35,
      number: 'PL-2020-000003',
    });
    const today = shopDay();
    const ofInvoice = () =>
      t.db.select().from(mailJobs).where(eq(mailJobs.orderId, invoice.orderId));
    await queueOverdueReminders(t.db, today);
    await queueOverdueReminders(t.db, today);
    expect(await ofInvoice()).toHaveLength(1);
    // The next week's pass sends the next reminder, once.
    await queueOverdueReminders(t.db, addDays(today, 7));
    await queueOverdueReminders(t.db, addDays(today, 8));
    const jobs = await ofInvoice();
    expect(jobs.map((job) => job.period).sort()).toEqual([
      reminderPeriodOf(invoice.dueDate!, today),
      reminderPeriodOf(invoice.dueDate!, addDays(today, 7)),
    ]);
    const mail = renderMailJob(jobs[0]!, 'http://shop.test');
    expect(mail.to).toBe(c.buyer.email);
    expect(mail.subject).toBe('Payment overdue: invoice PL-2020-000003');
    expect(mail.text).toContain('Tk.\u00a02,500 of Tk.\u00a02,500 is still open');
    expect(mail.text).toContain('http://shop.test/dashboard/company-statement');
  });

  it('are not queued for invoices not yet due or paid', async () => {
    const c = await company({ paymentTermsDays: 30, creditLimit: 100_000 });
    const due = await insertInvoiceOnAccount(t.db, c, {
      totalPoisha: 10_000,
      daysAgo: 10,
      number: 'PL-2020-000004',
    });
    const paidLate = await insertInvoiceOnAccount(t.db, c, {
      totalPoisha: 10_000,
      daysAgo: 40,
      number: 'PL-2020-000005',
    });
    expect(
      (
        await recordPayment(t.app, admin, c.id, {
          amount: 100,
          receivedOn: shopDay(),
          reference: 'TT',
          allocations: [{ invoiceId: paidLate.id, amount: 100 }],
        })
      ).statusCode,
    ).toBe(201);
    await queueOverdueReminders(t.db);
    for (const orderId of [due.orderId, paidLate.orderId]) {
      expect(await t.db.select().from(mailJobs).where(eq(mailJobs.orderId, orderId))).toEqual([]);
    }
  });
});
