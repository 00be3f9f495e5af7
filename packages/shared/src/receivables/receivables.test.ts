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
      ['Credit limit', 'Tk. 250,000'],
      ['Open balance', 'Tk. 12,345.5'],
      ['Overdue', 'Tk. 1,000'],
      ['Available credit', 'Tk. 237,654.5'],
    ]);
  });

  it('says Card only for a company without terms', () => {
    expect(statementFigures({ ...statement, paymentTermsDays: null })[0]).toEqual([
      'Terms',
      'Card only',
    ]);
  });
});
