import type { Statement } from '../receivables/receivables.js';

/**
 * A company's statement of account on net-30 terms (decision 145), as `GET
 * /company/statement` and `GET /admin/companies/{id}/statement` answer it: limit Tk. 250,000, Tk. 12,000 open of which
 * Tk. 2,000 overdue, one overdue invoice part-paid by one bank payment, payable into one bank
 * account. Overrides replace fields as given.
 */
export function buildStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    companyId: '11111111-1111-4111-8111-111111111111',
    companyName: 'Meghna Traders Ltd.',
    vatWithholding: false,
    incomeTaxDeductor: false,
    asOf: '2026-11-25',
    paymentTermsDays: 30,
    creditLimit: 250_000,
    currency: 'BDT',
    openBalance: 12_000,
    overdueBalance: 2_000,
    availableCredit: 238_000,
    invoices: [
      {
        _id: '22222222-2222-4222-8222-222222222222',
        number: 'INV-2026-000042',
        orderId: '33333333-3333-4333-8333-333333333333',
        orderNumber: 'SO-2026-000042',
        issuedAt: '2026-10-01T04:00:00.000Z',
        dueDate: '2026-10-31',
        poNumber: 'PO-7781',
        buyerName: 'Rahim Uddin',
        buyerEmail: 'rahim@meghna.example',
        total: 14_000,
        adjusted: 0,
        paid: 2_000,
        vatWithheld: 0,
        incomeTaxWithheld: 0,
        open: 12_000,
        status: 'overdue',
      },
    ],
    notes: [],
    payments: [
      {
        _id: '44444444-4444-4444-8444-444444444444',
        amount: 2_000,
        vatWithheld: 0,
        vdsCertificate: null,
        incomeTaxWithheld: 0,
        tdsCertificate: null,
        receivedOn: '2026-10-20',
        reference: 'BRAC-55',
        recordedAt: '2026-10-20T06:00:00.000Z',
        invoices: [
          {
            invoiceId: '22222222-2222-4222-8222-222222222222',
            number: 'INV-2026-000042',
            amount: 2_000,
            vatWithheld: 0,
            incomeTaxWithheld: 0,
          },
        ],
      },
    ],
    payTo: [
      {
        bank: 'Dutch-Bangla Bank PLC',
        branch: 'Gulshan',
        accountName: 'Partline Ltd.',
        accountNumber: '103.110.0045127',
        routingNumber: '090261726',
        swift: 'DBBLBDDH',
      },
    ],
    ...overrides,
  };
}
