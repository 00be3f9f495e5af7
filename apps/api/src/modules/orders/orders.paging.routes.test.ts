import {
  ApiErrorSchema,
  nextCursorOf,
  PAGE_MESSAGES,
  SPEC_LIST_CAP,
  type Order,
} from '@partline/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/index.js';
import { encodeCursor } from '../../keyset-page.js';
import { signUpUser, type TestUser, useAccounts } from '../../../test/helpers/auth.js';
import { createCompany } from '../../../test/helpers/companies.js';
import { insertProduct } from '../../../test/helpers/factories.js';
import { lineOf, orderOf } from '../../../test/helpers/paid-orders.js';
import { useTestApp } from '../../../test/helpers/test-app.js';

// The order lists page by keyset on (created_at, id) (decisions 210, 211).

const t = useTestApp();
const { admin, clientA, clientB } = useAccounts(t, {
  admin: { role: 'admin' },
  clientA: {},
  clientB: {},
});
let companyId: string;

type Product = Awaited<ReturnType<typeof insertProduct>>;
const STATUSES = ['unpaid', 'paid', 'delivered', 'awaiting_approval'] as const;

/**
 * Inserts `count` orders of `buyer`, one line each, statuses in turn; three orders in a row share
 * one `created_at` (down to the microsecond), so pages must break ties by id.
 */
async function insertOrders(product: Product, buyer: TestUser, count: number, company?: string) {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = await t.db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, index) => {
        const status = STATUSES[index % STATUSES.length]!;
        return {
          ...orderOf(product, buyer, 1 + index),
          status,
          isPaid: status === 'paid' || status === 'delivered',
          isDelivered: status === 'delivered',
          companyId: company ?? null,
          createdAt: new Date(base + Math.floor(index / 3) * 60_000),
        };
      }),
    )
    .returning({ id: orders.id, quantity: orders.quantity });
  await t.db
    .insert(orderLines)
    .values(
      rows.map((row) => ({ ...lineOf(product, row.quantity), orderId: row.id, position: 0 })),
    );
}

async function get(user: TestUser, url: string) {
  return t.app.inject({ url, headers: user.headers });
}

/** The URL of a `Link: <url>; rel="next"` header (the API's own path, `/api/…`). */
const linkTarget = (link: string) => /<([^>]*)>/.exec(link)![1]!;

