import {
  ApiErrorSchema,
  CartSchema,
  ProductContentSchema,
  ProductListSchema,
  ProductSchema,
  ProductSearchResultSchema,
  type Product,
} from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, productTranslations } from '../../db/schema/index.js';
import {
  createAdmin,
  sendAs,
  signUpUser,
  type TestUser,
  useAccounts,
} from '../../../test/helpers/auth.js';
import { addToCart } from '../../../test/helpers/cart.js';
import { testDatabaseKind, useTestApp } from '../../../test/helpers/test-app.js';
import { expectAnnounced, useTwoInstances } from '../../../test/helpers/two-instances.js';

// Product texts in Bangla (decision 326): entered beside the English, answered when a request
// prefers Bangla, field by field, English where there is no translation.

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const BN = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

const DESCRIPTION_BN =
  'ব্যবসায়িক সার্ভারের জন্য নির্ভরযোগ্য মেমরি মডিউল, পাঠানোর আগে পুরো এক সপ্তাহ পরীক্ষা করা হয়।';

/** `GET url` with `headers` (a language, a validator). */
const get = (url: string, headers: Record<string, string> = {}, app: App = t.app) =>
  app.inject({ method: 'GET', url, headers });

/** Adds a product as the admin with `overrides`; answers its id. */
async function addProduct(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await sendAs(t.app, admin, 'POST', '/api/product', {
    ...buildProductInput(),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
}

const editProduct = (id: string, body: object) =>
  sendAs(t.app, admin, 'PATCH', `/api/products/${id}`, body);

const content = async (id: string, headers: Record<string, string> = BN) => {
  const res = await get(`/api/products/${id}/content`, { ...admin.headers, ...headers });
  expect(res.statusCode, res.body).toBe(200);
  return ProductContentSchema.parse(res.json());
};

const inList = async (id: string, headers: Record<string, string>) => {
  const res = await get('/api/products', headers);
  expect(res.statusCode).toBe(200);
  return ProductListSchema.parse(res.json()).find((product) => product._id === id);
};

const one = async (id: string, headers: Record<string, string>) =>
  ProductSchema.parse((await get(`/api/products/${id}`, headers)).json());

/** `GET /products/search?q=` of the words `q`, in the language of `headers`. */
const search = async (q: string, headers: Record<string, string> = {}) => {
  const res = await get(`/api/products/search?q=${encodeURIComponent(q)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ProductSearchResultSchema.parse(res.json());
};

describe('entering Bangla texts', () => {
  it('adds a product with its Bangla name, description and details, audited with them', async () => {
    const id = await addProduct({
      productName: 'Partline Entry Module 16 GB',
      translations: {
        bn: {
          productName: '  পার্টলাইন এন্ট্রি মডিউল ১৬ GB  ',
          productDescription: DESCRIPTION_BN,
          details: '## বিস্তারিত\n\nদুটি স্লটে বসান।',
        },
      },
    });
    // Answered as stored whatever the language asked for: the form edits these.
    expect(await content(id, BN)).toEqual({
      en: {
        productName: 'Partline Entry Module 16 GB',
        productDescription: expect.any(String),
        details: '',
      },
      bn: {
        productName: 'পার্টলাইন এন্ট্রি মডিউল ১৬ GB',
        productDescription: DESCRIPTION_BN,
        details: '## বিস্তারিত\n\nদুটি স্লটে বসান।',
      },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'product.add')));
    expect(entry?.after).toMatchObject({
      productName: 'Partline Entry Module 16 GB',
      translations: {
        bn: { productName: 'পার্টলাইন এন্ট্রি মডিউল ১৬ GB', productDescription: DESCRIPTION_BN },
      },
    });
  });

  it('keeps what a PATCH leaves out, removes what it blanks, and audits before and after', async () => {
    const id = await addProduct({
      translations: { bn: { productName: 'পুরোনো নাম', productDescription: DESCRIPTION_BN } },
    });
    expect(
      (await editProduct(id, { translations: { bn: { productName: 'নতুন নাম' } } })).statusCode,
    ).toBe(200);
    expect((await content(id)).bn).toEqual({
      productName: 'নতুন নাম',
      productDescription: DESCRIPTION_BN,
      details: null,
    });
    // A price edit without translations leaves them alone.
    expect((await editProduct(id, { productPrice: 1500 })).statusCode).toBe(200);
    expect((await content(id)).bn.productName).toBe('নতুন নাম');

    expect(
      (
        await editProduct(id, {
          translations: { bn: { productName: '', productDescription: null } },
        })
      ).statusCode,
    ).toBe(200);
    expect((await content(id)).bn).toEqual({
      productName: null,
      productDescription: null,
      details: null,
    });
    // Nothing left: no row.
    expect(
      await t.db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    ).toEqual([]);

    const [latest] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'product.edit')))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(latest?.before).toMatchObject({
      translations: { bn: { productName: 'নতুন নাম', productDescription: DESCRIPTION_BN } },
    });
    expect(latest?.after).toMatchObject({
      translations: { bn: { productName: null, productDescription: null } },
    });
  });

  it('refuses a Bangla text too long on its field, and changes nothing', async () => {
    const id = await addProduct({ translations: { bn: { productName: 'সঠিক নাম' } } });
    const res = await editProduct(id, {
      productPrice: 999,
      translations: { bn: { productName: 'ক'.repeat(121), productDescription: 'ক'.repeat(401) } },
    });
    expect(res.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(res.json()).error;
    expect(error.details).toMatchObject({
      'translations.bn.productName': ['At most 120 characters'],
      'translations.bn.productDescription': ['At most 400 characters'],
    });
    expect((await content(id)).bn.productName).toBe('সঠিক নাম');
    expect((await one(id, EN)).productPrice).not.toBe(999);
  });

  it('answers the stored texts to admins only, and 404 for an unknown or deleted product', async () => {
    const id = await addProduct();
    expect((await get(`/api/products/${id}/content`, client.headers)).statusCode).toBe(403);
    expect((await get(`/api/products/${id}/content`)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/products/${unknown}/content`, admin.headers)).statusCode).toBe(404);
    expect((await get('/api/products/not-an-id/content', admin.headers)).statusCode).toBe(404);
    expect((await sendAs(t.app, admin, 'DELETE', `/api/product/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/products/${id}/content`, admin.headers)).statusCode).toBe(404);
  });
});

