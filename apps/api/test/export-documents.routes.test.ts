import {
  AuditLogPageSchema,
  BankTransfersSchema,
  convertToPoisha,
  formatMoney,
  ReturnSchema,
  shopDay,
  StatementSchema,
  TaxInvoiceListSchema,
  TaxNoteListSchema,
  TaxNoteSchema,
  toTaka,
  WithholdingCertificatesSchema,
  type Return,
} from '@partline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  companyMembers,
  invoices,
  mailJobs,
  orderBankTransfers,
  orderLines,
  orders,
  shopSettings,
} from '../src/db/schema/index.js';
import { sendAs, useAccounts, type TestUser } from './helpers/auth.js';
import { enableUsd as enableUsdAt } from './helpers/currencies.js';
import { addToCart, checkout } from './helpers/cart.js';
import { insertProduct } from './helpers/factories.js';
import { markPaid } from './helpers/orders.js';
import { companyWithBuyer, recordPayment } from './helpers/receivables.js';
import { postReturn, returnStep } from './helpers/returns.js';
import { carrierId, postShipment } from './helpers/shipments.js';
import { startStripeStandIn, stripeEnv, type StripeStandIn } from './stand-ins/stripe.js';
import { useTestApp } from './helpers/test-app.js';

/*
 * The documents that follow a USD order keep its currency (decision 327), through the real app on
 * PGlite and PostgreSQL: its credit and debit notes, the credit of a return (refunded through
 * Stripe's stand-in in US cents) and the returns CSV, the bank transfers recorded against it, and
 * the withholding certificates recorded against its invoice with their Taka values at the
 * invoice's rate. Every answer says `currency`; no amount is Taka or a mix. Payment tests are
 * never retried (decision 088).
 */

let standIn: StripeStandIn;
const t = useTestApp(async (afterClose) => {
  standIn = await startStripeStandIn();
  afterClose(() => standIn.close());
  return {
    env: {
      ...stripeEnv(standIn, 'whsec_test_export_documents'),
      PAYEE_BANK_ACCOUNTS: JSON.stringify([
        {
          bank: 'Dutch-Bangla Bank PLC',
          branch: 'Gulshan',
          accountName: 'Partline Ltd.',
          accountNumber: '103.110.0045127',
          routingNumber: '090261726',
          swift: 'DBBLBDDH',
        },
      ]),
    },
    deps: { mailWorker: { autoStart: false }, unpaidHoldJob: { autoStart: false } },
  };
});
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const RATE = '122.5';

beforeEach(async () => {
  await t.db.update(shopSettings).set({ enabledCurrencies: sql`'{}'::text[]` });
});

/** Records Tk. 122.50 for USD today and enables USD. */
const enableUsd = () => enableUsdAt(t.app, t.db, admin, RATE);

/**
 * A company on net 30 billed in USD (US$10,000 of credit), its buyer without a spending limit; in
 * `country` (`US`: zero-rated exports; `BD`: VAT charged).
 */
async function usdCompany(country: 'US' | 'BD' = 'US') {
  await enableUsd();
  const company = await companyWithBuyer(t.app, t.db, admin, {
    paymentTermsDays: 30,
    creditLimit: 1_225_000,
  });
  await t.db.update(companies).set({ country }).where(eq(companies.id, company.id));
  await t.db
    .update(companyMembers)
    .set({ monthlySpendingLimitPoisha: null })
    .where(eq(companyMembers.companyId, company.id));
  const res = await sendAs(t.app, admin, 'PATCH', `/api/admin/companies/${company.id}/currency`, {
    currency: 'USD',
  });
  expect(res.statusCode, res.body).toBe(200);
  return company;
}

/** The buyer's cart of `quantity` pieces of a new product at Tk. `price`, checked out as `body`. */
async function usdOrder(
  buyer: TestUser,
  body: Record<string, unknown>,
  price = 2_450,
  quantity = 4,
) {
  const product = await insertProduct(t.db, {
    productPrice: price,
    minOrder: 1,
    availableQuantity: 50,
  });
  expect((await addToCart(t.app, buyer, product.id, quantity)).statusCode).toBe(200);
  const placed = await checkout(t.app, buyer, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json<{ insertedId: string }>().insertedId;
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row).toMatchObject({ currency: 'USD', bdtPerUnit: '122.500000' });
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return { product, order: row!, line: line! };
}

