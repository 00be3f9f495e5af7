import {
  ProductListSchema,
  ProductPageSchema,
  ProductSchema,
  ProductSearchResultSchema,
  type Product,
} from '@partline/shared';
import { buildProductInput } from '@partline/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { products } from '../../db/schema/index.js';
import { createAdmin, sendAs, signUpUser, type TestUser } from '../../../test/helpers/auth.js';
import { addAddress, addToCart, checkout } from '../../../test/helpers/cart.js';
import { cancelOrder } from '../../../test/helpers/orders.js';
import { parsePrometheusText, valueOf } from '../../../test/helpers/prometheus.js';
import { testDatabaseKind, useTestApp } from '../../../test/helpers/test-app.js';
import { expectAnnounced, useTwoInstances } from '../../../test/helpers/two-instances.js';

/*
 * Decision 338: a sale (or an admin's restock) changes stock alone. The kept catalog answers stay
 * (no read of them again, as `/metrics` counts) and show the fresh stock on the next read; an
 * answer filtered on stock is read again when a product crosses buyability; another instance sees
 * the sale on its next read.
 */

const TOKEN = 'metrics-test-token-0123456789';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  admin = await createAdmin(t.app);
  buyer = await signUpUser(t.app, { name: 'Buyer' });
  await addAddress(t.app, buyer);
});

