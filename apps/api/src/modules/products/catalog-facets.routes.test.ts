import {
  ApiErrorSchema,
  CATEGORY_MESSAGES,
  ProductFacetsSchema,
  ProductSearchResultSchema,
  formatSpecFilter,
  parseSpecFilter,
  type ProductFacets,
  type SpecFilter,
} from '@partline/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAttribute, insertCategory, insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

type Spec = Record<string, number | string | boolean>;

/** The catalog of this file: memory modules in DDR5 and DDR4, one directly in Memory, an SSD. */
const CATALOG: {
  name: string;
  category: 'ddr5' | 'ddr4' | 'memory' | 'storage';
  price: number;
  available: number;
  spec: Spec;
  specText: string;
}[] = [
  {
    name: 'Kingston Fury Server 32 GB RDIMM',
    category: 'ddr5',
    price: 9000,
    available: 500,
    spec: { capacity_gb: 32, module_type: 'RDIMM', ecc: true, speed_mts: 4800 },
    specText: '32 GB · RDIMM · ECC · 4800 MT/s',
  },
  {
    name: 'Kingston Desktop 16 GB UDIMM',
    category: 'ddr5',
    price: 5000,
    available: 500,
    spec: { capacity_gb: 16, module_type: 'UDIMM', ecc: false, speed_mts: 5600 },
    specText: '16 GB · UDIMM · 5600 MT/s',
  },
  {
    name: 'Samsung Server 32 GB RDIMM',
    category: 'ddr5',
    price: 11000,
    available: 500,
    spec: { capacity_gb: 32, module_type: 'RDIMM', ecc: true, speed_mts: 5600 },
    specText: '32 GB · RDIMM · ECC · 5600 MT/s',
  },
  {
    name: 'Samsung Server 64 GB RDIMM',
    category: 'ddr5',
    price: 20000,
    available: 0,
    spec: { capacity_gb: 64, module_type: 'RDIMM', ecc: true, speed_mts: 4800 },
    specText: '64 GB · RDIMM · ECC · 4800 MT/s',
  },
  {
    name: 'Crucial Desktop 32 GB UDIMM',
    category: 'ddr4',
    price: 7000,
    available: 500,
    spec: { capacity_gb: 32, module_type: 'UDIMM', ecc: false },
    specText: '32 GB · UDIMM',
  },
  {
    name: 'Crucial Laptop 8 GB SODIMM',
    category: 'ddr4',
    price: 2500,
    available: 500,
    spec: { capacity_gb: 8, module_type: 'SODIMM', ecc: false },
    specText: '8 GB · SODIMM',
  },
  {
    name: 'Generic Memory Kit',
    category: 'memory',
    price: 3000,
    available: 500,
    spec: { capacity_gb: 16 },
    specText: '16 GB',
  },
  {
    name: 'WD Black SSD 1 TB',
    category: 'storage',
    price: 9000,
    available: 500,
    spec: { interface: 'NVMe' },
    specText: 'NVMe',
  },
];

const slugs: Record<string, string> = {};

