import { describe, expect, it } from 'vitest';
import { commercialInvoiceDeclaration } from './commercial-invoice.js';
import { EXPORT_SALE_MESSAGES as M } from './export.messages.js';
import { CountryOfOriginSchema, formatHsCode, HsCodeInputSchema } from './hs-code.js';
import { formatIncoterm, IncotermInputSchema } from './incoterm.js';

describe('HS codes (decision 323)', () => {
  it.each([
    ['8471.30.00', '84713000'],
    ['84713000', '84713000'],
    [' 8471 30 ', '847130'],
    ['8471.30.00.10', '8471300010'],
    ['8471-30-00', '84713000'],
  ])('stores %j as %j', (typed, stored) => {
    expect(HsCodeInputSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['', null],
    ['   ', null],
    [null, null],
  ])('takes %j as none', (typed, stored) => {
    expect(HsCodeInputSchema.parse(typed)).toBe(stored);
  });

  it.each(['8471', '8471300', '847130001', '84713000123', '8471.3A.00', '12345678901234', 42])(
    'refuses %j',
    (typed) => {
      const result = HsCodeInputSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.hsCodeInvalid);
    },
  );

  it('reads a stored code dotted, in groups of 4, 2, 2 and 2', () => {
    expect(formatHsCode('847130')).toBe('8471.30');
    expect(formatHsCode('84713000')).toBe('8471.30.00');
    expect(formatHsCode('8471300010')).toBe('8471.30.00.10');
    expect(formatHsCode('8471.30')).toBe('8471.30');
  });

  it('takes a country of origin in any case, from the ISO list only', () => {
    expect(CountryOfOriginSchema.parse(' cn ')).toBe('CN');
    expect(CountryOfOriginSchema.safeParse('XX').error?.issues[0]?.message).toBe(M.originInvalid);
    expect(CountryOfOriginSchema.safeParse('BGD').success).toBe(false);
  });
});

describe('incoterms (decision 323)', () => {
  it('needs a named place with a rule, and clears the place without one', () => {
    expect(IncotermInputSchema.parse({ incoterm: 'FOB', incotermPlace: ' Chittagong ' })).toEqual({
      incoterm: 'FOB',
      incotermPlace: 'Chittagong',
    });
    expect(IncotermInputSchema.parse({ incoterm: null, incotermPlace: 'Hamburg' })).toEqual({
      incoterm: null,
      incotermPlace: '',
    });
    expect(IncotermInputSchema.parse({ incoterm: '' })).toEqual({
      incoterm: null,
      incotermPlace: '',
    });
    const noPlace = IncotermInputSchema.safeParse({ incoterm: 'CIF', incotermPlace: ' ' });
    expect(noPlace.error?.issues).toMatchObject([
      { path: ['incotermPlace'], message: M.placeRequired },
    ]);
    const unknown = IncotermInputSchema.safeParse({ incoterm: 'FOT', incotermPlace: 'Dhaka' });
    expect(unknown.error?.issues[0]?.message).toBe(M.incotermInvalid);
    const long = IncotermInputSchema.safeParse({ incoterm: 'DAP', incotermPlace: 'x'.repeat(81) });
    expect(long.error?.issues[0]?.message).toBe(M.placeTooLong);
  });

  it('writes terms as documents print them', () => {
    expect(formatIncoterm('FOB', 'Chittagong')).toBe('FOB Chittagong');
    expect(formatIncoterm('EXW', '')).toBe('EXW');
    expect(formatIncoterm(null, '')).toBeNull();
  });
});

describe('the commercial invoice declaration', () => {
  it('names the origin, or every origin when the lines differ', () => {
    expect(commercialInvoiceDeclaration(['BD', 'BD'])).toBe(
      'We certify that this invoice is true and correct and that the origin of the goods is Bangladesh.',
    );
    expect(commercialInvoiceDeclaration(['BD', 'CN', 'TW'])).toMatch(
      /is Bangladesh, China and Taiwan, as stated against each line\.$/,
    );
  });
});
