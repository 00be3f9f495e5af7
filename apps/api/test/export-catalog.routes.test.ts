import {
  AdminCompanyDetailSchema,
  convertPoishaTo,
  ProductPageSchema,
  ProductSchema,
  ProductSearchResultSchema,
  toTaka,
  type Product,
} from '@partline/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, priceLists, shopSettings } from '../src/db/schema/index.js';
import { sendAs, useAccounts, type TestUser } from './helpers/auth.js';
import { enableUsd as enableUsdAt } from './helpers/currencies.js';
import { addToCart, cartOf, checkout } from './helpers/cart.js';
import { insertProduct } from './helpers/factories.js';
import { insertPriceList } from './helpers/price-lists.js';
import { companyWithBuyer } from './helpers/receivables.js';
import { useTestApp } from './helpers/test-app.js';

/*
 * What the catalog answers a buyer billed in US dollars (decision 327), through the real app on
 * PGlite and PostgreSQL: every product's `yourPrice` in USD — their USD price list's where it has
 * the product, else the base tiers converted per unit at today's rate — the very prices their
 * cart then charges, in an answer of their own that nobody else is given; visitors and Taka
 * buyers read the catalog as before. And the back office's company answer says when its billing
 * currency can no longer change. Never retried (decision 088).
 */

const t = useTestApp();
const { admin } = useAccounts(t, { admin: { role: 'admin' } });

const RATE = '122.5';
/** `poisha` in US cents at {@link RATE}, rounded once per unit as the shop does. */
const cents = (poisha: number) => convertPoishaTo('USD', poisha, RATE);
const PERSONAL = 'private, no-cache';
const SHARED = 'public, max-age=0, must-revalidate';

beforeEach(async () => {
  await t.db.update(companies).set({ currency: 'BDT' });
  await t.db.update(priceLists).set({ currency: 'BDT' });
  await t.db.update(shopSettings).set({ enabledCurrencies: sql`'{}'::text[]` });
});

/** Records today's USD rate and enables USD. */
const enableUsd = () => enableUsdAt(t.app, t.db, admin, RATE);

/** A company with a buyer (net 30, Tk. 12,25,000 of credit), billed in USD. */
async function usdCompany() {
  const company = await companyWithBuyer(t.app, t.db, admin, {
    paymentTermsDays: 30,
    creditLimit: 1_225_000,
  });
  const res = await sendAs(t.app, admin, 'PATCH', `/api/admin/companies/${company.id}/currency`, {
    currency: 'USD',
  });
  expect(res.statusCode, res.body).toBe(200);
  return company;
}

const read = (url: string, user?: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...user?.headers, ...headers } });

/** Two products under a word of their own: one converted, one on a USD price list. */
async function exportCatalog(companyId: string) {
  const word = `Exportword${Date.now().toString(36)}`;
  // Tk. 1,000.00 a piece, Tk. 900.00 from 10: US$8.16 and US$7.35 at Tk. 122.50.
  const converted = await insertProduct(t.db, {
    productName: `${word} converted CPU`,
    productPrice: 1_000,
    minOrder: 1,
    availableQuantity: 100,
    volumeTiers: [{ minQuantity: 10, unitPrice: 900 }],
  });
  const listed = await insertProduct(t.db, {
    productName: `${word} listed RAM`,
    productPrice: 5_000,
    minOrder: 1,
    availableQuantity: 100,
  });
  // The company's USD list prices `listed` at US$37.50; its Taka list of `converted` is not for it.
  const usdList = await insertPriceList(t.db, {
    companyIds: [companyId],
    entries: [{ productId: listed.id, minQuantity: 1, unitPricePoisha: 3_750 }],
  });
  await t.db.update(priceLists).set({ currency: 'USD' }).where(eq(priceLists.id, usdList.id));
  await insertPriceList(t.db, {
    companyIds: [companyId],
    entries: [{ productId: converted.id, minQuantity: 1, unitPricePoisha: 100 }],
  });
  return { word, converted, listed, usdList };
}

