import {
  ApiErrorSchema,
  AuditLogPageSchema,
  EXPORT_SALE_MESSAGES,
  ProductSchema,
  type Product,
} from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const patch = (id: string, payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers, payload });
const getProduct = async (id: string) =>
  ProductSchema.parse((await t.app.inject(`/api/products/${id}`)).json());
const details = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error.details;

const keyboardTiers = [
  { minQuantity: 100, unitPrice: 1450 },
  { minQuantity: 500, unitPrice: 1380 },
  { minQuantity: 1000, unitPrice: 1320 },
];

describe('PATCH /api/products/:id', () => {
  it('edits every field but the stock and answers the product as the catalog now shows it', async () => {
    const row = await insertProduct(t.db, { minOrder: 10, availableQuantity: 700 });
    const res = await patch(row.id, {
      productName: '  Office Keyboard KB-110 ',
      sku: ' pl-kb-110 ',
      productPrice: '1450',
      minOrder: '100',
      orderIncrement: '100',
      priceTiers: keyboardTiers,
      productImage: '/uploads/demo/kb-110.webp',
      productDescription: 'A full-size office keyboard. '.repeat(5),
      availableQuantity: 5,
      heldQuantity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected: Partial<Product> = {
      _id: row.id,
      productName: 'Office Keyboard KB-110',
      sku: 'PL-KB-110',
      productPrice: 1450,
      minOrder: 100,
      orderIncrement: 100,
      priceTiers: keyboardTiers,
      productImage: '/uploads/demo/kb-110.webp',
      availableQuantity: 700,
      heldQuantity: 0,
    };
    expect(res.json()).toMatchObject(expected);
    // The catalog cache heard of it: GET answers the edit at once.
    expect(await getProduct(row.id)).toMatchObject(expected);
  });

  it('moves the first tier with the price or the minimum order, and the price with the tiers', async () => {
    const row = await insertProduct(t.db, {
      productPrice: 1450,
      minOrder: 100,
      volumeTiers: [{ minQuantity: 500, unitPrice: 1380 }],
    });
    expect((await patch(row.id, { productPrice: 1500 })).json()).toMatchObject({
      productPrice: 1500,
      priceTiers: [
        { minQuantity: 100, unitPrice: 1500 },
        { minQuantity: 500, unitPrice: 1380 },
      ],
    });
    expect((await patch(row.id, { minOrder: 50 })).json()).toMatchObject({
      minOrder: 50,
      priceTiers: [
        { minQuantity: 50, unitPrice: 1500 },
        { minQuantity: 500, unitPrice: 1380 },
      ],
    });
    const tiers = [
      { minQuantity: 50, unitPrice: 1490.5 },
      { minQuantity: 200, unitPrice: 1400 },
    ];
    expect((await patch(row.id, { priceTiers: tiers })).json()).toMatchObject({
      productPrice: 1490.5,
      priceTiers: tiers,
    });
  });

  it.each([
    [
      { sku: 'x' },
      'sku',
      'SKU is 2 to 40 letters, digits and dashes, starting with a letter or digit',
    ],
    [{ sku: '  ' }, 'sku', 'SKU is Required'],
    [{ orderIncrement: 0 }, 'orderIncrement', 'Order increment must be at least 1'],
    [{ productPrice: 0 }, 'productPrice', 'Price must be greater than 0'],
    [{ productDescription: 'short' }, 'productDescription', 'Minimum 100 character required'],
    [
      { priceTiers: [{ minQuantity: 20, unitPrice: 100 }] },
      'priceTiers.0.minQuantity',
      'The first tier starts at the minimum order',
    ],
    [
      {
        priceTiers: [
          { minQuantity: 10, unitPrice: 100 },
          { minQuantity: 50, unitPrice: 120 },
        ],
      },
      'priceTiers.1.unitPrice',
      'Each tier price is below the one before',
    ],
    [
      {
        orderIncrement: 20,
        priceTiers: [
          { minQuantity: 10, unitPrice: 100 },
          { minQuantity: 40, unitPrice: 90 },
        ],
      },
      'priceTiers.1.minQuantity',
      'A tier starts at an orderable quantity: 10 plus a multiple of 20',
    ],
    [{ minOrder: 600 }, 'priceTiers.1.minQuantity', 'Each tier starts above the one before'],
    [
      { productPrice: 90, priceTiers: [{ minQuantity: 10, unitPrice: 100 }] },
      'priceTiers.0.unitPrice',
      'The first tier price is the product price',
    ],
  ])('refuses %j with 400 on %s', async (payload, field, message) => {
    const row = await insertProduct(t.db, {
      productPrice: 100,
      minOrder: 10,
      volumeTiers: [{ minQuantity: 500, unitPrice: 90 }],
    });
    const res = await patch(row.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(details(res)).toMatchObject({ [field]: [message] });
    expect(await getProduct(row.id)).toMatchObject({ productPrice: 100, minOrder: 10 });
  });

  it('refuses an empty edit', async () => {
    const row = await insertProduct(t.db);
    const res = await patch(row.id, { availableQuantity: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('is for admins: anonymous 401, a client 403, nothing changed', async () => {
    const row = await insertProduct(t.db, { productPrice: 100 });
    expect((await patch(row.id, { productPrice: 1 }, {})).statusCode).toBe(401);
    expect((await patch(row.id, { productPrice: 1 }, client.headers)).statusCode).toBe(403);
    expect(await getProduct(row.id)).toMatchObject({ productPrice: 100 });
  });

  it('answers 404 for a deleted, unknown or malformed id', async () => {
    const row = await insertProduct(t.db, { deletedAt: new Date() });
    expect((await patch(row.id, { productPrice: 5 })).statusCode).toBe(404);
    expect((await patch(crypto.randomUUID(), { productPrice: 5 })).statusCode).toBe(404);
    expect((await patch('not-an-id', { productPrice: 5 })).statusCode).toBe(404);
  });

  it("answers 409 'SKU already in use' and 'Product already exist' for another product's SKU or name", async () => {
    const other = await insertProduct(t.db, { sku: 'PL-SSD-TAKEN', productName: 'Taken' });
    const row = await insertProduct(t.db);
    const sku = await patch(row.id, { sku: 'pl-ssd-taken' });
    expect(sku.statusCode).toBe(409);
    expect(details(sku)).toEqual({ sku: ['SKU already in use'] });
    const name = await patch(row.id, { productName: ' taken ' });
    expect(name.statusCode).toBe(409);
    expect(details(name)).toEqual({ productName: ['Product already exist'] });
    // Its own SKU is no clash; a deleted product's SKU may be used again.
    expect((await patch(other.id, { sku: 'PL-SSD-TAKEN' })).statusCode).toBe(200);
    const gone = await insertProduct(t.db, { sku: 'PL-OLD-1', deletedAt: new Date() });
    expect(gone.sku).toBe('PL-OLD-1');
    expect((await patch(row.id, { sku: 'PL-OLD-1' })).statusCode).toBe(200);
  });

  it('lets exactly one of 10 concurrent edits to one SKU win', async () => {
    const rows = await Promise.all(Array.from({ length: 10 }, () => insertProduct(t.db)));
    const responses = await Promise.all(rows.map((row) => patch(row.id, { sku: 'PL-RACE-1' })));
    expect(responses.map((res) => res.statusCode).sort()).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
  });

  it('audits the product before and after, tiers and price included', async () => {
    const row = await insertProduct(t.db, { productPrice: 100, minOrder: 10 });
    const tiers = [
      { minQuantity: 10, unitPrice: 100 },
      { minQuantity: 50, unitPrice: 95 },
    ];
    expect((await patch(row.id, { priceTiers: tiers, sku: 'PL-AUDIT-1' })).statusCode).toBe(200);
    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=product.edit',
      headers: admin.headers,
    });
    const entry = AuditLogPageSchema.parse(log.json()).entries.find(
      (item) => item.targetId === row.id,
    );
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      before: {
        sku: row.sku,
        productPrice: 100,
        priceTiers: [{ minQuantity: 10, unitPrice: 100 }],
      },
      after: { sku: 'PL-AUDIT-1', productPrice: 100, orderIncrement: 1, priceTiers: tiers },
    });
  });
});

describe('POST /api/product with the new fields', () => {
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/product', headers: admin.headers, payload });

  it('gives a product added without them (or with them blank) an SKU, increment 1 and one tier', async () => {
    const res = await add(
      buildProductInput({ productPrice: 250, minOrder: 4, sku: ' ', orderIncrement: '' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const product = await getProduct(res.json<{ _id: string }>()._id);
    expect(product.sku).toMatch(/^PL-[0-9A-F]{12}$/);
    expect(product).toMatchObject({
      orderIncrement: 1,
      priceTiers: [{ minQuantity: 4, unitPrice: 250 }],
    });
  });

  it('stores the SKU, increment and tiers sent, and refuses an SKU in use', async () => {
    const input = buildProductInput({
      sku: 'pl-kb-add-1',
      productPrice: 1450,
      minOrder: 100,
      orderIncrement: 100,
      priceTiers: keyboardTiers,
    });
    const res = await add(input);
    expect(res.statusCode, res.body).toBe(201);
    expect(await getProduct(res.json<{ _id: string }>()._id)).toMatchObject({
      sku: 'PL-KB-ADD-1',
      orderIncrement: 100,
      priceTiers: keyboardTiers,
    });
    const again = await add(buildProductInput({ sku: 'PL-KB-ADD-1' }));
    expect(again.statusCode).toBe(409);
    expect(details(again)).toEqual({ sku: ['SKU already in use'] });
  });

  it('checks the tiers against the price and minimum order', async () => {
    const res = await add(
      buildProductInput({
        productPrice: 1400,
        minOrder: 10,
        priceTiers: [{ minQuantity: 10, unitPrice: 1300 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(details(res)).toMatchObject({
      'priceTiers.0.unitPrice': ['The first tier price is the product price'],
    });
  });
});

describe('HS code and country of origin (decision 323)', () => {
  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/product', headers: admin.headers, payload });

  it('stores an HS code typed with dots as digits, answers it, edits and clears it', async () => {
    const res = await add(
      buildProductInput({ hsCode: '8471.30.00', countryOfOrigin: 'cn', sku: 'PL-HS-1' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ _id: string }>()._id;
    expect(await getProduct(id)).toMatchObject({ hsCode: '84713000', countryOfOrigin: 'CN' });

    expect((await patch(id, { hsCode: '847130' })).json()).toMatchObject({
      hsCode: '847130',
      countryOfOrigin: 'CN',
    });
    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=product.edit',
      headers: admin.headers,
    });
    const entry = AuditLogPageSchema.parse(log.json()).entries.find((e) => e.targetId === id);
    expect(entry).toMatchObject({
      before: { hsCode: '84713000', countryOfOrigin: 'CN' },
      after: { hsCode: '847130', countryOfOrigin: 'CN' },
    });
    // A field left out stays; blank (or null) clears the code.
    expect((await patch(id, { productPrice: 1200 })).json()).toMatchObject({ hsCode: '847130' });
    expect((await patch(id, { hsCode: '' })).json()).toMatchObject({ hsCode: null });
  });

  it('adds a product without them with no HS code, made in Bangladesh', async () => {
    const res = await add(buildProductInput({ sku: 'PL-HS-2' }));
    expect(await getProduct(res.json<{ _id: string }>()._id)).toMatchObject({
      hsCode: null,
      countryOfOrigin: 'BD',
    });
  });

  it.each([
    ['8471', { hsCode: [EXPORT_SALE_MESSAGES.hsCodeInvalid] }],
    ['8471.30.0', { hsCode: [EXPORT_SALE_MESSAGES.hsCodeInvalid] }],
    ['8471.3O.00', { hsCode: [EXPORT_SALE_MESSAGES.hsCodeInvalid] }],
    [84713000, { hsCode: [EXPORT_SALE_MESSAGES.hsCodeInvalid] }],
  ])('refuses the HS code %j, changing nothing', async (hsCode, expected) => {
    const row = await insertProduct(t.db, { hsCode: '85176200' });
    const res = await patch(row.id, { hsCode });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual(expected);
    expect(await getProduct(row.id)).toMatchObject({ hsCode: '85176200' });
  });

  it('refuses a country of origin that is not an ISO code', async () => {
    const row = await insertProduct(t.db);
    for (const countryOfOrigin of ['Bangladesh', 'XX', '']) {
      const res = await patch(row.id, { countryOfOrigin });
      expect(res.statusCode).toBe(400);
      expect(details(res)).toEqual({ countryOfOrigin: [EXPORT_SALE_MESSAGES.originInvalid] });
    }
    expect(await getProduct(row.id)).toMatchObject({ countryOfOrigin: 'BD' });
  });
});
