import {
  AuditLogPageSchema,
  CompanySchema,
  RECEIVABLES_MESSAGES,
  StatementSchema,
  WITHHOLDING_MESSAGES,
  WithholdingCertificatesSchema,
} from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/helpers/api-keys.js';
import { sendAs, signUpUser, useAccounts, type TestUser } from '../../../test/helpers/auth.js';
import { companyInput } from '../../../test/helpers/companies.js';
import { pdfText } from '../../../test/helpers/pdf.js';
import {
  companyWithBuyer,
  insertInvoiceOnAccount,
  insertMember,
  recordPayment,
} from '../../../test/helpers/receivables.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/*
 * Money withheld at source (decision 307) through the real app, on PGlite and on PostgreSQL: the
 * shop admin's tax profile of a company, payments with VAT (Mushak-6.6) and income tax withheld,
 * the statement and its PDF, and the company admin's certificates. Never retried (decision 088).
 */

const t = useTestApp();
const W = WITHHOLDING_MESSAGES;
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

let invoiceCount = 0;
/** A tax invoice on account of Tk. 11,500 of which Tk. 1,500 VAT, issued 3 days ago. */
function taxInvoice(c: { id: string; name: string; buyer: TestUser }, totalPoisha = 1_150_000) {
  invoiceCount += 1;
  return insertInvoiceOnAccount(t.db, c, {
    totalPoisha,
    vatPoisha: Math.round((totalPoisha * 15) / 115),
    daysAgo: 3,
    number: `INV-2026-27-${String(900_000 + invoiceCount)}`,
  });
}

const taxProfile = (user: TestUser, companyId: string, body: object) =>
  sendAs(t.app, user, 'PATCH', `/api/admin/companies/${companyId}/tax-profile`, body);

/** A company on net 30 with an admin and a buyer, marked as given by the shop admin. */
async function company(flags: { vatWithholding?: boolean; incomeTaxDeductor?: boolean } = {}) {
  const c = await companyWithBuyer(t.app, t.db, admin, {
    paymentTermsDays: 30,
    creditLimit: 1_000_000,
  });
  if (Object.keys(flags).length > 0) {
    expect((await taxProfile(admin, c.id, flags)).statusCode).toBe(200);
  }
  return c;
}

const statementOf = async (user: TestUser) =>
  StatementSchema.parse(
    (await t.app.inject({ url: '/api/company/statement', headers: user.headers })).json(),
  );
const certificatesOf = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/company/withholding-certificates', headers });

/** Tk. 10,000 received, Tk. 1,500 VAT and Tk. 500 income tax withheld, all against `invoiceId`. */
const fullPayment = (invoiceId: string) => ({
  amount: 9_500,
  receivedOn: '2026-11-20',
  reference: 'DBBL-TT-778',
  vatWithheld: 1_500,
  vdsCertificateNumber: 'M66-2026-0042',
  vdsCertificateDate: '2026-11-18',
  incomeTaxWithheld: 500,
  tdsCertificateNumber: 'TDS-2026-0099',
  tdsCertificateDate: '2026-11-19',
  allocations: [{ invoiceId, amount: 9_500, vatWithheld: 1_500, incomeTaxWithheld: 500 }],
});

