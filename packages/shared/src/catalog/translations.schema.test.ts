import { describe, expect, it } from 'vitest';
import {
  AttributeTranslationsInputSchema,
  ProductTranslationsInputSchema,
  TRANSLATION_LIMITS,
  contentLanguageOf,
  hasBengaliScript,
} from './translations.schema.js';

describe('contentLanguageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['bn', 'bn'],
    ['BN', 'bn'],
    ['bn-BD', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
    ['en-US,en;q=0.9', 'en'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['en;q=0.5, bn;q=0.6', 'bn'],
    ['bn;q=0.5, en;q=0.5', 'bn'],
    ['en, bn', 'en'],
    ['fr-FR, bn;q=0.1', 'bn'],
    ['de, fr', 'en'],
    ['*', 'en'],
    ['en;q=0, *', 'bn'],
    ['bn;q=0', 'en'],
    ['bn;q=0, en;q=0', 'en'],
    ['bn-BD;q=0.2, bn;q=0', 'en'],
    ['bn;q=2', 'en'],
    ['bn;q=abc', 'en'],
    ['bn;q=0.800', 'bn'],
    ['bn ; q = 0.9 , en ; q = 0.8', 'bn'],
    ['bengali', 'en'],
    ['x-bn', 'en'],
    ['bn_BD', 'en'],
    [',,,bn', 'bn'],
    ['*;q=0.1, en;q=0.05', 'bn'],
  ])('%j → %s', (header, language) => {
    expect(contentLanguageOf(header)).toBe(language);
  });
});

describe('hasBengaliScript', () => {
  it('tells Bangla words from Latin ones', () => {
    expect(hasBengaliScript('র‍্যাম')).toBe(true);
    expect(hasBengaliScript('DDR5')).toBe(false);
    expect(hasBengaliScript('৯৮০')).toBe(true);
  });
});

describe('translation inputs', () => {
  it('trims, takes blank and null as removing, and keeps absent fields absent', () => {
    expect(
      ProductTranslationsInputSchema.parse({
        bn: { productName: '  মেমরি  ', productDescription: ' ', details: null },
      }),
    ).toEqual({ bn: { productName: 'মেমরি', productDescription: null, details: null } });
    expect(ProductTranslationsInputSchema.parse({ bn: {} })).toEqual({ bn: {} });
    expect(ProductTranslationsInputSchema.parse({ fr: { productName: 'x' } })).toEqual({});
  });

  it('bounds each text', () => {
    const long = 'ক'.repeat(TRANSLATION_LIMITS.productNameMaxChars + 1);
    const result = ProductTranslationsInputSchema.safeParse({ bn: { productName: long } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['bn', 'productName']);
    expect(result.error?.issues[0]?.message).toBe('At most 120 characters');
  });

  it('takes option labels by option, blank as none', () => {
    expect(
      AttributeTranslationsInputSchema.parse({
        bn: { name: 'ধরন', options: { RDIMM: 'আরডিম', UDIMM: '' } },
      }),
    ).toEqual({ bn: { name: 'ধরন', options: { RDIMM: 'আরডিম', UDIMM: null } } });
  });
});
