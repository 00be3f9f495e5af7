import { describe, expect, it } from 'vitest';
import {
  fiscalYearLabel,
  fiscalYearOf,
  formatTaxDocumentNumber,
  isZeroRated,
  lineTax,
  taxTotals,
  TAX_DOCUMENT_NUMBER_PATTERN,
} from './vat.js';

const line = {
  unitPricePoisha: 115_00,
  quantity: 1,
  vatRate: 1500,
  sdRate: 0,
  pricesIncludeVat: true,
  zeroRated: false,
};

describe('lineTax', () => {
  it('takes 15 % VAT out of a price that includes it', () => {
    expect(lineTax(line)).toEqual({
      valueExclVatPoisha: 100_00,
      sdPoisha: 0,
      vatPoisha: 15_00,
      totalPoisha: 115_00,
      vatRate: 1500,
      sdRate: 0,
    });
  });

  it('adds 15 % VAT to a price that excludes it', () => {
    expect(lineTax({ ...line, unitPricePoisha: 100_00, pricesIncludeVat: false })).toMatchObject({
      valueExclVatPoisha: 100_00,
      vatPoisha: 15_00,
      totalPoisha: 115_00,
    });
  });

  it('rounds half up to the poisha, and an inclusive line still adds up to what the buyer pays', () => {
    // 1 poisha × 3 at 15 % excluded: VAT 0.45 → 0; 10 poisha × 1: VAT 1.5 → 2.
    expect(
      lineTax({ ...line, unitPricePoisha: 1, quantity: 3, pricesIncludeVat: false }).vatPoisha,
    ).toBe(0);
    expect(lineTax({ ...line, unitPricePoisha: 10, pricesIncludeVat: false }).vatPoisha).toBe(2);
    // 1,000.01 Tk included at 15 %: value 869.573… → 869.57, VAT the rest 130.44.
    const inclusive = lineTax({ ...line, unitPricePoisha: 100_001 });
    expect(inclusive).toMatchObject({
      valueExclVatPoisha: 86_957,
      vatPoisha: 13_044,
      totalPoisha: 100_001,
    });
    for (const unitPricePoisha of [1, 7, 99, 12_345, 999_999_99]) {
      for (const quantity of [1, 3, 250]) {
        const t = lineTax({ ...line, unitPricePoisha, quantity, sdRate: 2000 });
        expect(t.valueExclVatPoisha + t.sdPoisha + t.vatPoisha).toBe(unitPricePoisha * quantity);
        expect(t.totalPoisha).toBe(unitPricePoisha * quantity);
        expect(Math.min(t.valueExclVatPoisha, t.sdPoisha, t.vatPoisha)).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('charges SD on the value and VAT on the value plus SD', () => {
    expect(
      lineTax({ ...line, unitPricePoisha: 100_00, sdRate: 2000, pricesIncludeVat: false }),
    ).toMatchObject({
      valueExclVatPoisha: 100_00,
      sdPoisha: 20_00,
      vatPoisha: 18_00,
      totalPoisha: 138_00,
    });
    expect(lineTax({ ...line, unitPricePoisha: 138_00, sdRate: 2000 })).toMatchObject({
      valueExclVatPoisha: 100_00,
      sdPoisha: 20_00,
      vatPoisha: 18_00,
    });
  });

  it('charges nothing on an exempt line and zero-rates an export at its value', () => {
    expect(lineTax({ ...line, vatRate: 0 })).toMatchObject({
      vatPoisha: 0,
      sdPoisha: 0,
      totalPoisha: 115_00,
    });
    expect(lineTax({ ...line, zeroRated: true })).toEqual({
      valueExclVatPoisha: 100_00,
      sdPoisha: 0,
      vatPoisha: 0,
      totalPoisha: 100_00,
      vatRate: 0,
      sdRate: 0,
    });
    expect(lineTax({ ...line, pricesIncludeVat: false, zeroRated: true }).totalPoisha).toBe(115_00);
  });

  it('stays exact past 2^53 in the intermediate products', () => {
    const t = lineTax({ ...line, unitPricePoisha: 2 ** 40, quantity: 1000 });
    expect(t.valueExclVatPoisha + t.vatPoisha).toBe(2 ** 40 * 1000);
  });

  it('refuses a negative or fractional figure', () => {
    expect(() => lineTax({ ...line, quantity: -1 })).toThrow(RangeError);
    expect(() => lineTax({ ...line, unitPricePoisha: 1.5 })).toThrow(RangeError);
  });
});

describe('taxTotals', () => {
  it('sums the lines and groups them by rate, highest first', () => {
    const a = lineTax({ ...line, unitPricePoisha: 115_00, quantity: 2 });
    const b = lineTax({ ...line, unitPricePoisha: 105_00, vatRate: 500 });
    const c = lineTax({ ...line, unitPricePoisha: 115_00 });
    const totals = taxTotals([b, a, c]);
    expect(totals).toMatchObject({
      valueExclVatPoisha: 400_00,
      vatPoisha: 50_00,
      totalPoisha: 450_00,
    });
    expect(totals.byRate.map((r) => [r.vatRate, r.vatPoisha])).toEqual([
      [1500, 45_00],
      [500, 5_00],
    ]);
  });
});

describe('fiscal years and numbers', () => {
  it('starts the fiscal year on 1 July in Dhaka', () => {
    // 30 June 2027 23:59 in Dhaka is 17:59 UTC; 1 July 00:00 in Dhaka is 30 June 18:00 UTC.
    expect(fiscalYearOf(new Date('2027-06-30T17:59:59Z'))).toBe(2026);
    expect(fiscalYearOf(new Date('2027-06-30T18:00:00Z'))).toBe(2027);
    expect(fiscalYearOf(new Date('2027-01-15T00:00:00Z'))).toBe(2026);
    expect(fiscalYearLabel(2026)).toBe('2026-27');
    expect(fiscalYearLabel(2099)).toBe('2099-00');
  });

  it('numbers each kind on its own serial', () => {
    expect(formatTaxDocumentNumber('invoice', 2026, 1)).toBe('INV-2026-27-000001');
    expect(formatTaxDocumentNumber('credit_note', 2026, 1_234_567)).toBe('CN-2026-27-1234567');
    expect(TAX_DOCUMENT_NUMBER_PATTERN.test(formatTaxDocumentNumber('debit_note', 2027, 3))).toBe(
      true,
    );
  });

  it('zero-rates a buyer outside Bangladesh only', () => {
    expect(isZeroRated('BD')).toBe(false);
    expect(isZeroRated(null)).toBe(false);
    expect(isZeroRated('IN')).toBe(true);
  });
});
