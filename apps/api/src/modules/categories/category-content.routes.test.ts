import {
  ApiErrorSchema,
  CategoryContentSchema,
  CategoryDetailSchema,
  CategoryListSchema,
  ProductFacetsSchema,
  ProductPageSchema,
  type Category,
} from '@partline/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, categoryAttributeTranslations } from '../../db/schema/index.js';
import { createAdmin, sendAs, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { testDatabaseKind, useTestApp } from '../../../test/helpers/test-app.js';
import { expectAnnounced, useTwoInstances } from '../../../test/helpers/two-instances.js';

// Category and attribute texts in Bangla (decision 326): the tree, a category's page, the facets
// and a product's page answer them when a request prefers Bangla, English where there are none.

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const BN = { 'accept-language': 'bn' };
const EN = { 'accept-language': 'en' };

const get = (url: string, headers: Record<string, string> = {}, app: App = t.app) =>
  app.inject({ method: 'GET', url, headers });

const send = (method: 'POST' | 'PATCH', url: string, body: object) =>
  sendAs(t.app, admin, method, url, body);

async function createCategory(body: object): Promise<Category> {
  const res = await send('POST', '/api/categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Category>();
}

async function createAttribute(categoryId: string, body: object): Promise<{ id: string }> {
  const res = await send('POST', `/api/categories/${categoryId}/attributes`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

const contentOf = async (id: string) => {
  const res = await get(`/api/categories/${id}/content`, { ...admin.headers, ...BN });
  expect(res.statusCode, res.body).toBe(200);
  return CategoryContentSchema.parse(res.json());
};

const tree = async (headers: Record<string, string>) =>
  CategoryListSchema.parse((await get('/api/categories', headers)).json());

describe('category and attribute texts in Bangla', () => {
  let memory: Category;
  let ddr5: Category;
  let moduleType: { id: string };
  let ecc: { id: string };
  let productSlug: string;

  beforeAll(async () => {
    memory = await createCategory({
      name: 'Memory',
      description: 'Modules for desktops and servers.',
      translations: { bn: { name: 'মেমরি', description: 'ডেস্কটপ ও সার্ভারের মডিউল।' } },
    });
    ddr5 = await createCategory({ name: 'DDR5', parentId: memory.id });
    moduleType = await createAttribute(memory.id, {
      key: 'module_type',
      name: 'Module type',
      type: 'enum',
      options: ['UDIMM', 'RDIMM'],
      filterable: true,
      translations: { bn: { name: 'মডিউলের ধরন', options: { rdimm: 'রেজিস্টার্ড' } } },
    });
    ecc = await createAttribute(ddr5.id, {
      key: 'ecc',
      name: 'ECC',
      type: 'boolean',
      filterable: true,
    });
    await createAttribute(memory.id, {
      key: 'capacity_gb',
      name: 'Capacity',
      type: 'number',
      unit: 'GB',
      filterable: true,
      translations: { bn: { name: 'ধারণক্ষমতা' } },
    });
    const product = await insertProduct(t.db, {
      productName: 'Partline Server Module 32 GB',
      categoryId: ddr5.id,
      specifications: { module_type: 'RDIMM', ecc: true, capacity_gb: 32 },
      details: '## Fitting',
    });
    productSlug = product.slug;
    await insertProduct(t.db, {
      categoryId: ddr5.id,
      specifications: { module_type: 'UDIMM', ecc: false, capacity_gb: 16 },
    });
  });

  it('answers the stored texts of a category and its own attributes, whatever the language', async () => {
    const stored = await contentOf(memory.id);
    expect(stored.en).toEqual({ name: 'Memory', description: 'Modules for desktops and servers.' });
    expect(stored.bn).toEqual({ name: 'মেমরি', description: 'ডেস্কটপ ও সার্ভারের মডিউল।' });
    // A label sent for `rdimm` is the option's as spelled: RDIMM.
    expect(stored.attributes.find((a) => a.key === 'module_type')).toEqual({
      id: moduleType.id,
      key: 'module_type',
      en: { name: 'Module type', options: ['UDIMM', 'RDIMM'] },
      bn: { name: 'মডিউলের ধরন', options: { RDIMM: 'রেজিস্টার্ড' } },
    });
    expect((await contentOf(ddr5.id)).bn).toEqual({ name: null, description: null });
    expect((await get(`/api/categories/${memory.id}/content`, client.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await get('/api/categories/00000000-0000-4000-8000-000000000000/content', admin.headers))
        .statusCode,
    ).toBe(404);
  });

  it('answers the tree and a category page in Bangla, English where there is no translation', async () => {
    const bn = await tree(BN);
    expect(bn.find((c) => c.id === memory.id)).toMatchObject({
      name: 'মেমরি',
      description: 'ডেস্কটপ ও সার্ভারের মডিউল।',
      slug: memory.slug,
    });
    expect(bn.find((c) => c.id === ddr5.id)?.name).toBe('DDR5');
    expect((await tree(EN)).find((c) => c.id === memory.id)?.name).toBe('Memory');

    const res = await get(`/api/categories/${ddr5.slug}`, BN);
    expect(res.headers['content-language']).toBe('bn');
    const detail = CategoryDetailSchema.parse(res.json());
    expect(detail.breadcrumbs.map((crumb) => crumb.name)).toEqual(['মেমরি', 'DDR5']);
    expect(detail.attributes.map((attribute) => attribute.name)).toEqual([
      'মডিউলের ধরন',
      'ধারণক্ষমতা',
      'ECC',
    ]);
    // Options stay the values products hold and filters name.
    expect(detail.attributes[0]?.options).toEqual(['UDIMM', 'RDIMM']);
  });

  it("labels the facets' categories, attributes and options in Bangla", async () => {
    const read = async (headers: Record<string, string>) => {
      const res = await get(`/api/products/facets?category=${memory.slug}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return { res, facets: ProductFacetsSchema.parse(res.json()) };
    };
    const { res, facets } = await read(BN);
    expect(res.headers['content-language']).toBe('bn');
    expect(facets.category?.name).toBe('মেমরি');
    expect(facets.children.map((child) => child.name)).toEqual(['DDR5']);
    const moduleFacet = facets.attributes.find((a) => a.key === 'module_type');
    expect(moduleFacet?.name).toBe('মডিউলের ধরন');
    expect(moduleFacet?.values).toEqual([
      { value: 'UDIMM', count: 1, selected: false },
      { value: 'RDIMM', label: 'রেজিস্টার্ড', count: 1, selected: false },
    ]);
    const english = await read(EN);
    expect(english.facets.category?.name).toBe('Memory');
    expect(english.facets.attributes.find((a) => a.key === 'module_type')?.values[1]).toEqual({
      value: 'RDIMM',
      count: 1,
      selected: false,
    });
    expect(english.res.headers.etag).not.toBe(res.headers.etag);
  });

  it("answers a product's page with its category path, specification names and values in Bangla", async () => {
    const res = await get(`/api/product-pages/${productSlug}`, BN);
    expect(res.headers['content-language']).toBe('bn');
    const page = ProductPageSchema.parse(res.json());
    expect(page.breadcrumbs.map((crumb) => crumb.name)).toEqual(['মেমরি', 'DDR5']);
    expect(page.category?.name).toBe('DDR5');
    expect(page.specification.map(({ name, display }) => [name, display])).toEqual([
      ['মডিউলের ধরন', 'রেজিস্টার্ড'],
      ['ধারণক্ষমতা', '32 GB'],
      ['ECC', 'হ্যাঁ'],
    ]);
    // The stored values are the same in both languages; no product translation: its own texts.
    expect(page.specifications).toEqual({ module_type: 'RDIMM', ecc: true, capacity_gb: 32 });
    expect(page.product.productName).toBe('Partline Server Module 32 GB');
    expect(page.details).toBe('## Fitting');
    const english = ProductPageSchema.parse(
      (await get(`/api/product-pages/${productSlug}`)).json(),
    );
    expect(english.specification.map(({ display }) => display)).toEqual(['RDIMM', '32 GB', 'Yes']);
  });

  it('renames in Bangla through PATCH, keeping what is left out, and both languages see it at once', async () => {
    expect((await tree(BN)).find((c) => c.id === ddr5.id)?.name).toBe('DDR5');
    const res = await send('PATCH', `/api/categories/${ddr5.id}`, {
      translations: { bn: { description: 'বর্তমান প্ল্যাটফর্মের জন্য।' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await contentOf(ddr5.id)).bn).toEqual({
      name: null,
      description: 'বর্তমান প্ল্যাটফর্মের জন্য।',
    });
    expect((await tree(BN)).find((c) => c.id === ddr5.id)?.description).toBe(
      'বর্তমান প্ল্যাটফর্মের জন্য।',
    );
    // A rename in English reaches the Bangla tree where it has no Bangla name.
    expect(
      (await send('PATCH', `/api/categories/${ddr5.id}`, { name: 'DDR5 memory' })).statusCode,
    ).toBe(200);
    expect((await tree(BN)).find((c) => c.id === ddr5.id)?.name).toBe('DDR5 memory');
    const edits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ddr5.id), eq(auditLog.action, 'category.edit')));
    expect(edits.map((edit) => edit.after)).toContainEqual(
      expect.objectContaining({
        translations: { bn: { name: null, description: 'বর্তমান প্ল্যাটফর্মের জন্য।' } },
      }),
    );
  });

  it("keeps an option's label when its case changes, drops it with the option, and refuses one of no option", async () => {
    const category = await createCategory({ name: 'Cables' });
    const kind = await createAttribute(category.id, {
      key: 'cable_kind',
      name: 'Kind',
      type: 'enum',
      options: ['Copper', 'Fibre'],
      translations: { bn: { options: { Copper: 'তামা', Fibre: 'ফাইবার' } } },
    });
    const labels = async () =>
      (await contentOf(category.id)).attributes.find((a) => a.id === kind.id)?.bn.options;
    const edit = (body: object) => send('PATCH', `/api/category-attributes/${kind.id}`, body);

    expect((await edit({ options: ['COPPER', 'Fibre'] })).statusCode).toBe(200);
    expect(await labels()).toEqual({ COPPER: 'তামা', Fibre: 'ফাইবার' });
    expect((await edit({ options: ['COPPER'] })).statusCode).toBe(200);
    expect(await labels()).toEqual({ COPPER: 'তামা' });

    const refused = await edit({
      name: 'Cable kind',
      translations: { bn: { options: { Gold: 'সোনা' } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(refused.json()).error.details).toEqual({
      'translations.bn.options': ['Gold is not an option of this attribute'],
    });
    // Nothing of the refused edit stays.
    expect((await contentOf(category.id)).attributes[0]?.en.name).toBe('Kind');

    // The labels sent are the whole set: one left out or blank has none.
    expect(
      (await edit({ translations: { bn: { name: 'ধরন', options: { copper: '' } } } })).statusCode,
    ).toBe(200);
    expect(await labels()).toEqual({});
    expect(
      await t.db
        .select()
        .from(categoryAttributeTranslations)
        .where(eq(categoryAttributeTranslations.attributeId, kind.id)),
    ).toMatchObject([{ name: 'ধরন', optionLabels: {} }]);
    const tooLong = await edit({ translations: { bn: { name: 'ক'.repeat(61) } } });
    expect(ApiErrorSchema.parse(tooLong.json()).error.details).toEqual({
      'translations.bn.name': ['At most 60 characters'],
    });
  });

  it('drops the Bangla answers kept when an attribute’s translation changes', async () => {
    const read = async () =>
      ProductPageSchema.parse((await get(`/api/product-pages/${productSlug}`, BN)).json())
        .specification[2]?.name;
    expect(await read()).toBe('ECC');
    const res = await send('PATCH', `/api/category-attributes/${ecc.id}`, {
      translations: { bn: { name: 'ত্রুটি সংশোধন (ECC)' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toBe('ত্রুটি সংশোধন (ECC)');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  const instances = useTwoInstances();
  let adminA: TestUser;
  beforeAll(async () => {
    adminA = await createAdmin(instances.appA);
  });

  it("a category's Bangla name written through one instance reaches the other's kept tree", async () => {
    const created = await sendAs(instances.appA, adminA, 'POST', '/api/categories', {
      name: 'Shared Cooling',
    });
    const id = created.json<Category>().id;
    const nameOnB = async () =>
      CategoryListSchema.parse((await get('/api/categories', BN, instances.appB)).json()).find(
        (category) => category.id === id,
      )?.name;
    await expectAnnounced(nameOnB).toBe('Shared Cooling');
    const edited = await sendAs(instances.appA, adminA, 'PATCH', `/api/categories/${id}`, {
      translations: { bn: { name: 'কুলিং' } },
    });
    expect(edited.statusCode).toBe(200);
    await expectAnnounced(nameOnB).toBe('কুলিং');
  });
});