describe('the catalog of a buyer billed in USD', () => {
  it('answers their prices in USD, list or converted, as their cart then charges them', async () => {
    await enableUsd();
    const company = await usdCompany();
    const { word, converted, listed, usdList } = await exportCatalog(company.id);

    const page = await read(`/api/product-pages/${converted.slug}`, company.buyer);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe(PERSONAL);
    expect(String(page.headers.vary)).toMatch(/Cookie, Authorization, X-API-Key/);
    const convertedPrice = ProductPageSchema.parse(page.json()).product;
    // The base price stays Taka; their own is in USD, each tier converted per unit.
    expect(convertedPrice.productPrice).toBe(1_000);
    expect(convertedPrice.yourPrice).toEqual({
      unitPrice: toTaka(cents(100_000)),
      priceList: null,
      tiers: [
        {
          minQuantity: 1,
          unitPrice: toTaka(cents(100_000)),
          listUnitPrice: toTaka(cents(100_000)),
          priceList: null,
        },
        {
          minQuantity: 10,
          unitPrice: toTaka(cents(90_000)),
          listUnitPrice: toTaka(cents(90_000)),
          priceList: null,
        },
      ],
      currency: 'USD',
      bdtPerUnit: RATE,
    });
    expect(convertedPrice.yourPrice?.unitPrice).toBe(8.16);

    const one = await read(`/api/products/${listed.id}`, company.buyer);
    expect(one.headers['cache-control']).toBe(PERSONAL);
    expect(ProductSchema.parse(one.json()).yourPrice).toMatchObject({
      unitPrice: 37.5,
      priceList: usdList.name,
      currency: 'USD',
      tiers: [
        {
          minQuantity: 1,
          unitPrice: 37.5,
          listUnitPrice: toTaka(cents(500_000)),
          priceList: usdList.name,
        },
      ],
    });

    // The catalog's lists (all products, search and its category pages) say the same.
    const list = await read(`/api/products?q=${word}`, company.buyer);
    expect(list.headers['cache-control']).toBe(PERSONAL);
    const search = await read(`/api/products/search?q=${word}`, company.buyer);
    expect(search.headers['cache-control']).toBe(PERSONAL);
    for (const products of [
      list.json<Product[]>(),
      ProductSearchResultSchema.parse(search.json()).items,
    ]) {
      const byId = new Map(products.map((product) => [product._id, product.yourPrice]));
      expect(byId.get(converted.id)).toEqual(convertedPrice.yourPrice);
      expect(byId.get(listed.id)?.unitPrice).toBe(37.5);
    }

    // Their cart charges exactly these prices: 12 converted at the 10-piece step, 2 listed.
    expect((await addToCart(t.app, company.buyer, converted.id, 12)).statusCode).toBe(200);
    expect((await addToCart(t.app, company.buyer, listed.id, 2)).statusCode).toBe(200);
    const cart = await cartOf(t.app, company.buyer);
    expect(cart.currency).toBe('USD');
    expect(cart.lines.map((line) => [line.productId, line.unitPrice, line.priceList])).toEqual([
      [converted.id, convertedPrice.yourPrice?.tiers[1]?.unitPrice, null],
      [listed.id, 37.5, usdList.name],
    ]);
  });

  it('is never given to a visitor or another buyer; their catalog stays as it was', async () => {
    await enableUsd();
    const company = await usdCompany();
    const { converted } = await exportCatalog(company.id);
    const taka = await companyWithBuyer(t.app, t.db, admin);
    // A Taka buyer with a Taka list for the product gets their Taka contract price.
    const takaList = await insertPriceList(t.db, {
      companyIds: [taka.id],
      entries: [{ productId: converted.id, minQuantity: 1, unitPricePoisha: 95_000 }],
    });
    const loner = await companyWithBuyer(t.app, t.db, admin);
    const url = `/api/product-pages/${converted.slug}`;

    const usd = await read(url, company.buyer);
    expect(usd.json().product.yourPrice.currency).toBe('USD');
    const usdEtag = String(usd.headers.etag);

    // A visitor after them, even with their ETag, reads the shared Taka answer.
    for (const headers of [{}, { 'if-none-match': usdEtag }] as Record<string, string>[]) {
      const visitor = await read(url, undefined, headers);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe(SHARED);
      expect(visitor.headers.etag).not.toBe(usdEtag);
      expect(visitor.body).not.toContain('yourPrice');
      expect(visitor.json().product.productPrice).toBe(1_000);
    }
    // A Taka buyer without lists reads the shared answer; one with a list, their Taka price.
    const plain = await read(url, loner.buyer, { 'if-none-match': usdEtag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(SHARED);
    expect(plain.body).not.toContain('yourPrice');
    const contract = await read(url, taka.buyer);
    expect(contract.headers['cache-control']).toBe(PERSONAL);
    expect(contract.json().product.yourPrice).toMatchObject({
      unitPrice: 950,
      priceList: takaList.name,
      currency: 'BDT',
      bdtPerUnit: null,
    });
    // An admin reads the shared answer.
    const back = await read(url, admin);
    expect(back.headers['cache-control']).toBe(SHARED);
    expect(back.body).not.toContain('yourPrice');
    // The buyer revalidating their own answer gets 304.
    const again = await read(url, company.buyer, { 'if-none-match': usdEtag });
    expect(again.statusCode).toBe(304);
  });
});

describe("the back office's company answer", () => {
  it('says the billing currency is fixed once the company has an order', async () => {
    await enableUsd();
    const company = await usdCompany();
    const detail = async () => {
      const res = await sendAs(t.app, admin, 'GET', `/api/admin/companies/${company.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return AdminCompanyDetailSchema.parse(res.json());
    };
    expect((await detail()).currencyFixed).toBe(false);
    const product = await insertProduct(t.db, { productPrice: 1_000, minOrder: 1 });
    expect((await addToCart(t.app, company.buyer, product.id, 1)).statusCode).toBe(200);
    const placed = await checkout(t.app, company.buyer, {
      paymentMethod: 'on_account',
      poNumber: 'PO-FIXED-1',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await detail()).currencyFixed).toBe(true);
    // As the refusal it announces.
    const refused = await sendAs(
      t.app,
      admin,
      'PATCH',
      `/api/admin/companies/${company.id}/currency`,
      { currency: 'BDT' },
    );
    expect(refused.statusCode).toBe(409);
  });
});