async function addProduct(app: App, by: TestUser, overrides: Record<string, unknown>) {
  const res = await sendAs(app, by, 'POST', '/api/product', {
    ...buildProductInput(),
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ _id: string }>()._id;
}

/**
 * Buys `quantity` pieces of `productId` as `user` through the cart's checkout (holds them);
 * answers the order's id.
 */
async function buy(app: App, user: TestUser, productId: string, quantity: number) {
  expect((await addToCart(app, user, productId, quantity)).statusCode).toBe(200);
  const res = await checkout(app, user);
  expect(res.statusCode).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

/** Lookups of a counted cache so far: `[hits, misses]` (process-wide, decision 332). */
async function lookups(cache: 'catalog' | 'kept_answers'): Promise<[number, number]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const samples = parsePrometheusText(res.body);
  const of = (result: string) =>
    valueOf(samples, 'partline_cache_lookups_total', { cache, result }) ?? Number.NaN;
  return [of('hit'), of('miss')];
}

/** Misses of the catalog caches and of their kept answers so far (process-wide). */
async function misses(): Promise<number> {
  return (await lookups('catalog'))[1] + (await lookups('kept_answers'))[1];
}

/**
 * Reads with `read` until it is answered from what is kept, twice over 100 ms (no miss): the
 * announcements of the writes before it (on PostgreSQL up to 50 ms after them, decision 164) have
 * then arrived, and nothing but what the test does next drops what is kept.
 */
async function keep(read: () => Promise<unknown>): Promise<void> {
  await expect
    .poll(
      async () => {
        await read();
        const before = await misses();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await read();
        return (await misses()) - before;
      },
      { timeout: 5_000, interval: 20 },
    )
    .toBe(0);
}

const get = (url: string, app: App = t.app) => app.inject({ method: 'GET', url });
const listed = async (id: string, app: App = t.app) =>
  ProductListSchema.parse((await get('/api/products', app)).json()).find((p) => p._id === id);
const searched = async (id: string, query: string, app: App = t.app) =>
  ProductSearchResultSchema.parse(
    (await get(`/api/products/search?pageSize=48${query}`, app)).json(),
  ).items.find((p) => p._id === id);

describe('a sale keeps the kept catalog answers and shows their stock at once', () => {
  it('the list, the product, its page and a search: not read again, fresh figures, new ETags', async () => {
    const id = await addProduct(t.app, admin, { availableQuantity: 100, minOrder: 1 });
    await keep(() =>
      Promise.all([
        get(`/api/products/${id}`),
        get(`/api/product-pages/${id}`),
        listed(id),
        searched(id, ''),
      ]),
    );
    const before = await get(`/api/products/${id}`);
    expect(before.json()).toMatchObject({ availableQuantity: 100, heldQuantity: 0 });
    const pageBefore = await get(`/api/product-pages/${id}`);
    expect(await listed(id)).toMatchObject({ heldQuantity: 0 });
    expect(await searched(id, '')).toMatchObject({ heldQuantity: 0 });

    await buy(t.app, buyer, id, 5);

    const [catalogHits, catalogMisses] = await lookups('catalog');
    const [, keptMisses] = await lookups('kept_answers');
    expect(await listed(id)).toMatchObject({ availableQuantity: 100, heldQuantity: 5 });
    const after = await get(`/api/products/${id}`);
    expect(ProductSchema.parse(after.json())).toMatchObject({ heldQuantity: 5 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const pageAfter = await get(`/api/product-pages/${id}`);
    expect(ProductPageSchema.parse(pageAfter.json()).product).toMatchObject({ heldQuantity: 5 });
    expect(pageAfter.headers.etag).not.toBe(pageBefore.headers.etag);
    expect(await searched(id, '')).toMatchObject({ heldQuantity: 5 });

    // Served from what was kept: hits, and no read of the catalog or of a kept answer again.
    const [hitsAfter, missesAfter] = await lookups('catalog');
    expect(missesAfter).toBe(catalogMisses);
    expect(hitsAfter).toBeGreaterThan(catalogHits);
    expect((await lookups('kept_answers'))[1]).toBe(keptMisses);

    // The old validator no longer matches: a client revalidating gets the new figures.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json<Product>().heldQuantity).toBe(5);
  });

  it('a cancelled order gives its hold back without the answers being read again', async () => {
    const id = await addProduct(t.app, admin, { availableQuantity: 30, minOrder: 1 });
    const orderId = await buy(t.app, buyer, id, 6);
    await keep(() => Promise.all([listed(id), get(`/api/product-pages/${id}`)]));
    expect(await listed(id)).toMatchObject({ heldQuantity: 6 });

    const before = await misses();
    expect((await cancelOrder(t.app, buyer, orderId)).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ heldQuantity: 0 });
    const page = ProductPageSchema.parse((await get(`/api/product-pages/${id}`)).json());
    expect(page.product).toMatchObject({ heldQuantity: 0 });
    expect(await misses()).toBe(before);
  });

  it("an admin's restock and stock set: the answers kept, the new stock shown at once", async () => {
    const id = await addProduct(t.app, admin, { availableQuantity: 20, minOrder: 1 });
    await keep(() =>
      Promise.all([
        listed(id),
        get(`/api/products/${id}`),
        get(`/api/product-pages/${id}`),
        searched(id, ''),
      ]),
    );
    expect(await listed(id)).toMatchObject({ availableQuantity: 20 });

    const before = await misses();
    const restocked = await sendAs(t.app, admin, 'PUT', `/api/product/${id}`, { restock: 15 });
    expect(restocked.statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ availableQuantity: 35 });
    expect(await searched(id, '')).toMatchObject({ availableQuantity: 35 });
    const page = ProductPageSchema.parse((await get(`/api/product-pages/${id}`)).json());
    expect(page.product).toMatchObject({ availableQuantity: 35 });

    const set = await sendAs(t.app, admin, 'PUT', `/api/product/${id}`, { availableQuantity: 7 });
    expect(set.statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ availableQuantity: 7 });
    expect(ProductSchema.parse((await get(`/api/products/${id}`)).json())).toMatchObject({
      availableQuantity: 7,
    });
    expect(await misses()).toBe(before);
  });

  it('an in-stock search keeps a product still buyable, and drops it once it is not', async () => {
    // Buyable while availableQuantity − heldQuantity ≥ minOrder: 10 − 4 ≥ 4, not 10 − 8.
    const id = await addProduct(t.app, admin, { availableQuantity: 10, minOrder: 4 });
    await keep(() => Promise.all([searched(id, '&inStock=true'), searched(id, '')]));
    expect(await searched(id, '&inStock=true')).toMatchObject({ heldQuantity: 0 });
    expect(await searched(id, '')).toMatchObject({ heldQuantity: 0 });

    await buy(t.app, buyer, id, 4);
    const [, keptMisses] = await lookups('kept_answers');
    expect(await searched(id, '&inStock=true')).toMatchObject({ heldQuantity: 4 });
    expect(await searched(id, '')).toMatchObject({ heldQuantity: 4 });
    expect((await lookups('kept_answers'))[1]).toBe(keptMisses);

    const second = await signUpUser(t.app, { name: 'Second buyer' });
    await addAddress(t.app, second);
    await buy(t.app, second, id, 4);
    const [, missesBefore] = await lookups('kept_answers');
    expect(await searched(id, '&inStock=true')).toBeUndefined();
    // The in-stock search was read again; the unfiltered one was kept with the new figures.
    const [, missesAfter] = await lookups('kept_answers');
    expect(missesAfter).toBeGreaterThan(missesBefore);
    expect(await searched(id, '')).toMatchObject({ heldQuantity: 8 });
    expect((await lookups('kept_answers'))[1]).toBe(missesAfter);
  });
});