/** The order's tax invoice as its buyer lists it. */
async function invoiceOf(buyer: TestUser, orderId: string) {
  const list = TaxInvoiceListSchema.parse(
    (await sendAs(t.app, buyer, 'GET', '/api/invoices')).json(),
  );
  const invoice = list.find((each) => each.orderId === orderId);
  expect(invoice, 'its invoice').toBeDefined();
  return invoice!;
}

/** A card order paid through the Stripe stand-in in USD; its Stripe intent. */
async function paidByCard(buyer: TestUser, orderId: string): Promise<string> {
  const intent = await sendAs(t.app, buyer, 'POST', '/api/create-payment-intent', { orderId });
  expect(intent.statusCode, intent.body).toBe(200);
  const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
  expect(standIn.intents.get(paymentIntentId)?.currency).toBe('usd');
  standIn.succeed(paymentIntentId);
  const paid = await markPaid(t.app, buyer, orderId, paymentIntentId);
  expect(paid.json(), paid.body).toEqual({ modifiedCount: 1 });
  return paymentIntentId;
}

describe("a USD invoice's credit and debit notes", () => {
  it('are in USD at the invoice rate, for the buyer, the company admin and the shop admin', async () => {
    const company = await usdCompany();
    const { product, order } = await usdOrder(company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-NOTES-1',
    });
    const invoice = await invoiceOf(company.buyer, order.id);
    expect(invoice.currency).toBe('USD');
    // One of four pieces back: a quarter of the invoice's US cents, never Taka.
    const credit = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/invoices/${invoice.number}/credit-notes`,
      { reason: 'One piece returned', lines: [{ sku: product.sku, quantity: 1 }] },
    );
    expect(credit.statusCode, credit.body).toBe(201);
    const creditNote = TaxNoteSchema.parse(credit.json());
    expect(creditNote).toMatchObject({
      currency: 'USD',
      bdtPerUnit: '122.5',
      total: toTaka(Math.round(order.totalPoisha / 4)),
    });
    const debit = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/invoices/${invoice.number}/debit-notes`,
      { reason: 'Freight re-priced', lines: [{ sku: product.sku, amount: 4.5 }] },
    );
    expect(debit.statusCode, debit.body).toBe(201);
    expect(TaxNoteSchema.parse(debit.json())).toMatchObject({
      currency: 'USD',
      bdtPerUnit: '122.5',
      total: 4.5,
    });

    for (const reader of [company.buyer, company.companyAdmin, admin]) {
      const list = await sendAs(t.app, reader, 'GET', `/api/orders/${order.id}/tax-notes`);
      expect(list.statusCode, list.body).toBe(200);
      const notes = TaxNoteListSchema.parse(list.json());
      expect(notes.map((note) => [note.kind, note.currency, note.total])).toEqual([
        ['credit', 'USD', creditNote.total],
        ['debit', 'USD', 4.5],
      ]);
    }
    const one = await sendAs(t.app, company.buyer, 'GET', `/api/credit-notes/${creditNote.number}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(TaxNoteSchema.parse(one.json())).toMatchObject({ currency: 'USD', bdtPerUnit: '122.5' });

    // The statement counts them in the same currency as the invoice.
    const statement = StatementSchema.parse(
      (await sendAs(t.app, company.companyAdmin, 'GET', '/api/company/statement')).json(),
    );
    expect(statement.currency).toBe('USD');
    expect(statement.openBalance).toBeCloseTo(
      toTaka(order.totalPoisha) - creditNote.total + 4.5,
      2,
    );

    // The audit entry and the webhook payload say the currency of the amounts they carry.
    const audit = AuditLogPageSchema.parse(
      (await sendAs(t.app, admin, 'GET', '/api/admin/audit-log?action=order.credit_note')).json(),
    ).entries.find((entry) => entry.targetId === order.id);
    expect(audit?.after).toMatchObject({ total: creditNote.total, currency: 'USD' });
  });
});

describe('bank transfers against a USD proforma', () => {
  it('are recorded and answered in USD, stored with the order currency', async () => {
    const company = await usdCompany();
    const { order } = await usdOrder(company.buyer, { paymentMethod: 'bank_transfer' });
    const total = toTaka(order.totalPoisha);
    const first = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/bank-transfers`,
      {
        amount: 30,
        receivedOn: shopDay(),
        bankReference: 'SWIFT-USD-1',
      },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(BankTransfersSchema.parse(first.json())).toMatchObject({
      currency: 'USD',
      total,
      received: 30,
      awaited: toTaka(order.totalPoisha - 3_000),
      transfers: [{ amount: 30, bankReference: 'SWIFT-USD-1' }],
    });
    // More than the US cents still awaited is refused.
    const over = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/bank-transfers`,
      {
        amount: total,
        receivedOn: shopDay(),
        bankReference: 'SWIFT-USD-2',
      },
    );
    expect(over.statusCode, over.body).toBe(409);

    const read = await sendAs(
      t.app,
      company.buyer,
      'GET',
      `/api/orders/${order.id}/bank-transfers`,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(BankTransfersSchema.parse(read.json())).toMatchObject({ currency: 'USD', received: 30 });
    const rows = await t.db
      .select()
      .from(orderBankTransfers)
      .where(eq(orderBankTransfers.orderId, order.id));
    expect(rows.map((row) => [row.currency, row.amountPoisha])).toEqual([['USD', 3_000]]);

    const rest = await sendAs(
      t.app,
      admin,
      'POST',
      `/api/admin/orders/${order.id}/bank-transfers`,
      {
        amount: toTaka(order.totalPoisha - 3_000),
        receivedOn: shopDay(),
        bankReference: 'SWIFT-USD-3',
      },
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect(BankTransfersSchema.parse(rest.json())).toMatchObject({
      currency: 'USD',
      received: total,
      awaited: 0,
    });
    expect((await invoiceOf(company.buyer, order.id)).currency).toBe('USD');
    const audit = AuditLogPageSchema.parse(
      (
        await sendAs(t.app, admin, 'GET', '/api/admin/audit-log?action=order.record_transfer')
      ).json(),
    ).entries.filter((entry) => entry.targetId === order.id);
    expect(audit).toHaveLength(2);
    for (const entry of audit) {
      expect(entry).toMatchObject({ before: { currency: 'USD' }, after: { currency: 'USD' } });
    }
  });
});

describe('withholding certificates of a USD company', () => {
  it('are in USD with the Taka value of each invoice part at its rate', async () => {
    const company = await usdCompany('BD');
    const profile = await sendAs(
      t.app,
      admin,
      'PATCH',
      `/api/admin/companies/${company.id}/tax-profile`,
      { vatWithholding: true, incomeTaxDeductor: true },
    );
    expect(profile.statusCode, profile.body).toBe(200);
    const { order } = await usdOrder(company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-VDS-1',
    });
    expect(order.vatPoisha).toBeGreaterThan(0);
    const id = await invoiceId(order.id);

    // A first payment in cash: then the invoice awaits its certificates.
    const cash = await recordPayment(t.app, admin, company.id, {
      amount: 1,
      receivedOn: shopDay(),
      reference: 'SWIFT-CASH-1',
      allocations: [{ invoiceId: id, amount: 1 }],
    });
    expect(cash.statusCode, cash.body).toBe(201);
    const awaiting = WithholdingCertificatesSchema.parse(
      (
        await sendAs(t.app, company.companyAdmin, 'GET', '/api/company/withholding-certificates')
      ).json(),
    );
    expect(awaiting.currency).toBe('USD');
    const vds = awaiting.awaiting.find((each) => each.kind === 'vds');
    expect(vds).toMatchObject({
      total: toTaka(order.totalPoisha),
      vat: toTaka(order.vatPoisha),
      vatBdt: toTaka(convertToPoisha('USD', order.vatPoisha, RATE)),
    });

    // The VAT withheld (its Mushak-6.6) and US$2.00 of income tax withheld.
    const vat = toTaka(order.vatPoisha);
    const withheld = await recordPayment(t.app, admin, company.id, {
      amount: 0,
      receivedOn: shopDay(),
      reference: '',
      vatWithheld: vat,
      vdsCertificateNumber: 'M66-USD-0001',
      vdsCertificateDate: shopDay(),
      incomeTaxWithheld: 2,
      tdsCertificateNumber: 'TDS-USD-0001',
      tdsCertificateDate: shopDay(),
      allocations: [{ invoiceId: id, amount: 0, vatWithheld: vat, incomeTaxWithheld: 2 }],
    });
    expect(withheld.statusCode, withheld.body).toBe(201);
    const recorded = WithholdingCertificatesSchema.parse(
      (
        await sendAs(t.app, company.companyAdmin, 'GET', '/api/company/withholding-certificates')
      ).json(),
    );
    expect(recorded.currency).toBe('USD');
    const byKind = new Map(recorded.certificates.map((each) => [each.kind, each]));
    expect(byKind.get('vds')).toMatchObject({
      number: 'M66-USD-0001',
      amount: vat,
      amountBdt: toTaka(convertToPoisha('USD', order.vatPoisha, RATE)),
      invoices: [
        {
          invoiceId: id,
          amount: vat,
          amountBdt: toTaka(convertToPoisha('USD', order.vatPoisha, RATE)),
        },
      ],
    });
    // US$2.00 at Tk. 122.50 is Tk. 245.
    expect(byKind.get('tds')).toMatchObject({ amount: 2, amountBdt: 245 });
    expect(recorded.awaiting).toEqual([]);

    // The audit log names the currency of the payment's amounts, before and after.
    const audit = AuditLogPageSchema.parse(
      (
        await sendAs(t.app, admin, 'GET', '/api/admin/audit-log?action=company.record_payment')
      ).json(),
    ).entries.find((entry) => entry.targetId === company.id);
    expect(audit).toMatchObject({
      before: { currency: 'USD' },
      after: { currency: 'USD', vatWithheld: vat, incomeTaxWithheld: 2 },
    });
  });
});

describe("a USD order's return credited to the card", () => {
  it('refunds US cents through Stripe; the return, its mail and the CSV say USD', async () => {
    const company = await usdCompany();
    const { order, line } = await usdOrder(company.buyer, { paymentMethod: 'card' }, 2_450, 4);
    const intentId = await paidByCard(company.buyer, order.id);
    const shipped = await postShipment(t.app, admin, order.id, {
      lines: [{ orderLineId: line.id, quantity: 4 }],
      carrierId: await carrierId(t.db, 'RedX'),
      trackingNumber: 'RX-USD-RMA',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const opened = await postReturn(t.app, company.buyer, {
      orderId: order.id,
      reason: 'ordered_by_mistake',
      description: 'One piece too many',
      items: [{ orderLineId: line.id, quantity: 1 }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const rma = opened.json<Return>();
    expect(rma.currency).toBe('USD');
    expect(
      (await returnStep(t.app, admin, rma._id, 'approve', { instructions: 'Send it by courier' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await returnStep(t.app, admin, rma._id, 'receive', { note: 'Intact' })).statusCode,
    ).toBe(200);
    const before = standIn.requests.length;
    const resolved = await returnStep(t.app, admin, rma._id, 'resolve', {
      items: [{ itemId: rma.items[0]!._id, resolution: 'credit' }],
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const answer = ReturnSchema.parse(resolved.json());
    // A quarter of the order's US cents (an export: its price without VAT), refunded as such on
    // the USD charge — never a quarter of the price with its VAT.
    const creditCents = Math.round(order.totalPoisha / 4);
    expect(creditCents).toBeLessThan(line.lineTotalPoisha / 4);
    expect(answer.currency).toBe('USD');
    expect(answer.items[0]).toMatchObject({ creditAmount: toTaka(creditCents) });
    const refund = standIn.requests
      .slice(before)
      .find((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(refund?.form.get('payment_intent')).toBe(intentId);
    expect(refund?.form.get('amount')).toBe(String(creditCents));
    expect(standIn.intents.get(intentId)?.currency).toBe('usd');
    const notes = TaxNoteListSchema.parse(
      (await sendAs(t.app, company.buyer, 'GET', `/api/orders/${order.id}/tax-notes`)).json(),
    );
    expect(notes).toMatchObject([
      { currency: 'USD', total: toTaka(creditCents), refundReference: answer.items[0]!.refundId },
    ]);

    // The buyer and the shop admin read it in USD.
    for (const reader of [company.buyer, admin]) {
      const read = await sendAs(t.app, reader, 'GET', `/api/returns/number/${rma.number}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(ReturnSchema.parse(read.json())).toMatchObject({
        currency: 'USD',
        items: [{ creditAmount: toTaka(creditCents) }],
      });
    }

    // The 'items resolved' e-mail names the credit in US dollars, not as Taka.
    const [mail] = await t.db
      .select()
      .from(mailJobs)
      .where(
        and(eq(mailJobs.kind, 'return_resolved'), eq(mailJobs.recipient, company.buyer.email)),
      );
    expect(JSON.stringify(mail?.payload)).toContain(formatMoney(creditCents, 'USD'));
    expect(JSON.stringify(mail?.payload)).not.toContain('Tk.');

    // The returns CSV says the credit's currency in its own column.
    const csv = await sendAs(t.app, admin, 'GET', `/api/admin/returns.csv?q=${rma.number}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(cells[columns.indexOf('Credit')]).toBe(toTaka(creditCents).toFixed(2));
    expect(cells[columns.indexOf('Currency')]).toBe('USD');
  });
});

/** The id of the order's invoice as stored. */
async function invoiceId(orderId: string): Promise<string> {
  const [row] = await t.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row!.id;
}
