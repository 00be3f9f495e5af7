import { ApiErrorSchema, LIST_SEARCH_MESSAGES, nextCursorOf } from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, signUpUser, type TestUser } from './helpers/auth.js';
import { insertProduct } from './helpers/factories.js';
import { placeOrder } from './helpers/orders.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The search parameter `q` of the back-office lists (decision 247): each finds what it says, pages
 * its results by keyset with the list's `Link`, refuses bad text in the one error shape and keeps
 * the list's authorization.
 */

const t = useTestApp();
let admin: TestUser;
let client: TestUser;
/** The order every order of this file is copied from, and its number (id). */
let templateOrderId: string;
/** Ids of the orders of client `kazi.*` (e-mail search), newest first. */
let kaziOrders: string[];

/** Rows of a raw query, whichever driver ran it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  admin = await createAdmin(t.app);
  client = await signUpUser(t.app);
  const db = t.db;

  // Users: seven 'Rahman', one of them by e-mail only; others that must not match.
  await db.execute(sql`
    INSERT INTO users (id, name, email, created_at)
    SELECT 'search-' || g, CASE WHEN g = 7 THEN 'Nasrin Akter' ELSE 'Abdur Rahman ' || g END,
      CASE WHEN g = 7 THEN 'rahman.n@search.test' ELSE 'abdur' || g || '@search.test' END,
      timestamptz '2021-01-01 00:00:00+00' + (g || ' seconds')::interval
    FROM generate_series(1, 7) g`);
  await db.execute(sql`
    INSERT INTO users (id, name, email, created_at)
    SELECT 'other-' || g, 'Karim Uddin ' || g, 'karim' || g || '@search.test',
      timestamptz '2021-01-02 00:00:00+00' + (g || ' seconds')::interval
    FROM generate_series(1, 5) g`);

  // Products: five with 'quasar' in the name, one more by SKU only, and one deleted.
  for (let index = 1; index <= 5; index += 1) {
    await insertProduct(db, {
      productName: `Quasar Switch ${index}`,
      createdAt: new Date(Date.UTC(2022, 0, 1, 0, 0, index)),
    });
  }
  await insertProduct(db, {
    productName: 'Rack Rail Kit',
    sku: 'QSR-RAIL-9',
    createdAt: new Date(Date.UTC(2022, 0, 1, 0, 0, 6)),
  });
  await insertProduct(db, { productName: 'Quasar Gone', deletedAt: new Date() });

  // Orders: one placed, then copies of it for two clients and some PO numbers.
  const product = await insertProduct(db, { productName: 'Order Template Part' });
  templateOrderId = await placeOrder(t.app, client, product.id);
  await db.execute(sql`
    INSERT INTO orders
    SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
      'id', gen_random_uuid(),
      'user_email', CASE WHEN g <= 6 THEN 'Kazi.Nabil@Search.test' ELSE 'other@search.test' END,
      'po_number', CASE WHEN g % 3 = 0 THEN 'PO-77' || g END,
      'created_at', timestamptz '2023-01-01 00:00:00+00' + (g || ' minutes')::interval
    ))).*
    FROM orders o, generate_series(1, 10) g
    WHERE o.id = ${templateOrderId}`);
  kaziOrders = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM orders WHERE user_email = 'Kazi.Nabil@Search.test'
      ORDER BY created_at DESC, id DESC`),
  ).map((row) => row.id);

  // Companies: four 'Meghna', three others.
  await db.execute(sql`
    INSERT INTO companies (name, trade_licence_number, bin, billing_address)
    SELECT CASE WHEN g <= 4 THEN 'Meghna Traders ' || g ELSE 'Padma Systems ' || g END,
      'TL-' || g, lpad(g::text, 9, '0'), 'Dhaka'
    FROM generate_series(1, 7) g`);
});

/** GET as `user` (the admin by default; `null`: signed out). */
const get = (url: string, user: TestUser | null = admin) =>
  t.app.inject({ url, ...(user ? { headers: user.headers } : {}) });

/** Every item of a searched list, page by page through `Link`; and how many pages it took. */
async function readAll(firstUrl: string): Promise<{ items: { _id?: string }[]; pages: number }> {
  const items: { _id?: string }[] = [];
  let url: string | null = firstUrl;
  let pages = 0;
  while (url) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    items.push(...response.json<{ _id?: string }[]>());
    pages += 1;
    const cursor = nextCursorOf(response.headers.link as string | undefined);
    url = cursor ? `${firstUrl}&cursor=${cursor}` : null;
  }
  return { items, pages };
}

describe('GET /api/users?q= (Make Admin)', () => {
  it('finds users by name or e-mail, ignoring case, paged by keyset', async () => {
    const { items, pages } = await readAll('/api/users?sort=newest&limit=3&q=RAHMAN');
    expect(items.map((user) => user._id)).toEqual([7, 6, 5, 4, 3, 2, 1].map((g) => `search-${g}`));
    expect(pages).toBe(3);
    const one = (await get('/api/users?q=abdur3%40search')).json<{ email: string }[]>();
    expect(one.map((user) => user.email)).toEqual(['abdur3@search.test']);
  });

  it('answers an empty list when nothing matches, and % and _ match themselves', async () => {
    expect((await get('/api/users?q=nobody-here')).json()).toEqual([]);
    expect((await get('/api/users?q=%25')).json()).toEqual([]);
    expect((await get('/api/users?q=karim_')).json()).toEqual([]);
  });
});

