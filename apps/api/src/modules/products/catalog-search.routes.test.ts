import {
  ApiErrorSchema,
  CATALOG_SEARCH_MESSAGES as M,
  ProductSearchResultSchema,
  type ProductSearchResult,
} from '@partline/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

/** The catalog of this file, oldest first; `held` pieces are held by paid orders. */
const CATALOG = [
  {
    name: 'Ryzen 7 Desktop Processor',
    description: 'Eight cores for office workstations.',
    price: 32000,
    min: 10,
    available: 640,
  },
  {
    name: 'DDR5 Memory Module 16 GB',
    description: 'Fast RAM for business desktops.',
    price: 5800,
    min: 50,
    available: 3200,
  },
  {
    name: 'NVMe SSD 1 TB',
    description: 'PCIe 4.0 storage to pair with a new PROCESSOR.',
    price: 9200,
    min: 25,
    available: 2400,
  },
  {
    name: '100% Cotton Cleaning Cloth',
    description: 'Lint-free cloths for screens.',
    price: 50,
    min: 100,
    available: 9000,
  },
  {
    name: 'Cable Ties Pack of 1000',
    description: 'Nylon ties, 200 mm long.',
    price: 300,
    min: 10,
    available: 800,
  },
  {
    name: 'Thermal_Paste Tube',
    description: 'Silver compound, 4 g.',
    price: 450.5,
    min: 20,
    available: 700,
  },
  {
    name: 'Dual-Port Network Adapter',
    description: 'Two 10GbE ports for servers.',
    price: 14500,
    min: 10,
    available: 310,
  },
  {
    name: 'Graphics Card 12 GB',
    description: 'For CAD desktops.',
    price: 68000,
    min: 10,
    available: 0,
  },
  {
    name: 'Power Supply 850 W',
    description: 'Gold efficiency.',
    price: 12900,
    min: 10,
    available: 100,
    held: 95,
  },
  {
    name: 'Case Fan 120 mm',
    description: 'Quiet PWM fan.',
    price: 650,
    min: 100,
    available: 120,
    held: 20,
  },
  {
    name: 'Driver Disk C:\\Setup',
    description: 'Install media for the adapters.',
    price: 120,
    min: 10,
    available: 50,
  },
] as const;

type Fixture = (typeof CATALOG)[number] & { id: string };
let fixtures: Fixture[];
/** The catalog as `GET /products?sort=newest` orders it: newest first. */
let newestFirst: Fixture[];

const held = (fixture: Fixture) => ('held' in fixture ? fixture.held : 0);
const names = (list: readonly { name: string }[]) => list.map((fixture) => fixture.name);

async function search(query: string): Promise<ProductSearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductSearchResultSchema.parse(res.json());
}

async function searchNames(query: string): Promise<string[]> {
  return (await search(query)).items.map((product) => product.productName);
}

beforeAll(async () => {
  const base = Date.UTC(2026, 0, 1);
  fixtures = [];
  for (const [index, item] of CATALOG.entries()) {
    const row = await insertProduct(t.db, {
      productName: item.name,
      productDescription: item.description,
      productPrice: item.price,
      minOrder: item.min,
      availableQuantity: item.available,
      createdAt: new Date(base + index * 60_000),
    });
    if ('held' in item) {
      await t.db.update(products).set({ heldQuantity: item.held }).where(eq(products.id, row.id));
    }
    fixtures.push({ ...item, id: row.id });
  }
  // Deleted products never appear, whatever they match.
  await insertProduct(t.db, {
    productName: 'Deleted Desktop Processor',
    productPrice: 700,
    createdAt: new Date(base + 60 * 60_000),
    deletedAt: new Date(base + 61 * 60_000),
  });
  newestFirst = [...fixtures].reverse();
});

