import { describe, expect, it } from 'vitest';
import { buildStatement } from '../testing/statement.factory.js';
import { statementFigures } from './receivables.js';

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

  it('says Card only for a company without terms', () => {
    expect(statementFigures({ ...statement, paymentTermsDays: null })[0]).toEqual([
      'Terms',
      'Card only',
    ]);
  });
});