/** Every page of `url` with `limit`, following each `Link: <…>; rel="next"` to the end. */
async function allPages(user: TestUser, url: string, limit: number) {
  const pages: Order[][] = [];
  let next: string | null = `${url}${url.includes('?') ? '&' : '?'}limit=${limit}`;
  while (next) {
    const response = await get(user, next);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Order[]>();
    pages.push(page);
    const link = response.headers.link as string | undefined;
    next = link ? linkTarget(link) : null;
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

/** The order a list must hold them in: (created_at, id), or its reverse. */
function sorted(list: readonly Order[], sort: 'oldest' | 'newest') {
  const ascending = [...list].sort((a, b) =>
    a.createdAt === b.createdAt ? (a._id < b._id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  return sort === 'oldest' ? ascending : ascending.reverse();
}

beforeAll(async () => {
  companyId = await createCompany(t.app, clientB);
  const product = await insertProduct(t.db, { minOrder: 1, availableQuantity: 10_000 });
  await insertOrders(product, clientA, 23);
  await insertOrders(product, clientB, 17, companyId);
});

describe('paging through the order lists', () => {
  const lists = [
    { name: 'GET /orders', user: () => admin, url: () => '/api/orders', total: 40 },
    {
      name: 'GET /orders?status=paid',
      user: () => admin,
      url: () => '/api/orders?status=paid',
      total: 10,
    },
    {
      name: 'GET /orders/{email}',
      user: () => clientA,
      url: () => `/api/orders/${clientA.email}`,
      total: 23,
    },
    {
      name: 'GET /orders/{email}/true',
      user: () => clientA,
      url: () => `/api/orders/${clientA.email}/true`,
      total: 6,
    },
    {
      name: 'GET /company/orders',
      user: () => clientB,
      url: () => '/api/company/orders',
      total: 17,
    },
    {
      name: 'GET /company/orders?status=awaiting_approval',
      user: () => clientB,
      url: () => '/api/company/orders?status=awaiting_approval',
      total: 4,
    },
  ];

  for (const list of lists) {
    for (const sort of ['oldest', 'newest'] as const) {
      it(`${list.name} (${sort}): every order once, in order, with its lines`, async () => {
        const url = `${list.url()}${list.url().includes('?') ? '&' : '?'}sort=${sort}`;
        const whole = await get(list.user(), url);
        expect(whole.statusCode, whole.body).toBe(200);
        expect(whole.headers.link).toBeUndefined();
        const expected = sorted(whole.json<Order[]>(), sort);
        expect(expected).toHaveLength(list.total);

        const pages = await allPages(list.user(), url, 3);
        expect(pages.map((page) => page.length)).toEqual(
          Array.from({ length: Math.ceil(list.total / 3) }, (_, i) =>
            Math.min(3, list.total - 3 * i),
          ),
        );
        const paged = pages.flat();
        expect(paged.map((order) => order._id)).toEqual(expected.map((order) => order._id));
        expect(paged.every((order) => order.lines.length === 1)).toBe(true);
        if (list.url().includes('status=paid')) {
          expect(paged.every((order) => order.status === 'paid')).toBe(true);
        }
      });
    }
  }

  it('answers the oldest first without `sort`, as the specification’s server did', async () => {
    const response = await get(clientA, `/api/orders/${clientA.email}`);
    const list = response.json<Order[]>();
    expect(list.map((order) => order._id)).toEqual(sorted(list, 'oldest').map((o) => o._id));
    // The company list keeps its newest-first default.
    const company = (await get(clientB, '/api/company/orders')).json<Order[]>();
    expect(company.map((order) => order._id)).toEqual(sorted(company, 'newest').map((o) => o._id));
  });
});

describe('cursors', () => {
  async function expectCursorRefused(user: TestUser, url: string) {
    const response = await get(user, url);
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).error).toMatchObject({
      code: 'validation_failed',
      details: { cursor: [PAGE_MESSAGES.cursorInvalid] },
    });
  }

  it('refuses a tampered cursor or one of another kind of list with 400', async () => {
    const first = await get(admin, '/api/orders?limit=2');
    const cursor = nextCursorOf(first.headers.link as string)!;
    expect(cursor).toBeTruthy();
    await expectCursorRefused(admin, `/api/orders?cursor=${cursor.slice(0, -3)}x`);
    await expectCursorRefused(admin, `/api/orders?cursor=not*base64`);
    // A product list's cursor (its price and id), and one whose time is not a time.
    const productCursor = encodeCursor([120_000, '6a1f3c1e-0d1c-4f57-9d8a-3f1e2b8c4d5e']);
    await expectCursorRefused(admin, `/api/orders?cursor=${productCursor}`);
    const notATime = encodeCursor(["'; DROP TABLE orders; --", crypto.randomUUID()]);
    await expectCursorRefused(clientA, `/api/orders/${clientA.email}?cursor=${notATime}`);
    await expectCursorRefused(clientB, `/api/company/orders?cursor=${productCursor}`);
    const badLimit = await get(admin, '/api/orders?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badLimit.json()).error.details).toMatchObject({
      limit: [PAGE_MESSAGES.limitInvalid],
    });
  });

  it('never pages a client into another client’s orders', async () => {
    // B's cursor, used on A's list: a place in time, the pages after it are still A's.
    const ofB = await get(clientB, `/api/orders/${clientB.email}?limit=2`);
    const cursorOfB = nextCursorOf(ofB.headers.link as string)!;
    const asA = await get(clientA, `/api/orders/${clientA.email}?limit=100&cursor=${cursorOfB}`);
    expect(asA.statusCode).toBe(200);
    const listed = asA.json<Order[]>();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((order) => order.userEmail === clientA.email)).toBe(true);
    // B's own list stays B's, with or without a cursor.
    expect(
      (await get(clientA, `/api/orders/${clientB.email}?cursor=${cursorOfB}`)).statusCode,
    ).toBe(403);
    // A is in no company: the company list is not theirs to page.
    expect((await get(clientA, `/api/company/orders?cursor=${cursorOfB}`)).statusCode).toBe(404);
  });
});

describe('without paging parameters', () => {
  it(`answers the list capped at ${SPEC_LIST_CAP}, with a Link to the rest`, async () => {
    const buyer = await signUpUser(t.app);
    const product = await insertProduct(t.db, { minOrder: 1 });
    await t.db.execute(sql`
      INSERT INTO orders (user_id, user_name, user_email, product_id, product_name,
        product_price_poisha, product_image, product_description, min_order,
        available_quantity_at_order, quantity, total_poisha, created_at)
      SELECT ${buyer.id}, ${buyer.name}, ${buyer.email}, ${product.id}, ${product.name}, 100,
        ${product.image}, 'Bulk', 1, 10, 1, 100, timestamptz '2026-02-01' + i * interval '1 second'
      FROM generate_series(1, ${SPEC_LIST_CAP + 1}) i`);

    const capped = await get(admin, `/api/orders/${buyer.email}`);
    expect(capped.statusCode).toBe(200);
    const list = capped.json<Order[]>();
    expect(list).toHaveLength(SPEC_LIST_CAP);
    expect(list[0]!.createdAt).toBe('2026-02-01T00:00:01.000Z');
    const link = capped.headers.link as string;
    expect(link).toMatch(/^<\/api\/orders\/[^>]+\?cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    const rest = await get(admin, linkTarget(link));
    expect(rest.json<Order[]>().map((order) => order.createdAt)).toEqual([
      '2026-02-01T00:16:41.000Z',
    ]);
    expect(rest.headers.link).toBeUndefined();
  });
});
