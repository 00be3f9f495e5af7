import {
  ApiErrorSchema,
  ATTRIBUTE_MESSAGES,
  AttributeSchema,
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  CategoryDetailSchema,
  CategoryListSchema,
  CategorySchema,
  SLUG_MESSAGES,
  type Attribute,
  type Category,
} from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { useTestApp } from '../../../test/helpers/test-app.js';
import { auditLog, products } from '../../db/schema/index.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

let sequence = 0;
/** A name no other test of this file uses. */
const unique = (name: string) => `${name} ${(sequence += 1)}${Date.now().toString(36)}`;

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const errorOf = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error;

async function addCategory(body: {
  name: string;
  parentId?: string | null | undefined;
  slug?: string;
  position?: number;
}) {
  const res = await send('POST', '/categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return CategorySchema.parse(res.json());
}

async function addAttribute(categoryId: string, body: object): Promise<Attribute> {
  const res = await send('POST', `/categories/${categoryId}/attributes`, body);
  expect(res.statusCode, res.body).toBe(201);
  return AttributeSchema.parse(res.json());
}

async function tree(): Promise<Category[]> {
  return CategoryListSchema.parse((await t.app.inject('/api/categories')).json());
}

async function detail(slug: string) {
  const res = await t.app.inject(`/api/categories/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return CategoryDetailSchema.parse(res.json());
}

/** A chain of `levels` categories, each under the one before; the deepest last. */
async function chain(levels: number): Promise<Category[]> {
  const out: Category[] = [];
  for (let level = 0; level < levels; level += 1) {
    out.push(await addCategory({ name: unique(`Level ${level}`), parentId: out.at(-1)?.id }));
  }
  return out;
}

/** Memory › DDR5 with the memory attributes, for the specification tests. */
async function memoryTree() {
  const memory = await addCategory({ name: unique('Memory') });
  const ddr5 = await addCategory({
    name: 'DDR5',
    parentId: memory.id,
    slug: `${memory.slug}-ddr5`,
  });
  const capacity = await addAttribute(memory.id, {
    key: 'capacity_gb',
    name: 'Capacity',
    type: 'number',
    unit: 'GB',
    required: true,
    filterable: true,
  });
  const moduleType = await addAttribute(memory.id, {
    key: 'module_type',
    name: 'Module type',
    type: 'enum',
    options: ['UDIMM', 'SODIMM', 'RDIMM'],
    filterable: true,
  });
  const ecc = await addAttribute(ddr5.id, { key: 'ecc', name: 'ECC', type: 'boolean' });
  const note = await addAttribute(ddr5.id, { key: 'note', name: 'Note', type: 'text' });
  return { memory, ddr5, capacity, moduleType, ecc, note };
}

async function addProduct(body: object) {
  const res = await send('POST', '/product', buildProductInput(body as never));
  return res;
}

async function productRow(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error('no product');
  return row;
}

describe('the category tree', () => {
  it('adds categories with default slugs and positions, and answers them depth first', async () => {
    const top = await addCategory({ name: unique('Storage Drives') });
    expect(top).toMatchObject({ parentId: null, productCount: 0, description: '' });
    expect(top.slug).toMatch(/^storage-drives-/);
    const sata = await addCategory({ name: 'SATA', parentId: top.id });
    const nvme = await addCategory({ name: 'NVMe', parentId: top.id, position: 0 });
    expect(sata.slug).toBe('sata');
    expect(nvme.position).toBe(0);
    const list = await tree();
    const mine = list.filter((c) => [top.id, sata.id, nvme.id].includes(c.id));
    expect(mine.map((c) => [c.name, c.position])).toEqual([
      [top.name, top.position],
      ['NVMe', 0],
      ['SATA', 1],
    ]);
    const got = await detail(nvme.slug);
    expect(got.breadcrumbs.map((b) => b.id)).toEqual([top.id, nvme.id]);
    expect((await detail(top.slug)).children.map((c) => c.name)).toEqual(['NVMe', 'SATA']);
  });

  it('refuses a sibling name or a slug in use, a bad slug, an unknown parent', async () => {
    const top = await addCategory({ name: unique('Displays') });
    await addCategory({ name: 'Monitors', parentId: top.id, slug: `${top.slug}-monitors` });
    let res = await send('POST', '/categories', { name: ' monitors ', parentId: top.id });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).details).toEqual({ name: [CATEGORY_MESSAGES.nameTaken] });
    res = await send('POST', '/categories', { name: unique('Other'), slug: top.slug });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).details).toEqual({ slug: [SLUG_MESSAGES.taken] });
    res = await send('POST', '/categories', { name: unique('Bad'), slug: 'Not A Slug' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.slug).toEqual([SLUG_MESSAGES.invalid]);
    res = await send('POST', '/categories', { name: 'মনিটর' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.slug).toEqual([SLUG_MESSAGES.invalid]);
    res = await send('POST', '/categories', {
      name: unique('Orphan'),
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({ parentId: [CATEGORY_MESSAGES.parentNotFound] });
    res = await send('POST', '/categories', { name: '' });
    expect(errorOf(res).details?.name).toEqual([CATEGORY_MESSAGES.nameRequired]);
  });

  it(`nests at most ${CATEGORY_LIMITS.depthMax} levels, on add and on move`, async () => {
    const levels = await chain(CATEGORY_LIMITS.depthMax);
    const deepest = levels.at(-1) as Category;
    let res = await send('POST', '/categories', { name: unique('Too deep'), parentId: deepest.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({ parentId: [CATEGORY_MESSAGES.tooDeep] });
    // A two-level subtree cannot go under the third level: its child would be at the fifth.
    const other = await chain(2);
    res = await send('PATCH', `/categories/${other[0]?.id}`, { parentId: levels[2]?.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({ parentId: [CATEGORY_MESSAGES.tooDeep] });
    res = await send('PATCH', `/categories/${other[0]?.id}`, { parentId: levels[1]?.id });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a move under itself or its subtree, and moves elsewhere', async () => {
    const [a, b, c] = await chain(3);
    for (const target of [a, b, c]) {
      const res = await send('PATCH', `/categories/${a?.id}`, { parentId: target?.id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).details).toEqual({ parentId: [CATEGORY_MESSAGES.moveIntoOwnSubtree] });
    }
    const res = await send('PATCH', `/categories/${c?.id}`, { parentId: null, name: unique('C') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ parentId: null });
    expect((await detail(b?.slug as string)).children).toEqual([]);
  });

  it('lets one of two crossing moves win, never making a cycle', async () => {
    const a = await addCategory({ name: unique('Cross A') });
    const b = await addCategory({ name: unique('Cross B') });
    const [first, second] = await Promise.all([
      send('PATCH', `/categories/${a.id}`, { parentId: b.id }),
      send('PATCH', `/categories/${b.id}`, { parentId: a.id }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
    const list = await tree();
    // Both still in the tree answer, reachable from the top.
    expect(list.filter((c) => c.id === a.id || c.id === b.id)).toHaveLength(2);
  });

  it('reorders siblings and renumbers them 0…n', async () => {
    const top = await addCategory({ name: unique('Peripherals') });
    const names = ['Keyboards', 'Mice', 'Headsets'];
    const kids = [];
    for (const name of names) kids.push(await addCategory({ name, parentId: top.id }));
    const res = await send('PATCH', `/categories/${kids[2]?.id}`, { position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const children = (await detail(top.slug)).children;
    expect(children.map((c) => [c.name, c.position])).toEqual([
      ['Headsets', 0],
      ['Keyboards', 1],
      ['Mice', 2],
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, kids[2]!.id));
    expect(audit.map((row) => row.action)).toEqual(['category.create', 'category.edit']);
  });

  it('deletes an empty category, refuses one with children or live products', async () => {
    const { memory, ddr5 } = await memoryTree();
    let res = await send('DELETE', `/categories/${memory.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(CATEGORY_MESSAGES.hasChildren);
    const added = await addProduct({ categoryId: ddr5.id, specifications: { capacity_gb: 16 } });
    expect(added.statusCode, added.body).toBe(201);
    res = await send('DELETE', `/categories/${ddr5.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(CATEGORY_MESSAGES.hasProducts);
    expect((await tree()).find((c) => c.id === memory.id)?.productCount).toBe(1);
    // A deleted product does not keep the category.
    expect((await send('DELETE', `/product/${added.json()._id}`)).statusCode).toBe(200);
    res = await send('DELETE', `/categories/${ddr5.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await t.app.inject(`/api/categories/${ddr5.slug}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/categories/${memory.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/categories/${memory.id}`)).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers and 403 to clients on every write', async () => {
    const top = await addCategory({ name: unique('Cooling') });
    const attribute = await addAttribute(top.id, { key: 'fan_mm', name: 'Fan', type: 'number' });
    const writes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['POST', '/categories', { name: unique('X') }],
      ['PATCH', `/categories/${top.id}`, { name: unique('Y') }],
      ['DELETE', `/categories/${top.id}`],
      ['POST', `/categories/${top.id}/attributes`, { key: 'k', name: 'K', type: 'text' }],
      ['PATCH', `/category-attributes/${attribute.id}`, { name: 'Z' }],
      ['DELETE', `/category-attributes/${attribute.id}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await send(method, url, body, {})).statusCode, url).toBe(401);
      expect((await send(method, url, body, client.headers)).statusCode, url).toBe(403);
    }
    expect((await t.app.inject(`/api/categories/${top.slug}`)).statusCode).toBe(200);
  });
});

describe('category attributes', () => {
  it('inherits attributes top first and refuses a key along ancestors and descendants', async () => {
    const { memory, ddr5 } = await memoryTree();
    expect((await detail(ddr5.slug)).attributes.map((a) => a.key)).toEqual([
      'capacity_gb',
      'module_type',
      'ecc',
      'note',
    ]);
    expect((await detail(memory.slug)).attributes.map((a) => a.key)).toEqual([
      'capacity_gb',
      'module_type',
    ]);
    for (const [at, key] of [
      [ddr5.id, 'capacity_gb'],
      [memory.id, 'ecc'],
      [memory.id, 'capacity_gb'],
    ] as const) {
      const res = await send('POST', `/categories/${at}/attributes`, {
        key,
        name: 'Again',
        type: 'text',
      });
      expect(res.statusCode, key).toBe(409);
      expect(errorOf(res).details).toEqual({ key: [ATTRIBUTE_MESSAGES.keyTaken] });
    }
  });

  it('takes a unit only for numbers and options only for enums', async () => {
    const { memory, capacity, moduleType } = await memoryTree();
    let res = await send('POST', `/categories/${memory.id}/attributes`, {
      key: 'color',
      name: 'Colour',
      type: 'text',
      unit: 'GB',
      options: ['Red'],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({
      unit: [ATTRIBUTE_MESSAGES.unitOnlyForNumbers],
      options: [ATTRIBUTE_MESSAGES.optionsOnlyForEnums],
    });
    res = await send('PATCH', `/category-attributes/${moduleType.id}`, { unit: 'GB' });
    expect(errorOf(res).details).toEqual({ unit: [ATTRIBUTE_MESSAGES.unitOnlyForNumbers] });
    res = await send('PATCH', `/category-attributes/${capacity.id}`, { options: ['1'] });
    expect(errorOf(res).details).toEqual({ options: [ATTRIBUTE_MESSAGES.optionsOnlyForEnums] });
    res = await send('PATCH', `/category-attributes/${moduleType.id}`, { options: [] });
    expect(errorOf(res).details).toEqual({ options: [ATTRIBUTE_MESSAGES.optionsRequired] });
    res = await send('PATCH', `/category-attributes/${capacity.id}`, { unit: 'GiB', position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unit: 'GiB', position: 1 });
    res = await send('PATCH', `/category-attributes/${capacity.id}`, { name: 'Size' });
    expect(res.json()).toMatchObject({ name: 'Size', unit: 'GiB' });
  });

  it('refuses to remove an option that live products hold, and renames one by its case', async () => {
    const { ddr5, moduleType } = await memoryTree();
    for (const capacity_gb of [16, 32]) {
      const res = await addProduct({
        categoryId: ddr5.id,
        specifications: { capacity_gb, module_type: 'udimm' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    let res = await send('PATCH', `/category-attributes/${moduleType.id}`, {
      options: ['SODIMM', 'RDIMM'],
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('2 products use UDIMM: change them first');
    expect(errorOf(res).message).toBe(ATTRIBUTE_MESSAGES.optionInUse(2, 'UDIMM'));
    res = await send('PATCH', `/category-attributes/${moduleType.id}`, {
      options: ['Udimm', 'SODIMM'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const held = await t.db.select().from(products).where(eq(products.categoryId, ddr5.id));
    expect(held.map((row) => row.specifications.module_type)).toEqual(['Udimm', 'Udimm']);
    expect(held.map((row) => row.specText).sort()).toEqual(['16 GB · Udimm', '32 GB · Udimm']);
  });

  it("deletes an attribute with its values from the subtree's products", async () => {
    const { ddr5, capacity, ecc } = await memoryTree();
    const res = await addProduct({
      categoryId: ddr5.id,
      specifications: { capacity_gb: 32, ecc: true, module_type: 'RDIMM' },
    });
    const id = res.json()._id as string;
    expect((await productRow(id)).specText).toBe('32 GB · RDIMM · ECC');
    let del = await send('DELETE', `/category-attributes/${ecc.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ deletedCount: 1 });
    expect(await productRow(id)).toMatchObject({
      specifications: { capacity_gb: 32, module_type: 'RDIMM' },
      specText: '32 GB · RDIMM',
    });
    del = await send('DELETE', `/category-attributes/${capacity.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await productRow(id)).toMatchObject({
      specifications: { module_type: 'RDIMM' },
      specText: 'RDIMM',
    });
    expect((await send('DELETE', `/category-attributes/${ecc.id}`)).statusCode).toBe(404);
  });
});

describe('product writes with a category and a specification', () => {
  it('checks each value by its type and answers the problems per key', async () => {
    const { ddr5 } = await memoryTree();
    const res = await addProduct({
      categoryId: ddr5.id,
      specifications: {
        module_type: 'LRDIMM',
        ecc: 'maybe',
        note: 'x'.repeat(201),
        colour: 'red',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({
      'specifications.capacity_gb': [ATTRIBUTE_MESSAGES.required],
      'specifications.module_type': [ATTRIBUTE_MESSAGES.notOption],
      'specifications.ecc': [ATTRIBUTE_MESSAGES.notBoolean],
      'specifications.note': [ATTRIBUTE_MESSAGES.textTooLong],
      'specifications.colour': [ATTRIBUTE_MESSAGES.unknownKey],
    });
    const bad = await addProduct({ categoryId: ddr5.id, specifications: { capacity_gb: 'lots' } });
    expect(errorOf(bad).details).toEqual({
      'specifications.capacity_gb': [ATTRIBUTE_MESSAGES.notNumber],
    });
    const unknown = await addProduct({ categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).details).toEqual({ categoryId: [CATEGORY_MESSAGES.notFound] });
  });

  it('stores typed values and their search text', async () => {
    const { ddr5 } = await memoryTree();
    const res = await addProduct({
      productName: unique('Kingston 32 GB DDR5-4800 ECC RDIMM'),
      categoryId: ddr5.id,
      specifications: { capacity_gb: '32', module_type: 'rdimm', ecc: 'yes', note: ' Tall ' },
      details: '## Fits\n\n- Servers',
      gallery: ['/uploads/demo/a.webp', '/uploads/demo/b.webp'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await productRow(res.json()._id);
    expect(row).toMatchObject({
      categoryId: ddr5.id,
      specifications: { capacity_gb: 32, module_type: 'RDIMM', ecc: true, note: 'Tall' },
      specText: '32 GB · RDIMM · ECC · Tall',
      details: '## Fits\n\n- Servers',
      gallery: ['/uploads/demo/a.webp', '/uploads/demo/b.webp'],
    });
    expect(row.slug).toMatch(/^kingston-32-gb-ddr5-4800-ecc-rdimm-/);
    const read = await t.app.inject(`/api/products/${row.id}`);
    expect(read.json()).toMatchObject({ categoryId: ddr5.id, slug: row.slug });
  });

  it('keeps values not sent on PATCH, removes null ones, and drops keys on a category change', async () => {
    const { memory, ddr5 } = await memoryTree();
    const id = (
      await addProduct({
        categoryId: ddr5.id,
        specifications: { capacity_gb: 64, ecc: false, module_type: 'UDIMM' },
      })
    ).json()._id as string;
    let res = await send('PATCH', `/products/${id}`, { specifications: { ecc: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await productRow(id)).specifications).toEqual({
      capacity_gb: 64,
      module_type: 'UDIMM',
    });
    res = await send('PATCH', `/products/${id}`, { specifications: { capacity_gb: '' } });
    expect(errorOf(res).details).toEqual({
      'specifications.capacity_gb': [ATTRIBUTE_MESSAGES.required],
    });
    await send('PATCH', `/products/${id}`, { specifications: { ecc: true } });
    // Memory has no `ecc`: the move drops it.
    res = await send('PATCH', `/products/${id}`, { categoryId: memory.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ categoryId: memory.id });
    expect(await productRow(id)).toMatchObject({
      specifications: { capacity_gb: 64, module_type: 'UDIMM' },
      specText: '64 GB · UDIMM',
    });
    // Another field alone keeps the specification as it is.
    res = await send('PATCH', `/products/${id}`, { productPrice: 1500 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await productRow(id)).specText).toBe('64 GB · UDIMM');
    res = await send('PATCH', `/products/${id}`, { categoryId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productRow(id)).toMatchObject({ categoryId: null, specifications: {} });
  });

  it('requires the required values of a new category', async () => {
    const { ddr5 } = await memoryTree();
    const id = (await addProduct({})).json()._id as string;
    const res = await send('PATCH', `/products/${id}`, { categoryId: ddr5.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual({
      'specifications.capacity_gb': [ATTRIBUTE_MESSAGES.required],
    });
  });

  it('gives a default slug a suffix when taken, and refuses a sent slug in use', async () => {
    const name = unique('Crucial Pro DDR5');
    const first = await addProduct({ productName: name, sku: `A-${sequence}` });
    const firstSlug = (await productRow(first.json()._id)).slug;
    // Another name with the same slug (punctuation differs).
    const second = await addProduct({ productName: `${name}!`, sku: `B-${sequence}` });
    expect(second.statusCode, second.body).toBe(201);
    expect((await productRow(second.json()._id)).slug).toBe(`${firstSlug}-2`);
    const third = await addProduct({ productName: `${name}?`, sku: `C-${sequence}` });
    expect((await productRow(third.json()._id)).slug).toBe(`${firstSlug}-3`);
    const taken = await addProduct({ slug: firstSlug });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).details).toEqual({ slug: [SLUG_MESSAGES.taken] });
    const edit = await send('PATCH', `/products/${third.json()._id}`, { slug: firstSlug });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).details).toEqual({ slug: [SLUG_MESSAGES.taken] });
    const renamed = await send('PATCH', `/products/${third.json()._id}`, {
      slug: `${firstSlug}-pro`,
    });
    expect(renamed.json()).toMatchObject({ slug: `${firstSlug}-pro` });
  });

  it('limits details and the gallery', async () => {
    const res = await addProduct({
      details: 'x'.repeat(20_001),
      gallery: Array.from({ length: 9 }, (_, i) => `/uploads/demo/${i}.webp`),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).details ?? {}).sort()).toEqual(['details', 'gallery']);
  });
});