describe('GET /api/products?q= (Manage Product)', () => {
  it("finds products by the catalog's words in name or SKU, paged by keyset, deleted ones never", async () => {
    const { items, pages } = await readAll('/api/products?sort=newest&limit=2&q=quasar');
    expect(items.map((product) => (product as { productName: string }).productName)).toEqual([
      'Quasar Switch 5',
      'Quasar Switch 4',
      'Quasar Switch 3',
      'Quasar Switch 2',
      'Quasar Switch 1',
    ]);
    expect(pages).toBe(3);
    const bySku = (await get('/api/products?q=qsr-rail')).json<{ productName: string }[]>();
    expect(bySku.map((product) => product.productName)).toEqual(['Rack Rail Kit']);
  });

  it('answers an empty list when nothing matches, to anyone, as the list is public', async () => {
    expect((await get('/api/products?q=no-such-part')).json()).toEqual([]);
    const signedOut = await get('/api/products?q=quasar&limit=1', null);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json<{ productName: string }[]>()[0]?.productName).toBe('Quasar Switch 1');
  });
});

describe('GET /api/orders?q= (Manage Orders)', () => {
  it('finds orders by client e-mail prefix, ignoring case, paged by keyset newest first', async () => {
    const { items, pages } = await readAll('/api/orders?sort=newest&limit=4&q=kazi.nab');
    expect(items.map((order) => order._id)).toEqual(kaziOrders);
    expect(pages).toBe(2);
  });

  it('finds orders by PO number prefix and by order number (8 characters or more)', async () => {
    const byPo = (await get('/api/orders?sort=newest&q=po-77')).json<{ poNumber: string }[]>();
    expect(byPo.map((order) => order.poNumber)).toEqual(['PO-779', 'PO-776', 'PO-773']);
    const byNumber = (await get(`/api/orders?q=${templateOrderId.slice(0, 8).toUpperCase()}`))
      .json<{ _id: string }[]>()
      .map((order) => order._id);
    expect(byNumber).toContain(templateOrderId);
    const whole = (await get(`/api/orders?q=${templateOrderId}`)).json<{ _id: string }[]>();
    expect(whole.map((order) => order._id)).toEqual([templateOrderId]);
  });

  it('answers an empty list when nothing matches; 7 characters of a number are no number', async () => {
    expect((await get('/api/orders?q=nobody%40search.test')).json()).toEqual([]);
    const short = templateOrderId.slice(0, 7);
    const found = (await get(`/api/orders?q=${short}`)).json<{ _id: string }[]>();
    expect(found.map((order) => order._id)).not.toContain(templateOrderId);
  });
});

describe('GET /api/admin/companies and /api/admin/company-accounts (Company Accounts)', () => {
  it('page every company by name by keyset, each exactly once', async () => {
    const all = await readAll('/api/admin/companies?limit=3');
    const names = all.items.map((company) => (company as { name: string }).name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(new Set(names).size).toBe(7);
    expect(all.pages).toBe(3);
    const accounts = await readAll('/api/admin/company-accounts?limit=3');
    expect(accounts.items.map((row) => (row as { companyName: string }).companyName)).toEqual(
      names,
    );
  });

  it('find companies by a part of the name, ignoring case, paged by keyset', async () => {
    const { items, pages } = await readAll('/api/admin/company-accounts?limit=3&q=MEGHNA');
    expect(items.map((row) => (row as { companyName: string }).companyName)).toEqual([
      'Meghna Traders 1',
      'Meghna Traders 2',
      'Meghna Traders 3',
      'Meghna Traders 4',
    ]);
    expect(pages).toBe(2);
    const companies = (await get('/api/admin/companies?q=systems 6')).json<{ name: string }[]>();
    expect(companies.map((company) => company.name)).toEqual(['Padma Systems 6']);
    expect((await get('/api/admin/company-accounts?q=jamuna')).json()).toEqual([]);
  });

  it('refuse a cursor that names no company', async () => {
    const cursor = Buffer.from(JSON.stringify(['00000000-0000-4000-8000-000000000000'])).toString(
      'base64url',
    );
    const response = await get(`/api/admin/companies?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error.details).toHaveProperty('cursor');
  });
});

describe.each([
  '/api/users',
  '/api/products',
  '/api/orders',
  '/api/admin/companies',
  '/api/admin/company-accounts',
])('%s?q=', (path) => {
  it('refuses a search text that is too long or sent twice with 400 in the one error shape', async () => {
    for (const query of [`q=${'x'.repeat(101)}`, 'q=a&q=b']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode).toBe(400);
      const { error } = ApiErrorSchema.parse(response.json());
      expect(error.code).toBe('validation_failed');
      expect(error.details?.q).toEqual([
        query.startsWith('q=x') ? LIST_SEARCH_MESSAGES.tooLong : LIST_SEARCH_MESSAGES.notText,
      ]);
    }
  });

  it.skipIf(path === '/api/products')('answers 403 to a client and 401 signed out', async () => {
    expect((await get(`${path}?q=a`, client)).statusCode).toBe(403);
    expect((await get(`${path}?q=a`, null)).statusCode).toBe(401);
  });
});
