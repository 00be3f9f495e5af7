import { ApiErrorSchema, ProductListSchema, PRODUCT_MESSAGES } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { insertPaidOrder } from '../../../test/helpers/paid-orders.js';
import { markDelivered, markPaid, payLocally, placeOrder } from '../../../test/helpers/orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const addProduct = (payload: object, user: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: '/api/product', headers: user.headers, payload });
const putProduct = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/product/${id}`, headers: admin.headers, payload });
const getProduct = (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}` });
const deliver = (orderId: string) => markDelivered(t.app, admin, orderId);

describe('POST /api/product', () => {
  it('adds a product (numeric strings, price in Taka) that leads the catalog newest first', async () => {
    await insertProduct(t.db, { createdAt: new Date(Date.UTC(2026, 0, 1)) });
    const input = buildProductInput({
      productName: '  Leading NVMe 2TB  ',
      productPrice: '1400.50',
      minOrder: '10',
      availableQuantity: '250',
    });
    const res = await addProduct(input);
    expect(res.statusCode, res.body).toBe(201);
    const { _id } = res.json<{ _id: string }>();
    expect(Object.keys(res.json())).toEqual(['_id']);
    const list = ProductListSchema.parse((await t.app.inject('/api/products?sort=newest')).json());
    expect(list[0]).toMatchObject({
      _id,
      productName: 'Leading NVMe 2TB',
      productPrice: 1400.5,
      minOrder: 10,
      availableQuantity: 250,
      heldQuantity: 0,
      productImage: input.productImage,
      productDescription: input.productDescription,
    });
  });

  it('names every missing field with the specification message', async () => {
    const res = await addProduct({});
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toMatchObject({
      productName: ['Product Name is Required'],
      productPrice: ['Product Price is Required'],
      minOrder: ['Minimum Order Quantity is Required'],
      availableQuantity: ['Available quantity is Required'],
      productImage: ['Product Image is Required'],
      productDescription: ['Product Description is Required'],
    });
  });

  it.each([
    ['productDescription', 'x'.repeat(99), 'Minimum 100 character required'],
    ['productDescription', 'x'.repeat(201), 'Maximum 200 character required'],
    ['productName', '   ', 'Product Name is Required'],
    ['productPrice', '', 'Product Price is Required'],
    ['productPrice', 0, 'Price must be greater than 0'],
    ['minOrder', 0, 'Minimum order must be at least 1'],
    ['minOrder', 2.5, 'Must be a whole number'],
    ['availableQuantity', -1, 'Available quantity cannot be negative'],
  ])('refuses %s = %j with %j', async (field, value, message) => {
    const res = await addProduct(buildProductInput({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[field]).toEqual([message]);
  });

  it.each(['Duplicate RAM 16GB', 'duplicate ram 16gb', '  DUPLICATE RAM 16GB  '])(
    "answers 409 'Product already exist' for %j once the name exists",
    async (name) => {
      await insertProduct(t.db, { productName: 'Duplicate RAM 16GB' }).catch(() => {});
      const res = await addProduct(buildProductInput({ productName: name }));
      expect(res.statusCode).toBe(409);
      expect(ApiErrorSchema.parse(res.json())).toEqual({
        error: {
          code: 'conflict',
          message: PRODUCT_MESSAGES.alreadyExists,
          details: { productName: ['Product already exist'] },
          requestId: expect.any(String),
        },
      });
    },
  );

  it('lets exactly one of 10 concurrent adds of one name win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addProduct(buildProductInput({ productName: i % 2 ? 'Race PSU 650W' : ' race psu 650w ' })),
      ),
    );
    const codes = responses.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    const list = ProductListSchema.parse((await t.app.inject('/api/products')).json());
    expect(list.filter((p) => p.productName.toLowerCase().trim() === 'race psu 650w')).toHaveLength(
      1,
    );
  });

  it('lets a deleted product name be used again', async () => {
    await insertProduct(t.db, { productName: 'Retired Cooler', deletedAt: new Date() });
    const res = await addProduct(buildProductInput({ productName: 'Retired Cooler' }));
    expect(res.statusCode).toBe(201);
  });

  it('ignores client-sent stock holds, ids and roles', async () => {
    const res = await addProduct({
      ...buildProductInput({ productName: 'Sneaky SSD' }),
      heldQuantity: 99,
      _id: '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    const { _id } = res.json<{ _id: string }>();
    expect(_id).not.toBe('3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b');
    expect((await getProduct(_id)).json()).toMatchObject({ heldQuantity: 0 });
  });
});

describe('PUT /api/product/:id', () => {
  it('adds a restock to the stock', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 40 });
    const res = await putProduct(product.id, { restock: '15' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1, availableQuantity: 55 });
    expect((await getProduct(product.id)).json().availableQuantity).toBe(55);
  });

  it('counts every one of 20 concurrent restocks of 5', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 7 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => putProduct(product.id, { restock: 5 })),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect((await getProduct(product.id)).json().availableQuantity).toBe(107);
  });

  it('sets the absolute stock (numeric string accepted), down to what is held', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 100, minOrder: 10 });
    await insertPaidOrder(t.db, product, client, 30);
    const set = await putProduct(product.id, { availableQuantity: '30' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ modifiedCount: 1, availableQuantity: 30 });
    const below = await putProduct(product.id, { availableQuantity: 29 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatchObject({
      code: 'conflict',
      message: 'Available quantity cannot be below the 30 pieces held by paid orders',
    });
    expect((await getProduct(product.id)).json().availableQuantity).toBe(30);
  });

  it.each([
    ['an empty body', {}],
    ['both actions', { restock: 5, availableQuantity: 10 }],
    ['a zero restock', { restock: 0 }],
    ['a fractional restock', { restock: 2.5 }],
    ['a negative stock', { availableQuantity: -1 }],
    ['a text restock', { restock: 'many' }],
  ])('answers 400 for %s', async (_label, payload) => {
    const product = await insertProduct(t.db, { availableQuantity: 10 });
    const res = await putProduct(product.id, payload);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('validation_failed');
    expect((await getProduct(product.id)).json().availableQuantity).toBe(10);
  });

  it('says which actions to send when the body has none or both', async () => {
    const product = await insertProduct(t.db, { availableQuantity: 10 });
    const res = await putProduct(product.id, { restock: 1, availableQuantity: 3 });
    expect(res.json().error.details).toEqual({
      body: ['Send exactly one of restock or availableQuantity'],
    });
  });

  it('ignores client-sent held quantities and prices', async () => {
    const product = await insertProduct(t.db, {
      availableQuantity: 10,
      productPrice: 500,
    });
    const res = await putProduct(product.id, { restock: 1, heldQuantity: 0, productPrice: 1 });
    expect(res.statusCode).toBe(200);
    expect((await getProduct(product.id)).json()).toMatchObject({
      availableQuantity: 11,
      productPrice: 500,
    });
  });

  it.each([
    ['an unknown id', '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 for %s', async (_label, id) => {
    const res = await putProduct(id, { restock: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'not_found',
      message: 'Product not found',
      requestId: expect.any(String),
    });
  });

  it('answers 404 for a deleted product', async () => {
    const product = await insertProduct(t.db, { deletedAt: new Date() });
    expect((await putProduct(product.id, { restock: 1 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/product/:id', () => {
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/product/${id}`, headers: admin.headers });

  it('hides the product; its paid order keeps its snapshot and can still be delivered', async () => {
    const product = await insertProduct(t.db, {
      productName: 'Doomed Switch',
      minOrder: 10,
      availableQuantity: 100,
    });
    const orderId = await placeOrder(t.app, client, product.id, { quantity: 20 });
    const { intentId } = await payLocally(t.app, client, orderId);
    expect((await markPaid(t.app, client, orderId, intentId)).statusCode).toBe(200);

    const res = await remove(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await getProduct(product.id)).statusCode).toBe(404);
    const list = ProductListSchema.parse((await t.app.inject('/api/products')).json());
    expect(list.some((p) => p._id === product.id)).toBe(false);
    expect((await remove(product.id)).statusCode).toBe(404);

    const delivered = await deliver(orderId);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ modifiedCount: 1 });
    const mine = await t.app.inject({
      url: `/api/orders/${client.email}`,
      headers: client.headers,
    });
    expect(mine.json().find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      productName: 'Doomed Switch',
      status: 'delivered',
      isDelivered: true,
    });
  });

  it('answers 404 for a malformed or unknown id', async () => {
    expect((await remove('nope')).statusCode).toBe(404);
    expect((await remove('3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b')).statusCode).toBe(404);
  });
});

describe('deliveries under concurrency', () => {
  const stockOf = async (id: string) =>
    (
      await t.db.query.products.findFirst({
        where: (p, { eq }) => eq(p.id, id),
      })
    )?.availableQuantity;

  it('100 concurrent deliveries of different orders decrement each exactly once', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 300 });
    const ids: string[] = [];
    for (let i = 0; i < 100; i += 1) ids.push(await insertPaidOrder(t.db, product, client, 3));
    const responses = await Promise.all(ids.map((id) => deliver(id)));
    expect(responses.map((res) => res.statusCode)).toEqual(Array<number>(100).fill(200));
    expect(responses.every((res) => res.json().modifiedCount === 1)).toBe(true);
    const after = (await getProduct(product.id)).json();
    expect(after).toMatchObject({ availableQuantity: 0, heldQuantity: 0 });
    expect(await stockOf(product.id)).toBe(0);
  });

  it('20 concurrent deliveries of one order decrement it once', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 50 });
    const orderId = await insertPaidOrder(t.db, product, client, 20);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(orderId)));
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(responses.map((res) => res.json().modifiedCount).sort()).toEqual([
      ...Array<number>(19).fill(0),
      1,
    ]);
    expect((await getProduct(product.id)).json()).toMatchObject({
      availableQuantity: 30,
      heldQuantity: 0,
    });
  });

  it('ignores client-sent payment and delivery flags on an order', async () => {
    const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 50 });
    const orderId = await placeOrder(t.app, client, product.id, {
      quantity: 5,
      isPaid: true,
      isDelivered: true,
      availableQuantity: 0,
      role: 'admin',
    });
    const mine = await t.app.inject({
      url: `/api/orders/${client.email}`,
      headers: client.headers,
    });
    expect(mine.json().find((o: { _id: string }) => o._id === orderId)).toMatchObject({
      status: 'unpaid',
      isPaid: false,
      isDelivered: false,
    });
    expect((await getProduct(product.id)).json()).toMatchObject({
      availableQuantity: 50,
      heldQuantity: 0,
    });
    const byClient = await markDelivered(t.app, client, orderId);
    expect(byClient.statusCode).toBe(403);
  });
});