describe('reading in Bangla', () => {
  let translated: string;
  let nameOnly: string;
  let untranslated: string;
  const NAME = 'Partline Reading Drive 2 TB';
  const READING_DESCRIPTION = 'এক সপ্তাহের বার্ন-ইন পরীক্ষা শেষে প্যাক করা অফিসের ড্রাইভ।';
  beforeAll(async () => {
    translated = await addProduct({
      productName: NAME,
      translations: {
        bn: { productName: 'পার্টলাইন রিডিং ড্রাইভ ২ TB', productDescription: READING_DESCRIPTION },
      },
    });
    nameOnly = await addProduct({ translations: { bn: { productName: 'শুধু নাম অনূদিত' } } });
    untranslated = await addProduct({ productName: 'Partline Plain Cable' });
  });

  it('answers the catalog list field by field, English where a text has no translation', async () => {
    const bn = await inList(translated, BN);
    expect(bn).toMatchObject({
      productName: 'পার্টলাইন রিডিং ড্রাইভ ২ TB',
      productDescription: READING_DESCRIPTION,
    });
    const en = await inList(translated, EN);
    expect(en?.productName).toBe(NAME);
    const half = await inList(nameOnly, BN);
    expect(half?.productName).toBe('শুধু নাম অনূদিত');
    expect(half?.productDescription).toBe((await inList(nameOnly, EN))?.productDescription);
    expect((await inList(untranslated, BN))?.productName).toBe('Partline Plain Cable');
    // Everything but the texts is the same answer.
    const { productName: _a, productDescription: _b, ...rest } = bn as Product;
    const { productName: _c, productDescription: _d, ...restEn } = en as Product;
    expect(rest).toEqual(restEn);
  });

  it('answers one product, a keyset page and a search by words in Bangla too', async () => {
    expect((await one(translated, BN)).productName).toBe('পার্টলাইন রিডিং ড্রাইভ ২ TB');
    expect((await one(translated, {})).productName).toBe(NAME);
    const page = ProductListSchema.parse(
      (await get('/api/products?limit=100&sort=newest', BN)).json(),
    );
    expect(page.find((p) => p._id === translated)?.productName).toBe('পার্টলাইন রিডিং ড্রাইভ ২ TB');
    const named = ProductListSchema.parse(
      (await get('/api/products?q=Reading%20Drive', BN)).json(),
    );
    expect(named.map((p) => p.productName)).toEqual(['পার্টলাইন রিডিং ড্রাইভ ২ TB']);
  });

  it('finds a product by a word of its Bangla name or description, in either language', async () => {
    const byName = await search('রিডিং', BN);
    expect(byName.items.map((p) => p._id)).toEqual([translated]);
    expect(byName.items[0]?.productName).toBe('পার্টলাইন রিডিং ড্রাইভ ২ TB');
    // An English reader who types the Bangla word finds it too, answered in English.
    const inEnglish = await search('রিডিং');
    expect(inEnglish.items.map((p) => p.productName)).toEqual([NAME]);
    // Bangla and English words together: each must match.
    expect((await search('রিডিং Reading', BN)).total).toBe(1);
    expect((await search('রিডিং Cable', BN)).total).toBe(0);
    // A word of the description, and none of any text.
    expect((await search('বার্ন-ইন', BN)).items.map((p) => p._id)).toEqual([translated]);
    expect((await search('অজানা', BN)).total).toBe(0);
    // Manage Product's search box reads the same words.
    const listed = ProductListSchema.parse(
      (await get(`/api/products?q=${encodeURIComponent('অনূদিত')}`, BN)).json(),
    );
    expect(listed.map((p) => p._id)).toEqual([nameOnly]);
  });

  it('says the language of every answer and varies on it, with an ETag per language', async () => {
    for (const url of [
      '/api/products',
      `/api/products/${translated}`,
      '/api/products/search?q=Partline',
      '/api/products?limit=2',
      `/api/products/${untranslated}`,
    ]) {
      const bn = await get(url, BN);
      const en = await get(url, EN);
      const none = await get(url);
      expect([bn.headers['content-language'], en.headers['content-language']], url).toEqual([
        'bn',
        'en',
      ]);
      expect(none.headers['content-language'], url).toBe('en');
      expect(String(bn.headers.vary), url).toMatch(/accept-language/i);
      expect(String(none.headers.vary), url).toMatch(/accept-language/i);
      // Even an answer whose bytes are the English ones (no text translated) has its own ETag.
      expect(bn.headers.etag, url).not.toBe(en.headers.etag);
      expect(en.headers.etag, url).toBe(none.headers.etag);
      // One language's validator never revalidates the other's answer.
      const crossed = await get(url, { ...BN, 'if-none-match': String(en.headers.etag) });
      expect(crossed.statusCode, url).toBe(200);
      const same = await get(url, { ...BN, 'if-none-match': String(bn.headers.etag) });
      expect(same.statusCode, url).toBe(304);
      expect(same.headers['content-language'], url).toBe('bn');
    }
  });

  it('says no language on an error', async () => {
    const res = await get('/api/products/00000000-0000-4000-8000-000000000000', BN);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('drops both languages’ kept answers when a product or its translation changes', async () => {
    const id = await addProduct({ productName: 'Partline Changing Part' });
    // Each kept: the list's snapshot, one product, a search.
    const read = async () => ({
      listBn: (await inList(id, BN))?.productName,
      listEn: (await inList(id, EN))?.productName,
      oneBn: (await one(id, BN)).productName,
      searchBn: (await search('Changing', BN)).items[0]?.productName,
      searchEn: (await search('Changing', EN)).items[0]?.productName,
    });
    expect(await read()).toEqual({
      listBn: 'Partline Changing Part',
      listEn: 'Partline Changing Part',
      oneBn: 'Partline Changing Part',
      searchBn: 'Partline Changing Part',
      searchEn: 'Partline Changing Part',
    });
    expect(
      (await editProduct(id, { translations: { bn: { productName: 'বদলানো অংশ' } } })).statusCode,
    ).toBe(200);
    expect(await read()).toEqual({
      listBn: 'বদলানো অংশ',
      listEn: 'Partline Changing Part',
      oneBn: 'বদলানো অংশ',
      searchBn: 'বদলানো অংশ',
      searchEn: 'Partline Changing Part',
    });
    expect((await editProduct(id, { productName: 'Partline Changing Part Mk2' })).statusCode).toBe(
      200,
    );
    expect(await read()).toEqual({
      listBn: 'বদলানো অংশ',
      listEn: 'Partline Changing Part Mk2',
      oneBn: 'বদলানো অংশ',
      searchBn: 'বদলানো অংশ',
      searchEn: 'Partline Changing Part Mk2',
    });
  });

  it('answers a translation written in the database without the app (the trigger notifies)', async () => {
    const id = await addProduct({ productName: 'Partline Trigger Part' });
    expect((await inList(id, BN))?.productName).toBe('Partline Trigger Part');
    await t.db
      .insert(productTranslations)
      .values({ productId: id, locale: 'bn', name: 'ট্রিগার অংশ' });
    await expectAnnounced(async () => (await inList(id, BN))?.productName).toBe('ট্রিগার অংশ');
  });

  it("names the cart's products in the cart's language", async () => {
    const buyer = await signUpUser(t.app, { name: 'Cart Reader' });
    expect((await addToCart(t.app, buyer, translated, 10)).statusCode).toBe(200);
    expect((await addToCart(t.app, buyer, untranslated, 10)).statusCode).toBe(200);
    const names = async (headers: Record<string, string>) => {
      const res = await get('/api/cart', { ...buyer.headers, ...headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(headers === BN ? 'bn' : 'en');
      return CartSchema.parse(res.json()).lines.map((line) => line.productName);
    };
    expect(await names(BN)).toEqual(['পার্টলাইন রিডিং ড্রাইভ ২ TB', 'Partline Plain Cable']);
    expect(await names(EN)).toEqual([NAME, 'Partline Plain Cable']);
    // A write of the cart answers the cart in the request's language too.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${translated}`,
      headers: { ...buyer.headers, ...BN },
      payload: { quantity: 20 },
    });
    expect(changed.statusCode).toBe(200);
    expect(CartSchema.parse(changed.json()).lines[0]?.productName).toBe(
      'পার্টলাইন রিডিং ড্রাইভ ২ TB',
    );
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quick-order',
      headers: { ...buyer.headers, ...BN },
      payload: { csv: `${(await one(translated, EN)).sku}, 30` },
    });
    expect(quick.statusCode, quick.body).toBe(200);
    expect(
      CartSchema.parse(quick.json<{ cart: unknown }>().cart)
        .lines.map((line) => line.productName)
        .sort(),
    ).toEqual(['Partline Plain Cable', 'পার্টলাইন রিডিং ড্রাইভ ২ TB']);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  const instances = useTwoInstances();
  let adminA: TestUser;
  beforeAll(async () => {
    adminA = await createAdmin(instances.appA);
  });

  it("a translation written through one instance reaches both languages' answers kept by the other", async () => {
    const created = await sendAs(instances.appA, adminA, 'POST', '/api/product', {
      ...buildProductInput({ productName: 'Partline Shared Part' }),
    });
    const id = created.json<{ _id: string }>()._id;
    const onB = async (headers: Record<string, string>) =>
      ProductListSchema.parse((await get('/api/products', headers, instances.appB)).json()).find(
        (product) => product._id === id,
      )?.productName;
    await expectAnnounced(() => onB(BN)).toBe('Partline Shared Part');
    await expectAnnounced(() => onB(EN)).toBe('Partline Shared Part');

    const edited = await sendAs(instances.appA, adminA, 'PATCH', `/api/products/${id}`, {
      translations: { bn: { productName: 'ভাগ করা অংশ' } },
    });
    expect(edited.statusCode).toBe(200);
    await expectAnnounced(() => onB(BN)).toBe('ভাগ করা অংশ');
    await expectAnnounced(
      async () =>
        ProductSchema.parse((await get(`/api/products/${id}`, BN, instances.appB)).json())
          .productName,
    ).toBe('ভাগ করা অংশ');

    // An English change drops the Bangla answers too (the product's own fields are in both).
    await instances.shared.handle.db.execute(
      sql`UPDATE products SET available_quantity = 77 WHERE id = ${id}`,
    );
    await expectAnnounced(
      async () =>
        ProductSchema.parse((await get(`/api/products/${id}`, BN, instances.appB)).json())
          .availableQuantity,
    ).toBe(77);
  });
});