describe("a company's tax profile", () => {
  it('is set by the shop admin only, audited; a company admin cannot set the flags', async () => {
    const c = await company();
    expect((await taxProfile(c.companyAdmin, c.id, { vatWithholding: true })).statusCode).toBe(403);
    // The company's own form drops the flags (mass assignment, decision 057).
    const own = await sendAs(t.app, c.companyAdmin, 'PUT', '/api/company', {
      ...companyInput({ name: c.name }),
      vatWithholding: true,
      incomeTaxDeductor: true,
      country: 'US',
    });
    expect(own.statusCode).toBe(200);
    expect(CompanySchema.parse(own.json())).toMatchObject({
      country: 'BD',
      vatWithholding: false,
      incomeTaxDeductor: false,
    });

    const res = await taxProfile(admin, c.id, {
      country: 'in',
      vatWithholding: true,
      incomeTaxDeductor: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyId: c.id,
      country: 'IN',
      vatWithholding: true,
      incomeTaxDeductor: true,
    });
    // Leaving a field out keeps it; the same values again record nothing.
    await taxProfile(admin, c.id, { country: 'IN' });
    const detail = await t.app.inject({
      url: `/api/admin/companies/${c.id}`,
      headers: admin.headers,
    });
    expect(detail.json().company).toMatchObject({
      country: 'IN',
      vatWithholding: true,
      incomeTaxDeductor: true,
    });
    const log = AuditLogPageSchema.parse(
      (
        await t.app.inject({
          url: '/api/admin/audit-log?action=company.edit',
          headers: admin.headers,
        })
      ).json(),
    );
    const mine = log.entries.filter(
      (entry) => entry.targetId === c.id && entry.actorEmail === admin.email,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      before: { country: 'BD', vatWithholding: false, incomeTaxDeductor: false },
      after: { country: 'IN', vatWithholding: true, incomeTaxDeductor: true },
    });
  });

  it('refuses an unknown country and an unknown company', async () => {
    const c = await company();
    const bad = await taxProfile(admin, c.id, { country: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.country).toEqual([W.countryInvalid]);
    const unknown = await taxProfile(admin, '00000000-0000-4000-8000-000000000000', {
      vatWithholding: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes the country at registration, Bangladesh unless given', async () => {
    const founder = await signUpUser(t.app);
    const res = await sendAs(t.app, founder, 'POST', '/api/company', {
      ...companyInput({ name: 'Lanka Imports Ltd.' }),
      country: 'LK',
      vatWithholding: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country: 'LK', vatWithholding: false });
    const other = await signUpUser(t.app);
    const home = await sendAs(t.app, other, 'POST', '/api/company', companyInput());
    expect(home.json()).toMatchObject({ country: 'BD' });
  });
});

describe('a payment with VAT and income tax withheld', () => {
  it('settles the invoice: the statement shows it paid, each part, and an open balance of 0', async () => {
    const c = await company({ vatWithholding: true, incomeTaxDeductor: true });
    const invoice = await taxInvoice(c);
    const res = await recordPayment(t.app, admin, c.id, fullPayment(invoice.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().openBalance).toBe(0);

    const statement = await statementOf(c.companyAdmin);
    expect(statement.openBalance).toBe(0);
    expect(statement.availableCredit).toBe(1_000_000);
    expect(statement.invoices[0]).toMatchObject({
      number: invoice.number,
      total: 11_500,
      paid: 11_500,
      vatWithheld: 1_500,
      incomeTaxWithheld: 500,
      open: 0,
      status: 'paid',
    });
    expect(statement.payments[0]).toMatchObject({
      amount: 9_500,
      vatWithheld: 1_500,
      vdsCertificate: { number: 'M66-2026-0042', date: '2026-11-18' },
      incomeTaxWithheld: 500,
      tdsCertificate: { number: 'TDS-2026-0099', date: '2026-11-19' },
      invoices: [
        { invoiceId: invoice.id, amount: 9_500, vatWithheld: 1_500, incomeTaxWithheld: 500 },
      ],
    });

    const pdf = await t.app.inject({
      url: '/api/company/statement.pdf',
      headers: c.companyAdmin.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Received Tk. 9,500');
    expect(text).toContain(
      'VAT withheld Tk. 1,500 (Mushak-6.6 no. M66-2026-0042, 18 November 2026)',
    );
    expect(text).toContain(
      'Income tax withheld Tk. 500 (certificate no. TDS-2026-0099, 19 November 2026)',
    );
    expect(text).toContain('Paid');
    expect(text).not.toContain('Partly paid');
  });

  it('may be a certificate alone, without money received or a bank reference', async () => {
    const c = await company({ vatWithholding: true });
    const invoice = await taxInvoice(c);
    const cash = await recordPayment(t.app, admin, c.id, {
      amount: 10_000,
      receivedOn: '2026-11-10',
      reference: 'DBBL-1',
      allocations: [{ invoiceId: invoice.id, amount: 10_000 }],
    });
    expect(cash.statusCode).toBe(201);
    expect((await statementOf(c.companyAdmin)).invoices[0]?.status).toBe('partly_paid');
    const certificate = await recordPayment(t.app, admin, c.id, {
      amount: 0,
      receivedOn: '2026-11-21',
      vatWithheld: 1_500,
      vdsCertificateNumber: 'M66-ONLY',
      vdsCertificateDate: '2026-11-21',
      allocations: [{ invoiceId: invoice.id, amount: 0, vatWithheld: 1_500 }],
    });
    expect(certificate.statusCode).toBe(201);
    const statement = await statementOf(c.companyAdmin);
    expect(statement.invoices[0]).toMatchObject({ status: 'paid', open: 0, vatWithheld: 1_500 });
  });
});

describe('a payment with withheld parts is refused', () => {
  it('without its certificate, with a certificate but no amount, or parts not adding up (400)', async () => {
    const c = await company({ vatWithholding: true, incomeTaxDeductor: true });
    const invoice = await taxInvoice(c);
    const cases: [object, string, string][] = [
      [{ vdsCertificateNumber: undefined }, 'vdsCertificateNumber', W.certificateNumberRequired],
      [{ tdsCertificateDate: '' }, 'tdsCertificateDate', W.certificateDateRequired],
      [
        {
          vatWithheld: 0,
          allocations: [{ invoiceId: invoice.id, amount: 9_500, incomeTaxWithheld: 500 }],
        },
        'vatWithheld',
        W.certificateWithoutAmount,
      ],
      [
        {
          allocations: [
            { invoiceId: invoice.id, amount: 9_500, vatWithheld: 1_000, incomeTaxWithheld: 500 },
          ],
        },
        'allocations',
        W.vdsSum,
      ],
      [
        {
          amount: 0,
          reference: '',
          vatWithheld: 0,
          incomeTaxWithheld: 0,
          vdsCertificateNumber: '',
          vdsCertificateDate: '',
          tdsCertificateNumber: '',
          tdsCertificateDate: '',
          allocations: [{ invoiceId: invoice.id, amount: 0 }],
        },
        'amount',
        W.nothingReceived,
      ],
      [{ reference: '' }, 'reference', W.referenceRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await recordPayment(t.app, admin, c.id, {
        ...fullPayment(invoice.id),
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.details[field], field).toContain(message);
    }
    expect((await statementOf(c.companyAdmin)).payments).toEqual([]);
  });

  it('from a company not marked a withholding entity or deductor (409)', async () => {
    const plain = await company();
    const invoice = await taxInvoice(plain);
    const vds = await recordPayment(t.app, admin, plain.id, {
      ...fullPayment(invoice.id),
      amount: 10_000,
      incomeTaxWithheld: 0,
      tdsCertificateNumber: '',
      tdsCertificateDate: '',
      allocations: [{ invoiceId: invoice.id, amount: 10_000, vatWithheld: 1_500 }],
    });
    expect(vds.statusCode).toBe(409);
    expect(vds.json().error.message).toBe(W.notWithholdingEntity);
    const vatOnly = await company({ vatWithholding: true });
    const other = await taxInvoice(vatOnly);
    const tds = await recordPayment(t.app, admin, vatOnly.id, fullPayment(other.id));
    expect(tds.statusCode).toBe(409);
    expect(tds.json().error.message).toBe(W.notDeductor);
    expect((await statementOf(vatOnly.companyAdmin)).payments).toEqual([]);
  });

  it('when the VAT withheld is more than the VAT of the invoice not yet withheld (409)', async () => {
    const c = await company({ vatWithholding: true });
    const invoice = await taxInvoice(c);
    const over = await recordPayment(t.app, admin, c.id, {
      amount: 9_000,
      receivedOn: '2026-11-20',
      reference: 'DBBL-2',
      vatWithheld: 2_000,
      vdsCertificateNumber: 'M66-OVER',
      vdsCertificateDate: '2026-11-20',
      allocations: [{ invoiceId: invoice.id, amount: 9_000, vatWithheld: 2_000 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(W.overVat(invoice.number, 'Tk.\u00a01,500'));
    // An invoice issued before the shop charged VAT has no VAT to withhold.
    const old = await insertInvoiceOnAccount(t.db, c, {
      totalPoisha: 100_000,
      daysAgo: 1,
      number: 'PL-2026-990001',
    });
    const noVat = await recordPayment(t.app, admin, c.id, {
      amount: 0,
      receivedOn: '2026-11-20',
      vatWithheld: 100,
      vdsCertificateNumber: 'M66-OLD',
      vdsCertificateDate: '2026-11-20',
      allocations: [{ invoiceId: old.id, amount: 0, vatWithheld: 100 }],
    });
    expect(noVat.statusCode).toBe(409);
    // More than the invoice still asks, counting the withheld parts.
    const beyond = await recordPayment(t.app, admin, c.id, {
      amount: 10_001,
      receivedOn: '2026-11-20',
      reference: 'DBBL-3',
      vatWithheld: 1_500,
      vdsCertificateNumber: 'M66-BEYOND',
      vdsCertificateDate: '2026-11-20',
      allocations: [{ invoiceId: invoice.id, amount: 10_001, vatWithheld: 1_500 }],
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toBe(
      RECEIVABLES_MESSAGES.overBalance(invoice.number, 'Tk.\u00a011,500'),
    );
  });

  it('beyond the invoice when payments race: exactly one of 12 settles it', async () => {
    const c = await company({ vatWithholding: true, incomeTaxDeductor: true });
    const invoice = await taxInvoice(c);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => recordPayment(t.app, admin, c.id, fullPayment(invoice.id))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
    const statement = await statementOf(c.companyAdmin);
    expect(statement.payments).toHaveLength(1);
    expect(statement.invoices[0]).toMatchObject({ paid: 11_500, open: 0, vatWithheld: 1_500 });
  });
});

describe("the company admin's withholding certificates", () => {
  it('lists the recorded certificates and the invoices still awaiting one', async () => {
    const c = await company({ vatWithholding: true, incomeTaxDeductor: true });
    const settled = await taxInvoice(c);
    const cashOnly = await taxInvoice(c);
    await taxInvoice(c); // nothing paid yet: awaits nothing
    expect((await recordPayment(t.app, admin, c.id, fullPayment(settled.id))).statusCode).toBe(201);
    expect(
      (
        await recordPayment(t.app, admin, c.id, {
          amount: 11_500,
          receivedOn: '2026-11-22',
          reference: 'DBBL-CASH',
          allocations: [{ invoiceId: cashOnly.id, amount: 11_500 }],
        })
      ).statusCode,
    ).toBe(201);

    const res = await certificatesOf(c.companyAdmin.headers);
    expect(res.statusCode).toBe(200);
    const body = WithholdingCertificatesSchema.parse(res.json());
    expect(res.json().currency).toBe('BDT');
    expect(body.certificates).toEqual([
      expect.objectContaining({
        kind: 'vds',
        number: 'M66-2026-0042',
        date: '2026-11-18',
        amount: 1_500,
        // In Taka, its Taka value is the amount itself (decision 327).
        amountBdt: 1_500,
        invoices: [
          { invoiceId: settled.id, number: settled.number, amount: 1_500, amountBdt: 1_500 },
        ],
      }),
      expect.objectContaining({
        kind: 'tds',
        number: 'TDS-2026-0099',
        amount: 500,
        invoices: [{ invoiceId: settled.id, number: settled.number, amount: 500, amountBdt: 500 }],
      }),
    ]);
    expect(body.awaiting.map((row) => [row.kind, row.number])).toEqual([
      ['vds', cashOnly.number],
      ['tds', cashOnly.number],
    ]);

    // The company's API key with invoices:read reads them too.
    const key = await createApiKey(t.app, c.companyAdmin, ['invoices:read']);
    expect((await certificatesOf(key.headers)).statusCode).toBe(200);
    const ordersKey = await createApiKey(t.app, c.companyAdmin, ['orders:read']);
    expect((await certificatesOf(ordersKey.headers)).statusCode).toBe(403);

    // Once the shop no longer marks it, nothing awaits a certificate; the recorded ones stay.
    await taxProfile(admin, c.id, { vatWithholding: false, incomeTaxDeductor: false });
    const after = WithholdingCertificatesSchema.parse(
      (await certificatesOf(c.companyAdmin.headers)).json(),
    );
    expect(after.awaiting).toEqual([]);
    expect(after.certificates).toHaveLength(2);
  });

  it("is its company admins' alone: a buyer 403, another company's admin their own, a removed member 404", async () => {
    const c = await company({ vatWithholding: true });
    const invoice = await taxInvoice(c);
    await recordPayment(t.app, admin, c.id, {
      amount: 10_000,
      receivedOn: '2026-11-20',
      reference: 'DBBL-4',
      vatWithheld: 1_500,
      vdsCertificateNumber: 'M66-PRIVATE',
      vdsCertificateDate: '2026-11-20',
      allocations: [{ invoiceId: invoice.id, amount: 10_000, vatWithheld: 1_500 }],
    });
    expect((await certificatesOf(c.buyer.headers)).statusCode).toBe(403);
    expect((await certificatesOf(admin.headers)).statusCode).toBe(404);
    const other = await company();
    const theirs = await certificatesOf(other.companyAdmin.headers);
    expect(theirs.statusCode).toBe(200);
    expect(JSON.stringify(theirs.json())).not.toContain('M66-PRIVATE');

    const second = await signUpUser(t.app);
    await insertMember(t.db, c.id, second, 'admin');
    expect((await certificatesOf(second.headers)).statusCode).toBe(200);
    const removed = await sendAs(
      t.app,
      c.companyAdmin,
      'DELETE',
      `/api/company/members/${second.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await certificatesOf(second.headers)).statusCode).toBe(404);
  });
});
