import { ApiErrorSchema, AuditLogPageSchema, ProductSchema } from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { describe, expect, it } from 'vitest';
import { useAccounts } from '../../../test/helpers/auth.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

/** VAT and SD rates of products (decision 305): one at a time, and in bulk. */

const t = useTestApp();
const { admin, client } = useAccounts(t, { admin: { role: 'admin' }, client: { name: 'Buyer' } });

const getProduct = async (id: string) =>
  ProductSchema.parse((await t.app.inject(`/api/products/${id}`)).json());
const setRates = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/products/tax-rates', headers, payload });
const details = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error.details;

describe('VAT and SD rates on Add and Edit Product', () => {
  it('gives a product added without rates the standard 15 % and no SD, and takes rates sent', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.headers,
      payload: buildProductInput({ productName: 'Plain Part' }),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await getProduct(plain.json<{ _id: string }>()._id)).toMatchObject({
      vatRate: 1500,
      sdRate: 0,
    });
    const reduced = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.headers,
      payload: buildProductInput({ productName: 'Reduced Part', vatRate: '750', sdRate: 1000 }),
    });
    expect(reduced.statusCode, reduced.body).toBe(201);
    expect(await getProduct(reduced.json<{ _id: string }>()._id)).toMatchObject({
      vatRate: 750,
      sdRate: 1000,
    });
  });

  it('edits the rates with PATCH and refuses a rate that is not one of the Act', async () => {
    const row = await insertProduct(t.db);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${row.id}`,
      headers: admin.headers,
      payload: { vatRate: 0, sdRate: 2000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ vatRate: 0, sdRate: 2000 });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${row.id}`,
      headers: admin.headers,
      payload: { vatRate: 1200, sdRate: 60_000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(details(bad) ?? {}).sort()).toEqual(['sdRate', 'vatRate']);
    expect(await getProduct(row.id)).toMatchObject({ vatRate: 0, sdRate: 2000 });
  });
});

describe('POST /api/products/tax-rates', () => {
  it('sets the VAT rate of every product selected, keeps their SD unless sent, and audits each', async () => {
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);
    const res = await setRates({ productIds: [a.id, b.id], vatRate: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 2 });
    expect(await getProduct(a.id)).toMatchObject({ vatRate: 500, sdRate: 0 });
    expect(await getProduct(b.id)).toMatchObject({ vatRate: 500, sdRate: 0 });
    const withSd = await setRates({ productIds: [a.id], vatRate: 1500, sdRate: 3000 });
    expect(withSd.statusCode, withSd.body).toBe(200);
    expect(await getProduct(a.id)).toMatchObject({ vatRate: 1500, sdRate: 3000 });

    const log = await t.app.inject({
      url: '/api/admin/audit-log?action=product.edit',
      headers: admin.headers,
    });
    const entries = AuditLogPageSchema.parse(log.json()).entries;
    const ofB = entries.filter((entry) => entry.targetId === b.id);
    expect(ofB).toHaveLength(1);
    expect(ofB[0]).toMatchObject({
      actorEmail: admin.email,
      before: { vatRate: 1500, sdRate: 0 },
      after: { vatRate: 500, sdRate: 0 },
    });
    expect(entries.filter((entry) => entry.targetId === a.id)).toHaveLength(2);
  });

  it('changes nothing when one of the products is unknown or deleted', async () => {
    const sold = await insertProduct(t.db);
    const gone = await insertProduct(t.db, { deletedAt: new Date() });
    const withDeleted = await setRates({ productIds: [sold.id, gone.id], vatRate: 0 });
    expect(withDeleted.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(withDeleted.json()).error.message).toBe(
      'Some of the selected products no longer exist',
    );
    const unknown = await setRates({
      productIds: [sold.id, '00000000-0000-4000-8000-000000000000'],
      vatRate: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await getProduct(sold.id)).toMatchObject({ vatRate: 1500 });
  });

  it('validates the selection and the rates', async () => {
    const row = await insertProduct(t.db);
    const none = await setRates({ productIds: [], vatRate: 1500 });
    expect(none.statusCode).toBe(400);
    expect(details(none)).toMatchObject({ productIds: ['Select at least one product'] });
    const tooMany = await setRates({
      productIds: Array.from({ length: 501 }, () => row.id),
      vatRate: 1500,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(details(tooMany)).toMatchObject({ productIds: ['Select at most 500 products'] });
    const badRate = await setRates({ productIds: [row.id], vatRate: 1600, sdRate: -1 });
    expect(badRate.statusCode).toBe(400);
    expect(Object.keys(details(badRate) ?? {}).sort()).toEqual(['sdRate', 'vatRate']);
    expect(await getProduct(row.id)).toMatchObject({ vatRate: 1500, sdRate: 0 });
  });

  it('is for admins only', async () => {
    const row = await insertProduct(t.db);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/products/tax-rates',
      payload: { productIds: [row.id], vatRate: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await setRates({ productIds: [row.id], vatRate: 0 }, client.headers);
    expect(buyer.statusCode).toBe(403);
    expect(await getProduct(row.id)).toMatchObject({ vatRate: 1500 });
  });
});
