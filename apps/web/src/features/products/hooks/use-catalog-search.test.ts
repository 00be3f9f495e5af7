import { describe, expect, it } from 'vitest';
import {
  catalogSearchParams,
  DEFAULT_CATALOG_SEARCH,
  readCatalogSearch,
} from './use-catalog-search';

const read = (query: string) => readCatalogSearch(new URLSearchParams(query));

describe('catalog search in the URL', () => {
  it('reads a bare URL as the default search', () => {
    expect(read('')).toEqual(DEFAULT_CATALOG_SEARCH);
  });

  it('reads every parameter', () => {
    expect(
      read(
        'q=+ddr5+&minPrice=99.5&maxPrice=1000&inStock=true&spec=ecc:true;capacity_gb:16..32' +
          '&sort=price-asc&page=3&pageSize=24',
      ),
    ).toEqual({
      q: 'ddr5',
      minPrice: 99.5,
      maxPrice: 1000,
      inStock: true,
      spec: { ecc: { values: ['true'] }, capacity_gb: { min: 16, max: 32 } },
      sort: 'price-asc',
      page: 3,
      pageSize: 24,
    });
  });

  it('drops each parameter that does not parse, and keeps the others', () => {
    expect(
      read(
        `q=${'x'.repeat(101)}&minPrice=-1&maxPrice=ten&inStock=1&spec=ECC&sort=up&page=0&pageSize=49`,
      ),
    ).toEqual(DEFAULT_CATALOG_SEARCH);
    expect(read('page=abc&sort=price-desc')).toEqual({
      ...DEFAULT_CATALOG_SEARCH,
      sort: 'price-desc',
    });
  });

  it('drops a price range whose minimum is above its maximum', () => {
    expect(read('minPrice=500&maxPrice=100&inStock=true')).toEqual({
      ...DEFAULT_CATALOG_SEARCH,
      inStock: true,
    });
  });

  it('writes only what differs from the defaults, in a fixed order', () => {
    expect(catalogSearchParams(DEFAULT_CATALOG_SEARCH).toString()).toBe('');
    expect(
      catalogSearchParams({
        ...DEFAULT_CATALOG_SEARCH,
        page: 2,
        sort: 'price-desc',
        q: ' ssd ',
        minPrice: 0,
      }).toString(),
    ).toBe('q=ssd&minPrice=0&sort=price-desc&page=2');
    // Specification filters in one parameter, keys sorted (one URL per search).
    expect(
      catalogSearchParams({
        ...DEFAULT_CATALOG_SEARCH,
        spec: { module_type: { values: ['RDIMM', 'UDIMM'] }, capacity_gb: { min: 32 } },
      }).toString(),
    ).toBe(`spec=${encodeURIComponent('capacity_gb:32..;module_type:RDIMM,UDIMM')}`);
  });

  it('reads back what it writes', () => {
    const search = {
      q: '100% cotton',
      minPrice: 10,
      maxPrice: 20.25,
      inStock: true,
      spec: { ecc: { values: ['true'] }, speed_mts: { max: 5600 } },
      sort: 'price-asc' as const,
      page: 4,
      pageSize: 6,
    };
    expect(readCatalogSearch(catalogSearchParams(search))).toEqual(search);
  });
});
