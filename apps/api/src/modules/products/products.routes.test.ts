import { ApiErrorSchema, ProductListSchema, ProductSchema } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { expectEmptyList, insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();

describe('GET /api/products', () => {
  it('answers an empty list on an empty catalog', async () => {
    await expectEmptyList(t.app, '/api/products');
  });

  it('lists products in insertion order (sort=newest: newest first), in Taka, without deleted ones', async () => {
    const base = Date.UTC(2026, 0, 1);
    const oldest = await insertProduct(t.db, {
      productName: 'Oldest SSD',
      productPrice: 99.5,
      createdAt: new Date(base),
    });
    const newest = await insertProduct(t.db, {
      productName: 'Newest CPU',
      productPrice: 32000,
      createdAt: new Date(base + 2000),
    });
    const middle = await insertProduct(t.db, {
      productName: 'Middle RAM',
      createdAt: new Date(base + 1000),
    });
    await insertProduct(t.db, {
      productName: 'Deleted GPU',
      createdAt: new Date(base + 3000),
      deletedAt: new Date(base + 4000),
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/products' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const list = ProductListSchema.parse(res.json());
    expect(list.map((product) => product._id)).toEqual([oldest.id, middle.id, newest.id]);
    expect(list[2]).toMatchObject({ productName: 'Newest CPU', productPrice: 32000 });
    expect(list[0]).toMatchObject({
      productName: 'Oldest SSD',
      productPrice: 99.5,
      minOrder: oldest.minOrder,
      availableQuantity: oldest.availableQuantity,
      heldQuantity: 0,
      productDescription: oldest.description,
      productImage: oldest.image,
      createdAt: new Date(base).toISOString(),
    });

    const newestFirst = await t.app.inject({ method: 'GET', url: '/api/products?sort=newest' });
    expect(newestFirst.headers.etag).not.toBe(res.headers.etag);
    expect(ProductListSchema.parse(newestFirst.json()).map((product) => product._id)).toEqual([
      newest.id,
      middle.id,
      oldest.id,
    ]);
    const oldestFirst = await t.app.inject({ method: 'GET', url: '/api/products?sort=oldest' });
    expect(oldestFirst.body).toBe(res.body);
  });

  it('answers 400 to a sort it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?sort=price' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.details).toHaveProperty('sort');
  });

  it('answers 304 to a revalidation with the ETag it gave', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses a large list for clients that accept it', async () => {
    for (let i = 0; i < 5; i += 1) await insertProduct(t.db);
    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/products',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const row = await insertProduct(t.db, {
      productName: 'Single Fan',
      productPrice: 450,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${row.id}` });
    expect(res.statusCode).toBe(200);
    expect(ProductSchema.parse(res.json())).toMatchObject({
      _id: row.id,
      productName: 'Single Fan',
      productPrice: 450,
    });
  });

  it.each([
    ['an unknown id', '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b'],
    ['a malformed id', 'not-a-uuid'],
    ['an id that is almost a UUID', '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1'],
    ['a SQL-looking id', "1' OR '1'='1"],
  ])('answers 404 in the error shape for %s', async (_label, id) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/${encodeURIComponent(id)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      error: { code: 'not_found', message: 'Product not found', requestId: expect.any(String) },
    });
  });

  it('answers 404 for a deleted product', async () => {
    const row = await insertProduct(t.db, { deletedAt: new Date() });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${row.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