describe('GET /api/products/search', () => {
  it('answers the first 12 products newest first, in the shape of GET /products', async () => {
    const result = await search('');
    expect(result).toMatchObject({ total: 11, page: 1, pageSize: 12, pageCount: 1 });
    expect(result.items.map((product) => product._id)).toEqual(newestFirst.map((f) => f.id));

    const all = await t.app.inject({ method: 'GET', url: '/api/products?sort=newest' });
    expect(result.items).toEqual(all.json());
  });

  it('is its own route, not GET /products/{id} with the id "search"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/search?q=fan' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('matches words in the name and in the description, ignoring case', async () => {
    expect(await searchNames('?q=PROCESSOR')).toEqual([
      'NVMe SSD 1 TB', // by its description
      'Ryzen 7 Desktop Processor',
    ]);
    expect(await searchNames('?q=ddr5')).toEqual(['DDR5 Memory Module 16 GB']);
  });

  it('finds a product by its SKU or a part of it, ignoring case (decision 122)', async () => {
    const fan = fixtures.find((fixture) => fixture.name === 'Case Fan 120 mm')!;
    const [row] = await t.db
      .update(products)
      .set({ sku: 'PL-FAN-CF-120' })
      .where(eq(products.id, fan.id))
      .returning();
    expect(row?.sku).toBe('PL-FAN-CF-120');
    expect(await searchNames('?q=PL-FAN-CF-120')).toEqual(['Case Fan 120 mm']);
    expect(await searchNames('?q=fan-cf')).toEqual(['Case Fan 120 mm']);
    expect(await searchNames('?q=pl-fan-cf-120%20quiet')).toEqual(['Case Fan 120 mm']);
  });

  it('needs every word, each in the name or the description', async () => {
    expect(await searchNames(`?q=${encodeURIComponent('  desktops   RAM ')}`)).toEqual([
      'DDR5 Memory Module 16 GB',
    ]);
    expect(await searchNames('?q=desktop+cad')).toEqual(['Graphics Card 12 GB']);
    expect(await searchNames('?q=desktop+toaster')).toEqual([]);
  });

  it('takes % and _ and \\ literally', async () => {
    // Unescaped, '100%' would also match 'Pack of 1000' and 'l_p' would match 'Dual-Port'.
    expect(await searchNames(`?q=${encodeURIComponent('100%')}`)).toEqual([
      '100% Cotton Cleaning Cloth',
    ]);
    expect(await searchNames('?q=l_p')).toEqual(['Thermal_Paste Tube']);
    expect(await searchNames('?q=_')).toEqual(['Thermal_Paste Tube']);
    expect(await searchNames(`?q=${encodeURIComponent('C:\\')}`)).toEqual([
      'Driver Disk C:\\Setup',
    ]);
    expect(await searchNames(`?q=${encodeURIComponent('%')}`)).toEqual([
      '100% Cotton Cleaning Cloth',
    ]);
  });

  it('never shows deleted products', async () => {
    const result = await search('?q=deleted');
    expect(result).toMatchObject({ items: [], total: 0, pageCount: 0 });
  });

  it('filters by price in Taka, both ends included', async () => {
    const expected = newestFirst.filter((f) => f.price >= 300 && f.price <= 9200);
    expect(await searchNames('?minPrice=300&maxPrice=9200')).toEqual(names(expected));
    expect(await searchNames('?minPrice=450.5&maxPrice=450.5')).toEqual(['Thermal_Paste Tube']);
    expect(await searchNames('?minPrice=450.51&maxPrice=460')).toEqual([]);
    expect(await searchNames('?maxPrice=120')).toEqual([
      'Driver Disk C:\\Setup',
      '100% Cotton Cleaning Cloth',
    ]);
    expect(await searchNames('?minPrice=60000')).toEqual(['Graphics Card 12 GB']);
  });

  it('in stock keeps what a client can order now: buyable pieces at least the minimum order', async () => {
    const result = await searchNames('?inStock=true');
    const expected = newestFirst.filter((f) => f.available - held(f) >= f.min);
    expect(result).toEqual(names(expected));
    expect(result).not.toContain('Graphics Card 12 GB'); // none in stock
    expect(result).not.toContain('Power Supply 850 W'); // 5 buyable, minimum order 10
    expect(result).toContain('Case Fan 120 mm'); // exactly the minimum order left
    expect(await searchNames('?inStock=false')).toHaveLength(11);
  });

  it('sorts by price up and down', async () => {
    const byPrice = [...fixtures].sort((a, b) => a.price - b.price);
    expect(await searchNames('?sort=price-asc')).toEqual(names(byPrice));
    expect(await searchNames('?sort=price-desc')).toEqual(names(byPrice.reverse()));
    expect(await searchNames('?sort=newest')).toEqual(names(newestFirst));
  });

  it('combines words, price, stock and sort', async () => {
    expect(
      // 'for': Ryzen, DDR5, Cloth (too cheap), Dual-Port, Graphics (none in stock), Driver Disk.
      await searchNames('?q=FOR&inStock=true&minPrice=100&maxPrice=70000&sort=price-desc'),
    ).toEqual([
      'Ryzen 7 Desktop Processor',
      'Dual-Port Network Adapter',
      'DDR5 Memory Module 16 GB',
      'Driver Disk C:\\Setup',
    ]);
  });

  it('pages through every match once, with the total and the page count', async () => {
    const pages: ProductSearchResult[] = [];
    for (const page of [1, 2, 3]) pages.push(await search(`?pageSize=4&page=${page}`));
    for (const [index, result] of pages.entries()) {
      expect(result).toMatchObject({ total: 11, page: index + 1, pageSize: 4, pageCount: 3 });
    }
    expect(pages.map((result) => result.items.length)).toEqual([4, 4, 3]);
    expect(pages.flatMap((result) => result.items.map((p) => p._id))).toEqual(
      newestFirst.map((f) => f.id),
    );

    const byPrice = await search('?sort=price-asc&pageSize=5&page=2');
    expect(byPrice.items.map((p) => p.productName)).toEqual(
      names([...fixtures].sort((a, b) => a.price - b.price).slice(5, 10)),
    );
  });

  it('answers a page past the last with no items and the true total', async () => {
    expect(await search('?pageSize=4&page=4')).toEqual({
      items: [],
      total: 11,
      page: 4,
      pageSize: 4,
      pageCount: 3,
      totalCapped: false,
      nextCursor: null,
    });
  });

  it('ignores parameters it does not know and treats blank ones as absent', async () => {
    expect(await searchNames('?colour=red&_=123')).toEqual(names(newestFirst));
    expect(await searchNames('?q=&minPrice=&maxPrice=&inStock=&sort=&page=&pageSize=')).toEqual(
      names(newestFirst),
    );
  });

  it.each([
    ['pageSize=1000', 'pageSize', M.pageSize],
    ['pageSize=0', 'pageSize', M.pageSize],
    ['page=0', 'page', M.page],
    ['page=-1', 'page', M.page],
    ['page=1001', 'page', M.page],
    ['page=two', 'page', M.page],
    ['minPrice=-1', 'minPrice', M.priceNegative],
    ['maxPrice=-0.5', 'maxPrice', M.priceNegative],
    ['maxPrice=100000001', 'maxPrice', M.priceTooLarge],
    ['minPrice=abc', 'minPrice', M.priceNotNumber],
    ['minPrice=1.234', 'minPrice', M.priceDecimals],
    ['minPrice=500&maxPrice=100', 'minPrice', M.priceRange],
    [`q=${'x'.repeat(101)}`, 'q', M.queryTooLong],
    ['q=a&q=b', 'q', M.queryNotText],
    ['sort=cheapest', 'sort', M.sort],
    ['inStock=yes', 'inStock', M.inStock],
  ])('refuses ?%s with 400 in the error shape', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid',
        details: { [field]: [message] },
        requestId: expect.any(String),
      },
    });
  });

  it('accepts search text of exactly 100 characters after trimming', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/search?q=${encodeURIComponent(` ${'x'.repeat(100)} `)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('is described with its parameters in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const parameters = doc.paths['/api/products/search']?.get?.parameters ?? [];
    expect(parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(
      [
        ...[
          'category',
          'cursor',
          'inStock',
          'maxPrice',
          'minPrice',
          'page',
          'pageSize',
          'q',
          'sort',
          'spec',
        ].map((n) => `query:${n}`),
        // The language of the answer (decision 326).
        'header:accept-language',
      ].sort(),
    );
  });
});
