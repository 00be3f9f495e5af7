import { describe, expect, it } from 'vitest';
import { buildStatement } from '../testing/statement.factory.js';
import { invoiceStatusOf, statementFigures } from './receivables.js';

const statement = buildStatement({
  openBalance: 12_345.5,
  overdueBalance: 1000,
  availableCredit: 237_654.5,
  invoices: [],
  payments: [],
});

describe('statement figures', () => {
  it('labels the terms, limit and balances in the order the statement shows them', () => {
    expect(statementFigures(statement)).toEqual([
      ['Terms', 'Net 30'],
      ['Credit limit', 'Tk.\u00a0250,000'],
      ['Open balance', 'Tk.\u00a012,345.50'],
      ['Overdue', 'Tk.\u00a01,000'],
      ['Available credit', 'Tk.\u00a0237,654.50'],
    ]);
  });

  it("writes them in the company's currency (decision 327)", () => {
    expect(
      statementFigures({ ...statement, currency: 'USD', creditLimit: 2_000 }).slice(1),
    ).toEqual([
      ['Credit limit', 'US$2,000.00'],
      ['Open balance', 'US$12,345.50'],
      ['Overdue', 'US$1,000.00'],
      ['Available credit', 'US$237,654.50'],
    ]);
  });

  it('says Card only for a company without terms', () => {
    expect(statementFigures({ ...statement, paymentTermsDays: null })[0]).toEqual([
      'Terms',
      'Card only',
    ]);
  });
});

describe('invoiceStatusOf with credit and debit notes (decision 310)', () => {
  const invoice = { totalPoisha: 300_000, paidPoisha: 0, dueDate: '2026-11-01' };
  it('is credited, never overdue, when credit notes leave nothing to pay', () => {
    expect(invoiceStatusOf({ ...invoice, adjustedPoisha: -300_000 }, '2026-12-01')).toBe(
      'credited',
    );
  });
  it('stays overdue while part of it is still open after a credit note', () => {
    expect(invoiceStatusOf({ ...invoice, adjustedPoisha: -100_000 }, '2026-12-01')).toBe('overdue');
  });
  it('is paid once payments cover the total less credits plus debits', () => {
    expect(
      invoiceStatusOf({ ...invoice, paidPoisha: 210_000, adjustedPoisha: -100_000 + 10_000 }),
    ).toBe('paid');
  });
});