async function get(path: string, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/products/${path}?${query}` });
}

async function facets(query: string): Promise<ProductFacets> {
  const res = await get('facets', query);
  expect(res.statusCode, res.body).toBe(200);
  return ProductFacetsSchema.parse(res.json());
}

async function searchNames(query: string): Promise<string[]> {
  const res = await get('search', `${query}&pageSize=48`);
  expect(res.statusCode, res.body).toBe(200);
  return ProductSearchResultSchema.parse(res.json())
    .items.map((product) => product.productName)
    .sort();
}

async function total(query: URLSearchParams): Promise<number> {
  const res = await get('search', query.toString());
  expect(res.statusCode, res.body).toBe(200);
  return ProductSearchResultSchema.parse(res.json()).total;
}

beforeAll(async () => {
  const memory = await insertCategory(t.db, { name: 'Memory', slug: 'memory' });
  const ddr5 = await insertCategory(t.db, { name: 'DDR5', slug: 'ddr5', parentId: memory.id });
  const ddr4 = await insertCategory(t.db, { name: 'DDR4', slug: 'ddr4', parentId: memory.id });
  const storage = await insertCategory(t.db, { name: 'Storage', slug: 'storage' });
  const ids = { memory: memory.id, ddr5: ddr5.id, ddr4: ddr4.id, storage: storage.id };
  Object.assign(slugs, { memory: 'memory', ddr5: 'ddr5', ddr4: 'ddr4', storage: 'storage' });
  await insertAttribute(t.db, memory.id, {
    key: 'capacity_gb',
    name: 'Capacity',
    type: 'number',
    unit: 'GB',
  });
  await insertAttribute(t.db, memory.id, {
    key: 'module_type',
    name: 'Module type',
    type: 'enum',
    options: ['UDIMM', 'RDIMM', 'SODIMM'],
  });
  await insertAttribute(t.db, memory.id, { key: 'ecc', name: 'ECC', type: 'boolean' });
  await insertAttribute(t.db, memory.id, {
    key: 'part_note',
    name: 'Note',
    type: 'text',
    filterable: false,
  });
  await insertAttribute(t.db, ddr5.id, {
    key: 'speed_mts',
    name: 'Speed',
    type: 'number',
    unit: 'MT/s',
  });
  await insertAttribute(t.db, storage.id, {
    key: 'interface',
    name: 'Interface',
    type: 'enum',
    options: ['NVMe', 'SATA'],
  });
  for (const item of CATALOG) {
    await insertProduct(t.db, {
      productName: item.name,
      productDescription: 'A part for business computers.',
      productPrice: item.price,
      minOrder: 10,
      availableQuantity: item.available,
      categoryId: ids[item.category],
      specifications: item.spec,
      specText: item.specText,
    });
  }
});

/** Every variation of `query` that chooses one facet value, with the count the facets gave it. */
function chosenValues(query: URLSearchParams, answer: ProductFacets) {
  const parsed = parseSpecFilter(query.get('spec') ?? '');
  const spec: SpecFilter = parsed.ok ? parsed.filter : {};
  return answer.attributes.flatMap((attribute) =>
    attribute.values.map((value) => {
      const variant = new URLSearchParams(query);
      variant.set(
        'spec',
        formatSpecFilter({ ...spec, [attribute.key]: { values: [value.value] } }),
      );
      return { label: `${attribute.key}:${value.value}`, variant, count: value.count };
    }),
  );
}

describe('GET /products/facets', () => {
  it('counts each value as the search shows it when that value is chosen (q, price, stock, two keys)', async () => {
    const query = new URLSearchParams({
      category: 'memory',
      q: 'dimm',
      minPrice: '3000',
      maxPrice: '15000',
      inStock: 'true',
      spec: 'module_type:RDIMM,UDIMM;capacity_gb:16..32',
    });
    const answer = await facets(query.toString());
    expect(answer.total).toBe(await total(query));
    expect(answer.total).toBe(4);
    expect(answer.category).toMatchObject({ name: 'Memory', slug: 'memory' });
    expect(answer.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['memory']);
    expect(answer.attributes.map((attribute) => attribute.key)).toEqual([
      'capacity_gb',
      'module_type',
      'ecc',
    ]);
    const variants = chosenValues(query, answer);
    expect(variants.length).toBeGreaterThan(6);
    for (const { label, variant, count } of variants) {
      expect({ label, count }).toEqual({ label, count: await total(variant) });
    }
    for (const child of answer.children) {
      const variant = new URLSearchParams(query);
      variant.set('category', child.slug);
      // The child's own attributes are not the parent's filters: the parent's keys stay valid.
      expect({ child: child.slug, count: child.count }).toEqual({
        child: child.slug,
        count: await total(variant),
      });
    }
    const moduleType = answer.attributes.find((attribute) => attribute.key === 'module_type');
    expect(moduleType?.values).toEqual([
      { value: 'UDIMM', count: 2, selected: true },
      { value: 'RDIMM', count: 2, selected: true },
      { value: 'SODIMM', count: 0, selected: false },
    ]);
    const capacity = answer.attributes.find((attribute) => attribute.key === 'capacity_gb');
    expect(capacity?.selected).toEqual({ min: 16, max: 32 });
    expect(capacity?.range).toEqual({ min: 16, max: 32 });
    // The price bounds leave the price filter out: the 2,500 laptop module is out (SODIMM).
    expect(answer.price).toEqual({ min: 5000, max: 11000 });
  });

  it('lists the subcategories with the matches of each subtree', async () => {
    const answer = await facets('category=memory');
    expect(answer.total).toBe(7);
    expect(answer.children.map(({ slug, count }) => ({ slug, count }))).toEqual(
      expect.arrayContaining([
        { slug: 'ddr5', count: 4 },
        { slug: 'ddr4', count: 2 },
      ]),
    );
    const ddr5 = await facets('category=ddr5&spec=ecc:true');
    expect(ddr5.total).toBe(3);
    expect(ddr5.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Memory', 'DDR5']);
    expect(ddr5.children).toEqual([]);
    const speed = ddr5.attributes.find((attribute) => attribute.key === 'speed_mts');
    expect(speed?.values).toEqual([
      { value: '4800', count: 2, selected: false },
      { value: '5600', count: 1, selected: false },
    ]);
    const ecc = ddr5.attributes.find((attribute) => attribute.key === 'ecc');
    expect(ecc?.values).toEqual([
      { value: 'true', count: 3, selected: true },
      { value: 'false', count: 1, selected: false },
    ]);
  });

  it('without a category, lists the top-level categories and no attributes', async () => {
    const answer = await facets('');
    expect(answer.total).toBe(CATALOG.length);
    expect(answer.category).toBeNull();
    expect(answer.attributes).toEqual([]);
    expect(answer.children.map(({ slug, count }) => ({ slug, count }))).toEqual([
      { slug: 'memory', count: 7 },
      { slug: 'storage', count: 1 },
    ]);
    expect(answer.price).toEqual({ min: 2500, max: 20000 });
    const none = await facets('q=nothing-like-this');
    expect(none).toMatchObject({ total: 0, price: null });
  });
});

describe('GET /products/search by category and specification', () => {
  it("keeps a category's whole subtree", async () => {
    expect(await searchNames('category=memory')).toHaveLength(7);
    expect(await searchNames('category=ddr4')).toEqual([
      'Crucial Desktop 32 GB UDIMM',
      'Crucial Laptop 8 GB SODIMM',
    ]);
  });

  it("ORs a key's values, ANDs keys, keeps number ranges inclusive", async () => {
    expect(
      await searchNames('category=memory&spec=capacity_gb:32;module_type:UDIMM,SODIMM'),
    ).toEqual(['Crucial Desktop 32 GB UDIMM']);
    expect(await searchNames('category=ddr5&spec=speed_mts:..4800;ecc:true')).toEqual([
      'Kingston Fury Server 32 GB RDIMM',
      'Samsung Server 64 GB RDIMM',
    ]);
    // Without a category, a key of any category filters.
    expect(await searchNames('spec=interface:NVMe')).toEqual(['WD Black SSD 1 TB']);
  });

  it('answers 404 for an unknown category', async () => {
    for (const path of ['search', 'facets']) {
      const res = await get(path, 'category=no-such-category');
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).error.message).toBe(CATEGORY_MESSAGES.notFound);
    }
  });

  it('answers 400 on spec for a key that is not a filter there, a range of a non-number, bad syntax', async () => {
    const cases = [
      ['category=memory&spec=interface:NVMe', 'interface'],
      ['spec=part_note:x', 'part_note'],
      ['spec=colour:red', 'colour'],
      ['category=memory&spec=module_type:1..2', 'module_type'],
      ['spec=capacity_gb', 'spec is'],
    ] as const;
    for (const path of ['search', 'facets']) {
      for (const [query, named] of cases) {
        const res = await get(path, query);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        const error = ApiErrorSchema.parse(res.json()).error;
        expect(error.code).toBe('validation_failed');
        expect(error.details?.spec?.join(' ')).toContain(named);
      }
    }
  });

  it('finds words with a small typo in the name, but not a code or number with a wrong character', async () => {
    expect(await searchNames('q=kingstn')).toEqual([
      'Kingston Desktop 16 GB UDIMM',
      'Kingston Fury Server 32 GB RDIMM',
    ]);
    expect(await searchNames('q=samsng server')).toEqual([
      'Samsung Server 32 GB RDIMM',
      'Samsung Server 64 GB RDIMM',
    ]);
    expect(await searchNames('q=crucal&category=ddr4')).toHaveLength(2);
    expect(await searchNames('q=desktp')).toEqual([
      'Crucial Desktop 32 GB UDIMM',
      'Kingston Desktop 16 GB UDIMM',
    ]);
    // A word with a digit is a part code or a number: exact only.
    expect(await searchNames('q=5601')).toEqual([]);
    expect(await searchNames('q=5600')).toHaveLength(2);
    expect(await searchNames('q=SATA')).toEqual([]);
  });

  it('finds words among the specification values', async () => {
    expect(await searchNames('q=4800')).toEqual([
      'Kingston Fury Server 32 GB RDIMM',
      'Samsung Server 64 GB RDIMM',
    ]);
    expect(await searchNames('q=nvme')).toEqual(['WD Black SSD 1 TB']);
    expect(await searchNames('q=ECC kingston')).toEqual(['Kingston Fury Server 32 GB RDIMM']);
  });
});