describe('a change of stock made without the app', () => {
  // Migration 0043: the trigger names the products whose available_quantity alone changed.
  it('keeps the kept answers and shows the new stock', async () => {
    const id = await addProduct(t.app, admin, { availableQuantity: 20, minOrder: 1 });
    await keep(() => Promise.all([listed(id), searched(id, '')]));
    const before = await misses();
    await t.db
      .update(products)
      .set({ availableQuantity: sql`${products.availableQuantity} - 3` })
      .where(eq(products.id, id));
    await expectAnnounced(async () => (await listed(id))?.availableQuantity).toBe(17);
    expect(await searched(id, '')).toMatchObject({ availableQuantity: 17 });
    expect(await misses()).toBe(before);
  });

  it('drops them when anything else of a product changes', async () => {
    const id = await addProduct(t.app, admin, { availableQuantity: 20, minOrder: 1 });
    await keep(() => listed(id));
    const before = await misses();
    await t.db
      .update(products)
      .set({ availableQuantity: 19, description: 'Changed by hand' })
      .where(eq(products.id, id));
    await expectAnnounced(async () => (await listed(id))?.productDescription).toBe(
      'Changed by hand',
    );
    expect(await misses()).toBeGreaterThan(before);
  });

  // Migration 0044: a restock also moves updated_at (the import's optimistic check reads it).
  it('keeps them when the stock and updated_at change, drops them when updated_at alone does', async () => {
    const id = await addProduct(t.app, admin, { availableQuantity: 20, minOrder: 1 });
    await keep(() => listed(id));
    const before = await misses();
    await t.db
      .update(products)
      .set({ availableQuantity: 24, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await expectAnnounced(async () => (await listed(id))?.availableQuantity).toBe(24);
    expect(await misses()).toBe(before);

    // What an edit of the product's Bangla texts alone writes to the products row.
    await t.db
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await expect
      .poll(
        async () => {
          await listed(id);
          return misses();
        },
        { timeout: 5_000, interval: 20 },
      )
      .toBeGreaterThan(before);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('a sale on one instance, read on another', () => {
  const instances = useTwoInstances();

  it("shows the stock of a sale on A in B's kept answers", async () => {
    const { appA, appB } = instances;
    const adminA = await createAdmin(appA);
    const id = await addProduct(appA, adminA, { availableQuantity: 60, minOrder: 1 });
    await expectAnnounced(async () => (await listed(id, appB))?.heldQuantity).toBe(0);
    expect((await get(`/api/products/${id}`, appB)).json()).toMatchObject({ heldQuantity: 0 });
    expect(await searched(id, '&inStock=true', appB)).toMatchObject({ heldQuantity: 0 });
    const page = () => get(`/api/product-pages/${id}`, appB);
    expect((await page()).json().product).toMatchObject({ heldQuantity: 0 });
    // Kept on B from here on: what B shows after the sale comes from A's notice, not a new read.
    await keep(() =>
      Promise.all([
        listed(id, appB),
        get(`/api/products/${id}`, appB),
        searched(id, '&inStock=true', appB),
        page(),
      ]),
    );

    const buyerA = await signUpUser(appA, { name: 'Buyer on A' });
    await addAddress(appA, buyerA);
    await buy(appA, buyerA, id, 7);

    await expectAnnounced(async () => (await listed(id, appB))?.heldQuantity).toBe(7);
    expect((await get(`/api/products/${id}`, appB)).json()).toMatchObject({
      availableQuantity: 60,
      heldQuantity: 7,
    });
    expect((await page()).json().product).toMatchObject({ heldQuantity: 7 });
    expect(await searched(id, '&inStock=true', appB)).toMatchObject({ heldQuantity: 7 });

    // A sale of all that is left crosses buyability: B's in-stock search no longer lists it.
    await buy(appA, buyerA, id, 53);
    await expectAnnounced(async () => searched(id, '&inStock=true', appB)).toBeUndefined();
    expect(await listed(id, appB)).toMatchObject({ heldQuantity: 60 });
  });
});
