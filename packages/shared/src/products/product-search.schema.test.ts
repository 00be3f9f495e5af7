import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../testing/schema-messages.js';
import {
  CATALOG_SEARCH_MESSAGES as M,
  ProductSearchQuerySchema,
  productSearchFields,
} from './product-search.schema.js';

const messagesOf = (query: Record<string, unknown>) =>
  fieldMessages(ProductSearchQuerySchema, query);

describe('ProductSearchQuerySchema', () => {
  it('fills the defaults for an empty query', () => {
    expect(ProductSearchQuerySchema.parse({})).toEqual({
      inStock: false,
      sort: 'newest',
      page: 1,
      pageSize: 12,
      spec: {},
    });
  });

  it('reads query-string text into numbers and booleans, and trims the search text', () => {
    expect(
      ProductSearchQuerySchema.parse({
        q: '  ddr5 ram ',
        minPrice: '99.5',
        maxPrice: '1000',
        inStock: 'true',
        sort: 'price-desc',
        page: '3',
        pageSize: '48',
        category: ' ddr5-memory ',
        spec: 'capacity_gb:32,64;ecc:true;speed_mts:4800..',
      }),
    ).toEqual({
      category: 'ddr5-memory',
      spec: {
        capacity_gb: { values: ['32', '64'] },
        ecc: { values: ['true'] },
        speed_mts: { min: 4800 },
      },
      q: 'ddr5 ram',
      minPrice: 99.5,
      maxPrice: 1000,
      inStock: true,
      sort: 'price-desc',
      page: 3,
      pageSize: 48,
    });
  });

  it('treats blank parameters as absent, as an HTML form sends them', () => {
    expect(
      ProductSearchQuerySchema.parse({
        q: '   ',
        minPrice: '',
        maxPrice: ' ',
        inStock: '',
        sort: '',
        page: '',
        pageSize: '',
        category: '',
        spec: ' ',
      }),
    ).toEqual({ inStock: false, sort: 'newest', page: 1, pageSize: 12, spec: {} });
  });

  it('accepts the bounds themselves', () => {
    expect(
      ProductSearchQuerySchema.safeParse({
        q: 'x'.repeat(100),
        minPrice: '0',
        maxPrice: '100000000',
        page: '1000',
        pageSize: '1',
      }).success,
    ).toBe(true);
    expect(ProductSearchQuerySchema.parse({ minPrice: '5', maxPrice: '5' })).toMatchObject({
      minPrice: 5,
      maxPrice: 5,
    });
  });

  it.each([
    [{ q: 'x'.repeat(101) }, 'q', M.queryTooLong],
    [{ q: ['a', 'b'] }, 'q', M.queryNotText],
    [{ minPrice: '-1' }, 'minPrice', M.priceNegative],
    [{ maxPrice: '100000000.01' }, 'maxPrice', M.priceTooLarge],
    [{ minPrice: 'cheap' }, 'minPrice', M.priceNotNumber],
    [{ minPrice: '1e3' }, 'minPrice', M.priceNotNumber],
    [{ maxPrice: '0x10' }, 'maxPrice', M.priceNotNumber],
    [{ minPrice: '10.005' }, 'minPrice', M.priceDecimals],
    [{ minPrice: '500', maxPrice: '100' }, 'minPrice', M.priceRange],
    [{ inStock: 'yes' }, 'inStock', M.inStock],
    [{ sort: 'oldest' }, 'sort', M.sort],
    [{ page: '0' }, 'page', M.page],
    [{ page: '1001' }, 'page', M.page],
    [{ page: '1.5' }, 'page', M.page],
    [{ pageSize: '0' }, 'pageSize', M.pageSize],
    [{ pageSize: '1000' }, 'pageSize', M.pageSize],
  ])('refuses %j with a message on %s', (query, field, message) => {
    expect(messagesOf(query)).toEqual({ [field]: message });
  });

  it('ignores parameters it does not know', () => {
    expect(ProductSearchQuerySchema.parse({ brand: 'partline', _: '1' })).toEqual({
      inStock: false,
      sort: 'newest',
      page: 1,
      pageSize: 12,
      spec: {},
    });
  });

  it('lets one field be checked on its own', () => {
    expect(productSearchFields.pageSize.safeParse('24').data).toBe(24);
    expect(productSearchFields.sort.safeParse('sideways').success).toBe(false);
  });
});
